import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  FEEDBACK_DESCRIPTION_MAX_LENGTH,
  FEEDBACK_TITLE_MAX_LENGTH,
  STARS_MAX,
  STARS_MIN,
  STARS_NOT_RATED,
} from '../constants';

// Each issue's `error` is an ErrorCode from ../errors, so server and client show the same message.

export const feedbackInputSchema = z.object({
  title: z
    .string({ error: 'feedback_fields_required' })
    .trim()
    .min(1, { error: 'feedback_fields_required' })
    .max(FEEDBACK_TITLE_MAX_LENGTH, { error: 'feedback_title_too_long' }),
  description: z
    .string({ error: 'feedback_fields_required' })
    .trim()
    .min(1, { error: 'feedback_fields_required' })
    .max(FEEDBACK_DESCRIPTION_MAX_LENGTH, { error: 'feedback_description_too_long' }),
  // The rating is optional (the spec stores 0-5): left out, or 0, means "not rated".
  stars: z
    .number({ error: 'stars_out_of_range' })
    .int({ error: 'stars_out_of_range' })
    .refine((stars) => stars === STARS_NOT_RATED || (stars >= STARS_MIN && stars <= STARS_MAX), {
      error: 'stars_out_of_range',
    })
    .default(STARS_NOT_RATED),
});
export type FeedbackInput = z.infer<typeof feedbackInputSchema>;

export const newsletterInputSchema = z.object({
  email: z
    .string({ error: 'email_required' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'email_required' })
    .max(EMAIL_MAX_LENGTH, { error: 'invalid_email' })
    .pipe(z.email({ error: 'invalid_email' })),
});
export type NewsletterInput = z.infer<typeof newsletterInputSchema>;

/** Long enough for any token we issue (43 characters), short enough to refuse junk early. */
const NEWSLETTER_TOKEN_MAX_LENGTH = 128;

const newsletterToken = (
  error: 'newsletter_link_invalid' | 'newsletter_unsubscribe_link_invalid',
) => z.string({ error }).trim().min(1, { error }).max(NEWSLETTER_TOKEN_MAX_LENGTH, { error });

/** The token from the confirmation mail's link (/newsletter/confirm?token=…). */
export const newsletterConfirmInputSchema = z.object({
  token: newsletterToken('newsletter_link_invalid'),
});
export type NewsletterConfirmInput = z.infer<typeof newsletterConfirmInputSchema>;

/** The query of an unsubscribe link: the address and the token that proves we sent it. */
export const newsletterUnsubscribeQuerySchema = z.object({
  email: z
    .string({ error: 'newsletter_unsubscribe_link_invalid' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'newsletter_unsubscribe_link_invalid' })
    .max(EMAIL_MAX_LENGTH, { error: 'newsletter_unsubscribe_link_invalid' }),
  token: newsletterToken('newsletter_unsubscribe_link_invalid'),
});
export type NewsletterUnsubscribeQuery = z.infer<typeof newsletterUnsubscribeQuerySchema>;

export interface FeedbackCreated {
  feedback: { id: string; createdAt: string };
}

/** The same answer whether the address is new, pending or already subscribed. */
export interface NewsletterSubscribed {
  subscribed: true;
}

export interface NewsletterConfirmed {
  confirmed: true;
}

export interface NewsletterUnsubscribed {
  unsubscribed: true;
}
