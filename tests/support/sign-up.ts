import { expect } from 'vitest';
import type { TestApp } from './test-app';
import { jsonRequest } from './test-app';

export interface SignedIn {
  id: string;
  /** The session cookie, ready for a `cookie` request header. */
  cookie: string;
}

/** Creates an account through the API and returns its id and session cookie. */
export async function signUp(
  app: TestApp['app'],
  email: string,
  name = email.split('@')[0] ?? 'Candidate',
): Promise<SignedIn> {
  const res = await app.request(
    '/api/auth/sign-up',
    jsonRequest('POST', { name, email, password: 'a long enough passphrase' }),
  );
  expect(res.status).toBe(201);
  const { user } = (await res.json()) as { user: { id: string } };
  const cookie = res.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { id: user.id, cookie };
}
