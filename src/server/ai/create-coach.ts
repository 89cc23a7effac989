import type { Env } from '../env';
import type { Coach } from './coach';
import { createOfflineCoach } from './offline/offline-coach';
import { createOpenAiCompatibleCoach } from './openai-compatible/openai-compatible-coach';
import { createOpenAiCompatibleTailor } from './openai-compatible/openai-compatible-tailor';
import { type ResumeTailor, createOfflineResumeTailor } from './resume-tailor';

type AiEnv = Pick<Env, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS'>;

/** A model when AI_BASE_URL is set; otherwise the offline coach, so interviews work with no key. */
export function createCoach(env: AiEnv): Coach {
  if (!env.AI_BASE_URL) return createOfflineCoach();
  return createOpenAiCompatibleCoach({
    baseUrl: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
  });
}

/** The same model tailors resumes; without one the Resume Builder reorders offline. */
export function createResumeTailor(env: AiEnv): ResumeTailor {
  if (!env.AI_BASE_URL) return createOfflineResumeTailor();
  return createOpenAiCompatibleTailor({
    baseUrl: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
  });
}
