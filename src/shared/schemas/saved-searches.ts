import { z } from 'zod';
import { SAVED_SEARCH_KEYS } from '../vacancy-limits';
import { vacancySearchSchema } from './vacancies';

/** How many searches one person can keep with alerts. */
export const SAVED_SEARCHES_MAX = 20;
export const SAVED_SEARCH_NAME_MAX_LENGTH = 100;
export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const NEW_APPLICATION_MAIL_CHOICES = ['immediately', 'daily', 'off'] as const;

export { SAVED_SEARCH_KEYS };

const name = z
  .string({ error: 'saved_search_name_required' })
  .trim()
  .min(1, { error: 'saved_search_name_required' })
  .max(SAVED_SEARCH_NAME_MAX_LENGTH, { error: 'saved_search_name_too_long' });

const frequency = z.enum(ALERT_FREQUENCIES, { error: 'alert_frequency_invalid' });

/**
 * The search as the board's URL holds it, checked with the board's own rules (a minimum salary
 * needs its currency…), and kept without empty values.
 */
const query = z
  .record(z.string(), z.string(), { error: 'list_filter_invalid' })
  .transform((params, context) => {
    const kept: Record<string, string> = {};
    for (const key of SAVED_SEARCH_KEYS) {
      const value = params[key]?.trim();
      if (value) kept[key] = value;
    }
    const checked = vacancySearchSchema.safeParse(kept);
    if (!checked.success) {
      context.addIssue({
        code: 'custom',
        message: checked.error.issues[0]?.message ?? 'list_filter_invalid',
      });
      return z.NEVER;
    }
    return kept;
  });

export const savedSearchInputSchema = z.object({
  name,
  query,
  frequency: frequency.optional().transform((value) => value ?? 'daily'),
});
export type SavedSearchInput = z.input<typeof savedSearchInputSchema>;

export const savedSearchUpdateSchema = z
  .object({ name, frequency, isPaused: z.boolean({ error: 'validation_failed' }) })
  .partial();
export type SavedSearchUpdate = z.input<typeof savedSearchUpdateSchema>;

export const mailPreferencesInputSchema = z
  .object({
    newApplications: z.enum(NEW_APPLICATION_MAIL_CHOICES, { error: 'validation_failed' }),
    statusChanges: z.boolean({ error: 'validation_failed' }),
    searchAlerts: z.boolean({ error: 'validation_failed' }),
  })
  .partial();
export type MailPreferencesInput = z.input<typeof mailPreferencesInputSchema>;

export const mailUnsubscribeQuerySchema = z.object({
  user: z
    .string({ error: 'unsubscribe_link_invalid' })
    .min(1, { error: 'unsubscribe_link_invalid' }),
  kind: z.enum(['applications', 'status', 'alerts'], { error: 'unsubscribe_link_invalid' }),
  token: z
    .string({ error: 'unsubscribe_link_invalid' })
    .min(1, { error: 'unsubscribe_link_invalid' }),
});
export type MailUnsubscribeQuery = z.infer<typeof mailUnsubscribeQuerySchema>;
