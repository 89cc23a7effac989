import { z } from 'zod';
import { LANGUAGES } from '../constants';

// Each issue's `error` is an ErrorCode from ../errors, shown the same on client and server.

export const JOB_TITLE_MAX_LENGTH = 200;
export const JOB_DESCRIPTION_MAX_LENGTH = 20_000;
export const ANSWER_MAX_LENGTH = 10_000;

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
});
export type StartInterviewInput = z.infer<typeof startInterviewInputSchema>;

export const answerInputSchema = z.object({
  order: z.number({ error: 'question_not_found' }).int({ error: 'question_not_found' }).min(1, {
    error: 'question_not_found',
  }),
  answer: z
    .string({ error: 'answer_required' })
    .trim()
    .min(1, { error: 'answer_required' })
    .max(ANSWER_MAX_LENGTH, { error: 'answer_too_long' }),
});
export type AnswerInput = z.infer<typeof answerInputSchema>;
