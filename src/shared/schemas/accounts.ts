import { z } from 'zod';
import { EMAIL_MAX_LENGTH, MIN_PASSWORD_LENGTH } from '../constants';

// Each issue's `error` is an ErrorCode from ../errors, shown the same on client and server.

/** bcrypt-style limits would cut at 72 bytes; scrypt has none, but a bound keeps hashing cheap. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;

export const emailSchema = z
  .string({ error: 'email_required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'email_required' })
  .max(EMAIL_MAX_LENGTH, { error: 'invalid_email' })
  .pipe(z.email({ error: 'invalid_email' }));

export const newPasswordSchema = z
  .string({ error: 'password_required' })
  .min(1, { error: 'password_required' })
  .min(MIN_PASSWORD_LENGTH, { error: 'weak_password' })
  .max(PASSWORD_MAX_LENGTH, { error: 'password_too_long' });

export const signUpInputSchema = z.object({
  name: z
    .string({ error: 'name_required' })
    .trim()
    .min(1, { error: 'name_required' })
    .max(NAME_MAX_LENGTH, { error: 'name_too_long' }),
  email: emailSchema,
  password: newPasswordSchema,
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;

export const signInInputSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'password_required' })
    .min(1, { error: 'password_required' })
    .max(PASSWORD_MAX_LENGTH, { error: 'sign_in_failed' }),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

/** Profile → Change password: the current one proves it is the owner at the keyboard. */
export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: 'current_password_required' })
    .min(1, { error: 'current_password_required' })
    .max(PASSWORD_MAX_LENGTH, { error: 'current_password_wrong' }),
  newPassword: newPasswordSchema,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/**
 * Profile → Delete account: the password for an account that has one, else (signed up with
 * Google) the account's email address typed out.
 */
export const accountDeletionSchema = z.object({
  // Not trimmed: a password is taken as typed (an address is compared trimmed).
  confirmation: z
    .string({ error: 'account_deletion_confirmation_required' })
    .refine((text) => text.trim() !== '', { error: 'account_deletion_confirmation_required' })
    .refine((text) => text.length <= PASSWORD_MAX_LENGTH + 200, {
      error: 'account_deletion_confirmation_wrong',
    }),
});
export type AccountDeletionInput = z.infer<typeof accountDeletionSchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetSchema = z.object({
  token: z
    .string({ error: 'reset_token_invalid' })
    .min(1, { error: 'reset_token_invalid' })
    .max(200, {
      error: 'reset_token_invalid',
    }),
  password: newPasswordSchema,
});
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

/** Whether a reset link still works, asked when its page opens (issue 23). */
export const passwordResetCheckSchema = passwordResetSchema.pick({ token: true });
export type PasswordResetCheck = z.infer<typeof passwordResetCheckSchema>;

export const COUNTRY_MAX_LENGTH = 60;
/** A LinkedIn profile address: https://www.linkedin.com/in/<name> or a country subdomain. */
export const LINKEDIN_PROFILE_PATTERN =
  /^https:\/\/([a-z]{2,3}\.)?(www\.)?linkedin\.com\/in\/[\w\-%.]+\/?$/i;

const optionalText = (max: number, code: 'country_too_long') =>
  z
    .string()
    .trim()
    .max(max, { error: code })
    .transform((value) => (value === '' ? null : value))
    .nullable();

export const profileInputSchema = z.object({
  name: z
    .string({ error: 'name_required' })
    .trim()
    .min(1, { error: 'name_required' })
    .max(NAME_MAX_LENGTH, { error: 'name_too_long' }),
  country: optionalText(COUNTRY_MAX_LENGTH, 'country_too_long'),
  linkedIn: z
    .string()
    .trim()
    // Typed as people copy it: "linkedin.com/in/anna", "www.linkedin.com/in/anna" or with
    // "http://"; stored as the https address.
    .transform((value) => (value === '' ? value : value.replace(/^(https?:\/\/)?/i, 'https://')))
    .refine((value) => value === '' || LINKEDIN_PROFILE_PATTERN.test(value), {
      error: 'linkedin_url_invalid',
    })
    .transform((value) => (value === '' ? null : value))
    .nullable(),
});
export type ProfileInput = z.input<typeof profileInputSchema>;

/** The token of an address confirmation link (a signed JWT, a few hundred characters). */
export const emailConfirmationSchema = z.object({
  token: z
    .string({ error: 'email_confirmation_invalid' })
    .min(1, { error: 'email_confirmation_invalid' })
    .max(2000, { error: 'email_confirmation_invalid' }),
});
export type EmailConfirmationInput = z.infer<typeof emailConfirmationSchema>;
