import type { AnswerEvidence } from '../../../shared/schemas/interviews';
import type { AiAllowance } from '../../ai/daily-limit';
import { AppError } from '../../app-error';
import { readAnswerOnce } from './answer-evidence';
import { wholeAnswerOf } from './attempts';
import { chooseCoach } from './choose-coach';
import {
  type InterviewsDeps,
  answersBefore,
  feedbackContext,
  loadInterview,
} from './interviews.service';

// A follow-up answered (issue 21): it counts with the answer it follows, so the question's
// feedback, evidence and score are those of the whole answer.

/**
 * The owner's interview and its question `order`, whose follow-up was asked and is not answered
 * yet: what answering or skipping it starts from. Another user's interview is not found.
 */
async function openFollowUp(
  deps: InterviewsDeps,
  options: { userId: string; interviewId: string; order: number },
) {
  const { interview, questions } = await loadInterview(deps, options);
  const question = questions.find((candidate) => candidate.order === options.order);
  if (!question) throw new AppError('question_not_found');
  if (question.followUp === null || question.answer === null) {
    throw new AppError('follow_up_not_asked');
  }
  if (question.followUpAnswer !== null) throw new AppError('follow_up_answered');
  return { interview, questions, question };
}

/**
 * Stores the answer to the coach's follow-up on question `order` and rewrites that question's
 * feedback for the whole answer. A coach that fails keeps the earlier feedback; the answer is kept.
 */
export async function answerFollowUp(
  deps: InterviewsDeps,
  options: { userId: string; interviewId: string; order: number; answer: string },
): Promise<{ feedback: string; evidence: AnswerEvidence; aiLimit?: AiAllowance }> {
  const { interview, questions, question } = await openFollowUp(deps, options);

  const whole = wholeAnswerOf(question, options.answer);
  const { evidence, reading } = await readAnswerOnce({
    interview,
    question: question.questionText,
    questionKind: question.questionKind,
    answer: whole,
    earlierAnswers: answersBefore(questions, question.order),
  });
  const { coach, aiLimit } = await chooseCoach(deps, interview.userId);
  const context = feedbackContext({
    interview,
    questions,
    current: { order: question.order, question: question.questionText, answer: whole, reading },
  });
  const earlier = question.feedback ?? '';
  const feedback = await coach.giveFeedback(context).catch((error: unknown) => {
    deps.logger.warn(
      { err: { message: (error as Error).message } },
      'feedback on a follow-up failed; the earlier feedback stays',
    );
    return earlier;
  });
  const saved = await deps.repository.saveFollowUpAnswer(
    { interviewId: interview.id, order: question.order },
    { followUpAnswer: options.answer, feedback, evidence, reading },
  );
  if (!saved) throw new AppError('follow_up_answered');
  return { feedback, evidence, aiLimit };
}

/**
 * Marks the coach's follow-up on question `order` as skipped, so no tab offers it again. Skipping
 * one already skipped is no error; one answered, or never asked, is.
 */
export async function skipFollowUp(
  deps: InterviewsDeps,
  options: { userId: string; interviewId: string; order: number },
): Promise<void> {
  const { interview, question } = await openFollowUp(deps, options);
  if (question.followUpSkipped) return;
  const skipped = await deps.repository.skipFollowUp({
    interviewId: interview.id,
    order: question.order,
  });
  // Answered in another tab meanwhile.
  if (!skipped) throw new AppError('follow_up_answered');
}
