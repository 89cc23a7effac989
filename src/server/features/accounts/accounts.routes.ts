import { type Context, Hono } from 'hono';
import {
  accountDeletionSchema,
  emailConfirmationSchema,
  passwordChangeSchema,
  profileInputSchema,
  passwordResetCheckSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  signInInputSchema,
  signUpInputSchema,
} from '../../../shared/schemas/accounts';
import type { Language } from '../../../shared/language';
import { AppError } from '../../app-error';
import type { SessionResponse } from '../../../shared/schemas/session';
import { type Auth, GOOGLE_PROVIDER_ID } from '../../auth/auth';
import { clientIp } from '../../http/client-ip';
import type { AppEnv } from '../../http/context';
import { requireUser } from '../../http/session';
import { queryParams } from '../../http/query-params';
import { jsonBody } from '../../http/validate';
import { enforceRateLimits } from '../../rate-limit/enforce';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import type { Logger } from 'pino';
import type { ObjectStorage } from '../../storage/storage';
import type { AccountsRepository } from './accounts.repository';
import {
  changePassword,
  confirmEmail,
  deleteAccount,
  resetPassword,
  signIn,
  signOut,
  signUp,
  updateProfile,
} from './accounts.service';
import {
  EMAIL_CONFIRMATION_REQUEST_PER_USER,
  RESET_PER_IP,
  RESET_REQUEST_PER_EMAIL,
  RESET_REQUEST_PER_IP,
  SIGN_IN_PER_IP,
  SIGN_UP_PER_IP,
} from './rate-limits';
import { type AdminEmails, findSessionUser, sessionHeaders, toSessionUser } from './session-user';

export interface AccountsRouteDeps {
  appUrl: string;
  auth: Auth;
  repository: AccountsRepository;
  limiter: RateLimiter;
  trustProxy: boolean;
  isGoogleSignInEnabled: boolean;
  /** A model (AI_BASE_URL) writes questions and feedback; else the offline coach does. */
  isModelConfigured: boolean;
  /** A transcription service for spoken answers (STT_BASE_URL) is configured. */
  isTranscriptionConfigured: boolean;
  adminEmails: AdminEmails;
  /** AUTH_SECRET: signs the device cookies that keep the owner's browser out of lockouts. */
  secret: string;
  resetRequests: ResetRequestQueue;
  /** Where a request for an address confirmation mail goes: a job, handled after the answer. */
  confirmationRequests: ResetRequestQueue;
  /** Where the user's files are, for deleting an account with them. */
  storage: ObjectStorage;
  logger: Logger;
}

function setCookies(c: Context, cookies: string[]): void {
  for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
  c.header('Cache-Control', 'no-store');
}

/**
 * Where a password-reset request goes: stored (the same single write whether or not the address
 * has an account) and handled after the response, so a crash loses nothing.
 */
export interface ResetRequestQueue {
  add(request: { email: string; language: Language }): Promise<unknown>;
}

