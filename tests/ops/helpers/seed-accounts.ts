import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { openDataDirDatabase } from '../../support/data-dir-database';
import { migrateDatabase } from '../../../src/server/db/migrate';
import { accounts, sessions, users } from '../../../src/server/db/schema';
import { TEST_PASSWORD } from '../../support/http-client';
import { createTestApp, jsonRequest } from '../../support/test-app';

// Many signed-in accounts for a load test, written into a DATA_DIR before its server starts.
// A real sign-up hashes the password with scrypt, about 200 ms of CPU each on these two-core
// machines: 200 sign-ups alone would take most of a minute. So one account signs up through the
// app, and the others copy its password hash and get sessions of their own, with cookies signed
// the way better-auth signs them; the real sign-up's cookie checks that signing.

export interface SeededAccount {
  email: string;
  cookie: string;
}

const COOKIE_NAME = 'hireready.session_token';

/** better-auth's signed cookie value: the token, a dot, the HMAC-SHA256 of it, URL-encoded. */
function signedSessionCookie(token: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `${COOKIE_NAME}=${encodeURIComponent(`${token}.${signature}`)}`;
}

export async function seedAccounts(options: {
  dataDir: string;
  authSecret: string;
  count: number;
}): Promise<SeededAccount[]> {
  const database = await openDataDirDatabase(options.dataDir);
  try {
    await migrateDatabase(database);
    const { app } = await createTestApp({
      database,
      dataDir: options.dataDir,
      authSecret: options.authSecret,
      logLevel: 'silent',
    });
    const firstEmail = 'load-0@example.com';
    const res = await app.request(
      '/api/auth/sign-up',
      jsonRequest('POST', { name: 'Load 0', email: firstEmail, password: TEST_PASSWORD }),
    );
    if (res.status !== 201) throw new Error(`the real sign-up answered ${res.status}`);
    const firstCookie =
      res.headers
        .getSetCookie()
        .map((value) => value.split(';')[0])
        .find((value) => value?.startsWith(`${COOKIE_NAME}=`)) ?? '';
    const { user } = (await res.json()) as { user: { id: string } };

    const { db } = database;
    const [session] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    const [account] = await db.select().from(accounts).where(eq(accounts.userId, user.id));
    if (!session || !account) throw new Error('the real sign-up stored no session or account');
    if (signedSessionCookie(session.token, options.authSecret) !== firstCookie) {
      throw new Error('better-auth signs session cookies differently now; update seedAccounts');
    }

    const now = new Date();
    const seeded = Array.from({ length: options.count - 1 }, (_, index) => {
      const id = `load-user-${index + 1}`;
      return {
        id,
        email: `load-${index + 1}@example.com`,
        token: randomBytes(24).toString('base64url'),
      };
    });
    await db
      .insert(users)
      .values(
        seeded.map(({ id, email }) => ({ id, email, name: id, createdAt: now, updatedAt: now })),
      );
    await db.insert(accounts).values(
      seeded.map(({ id }) => ({
        id: `${id}-credential`,
        accountId: id,
        providerId: account.providerId,
        userId: id,
        password: account.password,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await db.insert(sessions).values(
      seeded.map(({ id, token }) => ({
        id: `${id}-session`,
        token,
        userId: id,
        expiresAt: new Date(now.getTime() + 24 * 60 * 60_000),
        createdAt: now,
        updatedAt: now,
      })),
    );
    return [
      { email: firstEmail, cookie: firstCookie },
      ...seeded.map(({ email, token }) => ({
        email,
        cookie: signedSessionCookie(token, options.authSecret),
      })),
    ];
  } finally {
    await database.close();
  }
}
