// Starting an interview: the coach plans the questions, then the interview and its questions are
// stored together (and an answer kept from the guest trial is answered as the first).
import type { StartInterviewInput } from '../../../shared/schemas/interviews';
import type { InterviewResume, PlannedQuestion } from '../../ai/coach';
import { type CoachError, isCoachError } from '../../ai/coach-error';
import type { AiAllowance } from '../../ai/daily-limit';
import { chooseCoach } from './choose-coach';
import { AppError } from '../../app-error';
import type { InterviewRow } from './interviews.repository';
import type { InterviewsDeps } from './interviews.service';
import { submitAnswer } from './answer-interview';

/** Asks the coach for questions, then stores the interview and its questions together. */
export async function startInterview(
  deps: InterviewsDeps,
  options: { userId: string; input: StartInterviewInput },
): Promise<{ interview: InterviewRow; aiLimit?: AiAllowance }> {
  const { resumeId, seniority, keptAnswer, ...job } = options.input;
  // The resume is read first: one that is not the user's stops here, before any model call.
  const resume = resumeId
    ? await readResume(deps, { userId: options.userId, resumeId })
    : undefined;
  const { coach, aiLimit } = await chooseCoach(deps, options.userId);
  let questions: PlannedQuestion[];
  try {
    // A new attempt at the same job asks mostly new questions.
    const avoidQuestions = await deps.repository.questionsForSameJob(options.userId, job);
    questions = await coach.generateQuestions({ ...job, seniority, resume, avoidQuestions });
  } catch (error) {
    if (!isCoachError(error)) throw error;
    deps.logger.warn({ err: { message: error.message } }, 'the coach gave no questions');
    throw questionsError(error);
  }
  const interview = await deps.repository.create({
    userId: options.userId,
    ...job,
    resumeId: resumeId ?? null,
    seniority: seniority ?? null,
    // The interview is labelled with the coach that wrote its questions.
    coach: coach.kind,
    questions: keptAnswer ? withKeptQuestionFirst(questions, keptAnswer.question) : questions,
  });
  if (!keptAnswer) return { interview, aiLimit };
  // The trial answer is question 1's, with feedback as any answer gets; the session goes on at 2,
  // with no follow-up on an answer whose feedback the user has read already.
  const kept = await submitAnswer(deps, {
    userId: options.userId,
    interviewId: interview.id,
    input: { order: 1, answer: keptAnswer.answer },
    asksFollowUp: false,
  });
  return { interview, aiLimit: aiLimit ?? kept.aiLimit };
}

/**
 * Twelve questions that start with the one a trial answered: where the coach asked it again (the
 * offline coach asks a job the same first questions) it moves to the front; otherwise it takes
 * the place of question 1, an opening question every job shares.
 */
export function withKeptQuestionFirst<Question extends { text: string }>(
  questions: Question[],
  kept: string,
): Array<Question | { text: string; kind: null; templateId: null }> {
  const index = questions.findIndex((question) => question.text === kept);
  if (index >= 0) {
    const found = questions[index] as Question;
    return [found, ...questions.filter((_, other) => other !== index)];
  }
  // A question the coach no longer asks: its kind is read from its wording when it is answered.
  return [{ text: kept, kind: null, templateId: null }, ...questions.slice(1)];
}

function readResume(
  deps: InterviewsDeps,
  options: { userId: string; resumeId: string },
): Promise<InterviewResume> {
  if (!deps.readResume) throw new AppError('resume_not_found');
  return deps.readResume(options);
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