export function accountsRoutes(deps: AccountsRouteDeps) {
  const ipOf = (c: Context) => clientIp(c, { trustProxy: deps.trustProxy });

  return (
    new Hono<AppEnv>()
      .get('/session', async (c) => {
        c.header('Cache-Control', 'no-store');
        const user = await findSessionUser(deps.auth, {
          request: c.req.raw,
          adminEmails: deps.adminEmails,
        });
        const body: SessionResponse = { user };
        return c.json(body, 200);
      })
      .get('/config', (c) =>
        c.json(
          {
            googleSignIn: deps.isGoogleSignInEnabled,
            aiModel: deps.isModelConfigured,
            transcription: deps.isTranscriptionConfigured,
          },
          200,
        ),
      )
      // Google sign-in: send the browser (a popup, or this window) to the provider. The state,
      // PKCE verifier and nonce travel in better-auth's short-lived signed cookies.
      .get('/auth/google/start', async (c) => {
        const mode = c.req.query('mode') === 'redirect' ? 'redirect' : 'popup';
        const done = `${deps.appUrl}/auth/google/done?mode=${mode}`;
        if (!deps.isGoogleSignInEnabled) return c.redirect(`${done}&error=not_configured`, 302);
        try {
          const { headers, response } = await deps.auth.api.signInSocial({
            body: {
              provider: GOOGLE_PROVIDER_ID,
              callbackURL: done,
              errorCallbackURL: done,
              disableRedirect: true,
            },
            headers: sessionHeaders(c.req.raw),
            returnHeaders: true,
          });
          if (!response.url) throw new Error('the provider gave no authorization URL');
          setCookies(c, headers.getSetCookie());
          return c.redirect(response.url, 302);
        } catch (error) {
          c.get('logger').error({ err: error }, 'could not start Google sign-in');
          return c.redirect(`${done}&error=unavailable`, 302);
        }
      })
      // Only the provider's redirect back reaches better-auth's own handler; every other
      // account action goes through the validated routes here.
      .get('/auth/provider/callback/:providerId', (c) => deps.auth.handler(c.req.raw))
      .post('/auth/sign-up', jsonBody(signUpInputSchema), async (c) => {
        await enforceRateLimits(deps.limiter, [
          { key: `sign-up:ip:${ipOf(c)}`, rule: SIGN_UP_PER_IP },
        ]);
        const signedIn = await signUp({
          auth: deps.auth,
          input: c.req.valid('json'),
          request: c.req.raw,
        });
        setCookies(c, signedIn.cookies);
        return c.json({ user: signedIn.user }, 201);
      })
      .post('/auth/sign-in', jsonBody(signInInputSchema), async (c) => {
        await enforceRateLimits(deps.limiter, [
          { key: `sign-in:ip:${ipOf(c)}`, rule: SIGN_IN_PER_IP },
        ]);
        const signedIn = await signIn({
          auth: deps.auth,
          limiter: deps.limiter,
          input: c.req.valid('json'),
          request: c.req.raw,
          adminEmails: deps.adminEmails,
          deviceSecret: deps.secret,
          deviceGeneration: (email) => deps.repository.deviceGeneration(email),
          secureCookies: deps.appUrl.startsWith('https:'),
        });
        setCookies(c, signedIn.cookies);
        return c.json({ user: signedIn.user }, 200);
      })
      .post('/auth/sign-out', async (c) => {
        setCookies(c, await signOut({ auth: deps.auth, request: c.req.raw }));
        return c.json({ signedOut: true as const }, 200);
      })
      .post('/auth/password-reset-request', jsonBody(passwordResetRequestSchema), async (c) => {
        const input = c.req.valid('json');
        await enforceRateLimits(deps.limiter, [
          { key: `reset-request:ip:${ipOf(c)}`, rule: RESET_REQUEST_PER_IP },
          { key: `reset-request:email:${input.email}`, rule: RESET_REQUEST_PER_EMAIL },
        ]);
        // Handled after the response, alike for every address: the time tells nobody who has an
        // account.
        await deps.resetRequests.add({ email: input.email, language: c.get('language') });
        return c.json({ sent: true as const }, 200);
      })
      .patch('/profile', requireUser, jsonBody(profileInputSchema), async (c) => {
        // Scoped to the session's own user id: there is no way to name another account here.
        const updated = await updateProfile(deps, {
          userId: c.get('user').id,
          profile: c.req.valid('json'),
        });
        return c.json({ user: toSessionUser(updated, deps.adminEmails) }, 200);
      })
      // Profile → Delete account states first what would go with it.
      .get('/account', requireUser, async (c) => {
        c.header('Cache-Control', 'no-store');
        const holdings = await deps.repository.holdings(c.get('user').id);
        if (!holdings) throw new AppError('unauthorized');
        const { email: _email, ...counts } = holdings;
        return c.json({ account: counts }, 200);
      })
      .post('/account/password', requireUser, jsonBody(passwordChangeSchema), async (c) => {
        const cookies = await changePassword(deps, {
          userId: c.get('user').id,
          input: c.req.valid('json'),
          request: c.req.raw,
        });
        setCookies(c, cookies);
        return c.json({ changed: true as const }, 200);
      })
      .post('/account/delete', requireUser, jsonBody(accountDeletionSchema), async (c) => {
        await deleteAccount(deps, { userId: c.get('user').id, input: c.req.valid('json') });
        // The sessions went with the account; this clears the browser's cookie too.
        setCookies(c, await signOut({ auth: deps.auth, request: c.req.raw }));
        return c.json({ deleted: true as const }, 200);
      })
      // Whether the link in a reset mail still works, so its page can say so before asking for
      // a new password (used links are deleted, expired ones refused). Limited like a reset.
      .get('/auth/password-reset/check', queryParams(passwordResetCheckSchema), async (c) => {
        await enforceRateLimits(deps.limiter, [{ key: `reset:ip:${ipOf(c)}`, rule: RESET_PER_IP }]);
        const isUsable = await deps.repository.isResetTokenUsable(
          c.req.valid('query').token,
          new Date(),
        );
        c.header('Cache-Control', 'no-store');
        return c.json({ isUsable }, 200);
      })
      // Address confirmation (ADR 0037): job-board mail waits until the owner of the address
      // follows the link this mails to it.
      .post('/auth/email-confirmation', requireUser, async (c) => {
        const userId = c.get('user').id;
        await enforceRateLimits(deps.limiter, [
          { key: `email-confirmation:user:${userId}`, rule: EMAIL_CONFIRMATION_REQUEST_PER_USER },
        ]);
        const account = await deps.repository.emailOf(userId);
        if (!account) throw new AppError('unauthorized');
        if (!account.isConfirmed) {
          await deps.confirmationRequests.add({
            email: account.email,
            language: c.get('language'),
          });
        }
        // Already confirmed: nothing to send.
        return c.json({ sent: !account.isConfirmed, confirmed: account.isConfirmed }, 200);
      })
      .post('/auth/email-confirmation/confirm', jsonBody(emailConfirmationSchema), async (c) => {
        await enforceRateLimits(deps.limiter, [{ key: `reset:ip:${ipOf(c)}`, rule: RESET_PER_IP }]);
        if (!(await confirmEmail({ auth: deps.auth, token: c.req.valid('json').token }))) {
          throw new AppError('email_confirmation_invalid');
        }
        return c.json({ confirmed: true as const }, 200);
      })
      .post('/auth/password-reset', jsonBody(passwordResetSchema), async (c) => {
        await enforceRateLimits(deps.limiter, [{ key: `reset:ip:${ipOf(c)}`, rule: RESET_PER_IP }]);
        await resetPassword({ auth: deps.auth, input: c.req.valid('json') });
        return c.json({ reset: true as const }, 200);
      })
  );
}
