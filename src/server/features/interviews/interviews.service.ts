import type { Language } from '../../../shared/language';
import type { AnswerInput, StartInterviewInput } from '../../../shared/schemas/interviews';
import type { Coach } from '../../ai/coach';
import { type CoachError, isCoachError } from '../../ai/coach-error';
import { AppError } from '../../http/app-error';
import type { Logger } from '../../logger';
import { coachText } from './coach-text';
import type { InterviewRow, InterviewsRepository, QuestionRow } from './interviews.repository';

export interface InterviewsDeps {
  repository: InterviewsRepository;
  coach: Coach;
  logger: Logger;
}

export interface AnswerOutcome {
  feedback: string | null;
  /** The coach could not give feedback; the answer is saved and the interview goes on. */
  feedbackFailed: boolean;
  /** The next question to answer, or null after the last one. */
  nextOrder: number | null;
  isCompleted: boolean;
}

/** Asks the coach for questions, then stores the interview and its questions together. */
export async function startInterview(
  deps: InterviewsDeps,
  options: { userId: string; input: StartInterviewInput },
): Promise<InterviewRow> {
  let questions: string[];
  try {
    questions = await deps.coach.generateQuestions(options.input);
  } catch (error) {
    if (!isCoachError(error)) throw error;
    deps.logger.warn({ err: { message: error.message } }, 'the coach gave no questions');
    throw questionsError(error);
  }
  return deps.repository.create({
    userId: options.userId,
    ...options.input,
    coach: deps.coach.kind,
    questions,
  });
}

const QUESTIONS_PREFIX = 'Failed to get questions from AI: ';

/** The spec's message for each way question generation fails, in the request's language. */
function questionsError(error: CoachError): AppError {
  if (error.kind === 'empty') return new AppError('questions_empty');
  if (error.kind === 'no_questions') return new AppError('questions_not_parsed');
  const detail = error.message.startsWith(QUESTIONS_PREFIX)
    ? error.message.slice(QUESTIONS_PREFIX.length)
    : error.message;
  return new AppError('questions_failed', { detail });
}

/** The owner's interview with its questions; anyone else gets "not found". */
export async function loadInterview(
  deps: InterviewsDeps,
  options: { userId: string; interviewId: string },
) {
  const interview = await deps.repository.findOwned(options.userId, options.interviewId);
  if (!interview) throw new AppError('interview_not_found');
  const questions = await deps.repository.questionsOf(interview.id);
  return { interview, questions, nextOrder: firstUnanswered(questions)?.order ?? null };
}

function firstUnanswered(questions: QuestionRow[]): QuestionRow | undefined {
  return questions.find((question) => question.answer === null);
}

/**
 * Saves the answer, then asks for feedback, then (after the last question) the assessment. The
 * same answer sent twice (double click, retry, two tabs) is stored once and answered alike.
 */
export async function submitAnswer(
  deps: InterviewsDeps,
  options: { userId: string; interviewId: string; input: AnswerInput },
): Promise<AnswerOutcome> {
  const { interview, questions } = await loadInterview(deps, options);
  const { order, answer } = options.input;
  const question = questions.find((candidate) => candidate.order === order);
  if (!question) throw new AppError('question_not_found');
  const next = firstUnanswered(questions);

  if (question.answer !== null) return replay(deps, { interview, question, answer, next });
  if (interview.status === 'completed') throw new AppError('interview_completed');
  if (next && next.order !== order)
    throw new AppError('question_out_of_order', { next: next.order });

  const saved = await deps.repository.saveAnswer(interview.id, order, answer);
  if (!saved) {
    // Another request stored this answer a moment ago.
    const current = await loadInterview(deps, options);
    const stored = current.questions.find((candidate) => candidate.order === order) ?? question;
    return replay(deps, {
      interview: current.interview,
      question: stored,
      answer,
      next: firstUnanswered(current.questions),
    });
  }

  const language = interview.language as Language;
  const context = {
    jobTitle: interview.jobTitle,
    jobDescription: interview.jobDescription,
    language,
  };
  let feedback: string;
  let feedbackFailed = false;
  try {
    feedback = await deps.coach.giveFeedback({
      ...context,
      order,
      question: question.questionText,
      answer,
    });
  } catch (error) {
    deps.logger.warn(
      { err: { message: (error as Error).message } },
      'feedback failed; the answer is kept',
    );
    feedback = coachText(language, 'feedbackUnavailable');
    feedbackFailed = true;
  }
  await deps.repository.saveFeedback(interview.id, order, feedback);

  const isLast = order === interview.questionsCount;
  if (isLast) await finishInterview(deps, { interview, language });
  return { feedback, feedbackFailed, nextOrder: isLast ? null : order + 1, isCompleted: isLast };
}

async function replay(
  deps: InterviewsDeps,
  options: {
    interview: InterviewRow;
    question: QuestionRow;
    answer: string;
    next: QuestionRow | undefined;
  },
): Promise<AnswerOutcome> {
  const { interview, question, next } = options;
  if (question.answer !== options.answer) {
    throw new AppError('question_already_answered', {
      next: next?.order ?? interview.questionsCount,
    });
  }
  const refreshed = await deps.repository.findOwned(interview.userId, interview.id);
  return {
    feedback: question.feedback,
    feedbackFailed: false,
    nextOrder: next?.order ?? null,
    isCompleted: refreshed?.status === 'completed',
  };
}

async function finishInterview(
  deps: InterviewsDeps,
  options: { interview: InterviewRow; language: Language },
) {
  const { interview, language } = options;
  const answers = (await deps.repository.questionsOf(interview.id)).map((question) => ({
    order: question.order,
    question: question.questionText,
    answer: question.answer ?? '',
    feedback: question.feedback,
  }));
  try {
    const assessment = await deps.coach.assess({
      jobTitle: interview.jobTitle,
      jobDescription: interview.jobDescription,
      language,
      answers,
    });
    await deps.repository.complete(interview.id, {
      assessment: assessment.text,
      score: assessment.score,
    });
  } catch (error) {
    deps.logger.warn(
      { err: { message: (error as Error).message } },
      'assessment failed; feedback is kept',
    );
    await deps.repository.complete(interview.id, {
      assessment: coachText(language, 'assessmentUnavailable'),
      score: null,
    });
  }
}
