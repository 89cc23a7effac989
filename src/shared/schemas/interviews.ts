import { speechDeliverySchema } from './speech-delivery';
import { z } from 'zod';
import {
  JOB_DESCRIPTION_MAX_LENGTH,
  LANGUAGES,
  MAX_ATTEMPTS_PER_QUESTION,
  SENIORITIES,
} from '../constants';

// Each issue's `error` is an ErrorCode from ../errors, shown the same on client and server.

export const JOB_TITLE_MAX_LENGTH = 200;
export { JOB_DESCRIPTION_MAX_LENGTH, MAX_ATTEMPTS_PER_QUESTION };
export const ANSWER_MAX_LENGTH = 10_000;

/**
 * What a question asks for: a story (a situation, the candidate's actions, how it ended), a
 * method (steps and checks), or an open question (concrete facts). Stored with each question.
 */
export const QUESTION_KINDS = ['story', 'method', 'open'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** An answer as the user typed it: required, at most ANSWER_MAX_LENGTH characters. */
export const answerText = z
  .string({ error: 'answer_required' })
  .trim()
  .min(1, { error: 'answer_required' })
  .max(ANSWER_MAX_LENGTH, { error: 'answer_too_long' });

/** The longest question text an interview keeps from a trial (the coach's are far shorter). */
export const TRY_QUESTION_MAX_LENGTH = 500;

/**
 * A trial question's answer (schemas/try-question.ts) that a new account keeps as question 1 of
 * a full interview for the same job.
 */
export const keptAnswerSchema = z.object({
  question: z
    .string({ error: 'try_question_invalid' })
    .trim()
    .min(1, { error: 'try_question_invalid' })
    .max(TRY_QUESTION_MAX_LENGTH, { error: 'try_question_invalid' }),
  answer: answerText,
});
export type KeptAnswer = z.infer<typeof keptAnswerSchema>;

export const startInterviewInputSchema = z.object({
  jobTitle: z
    .string({ error: 'interview_fields_required' })
    .trim()
    .min(1, { error: 'interview_fields_required' })
    .max(JOB_TITLE_MAX_LENGTH, { error: 'job_title_too_long' }),
  jobDescription: z
    .string({ error: 'interview_fields_required' })
    .trim()
    .min(1, { error: 'interview_fields_required' })
    .max(JOB_DESCRIPTION_MAX_LENGTH, { error: 'job_description_too_long' }),
  language: z.enum(LANGUAGES, { error: 'interview_language_invalid' }),
  /** One of the user's resumes from the Resume Builder: questions then probe its claims. */
  resumeId: z
    .string({ error: 'resume_not_found' })
    .max(64, { error: 'resume_not_found' })
    .optional(),
  /** The level to pitch the questions at; unset asks as for anyone. */
  seniority: z.enum(SENIORITIES, { error: 'seniority_invalid' }).optional(),
  /** A trial answer from before the account existed: it becomes question 1, answered. */
  keptAnswer: keptAnswerSchema.optional(),
});
export type StartInterviewInput = z.infer<typeof startInterviewInputSchema>;

export const answerInputSchema = z.object({
  order: z.number({ error: 'question_not_found' }).int({ error: 'question_not_found' }).min(1, {
    error: 'question_not_found',
  }),
  answer: answerText,
  /** How the answer was spoken, when it was recorded (timing measured in the browser). */
  delivery: speechDeliverySchema.optional(),
});
export type AnswerInput = z.infer<typeof answerInputSchema>;

/** A question answered again ("Try again"): the new answer, checked as any answer is. */
export const retakeInputSchema = answerInputSchema.pick({ answer: true });
export type RetakeInput = z.infer<typeof retakeInputSchema>;

/** The answer to a follow-up question: checked as any answer is. */
export const followUpInputSchema = answerInputSchema.pick({ answer: true });

/**
 * Said next to a result the offline coach wrote because the user reached the daily AI limit
 * (AI_DAILY_LIMIT): the message in the request's language, and when the limit resets.
 */
export const aiNoticeSchema = z.object({
  code: z.literal('ai_daily_limit'),
  message: z.string(),
  /** ISO time of the next UTC midnight. */
  resetsAt: z.string(),
});
export type AiNotice = z.infer<typeof aiNoticeSchema>;

/** What the server answers to an answer: its feedback and where the interview goes next. */
export const answerOutcomeSchema = z.object({
  feedback: z.string().nullable(),
  /** The coach could not give feedback; the answer is saved and the interview goes on. */
  feedbackFailed: z.boolean(),
  /** The next question to answer, or null after the last one. */
  nextOrder: z.number().int().nullable(),
  isCompleted: z.boolean(),
  /**
   * One short follow-up question the coach asks before the next question, when the answer lacks
   * what the question needs; absent or null when none (never after the last question).
   */
  followUp: z.string().nullable().optional(),
  /** Present when the daily AI limit made the offline coach write this feedback or assessment. */
  notice: aiNoticeSchema.optional(),
});
export type AnswerOutcome = z.infer<typeof answerOutcomeSchema>;

/**
 * The events of a streamed answer, in order: `feedback` pieces, one `feedback-end` with the
 * feedback as stored, `assessment` pieces after the last answer, then `done` with the outcome,
 * or `error` with the one error shape if something broke after the stream began.
 */
export const ANSWER_STREAM_EVENTS = [
  'feedback',
  'feedback-end',
  'assessment',
  'done',
  'error',
] as const;
export const streamTextSchema = z.object({ text: z.string() });
export const feedbackEndSchema = answerOutcomeSchema.pick({ feedback: true, feedbackFailed: true });

/** Why an answer is no answer at all. */
export type NonAnswerReason = 'blank' | 'gibberish' | 'dont_know' | 'wrong_language';
/** Why an answer is not the candidate's own answer to the question. */
export type AnswerProblem =
  | 'copied_question'
  | 'copied_job_description'
  | 'repeated_answer'
  | 'keyword_list'
  | 'questions_back'
  | 'keyword_stuffing'
  | 'off_topic'
  | 'generic';

/**
 * What the results page shows under an answer: the observable evidence in it (the reading the
 * offline coach bases its feedback and score on). Computed once, when the answer is saved.
 */
export interface AnswerEvidence {
  wordCount: number;
  /** What the question asked for, as the answer was read for it (absent on old rows). */
  questionKind?: QuestionKind;
  /**
   * Why the answer is not really an answer, when it is not: a non-answer (blank, gibberish,
   * "don't know", another language) or not the candidate's own answer (a copy, a keyword list,
   * an off-topic story).
   */
  nonAnswerReason: NonAnswerReason | AnswerProblem | null;
  starPartsFound: Array<'situation' | 'task' | 'action' | 'result'>;
  /** Measured results and figures, as written. */
  metrics: string[];
  jobTermsUsed: string[];
  jobTermsMissed: string[];
  /** Whether the title or posting names any term the coach knows (absent on old rows). */
  jobTermsKnown?: boolean;
  /** Filler words and hedges found. */
  fillers: string[];
  /** The offline coach's 0–100 for this answer. */
  score: number;
}
