import { z } from 'zod';
import { JOB_DESCRIPTION_MAX_LENGTH, LANGUAGES } from '../constants';
import {
  type AnswerEvidence,
  JOB_TITLE_MAX_LENGTH,
  type QuestionKind,
  answerText,
} from './interviews';

// "Try a question" (issue 23): a visitor without an account names a job, gets one of the
// questions the coach would ask for it, answers, and reads the coach's feedback. Nothing is stored
// but the per-IP counts of the rate limit. Each issue's `error` is an ErrorCode from ../errors.

/** How many of a job's questions a visitor can step through with "Another question". */
export const TRY_QUESTION_TURNS = 4;

export const tryQuestionInputSchema = z.object({
  jobTitle: z
    .string({ error: 'try_job_title_required' })
    .trim()
    .min(1, { error: 'try_job_title_required' })
    .max(JOB_TITLE_MAX_LENGTH, { error: 'job_title_too_long' }),
  /** Optional: with it the questions follow the job's duties and skills. */
  jobDescription: z
    .string({ error: 'job_description_invalid' })
    .trim()
    .max(JOB_DESCRIPTION_MAX_LENGTH, { error: 'job_description_too_long' })
    .default(''),
  language: z.enum(LANGUAGES, { error: 'interview_language_invalid' }),
  /** Which of the job's trial questions: "Another question" asks for the next one. */
  turn: z
    .number({ error: 'try_question_invalid' })
    .int({ error: 'try_question_invalid' })
    .min(0, { error: 'try_question_invalid' })
    .max(TRY_QUESTION_TURNS - 1, { error: 'try_question_invalid' })
    .default(0),
});
export type TryQuestionInput = z.infer<typeof tryQuestionInputSchema>;

/** The answer to the question of that job and turn (the server asks it again: nothing to trust). */
export const tryAnswerInputSchema = tryQuestionInputSchema.extend({ answer: answerText });
export type TryAnswerInput = z.infer<typeof tryAnswerInputSchema>;

export interface TriedQuestion {
  question: string;
  /** What the question asks for (a story, a way of working, reasons): the hint under the answer. */
  kind?: QuestionKind;
  turn: number;
  /** Whether "Another question" has one to give. */
  hasNext: boolean;
}

export interface TriedAnswer extends TriedQuestion {
  feedback: string;
  evidence: AnswerEvidence;
}
