// Finishing an interview before its last question: the answers given so far are assessed, the
// questions left unanswered stay unanswered, and the interview counts as completed.
import type { Language } from '../../../shared/language';
import { AppError } from '../../app-error';
import type { AiAllowance } from '../../ai/daily-limit';
import { type InterviewsDeps, loadInterview } from './interviews.service';
import { fillMissingFeedback, finishInterview } from './respond-to-answer';

/** Fewer answers than this give an assessment nothing to compare; the user is told so. */
export const MIN_ANSWERS_TO_FINISH = 3;

/**
 * Writes the assessment of the answers given so far and completes the interview. Feedback a dead
 * process never wrote is written first, as before the last question's assessment.
 */
export async function finishEarly(
  deps: InterviewsDeps,
  options: { userId: string; interviewId: string },
): Promise<{ aiLimit?: AiAllowance }> {
  const { interview, questions } = await loadInterview(deps, options);
  if (interview.status === 'completed') throw new AppError('interview_completed');
  const answered = questions.filter((question) => question.answer !== null).length;
  if (answered < MIN_ANSWERS_TO_FINISH) {
    throw new AppError('finish_too_few_answers', { min: MIN_ANSWERS_TO_FINISH, answered });
  }
  await fillMissingFeedback(deps, { interview, exceptOrder: 0, wait: true });
  const language = interview.language as Language;
  const aiLimit = await finishInterview(deps, { interview, language });
  return aiLimit ? { aiLimit } : {};
}
