import type { Coach } from '../../ai/coach';
import type { AiAllowance } from '../../ai/daily-limit';
import type { InterviewsDeps } from './interviews.service';

/**
 * The coach for one call: the model while the user's daily allowance lasts (each call counts),
 * then the offline coach, so the interview goes on and the user is told why it reads differently.
 */
export async function chooseCoach(
  deps: Pick<InterviewsDeps, 'coach' | 'offlineCoach' | 'aiLimit' | 'logger'>,
  userId: string,
): Promise<{ coach: Coach; aiLimit?: AiAllowance }> {
  if (deps.coach.kind === 'offline' || !deps.aiLimit || !deps.offlineCoach) {
    return { coach: deps.coach };
  }
  const allowance = await deps.aiLimit.take(userId);
  if (allowance.isAllowed) return { coach: deps.coach };
  deps.logger.info(
    { userId, limit: allowance.limit },
    'daily AI limit reached; the offline coach answers',
  );
  return { coach: deps.offlineCoach, aiLimit: allowance };
}
