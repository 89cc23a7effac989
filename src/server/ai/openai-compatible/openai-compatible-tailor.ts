import type { ResumeTailor } from '../resume-tailor';
import {
  TAILORING_PARAMETERS,
  buildTailoringMessages,
  readTailoringProposal,
} from '../prompts/tailoring';
import { complete } from './chat-completions';
import {
  type OpenAiCompatibleCoachOptions,
  toChatCompletionsConfig,
} from './openai-compatible-coach';

/** Resume tailoring by any OpenAI-compatible endpoint, with the coach's timeouts and retries. */
export function createOpenAiCompatibleTailor(options: OpenAiCompatibleCoachOptions): ResumeTailor {
  const config = toChatCompletionsConfig(options);
  return {
    kind: 'openai-compatible',
    async proposeTailoring(context, callOptions) {
      const messages = buildTailoringMessages(context);
      const request = { task: 'tailoring', messages, parameters: TAILORING_PARAMETERS } as const;
      return readTailoringProposal(
        await complete(config, { request, signal: callOptions?.signal }),
      );
    },
  };
}
