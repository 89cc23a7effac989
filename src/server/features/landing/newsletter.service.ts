import type { Language } from '../../../shared/language';
import type { NewsletterInput, NewsletterUnsubscribeQuery } from '../../../shared/schemas/landing';
import { AppError } from '../../app-error';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mail';
import { newsletterConfirmationMail } from '../../mail/templates';
import type { LandingRepository } from './landing.repository';
import {
  createConfirmToken,
  hashConfirmToken,
  isNewsletterUnsubscribeToken,
  newsletterConfirmLink,
} from './newsletter-links';

/** How long a confirmation link works. */
export const CONFIRM_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;

/**
 * Double opt-in: a new, pending or unsubscribed address becomes pending and gets a fresh
 * confirmation link; an address already subscribed gets nothing. The caller answers alike in
 * every case, so the answer never tells whether an address is on the list.
 */
export async function subscribeToNewsletter(options: {
  repository: LandingRepository;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  language: Language;
  input: NewsletterInput;
  now: Date;
}): Promise<void> {
  const { email } = options.input;
  const { token, tokenHash } = createConfirmToken();
  const isPending = await options.repository.savePendingSubscriber({
    email,
    language: options.language,
    confirmTokenHash: tokenHash,
    confirmTokenExpiresAt: new Date(options.now.getTime() + CONFIRM_TOKEN_TTL_MS),
  });
  if (!isPending) return;

  const link = newsletterConfirmLink({ appUrl: options.appUrl, token });
  const mail = newsletterConfirmationMail({ language: options.language, link });
  try {
    await options.mailer.send({ to: email, ...mail });
  } catch (error) {
    // The row stays pending, so subscribing again later sends a new link; the reason is for
    // the operator (mailers mask the address in it), the person gets a message they can act on.
    options.logger.warn(
      { reason: error instanceof Error ? error.message : String(error) },
      'newsletter confirmation mail failed',
    );
    throw new AppError('newsletter_mail_failed');
  }
}

/**
 * Subscribes the address whose link this is; a link works once and for 48 hours. Pressed again
 * while the address is still subscribed, it says so (true: already confirmed) rather than
 * calling a good link invalid.
 */
export async function confirmNewsletterSubscription(options: {
  repository: LandingRepository;
  token: string;
  now: Date;
}): Promise<{ isAlreadyConfirmed: boolean }> {
  const outcome = await options.repository.confirmSubscriber({
    confirmTokenHash: hashConfirmToken(options.token),
    now: options.now,
  });
  if (outcome === 'invalid') throw new AppError('newsletter_link_invalid');
  return { isAlreadyConfirmed: outcome === 'already' };
}

/** Unsubscribes with a newsletter's link; the row is kept, marked unsubscribed. */
export async function unsubscribeFromNewsletter(options: {
  repository: LandingRepository;
  secret: string;
  query: NewsletterUnsubscribeQuery;
  now: Date;
}): Promise<void> {
  const { email, token } = options.query;
  if (!isNewsletterUnsubscribeToken({ secret: options.secret, email, token })) {
    throw new AppError('newsletter_unsubscribe_link_invalid');
  }
  await options.repository.unsubscribe({ email, now: options.now });
}
