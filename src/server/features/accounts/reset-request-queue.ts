import type { Language } from '../../../shared/language';
import { trackBackgroundWork } from '../../http/graceful-shutdown-work';
import type { Logger } from '../../logger';
import type { ResetRequestsRepository } from './reset-requests.repository';

/**
 * How long a process holds a request it took: longer than handling one takes (a token and one
 * mail), and the wait before another attempt when it failed or its process died.
 */
export const RESET_REQUEST_HOLD_SECONDS = 60;
/** Attempts before a request is given up (the person can ask again). */
export const RESET_REQUEST_ATTEMPTS = 5;

export interface ResetRequestQueue {
  /**
   * Stores the request, the same single write whether or not the address has an account, and
   * handles it after the response has gone.
   */
  add(request: { email: string; language: Language }): Promise<void>;
  /** Handles every due request; resolves when none is due. Requests a stopped process left, too. */
  drain(): Promise<void>;
}

/**
 * Password-reset requests handled after their response: the answer to "send me a link" takes the
 * same time for an address with an account as without, and the request is in the database before
 * the answer, so a crash loses nothing (another attempt follows once its hold runs out).
 */
export function createResetRequestQueue(deps: {
  repository: ResetRequestsRepository;
  /** Makes the token and sends the mail if the account exists; does nothing otherwise. */
  handle: (request: { email: string; language: Language }) => Promise<void>;
  logger: Logger;
}): ResetRequestQueue {
  let draining: Promise<void> | null = null;
  let isAgain = false;
  let retryTimer: NodeJS.Timeout | null = null;

  async function handleDue(): Promise<void> {
    for (;;) {
      const request = await deps.repository.claimNext(RESET_REQUEST_HOLD_SECONDS);
      if (!request) return;
      try {
        await deps.handle({ email: request.email, language: request.language as Language });
        await deps.repository.remove(request.id);
      } catch (error) {
        // Never the address: it says who asked.
        const attempts = request.attempts;
        if (attempts >= RESET_REQUEST_ATTEMPTS) {
          deps.logger.error({ err: error, attempts }, 'gave up on a password-reset request');
          await deps.repository.remove(request.id);
        } else {
          deps.logger.warn(
            { err: error, attempts },
            'a password-reset request will be tried again',
          );
        }
      }
    }
  }

  async function scheduleNext(): Promise<void> {
    const due = await deps.repository.nextDue();
    if (!due) return;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void drain(), Math.max(0, due.getTime() - Date.now()) + 100);
    retryTimer.unref();
  }

  function drain(): Promise<void> {
    if (draining) {
      isAgain = true;
      return draining;
    }
    draining = (async () => {
      try {
        do {
          isAgain = false;
          await handleDue();
        } while (isAgain);
        await scheduleNext();
      } catch (error) {
        deps.logger.warn({ err: error }, 'could not handle password-reset requests');
      } finally {
        draining = null;
      }
    })();
    trackBackgroundWork(draining);
    return draining;
  }

  return {
    async add(request) {
      await deps.repository.add(request);
      setImmediate(() => void drain());
    },
    drain,
  };
}
