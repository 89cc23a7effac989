import type { AnswerOutcome } from '../../../src/shared/schemas/interviews';
import { type ApiResponse, callApi } from '../../support/http-client';
import { honestAnswer } from '../../support/corpus-answers';

// Interview steps over HTTP against a running server, as the interview page makes them.

export const JOB = {
  jobTitle: 'Backend Developer',
  jobDescription:
    'Build REST APIs in Node.js and PostgreSQL; own CI/CD with Docker; mentor two juniors.',
  language: 'en',
} as const;

export interface InterviewDetail {
  id: string;
  status: string;
  score: number | null;
  nextOrder: number | null;
  assessment: string | null;
  questions: Array<{ order: number; answer: string | null; feedback: string | null }>;
}

/** A distinct, realistic answer: who wrote it and to which question can be told from the text. */
/**
 * A distinct, honest answer for each question (from the coach evaluation corpus), marked with its
 * author and order: the same sentence for every question would be scored as a repeat.
 */
export function answerText(author: string, order: number): string {
  return `${author}, question ${order}: ${honestAnswer(order)}`;
}

export async function startInterviewOver(
  baseUrl: string,
  cookie: string,
  job: Record<string, string> = JOB,
): Promise<string> {
  const res = await callApi<{ interview: { id: string } }>(baseUrl, '/api/interviews', {
    body: job,
    cookie,
  });
  if (res.status !== 201) {
    throw new Error(`starting an interview answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
  return res.body.interview.id;
}

export function answerOver(
  baseUrl: string,
  cookie: string,
  options: { interviewId: string; order: number; answer: string },
): Promise<ApiResponse<AnswerOutcome>> {
  return callApi<AnswerOutcome>(baseUrl, `/api/interviews/${options.interviewId}/answers`, {
    body: { order: options.order, answer: options.answer },
    cookie,
  });
}

export async function interviewOver(
  baseUrl: string,
  cookie: string,
  interviewId: string,
): Promise<InterviewDetail> {
  const res = await callApi<{ interview: InterviewDetail }>(
    baseUrl,
    `/api/interviews/${interviewId}`,
    { cookie },
  );
  if (res.status !== 200) throw new Error(`reading the interview answered ${res.status}`);
  return res.body.interview;
}
