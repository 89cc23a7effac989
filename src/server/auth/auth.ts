import { AsyncLocalStorage } from 'node:async_hooks';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { eq, sql } from 'drizzle-orm';
import { MIN_PASSWORD_LENGTH } from '../../shared/constants';
import type { Language } from '../../shared/language';
import { PASSWORD_MAX_LENGTH } from '../../shared/schemas/accounts';
import type { Database } from '../db/client';
import { accounts, sessions, users, verifications } from '../db/schema';
import type { Logger } from '../logger';
import { hashPasswordInTurn, verifyPasswordInTurn } from './password-hashing';

/** What a mail sent from inside better-auth needs to know about the request that caused it. */
export interface AuthRequestContext {
  language: Language;
}

const requestContext = new AsyncLocalStorage<AuthRequestContext>();

/** Runs fn with the request's language available to mails better-auth sends meanwhile. */
export function withAuthRequestContext<T>(
  context: AuthRequestContext,
  fn: () => Promise<T>,
): Promise<T> {
  return requestContext.run(context, fn);
}

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

export interface GoogleOptions {
  clientId: string;
  clientSecret: string;
  /** The OpenID Connect issuer; its discovery document names every endpoint and the keys. */
  issuer: string;
}

export const GOOGLE_PROVIDER_ID = 'google';

export interface AuthOptions {
  db: Database;
  appUrl: string;
  secret: string;
  logger: Logger;
  google?: GoogleOptions;
  /** Sends the reset mail; the token goes into a link to the app's own reset page. */
  sendPasswordReset(options: {
    email: string;
    name: string;
    token: string;
    language: Language;
  }): Promise<void>;
  /**
   * Sends the mail that confirms an address is its owner's; the token goes into a link to the
   * app's own confirmation page. Job-board mail is held until then (ADR 0037).
   */
  sendEmailConfirmation(options: {
    email: string;
    name: string;
    token: string;
    language: Language;
  }): Promise<void>;
}

/** How long an address confirmation link works. */
export const EMAIL_CONFIRMATION_TTL_SECONDS = 24 * 60 * 60;

/**
 * better-auth does the account work: password hashing (scrypt), sessions in the database,
 * reset tokens. It stays behind our own /api/auth routes, which validate with the shared schemas
 * and answer in the app's one error shape.
 */
export function createAuth(options: AuthOptions) {
  return betterAuth({
    appName: 'HireReady',
    baseURL: options.appUrl,
    // better-auth's own HTTP handler is mounted here only for provider callbacks.
    basePath: '/api/auth/provider',
    secret: options.secret,
    telemetry: { enabled: false },
    logger: {
      log: (level, message) => {
        if (level === 'error') options.logger.error({ source: 'better-auth' }, message);
      },
    },
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { users, sessions, accounts, verifications },
      usePlural: true,
    }),
    user: {
      additionalFields: {
        country: { type: 'string', required: false, input: false },
        linkedIn: { type: 'string', required: false, input: false },
        balance: { type: 'number', required: false, defaultValue: 0, input: false },
        pro: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      password: { hash: hashPasswordInTurn, verify: verifyPasswordInTurn },
      autoSignIn: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const language = requestContext.getStore()?.language ?? 'en';
        await options.sendPasswordReset({ email: user.email, name: user.name, token, language });
      },
      // Following the mailed link proves the mailbox is the user's: the email is now verified,
      // which is what lets a Google sign-in with the same address join this account.
      // The reset also forgets every browser remembered as this account's device: one a thief
      // signed in from counts its failures per account again, like any stranger's.
      onPasswordReset: async ({ user }) => {
        await options.db
          .update(users)
          .set({ emailVerified: true, deviceGeneration: sql`${users.deviceGeneration} + 1` })
          .where(eq(users.id, user.id));
      },
    },
    emailVerification: {
      expiresIn: EMAIL_CONFIRMATION_TTL_SECONDS,
      sendVerificationEmail: async ({ user, token }) => {
        const language = requestContext.getStore()?.language ?? 'en';
        await options.sendEmailConfirmation({
          email: user.email,
          name: user.name,
          token,
          language,
        });
      },
    },
    account: {
      // Google joins an existing account only when both sides have verified the address
      // (better-auth's default requires the local row to be verified too).
      accountLinking: { enabled: true, disableImplicitLinking: false },
    },
    plugins: [
      genericOAuth({
        config: options.google
          ? [
              {
                providerId: GOOGLE_PROVIDER_ID,
                clientId: options.google.clientId,
                clientSecret: options.google.clientSecret,
                discoveryUrl: `${options.google.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`,
                scopes: ['openid', 'email', 'profile'],
                // PKCE and a nonce bound into the ID token; the token's signature, issuer and
                // audience are checked against the issuer's published keys.
                pkce: true,
                requireIdTokenVerification: true,
              },
            ]
          : [],
      }),
    ],
    // Reset tokens are kept only as hashes: a database leak does not leak working links.
    verification: { storeIdentifier: 'hashed' },
    session: {
      // Every request asks the database, so a sign-out or reset ends a session at once.
      cookieCache: { enabled: false },
    },
    // Our own limiter (database-backed, per IP and per account) guards these routes.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'hireready',
      useSecureCookies: options.appUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
