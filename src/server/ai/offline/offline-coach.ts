// The coach that needs no model: the embedded default when no AI is configured. Everything it
// writes comes from what the job description and the answers observably contain.
import type { AnswerContext, CallOptions, Coach, InterviewContext } from '../coach';
import type { Language } from '../../../shared/language';
import { readingOf, type AnalyseAnswerOptions } from './analyse-answer';
import { ASSESSMENT_EN } from './assessment-phrases.en';
import { ASSESSMENT_RU } from './assessment-phrases.ru';
import { writeAssessment, type AssessContext } from './assessment';
import { writeFeedback } from './feedback';
import { QUESTIONS_PER_INTERVIEW } from '../../../shared/constants';
import { chooseFollowUp, followUpNeedOf } from './follow-up';
import { planQuestionsOffThread } from './answer-reader';
import { streamText } from './stream-text';
import { hashString } from '../../language/text';

export { analyseAnswer } from './analyse-answer';
export type {
  AnalyseAnswerOptions,
  AnswerEvidence,
  Metric,
  MetricKind,
  NonAnswerReason,
  StarPart,
} from './analyse-answer';

/** The first line of every offline assessment, per language, for the page to recognise. */
export const OFFLINE_ASSESSMENT_NOTES: Readonly<Record<Language, string>> = {
  en: ASSESSMENT_EN.note,
  ru: ASSESSMENT_RU.note,
};

/** What the answer is read from: the same inputs as when it was saved. */
export function readingInputs(context: AnswerContext): AnalyseAnswerOptions {
  return {
    answer: context.answer,
    language: context.language,
    question: context.question,
    ...(context.questionKind ? { questionKind: context.questionKind } : {}),
    jobTitle: context.jobTitle,
    jobDescription: context.jobDescription,
    earlierAnswers: context.earlierAnswers ?? [],
  };
}

/** The reading stored with the answer when it is current, else the answer read now. */
function evidenceFor(context: AnswerContext) {
  return readingOf(context.reading, readingInputs(context));
}

function feedbackFor(context: AnswerContext): string {
  const evidence = evidenceFor(context);
  return writeFeedback(evidence, {
    language: context.language,
    seed: hashString(`${context.order}\n${context.answer}`),
    earlier: context.earlierFeedback ?? [],
    followUp: context.followUpMayBeAsked ? followUpNeedOf(evidence) : null,
    last: context.order >= QUESTIONS_PER_INTERVIEW,
  });
}

export function createOfflineCoach(): Coach {
  return {
    kind: 'offline',
    async generateQuestions(context: InterviewContext, options?: CallOptions) {
      options?.signal?.throwIfAborted();
      return planQuestionsOffThread(context);
    },
    async giveFeedback(context: AnswerContext, options?: CallOptions) {
      options?.signal?.throwIfAborted();
      return feedbackFor(context);
    },
    async *streamFeedback(context: AnswerContext, options?: CallOptions) {
      options?.signal?.throwIfAborted();
      yield* streamText(feedbackFor(context), options?.signal);
    },
    async askFollowUp(context: AnswerContext, options?: CallOptions) {
      options?.signal?.throwIfAborted();
      return chooseFollowUp(evidenceFor(context), context.language);
    },
    async assess(context: AssessContext, options?: CallOptions) {
      options?.signal?.throwIfAborted();
      return writeAssessment(context);
    },
    async *streamAssessment(context: AssessContext, options?: CallOptions) {
      options?.signal?.throwIfAborted();
      yield* streamText(writeAssessment(context).text, options?.signal);
    },
  };
}
