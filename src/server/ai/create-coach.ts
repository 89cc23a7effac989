import type { Env } from '../env';
import type { Coach } from './coach';
import { createOfflineCoach } from './offline/offline-coach';
import {
  type OpenAiCompatibleCoachOptions,
  createOpenAiCompatibleCoach,
} from './openai-compatible/openai-compatible-coach';
import { createOpenAiCompatibleTailor } from './openai-compatible/openai-compatible-tailor';
import { type ResumeTailor, createOfflineResumeTailor } from './resume-tailor';

type AiEnv = Pick<Env, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS'>;

/** The model the environment names, or none when AI_BASE_URL is unset. */
function readModelOptions(env: AiEnv): OpenAiCompatibleCoachOptions | undefined {
  if (!env.AI_BASE_URL) return undefined;
  return {
    baseUrl: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
  };
}

/** A model when AI_BASE_URL is set; otherwise the offline coach, so interviews work with no key. */
export function createCoach(env: AiEnv): Coach {
  const model = readModelOptions(env);
  return model ? createOpenAiCompatibleCoach(model) : createOfflineCoach();
}

/** The same model tailors resumes; without one the Resume Builder reorders offline. */
export function createResumeTailor(env: AiEnv): ResumeTailor {
  const model = readModelOptions(env);
  return model ? createOpenAiCompatibleTailor(model) : createOfflineResumeTailor();
}
