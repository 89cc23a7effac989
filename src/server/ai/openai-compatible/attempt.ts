import { CoachError } from '../coach-error';

// One try of a provider call: its own time limit, combined with the caller's signal, and a way to
// tell our timeout from the caller giving up (which is never retried and never reworded).

export interface Attempt {
  /** Aborts when the time runs out, the caller aborts, or the attempt ends. */
  readonly signal: AbortSignal;
  /** Starts the time limit again, e.g. after each streamed chunk (a long answer is no hang). */
  restart(): void;
  /** Stops the clock while the caller handles a chunk: a slow reader is not a slow provider. */
  pause(): void;
  hasExpired(): boolean;
  /** Releases the connection and the timer. */
  end(): void;
}

export function startAttempt(timeoutMs: number, callerSignal?: AbortSignal): Attempt {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let isExpired = false;
  const pause = () => clearTimeout(timer);
  const restart = () => {
    pause();
    timer = setTimeout(() => {
      isExpired = true;
      controller.abort(CoachError.timeout(timeoutMs));
    }, timeoutMs);
  };
  restart();
  return {
    signal: callerSignal ? AbortSignal.any([callerSignal, controller.signal]) : controller.signal,
    restart,
    pause,
    hasExpired: () => isExpired,
    end() {
      pause();
      controller.abort();
    },
  };
}

/** What went wrong in one attempt, and whether another attempt could go better. */
export class AttemptFailure extends Error {
  readonly error: CoachError;
  readonly isRetryable: boolean;
  readonly retryAfter: string | null;

  constructor(error: CoachError, options: { isRetryable: boolean; retryAfter?: string | null }) {
    super(error.message);
    this.error = error;
    this.isRetryable = options.isRetryable;
    this.retryAfter = options.retryAfter ?? null;
  }
}

/**
 * Names a failure. The caller's own abort is rethrown as it came (the caller asked for it); a
 * CoachError from reading the answer stands as it is; anything else is a timeout or the network.
 */
export function describeFailure(
  error: unknown,
  options: { attempt: Attempt; callerSignal?: AbortSignal; timeoutMs: number },
): AttemptFailure {
  if (options.callerSignal?.aborted) throw options.callerSignal.reason;
  if (error instanceof AttemptFailure) return error;
  if (options.attempt.hasExpired()) {
    return new AttemptFailure(CoachError.timeout(options.timeoutMs), { isRetryable: true });
  }
  if (error instanceof CoachError) return new AttemptFailure(error, { isRetryable: false });
  return new AttemptFailure(CoachError.network(error), { isRetryable: true });
}
