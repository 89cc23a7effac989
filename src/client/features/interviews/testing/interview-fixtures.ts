import type { AiNotice } from '../../../../shared/schemas/interviews';
import { jsonResponse, sessionUser } from '../../../testing/render-app';
import type { InterviewDetail } from '../api/get-interview';
import type { InterviewSummary } from '../api/list-interviews';

export const SIGNED_IN = {
  'GET /api/session': () => jsonResponse({ user: sessionUser({ name: 'Anna' }) }),
};

export function summary(overrides: Partial<InterviewSummary> = {}): InterviewSummary {
  return {
    id: 'i1',
    jobTitle: 'Frontend Developer',
    language: 'en',
    status: 'in-progress',
    questionsCount: 12,
    score: null,
    coach: 'offline',
    number: null,
    seniority: null,
    firstScore: null,
    createdAt: '2025-03-09T10:00:00.000Z',
    completedAt: null,
    answered: 0,
    ...overrides,
  };
}

/** An interview whose first `answered` questions have an answer and feedback. */
export function detail(
  options: { answered?: number; overrides?: Partial<InterviewDetail> } = {},
): InterviewDetail {
  const answered = options.answered ?? 0;
  const questions = Array.from({ length: 12 }, (_, index) => {
    const isAnswered = index < answered;
    const first = {
      answer: `Answer ${index + 1}`,
      feedback: `Feedback ${index + 1}`,
      evidence: evidence(),
    };
    return {
      order: index + 1,
      questionText: `Question text number ${index + 1}?`,
      answer: isAnswered ? first.answer : null,
      feedback: isAnswered ? first.feedback : null,
      evidence: isAnswered ? first.evidence : null,
      delivery: null,
      hasRecording: false,
      followUp: null,
      followUpAnswer: null,
      followUpSkipped: false,
      attempts: isAnswered
        ? [{ attempt: 1, ...first, answeredAt: '2025-03-09T10:05:00.000Z' }]
        : [],
      bestAttempt: isAnswered ? 1 : null,
    };
  });
  return {
    ...summary(),
    jobDescription: 'Build React applications.',
    assessment: null,
    isAssessmentStale: false,
    nextOrder: answered < 12 ? answered + 1 : null,
    questions,
    ...options.overrides,
  };
}

/** What the server found in an answer (a specific one, by default). */
export function evidence(
  overrides: Partial<NonNullable<InterviewDetail['questions'][number]['evidence']>> = {},
): NonNullable<InterviewDetail['questions'][number]['evidence']> {
  return {
    wordCount: 64,
    nonAnswerReason: null,
    starPartsFound: ['situation', 'action', 'result'],
    metrics: ['40%', '3 months'],
    jobTermsUsed: ['React'],
    jobTermsMissed: ['TypeScript'],
    fillers: [],
    score: 82,
    ...overrides,
  };
}

/** The note the server sends when the daily AI limit made the offline coach write. */
export function aiNotice(overrides: Partial<AiNotice> = {}): AiNotice {
  return {
    code: 'ai_daily_limit',
    message:
      "You have reached today's limit of 3 AI requests. It resets at midnight UTC, in 7 h 12 min; until then the offline coach does the work.",
    resetsAt: '2025-03-10T00:00:00.000Z',
    ...overrides,
  };
}
