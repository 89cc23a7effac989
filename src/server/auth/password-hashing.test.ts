import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, jsonRequest } from '../../../tests/support/test-app';
import { accounts } from '../db/schema';
import { SCRYPT_HASHER, type PasswordHasher, setPasswordHasher } from './password-hashing';

// The other integration tests hash passwords fast (tests/support/fast-password-hashing.ts); here
// the app hashes with scrypt, as every server process does.

let previous: PasswordHasher;
beforeAll(() => {
  previous = setPasswordHasher(SCRYPT_HASHER);
});
afterAll(() => {
  setPasswordHasher(previous);
});

it('stores a salted scrypt hash, never the password, and signs in with it', async () => {
  const t = await createTestApp();
  try {
    const password = 'a long enough passphrase';
    const credentials = { email: 'ada@example.com', password };
    const signUp = await t.app.request(
      '/api/auth/sign-up',
      jsonRequest('POST', { name: 'Ada', ...credentials }),
    );
    expect(signUp.status).toBe(201);
    const [row] = await t.database.db
      .select({ password: accounts.password })
      .from(accounts)
      .where(eq(accounts.providerId, 'credential'));
    const stored = row?.password ?? '';
    expect(stored).not.toContain(password);
    // better-auth's format: a 16-byte salt and a 64-byte scrypt key, in hex.
    expect(stored).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await SCRYPT_HASHER.verify({ hash: stored, password })).toBe(true);

    const signIn = (body: object) => t.app.request('/api/auth/sign-in', jsonRequest('POST', body));
    expect((await signIn(credentials)).status).toBe(200);
    expect((await signIn({ ...credentials, password: 'not the passphrase' })).status).toBe(401);
  } finally {
    await t.close();
  }
});
