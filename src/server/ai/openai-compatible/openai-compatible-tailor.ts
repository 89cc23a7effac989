import type { ResumeTailor } from '../resume-tailor';
import {
  TAILORING_PARAMETERS,
  buildTailoringMessages,
  readTailoringProposal,
} from '../prompts/tailoring';
import { type ChatCompletionsConfig, complete } from './chat-completions';
import type { OpenAiCompatibleCoachOptions } from './openai-compatible-coach';
import { sleep as realSleep } from './retry';

/** Resume tailoring by any OpenAI-compatible endpoint, with the coach's timeouts and retries. */
export function createOpenAiCompatibleTailor(options: OpenAiCompatibleCoachOptions): ResumeTailor {
  const config: ChatCompletionsConfig = {
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    model: options.model,
    timeoutMs: options.timeoutMs ?? 30_000,
    maxRetries: options.maxRetries ?? 2,
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    sleep: options.sleep ?? realSleep,
  };
  return {
    kind: 'openai-compatible',
    async proposeTailoring(context, callOptions) {
      const messages = buildTailoringMessages(context);
      const request = { task: 'tailoring', messages, parameters: TAILORING_PARAMETERS } as const;
      return readTailoringProposal(await complete(config, request, callOptions?.signal));
    },
  };
}
