import { isAPIError } from 'better-auth/api';
import { deviceCookieHeader, readDevice } from './device-cookie';
import type { Language } from '../../../shared/language';
import type {
  AccountDeletionInput,
  PasswordChangeInput,
  PasswordResetInput,
  PasswordResetRequestInput,
  SignInInput,
  SignUpInput,
} from '../../../shared/schemas/accounts';
import type { SessionUser } from '../../../shared/schemas/session';
import { type Auth, withAuthRequestContext } from '../../auth/auth';
import { AppError } from '../../app-error';
import { rateLimitedError } from '../../rate-limit/enforce';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import type { AccountsRepository, ProfileChanges } from './accounts.repository';
import { isCommonPassword } from './common-passwords';
import { PASSWORD_CHECK_FAILURES_PER_USER, SIGN_IN_FAILURES_PER_ACCOUNT } from './rate-limits';
import { verifyPasswordInTurn } from '../../auth/password-hashing';
import type { Logger } from 'pino';
import type { ObjectStorage } from '../../storage/storage';
import { type AdminEmails, sessionHeaders, toSessionUser } from './session-user';

export interface SignedIn {
  user: SessionUser;
  /** Set-Cookie values that carry the new session to the browser. */
  cookies: string[];
}

function authCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new AppError('common_password');
}

export async function signUp(options: {
  auth: Auth;
  input: SignUpInput;
  request: Request;
}): Promise<SignedIn> {
  refuseCommonPassword(options.input.password);
  try {
    const { headers, response } = await options.auth.api.signUpEmail({
      body: options.input,
      headers: sessionHeaders(options.request),
      returnHeaders: true,
    });
    return { user: toSessionUser(response.user), cookies: headers.getSetCookie() };
  } catch (error) {
    const code = authCode(error);
    if (code?.startsWith('USER_ALREADY_EXISTS')) throw new AppError('email_already_registered');
    if (code === 'INVALID_EMAIL') throw new AppError('invalid_email');
    if (code === 'PASSWORD_TOO_SHORT') throw new AppError('weak_password');
    if (code === 'PASSWORD_TOO_LONG') throw new AppError('password_too_long');
    if (isAPIError(error)) throw new AppError('sign_up_failed');
    throw error;
  }
}

/**
 * Checks the password. A wrong email and a wrong password answer alike. Failures from browsers
 * that have not signed in to this account before count per account, so guessing its password
 * stops after a few tries from any number of addresses; a browser that has (its device cookie,
 * see device-cookie.ts) counts only its own failures, so nobody else's guessing locks the owner
 * out of it. A successful sign-in marks the browser as a known device.
 */
export async function signIn(options: {
  auth: Auth;
  limiter: RateLimiter;
  input: SignInInput;
  request: Request;
  adminEmails: AdminEmails;
  deviceSecret: string;
  /** The account's device generation, which a password reset bumps. */
  deviceGeneration: (email: string) => Promise<number>;
  secureCookies: boolean;
}): Promise<SignedIn> {
  const email = options.input.email;
  const binding = {
    secret: options.deviceSecret,
    email,
    generation: await options.deviceGeneration(email),
  };
  const device = readDevice({ ...binding, cookieHeader: options.request.headers.get('cookie') });
  const failureKey = device ? `sign-in-failures:device:${device}` : `sign-in-failures:${email}`;
  const failures = await options.limiter.peek(failureKey, SIGN_IN_FAILURES_PER_ACCOUNT);
  if (failures.count >= SIGN_IN_FAILURES_PER_ACCOUNT.limit) throw rateLimitedError(failures);
  try {
    const { headers, response } = await options.auth.api.signInEmail({
      body: options.input,
      headers: sessionHeaders(options.request),
      returnHeaders: true,
    });
    return {
      user: toSessionUser(response.user, options.adminEmails),
      cookies: [
        ...headers.getSetCookie(),
        deviceCookieHeader({ ...binding, secure: options.secureCookies }),
      ],
    };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    await options.limiter.hit(failureKey, SIGN_IN_FAILURES_PER_ACCOUNT);
    throw new AppError('sign_in_failed');
  }
}

/** Ends the session on the server (the cookie alone would not do) and clears the cookie. */
export async function signOut(options: { auth: Auth; request: Request }): Promise<string[]> {
  try {
    const { headers } = await options.auth.api.signOut({
      headers: sessionHeaders(options.request),
      returnHeaders: true,
    });
    return headers.getSetCookie();
  } catch (error) {
    // Signing out without a session is already the wanted state.
    if (isAPIError(error)) return [];
    throw error;
  }
}

/** Sends a reset link if the account exists; the answer never says whether it does. */
export async function requestPasswordReset(options: {
  auth: Auth;
  input: PasswordResetRequestInput;
  language: Language;
}): Promise<void> {
  await withAuthRequestContext({ language: options.language }, async () => {
    try {
      await options.auth.api.requestPasswordReset({ body: { email: options.input.email } });
    } catch (error) {
      if (isAPIError(error)) throw new AppError('reset_failed');
      throw error;
    }
  });
}

/**
 * Mails a link that confirms the address is its owner's, if the account exists and is not
 * confirmed yet (better-auth answers alike either way). Job-board mail waits for it (ADR 0037).
 */
