// The interview feature's shared service: its dependencies, reading an interview with its
// evidence, and what the coach reads to write feedback. Starting (start-interview.ts), answering
// (answer-interview.ts, respond-to-answer.ts), follow-ups, retakes and the assessment
// (write-assessment.ts) each live in their own module and build on this one.
import type { Language } from '../../../shared/language';
import type { AnswerOutcome } from '../../../shared/schemas/interviews';
import type { Coach, InterviewResume } from '../../ai/coach';
import type { AiAllowance, AiDailyLimit } from '../../ai/daily-limit';
import { AppError } from '../../app-error';
import type { Logger } from '../../logger';
import { readAnswerOnce } from './answer-evidence';
import { wholeAnswerOf } from './attempts';
import type { StoredReading } from '../../ai/offline/analyse-answer';
import {
  type InterviewRow,
  type ListedInterview,
  type InterviewsRepository,
  type QuestionRow,
} from './interviews.repository';
import type { Clock } from '../../clock';

export interface InterviewsDeps {
  repository: InterviewsRepository;
  coach: Coach;
  logger: Logger;
  now: Clock;
  /** Writes in the model's place once a user's daily AI limit is reached; never limited. */
  offlineCoach?: Coach;
  /** Counts each model call against its user's daily limit (AI_DAILY_LIMIT). */
  aiLimit?: AiDailyLimit;
  /** Reads one of the user's resumes from the Resume Builder; "not found" for anyone else's. */
  readResume?: (options: { userId: string; resumeId: string }) => Promise<InterviewResume>;
}

/** What the service answers, plus the user's spent allowance when the offline coach stood in. */
export type ServiceAnswerOutcome = AnswerOutcome & { aiLimit?: AiAllowance };

/** The user's interviews, newest first. */
export function listInterviews(
  deps: Pick<InterviewsDeps, 'repository'>,
  options: { userId: string },
): Promise<ListedInterview[]> {
  return deps.repository.listOwned(options.userId);
}

/** The owner's interview with its questions; anyone else gets "not found". */
export async function loadInterview(
  deps: InterviewsDeps,
  options: { userId: string; interviewId: string },
) {
  const interview = await deps.repository.findOwned(options.userId, options.interviewId);
  if (!interview) throw new AppError('interview_not_found');
  const questions = await withEvidence(deps, {
    interview,
    questions: await deps.repository.questionsOf(interview.id),
  });
  return { interview, questions, nextOrder: firstUnanswered(questions)?.order ?? null };
}

/**
 * The answers given before this question, in order, each with what its follow-up added: what it
 * was written after, as the assessment reads them. An answer that repeats an earlier follow-up's
 * answer is a repeat when it is saved, not only later in the assessment (a new user's walk of
 * 2026-12-03: the interview's score, 47, was not the mean of the scores its questions showed).
 */
export function answersBefore(questions: QuestionRow[], order: number): string[] {
  return questions
    .filter((other) => other.order < order && other.answer !== null)
    .sort((a, b) => a.order - b.order)
    .map((other) => wholeAnswerOf(other));
}

/**
 * The questions with the evidence of every answer. Answers saved before evidence was stored with
 * them get it now, once, and keep it.
 */
async function withEvidence(
  deps: InterviewsDeps,
  { interview, questions }: { interview: InterviewRow; questions: QuestionRow[] },
): Promise<QuestionRow[]> {
  const filled: QuestionRow[] = [];
  for (const question of questions) {
    if (question.answer === null || question.evidence !== null) {
      filled.push(question);
      continue;
    }
    const { evidence, reading } = await readAnswerOnce({
      interview,
      question: question.questionText,
      questionKind: question.questionKind,
      answer: question.answer,
      earlierAnswers: answersBefore(questions, question.order),
    });
    await deps.repository.saveEvidence(
      { interviewId: interview.id, order: question.order },
      { evidence, reading },
    );
    filled.push({ ...question, evidence, reading });
  }
  return filled;
}

export function firstUnanswered(questions: QuestionRow[]): QuestionRow | undefined {
  return questions.find((question) => question.answer === null);
}

/** What the coach reads to give feedback on one answer: the job, the question, earlier answers. */
export function feedbackContext({
  interview,
  questions,
  current,
}: {
  interview: InterviewRow;
  questions: QuestionRow[];
  /** With the reading of this answer when it was just read; else the one stored with the row. */
  current: { order: number; question: string; answer: string; reading?: StoredReading };
}) {
  const earlierAnswers = answersBefore(questions, current.order);
  const row = questions.find((question) => question.order === current.order);
  // The kind stored with the question, so the answer is read for what it asked.
  const questionKind = row?.questionKind;
  return {
    jobTitle: interview.jobTitle,
    jobDescription: interview.jobDescription,
    language: interview.language as Language,
    ...current,
    ...(questionKind ? { questionKind } : {}),
    earlierAnswers,
    earlierFeedback: questions
      .filter((question) => question.order < current.order && question.feedback !== null)
      .map((question) => question.feedback as string),
    // Used only if it was read from exactly this answer and these earlier ones (its key says).
    reading: current.reading ?? row?.reading ?? null,
  };
}
