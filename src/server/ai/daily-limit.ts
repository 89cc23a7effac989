import type { Language } from '../../shared/language';
import { errorMessage } from '../../shared/messages';
import type { AiNotice } from '../../shared/schemas/interviews';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { Clock } from '../clock';

// AI_DAILY_LIMIT: how many model calls one user may cause per UTC day (questions, each feedback,
// the assessment, each resume tailoring). Counted in the database through the shared rate
// limiter, so every process of a deployment agrees; the offline coach is never counted.

const DAY_MS = 24 * 60 * 60_000;

export interface AiAllowance {
  isAllowed: boolean;
  /** The user's limit per UTC day. */
  limit: number;
  /** The next UTC midnight, when the count starts again. */
  resetsAt: Date;
}

export interface AiDailyLimit {
  /** Counts one model call for the user and says whether it may be made. */
  take(userId: string): Promise<AiAllowance>;
}

export function createAiDailyLimit(options: {
  limiter: RateLimiter;
  limit: number;
  now: Clock;
}): AiDailyLimit {
  const { now } = options;
  return {
    async take(userId) {
      const at = now();
      const day = at.toISOString().slice(0, 10);
      const resetsAt = new Date(
        Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1),
      );
      // One key per user and UTC day: the count starts again at midnight, whenever the first call
      // of the day was made (the limiter's own windows start at the first hit).
      const state = await options.limiter.hit(`ai-calls:user:${userId}:${day}`, {
        limit: options.limit,
        windowMs: DAY_MS,
      });
      return { isAllowed: !state.isLimited, limit: options.limit, resetsAt };
    },
  };
}

/** The note shown with what the offline coach wrote in the model's place, in the user's language. */
export function aiLimitNotice(
  allowance: AiAllowance,
  options: { language: Language; now: Date },
): AiNotice {
  const minutesLeft = Math.max(
    1,
    Math.ceil((allowance.resetsAt.getTime() - options.now.getTime()) / 60_000),
  );
  return {
    code: 'ai_daily_limit',
    message: errorMessage('ai_daily_limit', {
      language: options.language,
      params: {
        limit: allowance.limit,
        hours: Math.floor(minutesLeft / 60),
        minutes: minutesLeft % 60,
      },
    }),
    resetsAt: allowance.resetsAt.toISOString(),
  };
}
