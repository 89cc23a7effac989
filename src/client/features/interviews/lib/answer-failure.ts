import type { TFunction } from 'i18next';
import { describeApiError } from '../../../lib/describe-api-error';

/** A failed request's message for the interview pages: the server's, or a lost connection. */
export function interviewErrorOf(t: TFunction<'interviews'>, error: unknown): string {
  return describeApiError(error, {
    connectionLost: t('interview.connectionLost'),
    fallback: t('interview.serverFailed'),
  }).message;
}

/**
 * Why sending an answer (or a retake, or a follow-up) failed, as one sentence inside the page's
 * own "…could not be sent: {message}." text: the server's message, or a lost connection, without
 * its final stop.
 */
export function answerFailureOf(t: TFunction<'interviews'>, error: unknown): string {
  return interviewErrorOf(t, error)
    .trim()
    .replace(/[.!。\s]+$/u, '');
}
