import type { Coach } from '../coach';
import { FOLLOW_UP_PARAMETERS, buildFollowUpMessages, readFollowUp } from '../prompts/follow-up';
import {
  ASSESSMENT_PARAMETERS,
  buildAssessmentMessages,
  readAssessment,
} from '../prompts/assessment';
import { FEEDBACK_PARAMETERS, buildFeedbackMessages, readFeedback } from '../prompts/feedback';
import { classifyQuestion } from '../offline/question-kind';
import { QUESTIONS_PARAMETERS, buildQuestionsMessages, readQuestions } from '../prompts/questions';
import { type ChatCompletionsConfig, complete, streamCompletion } from './chat-completions';
import { type Sleep, sleep as realSleep } from './retry';
import { isUnsafeModelText, screenModelStream, screenModelText } from '../screen-model-text';
import { CoachError } from '../coach-error';

// The coach behind any OpenAI-compatible chat-completions endpoint: OpenAI, Ollama, vLLM,
// LM Studio, OpenRouter… Each task brings its prompt, its parameters and its reader. What the model
// writes is screened before anyone reads it: no sentence with a link or asking for sign-in details
// reaches the candidate (screen-model-text.ts).

export interface OpenAiCompatibleCoachOptions {
  /** Up to the version segment: https://api.openai.com/v1, http://localhost:11434/v1. */
  baseUrl: string;
  /** Sent as a bearer token when set; local servers usually need none. */
  apiKey?: string;
  model: string;
  /** Per attempt; for a streamed call, also the longest silence between two chunks. */
  timeoutMs?: number;
  /** Further attempts after a 429, 5xx, timeout or network error. */
  maxRetries?: number;
  fetch?: typeof fetch;
  /** Waits between attempts; tests pass one that only records. */
  sleep?: Sleep;
}

/** The options with their defaults filled in; the resume tailor shares them with the coach. */
export function toChatCompletionsConfig(
  options: OpenAiCompatibleCoachOptions,
): ChatCompletionsConfig {
  return {
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    model: options.model,
    timeoutMs: options.timeoutMs ?? 30_000,
    maxRetries: options.maxRetries ?? 2,
    // Looked up at call time, not captured at start-up, so the global can be swapped.
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    sleep: options.sleep ?? realSleep,
  };
}

export function createOpenAiCompatibleCoach(options: OpenAiCompatibleCoachOptions): Coach {
  const config = toChatCompletionsConfig(options);

  return {
    kind: 'openai-compatible',

    async generateQuestions(context, callOptions) {
      const messages = buildQuestionsMessages(context);
      const request = { task: 'questions', messages, parameters: QUESTIONS_PARAMETERS } as const;
      // A question with a link or asking for sign-in details is dropped (screen-model-text.ts).
      const questions = readQuestions(
        await complete(config, { request, signal: callOptions?.signal }),
      ).filter((question) => !isUnsafeModelText(question.text));
      if (questions.length === 0) throw CoachError.noQuestions();
      // A model's question carries no template. Its kind is the one the model tagged it with, or
      // (a model that did not tag it) read from its wording once, here.
      return questions.map(({ text, kind }) => ({
        text,
        kind: kind ?? classifyQuestion(text),
        templateId: null,
      }));
    },

    async giveFeedback(context, callOptions) {
      const messages = buildFeedbackMessages(context);
      const request = { task: 'feedback', messages, parameters: FEEDBACK_PARAMETERS } as const;
      const content = await complete(config, { request, signal: callOptions?.signal });
      return readFeedback(screenModelText(content).text);
    },

    streamFeedback(context, callOptions) {
      const messages = buildFeedbackMessages(context);
      const request = { task: 'feedback', messages, parameters: FEEDBACK_PARAMETERS } as const;
      return screenModelStream(streamCompletion(config, { request, signal: callOptions?.signal }));
    },

    async askFollowUp(context, callOptions) {
      const messages = buildFollowUpMessages(context);
      const request = { task: 'follow-up', messages, parameters: FOLLOW_UP_PARAMETERS } as const;
      const followUp = readFollowUp(
        await complete(config, { request, signal: callOptions?.signal }),
      );
      return followUp !== null && isUnsafeModelText(followUp) ? null : followUp;
    },

    async assess(context, callOptions) {
      const messages = buildAssessmentMessages(context);
      const request = { task: 'assessment', messages, parameters: ASSESSMENT_PARAMETERS } as const;
      const content = await complete(config, { request, signal: callOptions?.signal });
      return readAssessment(screenModelText(content).text);
    },

    streamAssessment(context, callOptions) {
      const messages = buildAssessmentMessages(context);
      const request = { task: 'assessment', messages, parameters: ASSESSMENT_PARAMETERS } as const;
      return screenModelStream(streamCompletion(config, { request, signal: callOptions?.signal }));
    },
  };
}