export async function requestEmailConfirmation(options: {
  auth: Auth;
  email: string;
  language: Language;
}): Promise<void> {
  await withAuthRequestContext({ language: options.language }, async () => {
    await options.auth.api.sendVerificationEmail({ body: { email: options.email } });
  });
}

/** Confirms an address with the token of its link; false for a link forged, altered or expired. */
export async function confirmEmail(options: { auth: Auth; token: string }): Promise<boolean> {
  try {
    await options.auth.api.verifyEmail({ query: { token: options.token } });
    return true;
  } catch (error) {
    if (isAPIError(error)) return false;
    throw error;
  }
}

/** Sets a new password with a single-use token; every session of the account ends. */
export async function resetPassword(options: {
  auth: Auth;
  input: PasswordResetInput;
}): Promise<void> {
  refuseCommonPassword(options.input.password);
  try {
    await options.auth.api.resetPassword({
      body: { token: options.input.token, newPassword: options.input.password },
    });
  } catch (error) {
    const code = authCode(error);
    if (code === 'INVALID_TOKEN' || code === 'USER_NOT_FOUND')
      throw new AppError('reset_token_invalid');
    if (code === 'PASSWORD_TOO_SHORT') throw new AppError('weak_password');
    if (isAPIError(error)) throw new AppError('reset_failed');
    throw error;
  }
}

/** Saves the user's own profile fields; a session that outlived its user is signed out. */
export async function updateProfile(
  deps: { repository: AccountsRepository },
  options: { userId: string; profile: ProfileChanges },
): Promise<NonNullable<Awaited<ReturnType<AccountsRepository['updateProfile']>>>> {
  const updated = await deps.repository.updateProfile(options.userId, options.profile);
  if (!updated) throw new AppError('unauthorized');
  return updated;
}

/** Refuses the check at once after too many wrong passwords; counts a wrong one. */
async function checkedPassword(
  deps: { limiter: RateLimiter },
  check: {
    userId: string;
    isRight: () => Promise<boolean>;
    wrong: 'current_password_wrong' | 'account_deletion_confirmation_wrong';
  },
): Promise<void> {
  const { userId, isRight, wrong } = check;
  const key = `password-check-failures:${userId}`;
  const failures = await deps.limiter.peek(key, PASSWORD_CHECK_FAILURES_PER_USER);
  if (failures.count >= PASSWORD_CHECK_FAILURES_PER_USER.limit) throw rateLimitedError(failures);
  if (await isRight()) return;
  await deps.limiter.hit(key, PASSWORD_CHECK_FAILURES_PER_USER);
  throw new AppError(wrong);
}

/**
 * Profile → Change password: the current password first; every other session of the account
 * ends, and this browser gets a new session (the cookies returned).
 */
export async function changePassword(
  deps: { auth: Auth; limiter: RateLimiter; repository: AccountsRepository },
  options: { userId: string; input: PasswordChangeInput; request: Request },
): Promise<string[]> {
  const { userId, input } = options;
  const hash = await deps.repository.passwordHash(userId);
  if (!hash) throw new AppError('password_not_set');
  await checkedPassword(deps, {
    userId,
    isRight: () => verifyPasswordInTurn({ hash, password: input.currentPassword }),
    wrong: 'current_password_wrong',
  });
  refuseCommonPassword(input.newPassword);
  try {
    const { headers } = await deps.auth.api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      },
      headers: sessionHeaders(options.request),
      returnHeaders: true,
    });
    return headers.getSetCookie();
  } catch (error) {
    const code = authCode(error);
    if (code === 'INVALID_PASSWORD') throw new AppError('current_password_wrong');
    if (code === 'PASSWORD_TOO_SHORT') throw new AppError('weak_password');
    if (code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') throw new AppError('password_not_set');
    if (isAPIError(error)) throw new AppError('unauthorized');
    throw error;
  }
}

/**
 * Profile → Delete account, confirmed with the password (or, for an account without one, its
 * email address typed out). The rows go in one transaction; the files after it, best effort
 * (one left behind is logged, and belongs to nobody any more).
 */
export async function deleteAccount(
  deps: {
    limiter: RateLimiter;
    repository: AccountsRepository;
    storage: ObjectStorage;
    logger: Logger;
  },
  options: { userId: string; input: AccountDeletionInput },
): Promise<void> {
  const { userId, input } = options;
  const holdings = await deps.repository.holdings(userId);
  if (!holdings) throw new AppError('unauthorized');
  const hash = holdings.hasPassword ? await deps.repository.passwordHash(userId) : null;
  await checkedPassword(deps, {
    userId,
    isRight: async () =>
      hash
        ? verifyPasswordInTurn({ hash, password: input.confirmation })
        : input.confirmation.trim().toLowerCase() === holdings.email.toLowerCase(),
    wrong: 'account_deletion_confirmation_wrong',
  });
  const deleted = await deps.repository.deleteAccount(userId);
  if (!deleted) throw new AppError('unauthorized');
  for (const key of deleted.fileKeys) {
    try {
      await deps.storage.delete(key);
    } catch (error) {
      deps.logger.warn({ err: error, key }, 'could not delete a file of a deleted account');
    }
  }
}
