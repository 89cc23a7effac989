import type { Language } from '../../../shared/language';
import { MAX_ATTEMPTS_PER_QUESTION } from '../../../shared/schemas/interviews';
import type { AiAllowance } from '../../ai/daily-limit';
import { AppError } from '../../app-error';
import { readAnswerOnce } from './answer-evidence';
import type { StoredReading } from '../../ai/offline/analyse-answer';
import { type Attempt, attemptsOfQuestion, bestAttempt } from './attempts';
import { chooseCoach } from './choose-coach';
import { coachText } from './coach-text';
import type { AttemptRow, InterviewRow, QuestionRow } from './interviews.repository';
import {
  type InterviewsDeps,
  answersBefore,
  feedbackContext,
  loadInterview,
} from './interviews.service';
import { writeAssessment } from './write-assessment';

// "Try again": a question already answered is answered anew, with its own feedback and evidence.
// Every attempt is kept; the results and the assessment count each question's best one.

/** The owner's interview with its questions and every retake of them. */
export async function loadInterviewWithAttempts(
  deps: InterviewsDeps,
  options: { userId: string; interviewId: string },
) {
  const loaded = await loadInterview(deps, options);
  const retakes = await deps.repository.attemptsOf([loaded.interview.id]);
  return { ...loaded, retakes };
}

/** The same answer, whatever its spacing and letter case. */
const sameText = (a: string, b: string) =>
  a.replace(/\s+/gu, ' ').trim().toLocaleLowerCase() ===
  b.replace(/\s+/gu, ' ').trim().toLocaleLowerCase();

/**
 * Answers the question at `order` again: checked, given feedback (the model's, or the offline
 * coach's past the daily limit) and stored as the next attempt. A coach that fails still leaves
 * the answer stored, with the usual "feedback unavailable".
 */
export async function retakeQuestion(
  deps: InterviewsDeps,
  options: { userId: string; interviewId: string; order: number; answer: string },
): Promise<{ attempt: Attempt; attempts: Attempt[]; aiLimit?: AiAllowance }> {
  const { interview, questions, retakes } = await loadInterviewWithAttempts(deps, options);
  const question = questions.find((candidate) => candidate.order === options.order);
  if (!question) throw new AppError('question_not_found');
  if (question.answer === null || question.feedback === null) {
    throw new AppError('retake_not_answered');
  }
  const earlier = attemptsOfQuestion(question, retakes);
  if (earlier.length >= MAX_ATTEMPTS_PER_QUESTION) {
    throw new AppError('retake_limit', { max: MAX_ATTEMPTS_PER_QUESTION });
  }
  if (earlier.some((attempt) => sameText(attempt.answer, options.answer))) {
    throw new AppError('retake_same_answer');
  }

  // Read once: the evidence shown, and the reading the feedback and the assessment use.
  const { evidence, reading } = await readAnswerOnce({
    interview,
    question: question.questionText,
    questionKind: question.questionKind,
    answer: options.answer,
    earlierAnswers: answersBefore(questions, question.order),
  });
  const { feedback, aiLimit } = await feedbackOnRetake(deps, {
    interview,
    questions,
    question,
    answer: options.answer,
    reading,
  });
  const key = { interviewId: interview.id, order: question.order };
  // Two retakes sent at once take the next two numbers: one of them tries the number after.
  let stored: AttemptRow | null = null;
  for (let next = earlier.length + 1; !stored && next <= MAX_ATTEMPTS_PER_QUESTION; next += 1) {
    stored = await deps.repository.addAttempt(key, {
      attempt: next,
      answer: options.answer,
      feedback,
      evidence,
      reading,
    });
  }
  if (!stored) throw new AppError('retake_limit', { max: MAX_ATTEMPTS_PER_QUESTION });
  const attempt: Attempt = {
    attempt: stored.attempt,
    answer: stored.answer,
    feedback: stored.feedback,
    evidence: stored.evidence,
    answeredAt: stored.createdAt,
  };
  const attempts = [...earlier, attempt];
  return { attempt, attempts, aiLimit };
}

async function feedbackOnRetake(
  deps: InterviewsDeps,
  options: {
    interview: InterviewRow;
    questions: QuestionRow[];
    question: QuestionRow;
    answer: string;
    reading: StoredReading;
  },
): Promise<{ feedback: string; aiLimit?: AiAllowance }> {
  const { interview, questions, question, answer, reading } = options;
  const { coach, aiLimit } = await chooseCoach(deps, interview.userId);
  const context = feedbackContext({
    interview,
    questions,
    current: { order: question.order, question: question.questionText, answer, reading },
  });
  try {
    return { feedback: await coach.giveFeedback(context), aiLimit };
  } catch (error) {
    deps.logger.warn(
      { err: { message: (error as Error).message } },
      'feedback on a retake failed; the answer is kept',
    );
    return { feedback: coachText(interview.language as Language, 'feedbackUnavailable'), aiLimit };
  }
}

/**
 * Whether rewriting the assessment would count something it does not: an attempt given after it
 * was last written that is now its question's counted (best) attempt. Attempts that did not beat
 * the best change nothing, so no update is offered for them (a new user's walk of 2026-12-05 was
 * offered one after two worse attempts, and it changed nothing).
 */
export function isAssessmentStale(
  interview: InterviewRow,
  answers: { questions: readonly QuestionRow[]; retakes: AttemptRow[] },
): boolean {
  const { questions, retakes } = answers;
  const written = interview.reassessedAt ?? interview.completedAt;
  if (interview.status !== 'completed' || !written) return false;
  return questions.some((question) => {
    const best = bestAttempt(attemptsOfQuestion(question, retakes));
    return (
      best !== undefined &&
      best.attempt > 1 &&
      best.answeredAt !== null &&
      best.answeredAt.getTime() > written.getTime()
    );
  });
}

/**
 * Rewrites a completed interview's assessment with each question's best attempt. The earlier
 * assessment stays until the new one is stored; a coach that fails leaves it as it was.
 */
export async function reassessInterview(
  deps: InterviewsDeps,
  options: { userId: string; interviewId: string },
): Promise<{ interview: InterviewRow; aiLimit?: AiAllowance }> {
  const { interview, questions, retakes } = await loadInterviewWithAttempts(deps, options);
  if (interview.status !== 'completed') throw new AppError('interview_not_completed');
  if (!isAssessmentStale(interview, { questions, retakes })) {
    throw new AppError('assessment_up_to_date');
  }
  const language = interview.language as Language;
  const written = await writeAssessment(deps, { interview, language });
  if (!written.assessment) throw new AppError('assessment_failed');
  const stored = await deps.repository.reassess(interview.id, written.assessment);
  if (!stored) throw new AppError('interview_not_found');
  return { interview: stored, aiLimit: written.aiLimit };
}
