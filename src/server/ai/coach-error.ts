// What can go wrong when a coach asks a model for text. The messages are the specification's
// English wording (§8); the route layer maps the kind to the user's language.

export type CoachErrorKind =
  'provider_status' | 'invalid_response' | 'no_questions' | 'empty' | 'timeout' | 'network';

export class CoachError extends Error {
  override name = 'CoachError';
  readonly kind: CoachErrorKind;
  /** The provider's HTTP status, for provider_status. */
  readonly status?: number;
  /** What the provider said about a failed request (its error message, or the start of its body). */
  readonly providerMessage?: string;

  constructor(
    kind: CoachErrorKind,
    details: { message: string; status?: number; providerMessage?: string; cause?: unknown },
  ) {
    super(details.message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.status = details.status;
    this.providerMessage = details.providerMessage;
  }

  /** A non-2xx answer to a feedback or assessment call. */
  static providerStatus(status: number, providerMessage: string): CoachError {
    return new CoachError('provider_status', {
      message: `OpenAI request failed (${status}): ${providerMessage}`,
      status,
      providerMessage,
    });
  }

  /** A non-2xx answer to the questions call, worded as the interview start reports it (§8). */
  static questionsStatus(options: {
    status: number;
    statusText: string;
    providerMessage: string;
  }): CoachError {
    const { status, statusText, providerMessage } = options;
    return new CoachError('provider_status', {
      message: `Failed to get questions from AI: ${statusText} - ${providerMessage}`,
      status,
      providerMessage,
    });
  }

  static invalidResponse(cause?: unknown): CoachError {
    return new CoachError('invalid_response', {
      message: 'Received invalid response structure from OpenAI.',
      cause,
    });
  }

  static emptyQuestions(): CoachError {
    return new CoachError('empty', { message: 'AI did not return questions text.' });
  }

  static noQuestions(): CoachError {
    return new CoachError('no_questions', {
      message: 'No questions were parsed. Please check the AI response format or try again.',
    });
  }

  static timeout(timeoutMs: number): CoachError {
    const seconds = Math.round(timeoutMs / 100) / 10;
    return new CoachError('timeout', {
      message: `The AI provider did not answer within ${seconds} s.`,
    });
  }

  static network(cause: unknown): CoachError {
    const reason = describeNetworkFailure(cause);
    return new CoachError('network', {
      message: `Could not reach the AI provider: ${reason}.`,
      cause,
    });
  }
}

export function isCoachError(value: unknown): value is CoachError {
  return value instanceof CoachError;
}

// fetch reports "fetch failed" and hides the useful part (ECONNREFUSED, ENOTFOUND…) in its cause.
function describeNetworkFailure(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const message = cause instanceof Error ? cause.message : String(cause);
  return message.replace(/[.\s]+$/, '') || 'connection failed';
}
