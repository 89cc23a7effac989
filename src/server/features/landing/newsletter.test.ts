import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type SmtpCapture,
  firstLink,
  startSmtpCapture,
} from '../../../../tests/support/smtp-capture';
import {
  TEST_APP_URL,
  type TestApp,
  createTestApp,
  jsonRequest,
} from '../../../../tests/support/test-app';
import { emails } from '../../db/schema';

let t: TestApp;
let smtp: SmtpCapture;
beforeEach(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ smtpUrl: smtp.url });
});
// The app first, so no mail is on its way when the capture server stops.
afterEach(async () => {
  await t.close();
  await smtp.close();
});

const ADA = 'ada@example.com';

function recipientOf(mail: ParsedMail): string {
  return mail.to && !Array.isArray(mail.to) ? mail.to.text : '';
}

function subscribe(email: string, options: { language?: string; ip?: string } = {}) {
  return t.app.request(
    '/api/newsletter',
    jsonRequest(
      'POST',
      { email },
      {
        language: options.language,
        headers: options.ip ? { 'X-Forwarded-For': options.ip } : {},
      },
    ),
  );
}

/** The confirmation link of the latest mail to the address, as the reader would click it. */
function confirmationLinkFor(email: string): string {
  const mail = smtp.messages.findLast((m) => recipientOf(m) === email);
  if (!mail) throw new Error(`No mail to ${email}`);
  return firstLink(mail);
}

function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}

function confirm(token: string) {
  return t.app.request('/api/newsletter/confirm', jsonRequest('POST', { token }));
}

async function rowOf(email: string) {
  const [row] = await t.database.db.select().from(emails).where(eq(emails.email, email));
  return row;
}

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

/** Subscribes and follows the emailed link, as a person completing double opt-in does. */
async function subscribeAndConfirm(email: string, language = 'en') {
  expect((await subscribe(email, { language })).status).toBe(200);
  expect((await confirm(tokenOf(confirmationLinkFor(email)))).status).toBe(200);
}

describe('subscribing', () => {
  it('keeps a new address as pending and mails a confirmation link to APP_URL', async () => {
    const res = await subscribe('  Ada@Example.COM ');

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ subscribed: true });
    const row = await rowOf(ADA);
    expect(row).toMatchObject({ status: 'pending', language: 'en', confirmedAt: null });
    const [mail] = smtp.messages;
    expect(recipientOf(mail!)).toBe(ADA);
    expect(mail?.subject).toBe('Confirm your HireReady newsletter subscription');
    const link = confirmationLinkFor(ADA);
    expect(link.startsWith(`${TEST_APP_URL}/newsletter/confirm?token=`)).toBe(true);
    expect(tokenOf(link)).toMatch(/^[\w-]{43}$/); // 32 random bytes, base64url
  });

  it('links to APP_URL even when the request names another Host', async () => {
    await t.app.request(
      'http://attacker.example/api/newsletter',
      jsonRequest(
        'POST',
        { email: ADA },
        { headers: { Host: 'attacker.example', 'X-Forwarded-Host': 'attacker.example' } },
      ),
    );
    expect(confirmationLinkFor(ADA).startsWith(`${TEST_APP_URL}/newsletter/confirm?`)).toBe(true);
  });

  it('keeps only a SHA-256 of the token, valid for 48 hours', async () => {
    const before = Date.now();
    await subscribe(ADA);
    const token = tokenOf(confirmationLinkFor(ADA));
    const row = await rowOf(ADA);

    expect(row?.confirmTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const lifetime = (row?.confirmTokenExpiresAt?.getTime() ?? 0) - before;
    expect(lifetime).toBeGreaterThan(48 * 3600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(48 * 3600_000 + 60_000);
  });

  it('writes the mail in the language of the request and remembers it', async () => {
    await subscribe(ADA, { language: 'ru' });

    expect(smtp.messages[0]?.subject).toBe('Подтвердите подписку на рассылку HireReady');
    expect((await rowOf(ADA))?.language).toBe('ru');
  });

  it('keeps one row for an address subscribed twice, sends a new link, and answers alike', async () => {
    const first = await subscribe(ADA);
    const firstLink = confirmationLinkFor(ADA);
    const second = await subscribe('ADA@example.com');

    expect(await first.json()).toEqual({ subscribed: true });
    expect(await second.json()).toEqual({ subscribed: true });
    expect(await t.database.db.select().from(emails)).toHaveLength(1);
    expect(smtp.messages).toHaveLength(2);
    // Only the newest link works, so an old mail lying around cannot confirm.
    expect((await confirm(tokenOf(firstLink))).status).toBe(400);
    expect((await confirm(tokenOf(confirmationLinkFor(ADA)))).status).toBe(200);
  });

  it('sends nothing to an address that is already subscribed, and answers alike', async () => {
    await subscribeAndConfirm(ADA);

    const again = await subscribe(ADA);

    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ subscribed: true });
    expect(smtp.messages).toHaveLength(1);
    expect(await rowOf(ADA)).toMatchObject({ status: 'subscribed', confirmTokenHash: null });
  });

  it('answers 503 with a clear message when the mail server refuses, and keeps the row pending', async () => {
    await smtp.close();
    let isRefusing = true;
    smtp = await startSmtpCapture({ rejectRecipient: () => isRefusing });
    await t.close();
    t = await createTestApp({ smtpUrl: smtp.url });

    const res = await subscribe(ADA);

    expect(res.status).toBe(503);
    expect(await errorOf(res)).toEqual({
      code: 'newsletter_mail_failed',
      message: 'We could not send the confirmation email. Please try again.',
    });
    expect((await rowOf(ADA))?.status).toBe('pending');
    const logs = t.logs.join('');
    expect(logs).toContain('newsletter confirmation mail failed');
    expect(logs).not.toContain(ADA);

    isRefusing = false;
    expect((await subscribe(ADA)).status).toBe(200);
    expect((await confirm(tokenOf(confirmationLinkFor(ADA)))).status).toBe(200);
  });

  it('explains a refused mail in Russian for a Russian UI', async () => {
    await smtp.close();
    smtp = await startSmtpCapture({ rejectRecipient: () => true });
    await t.close();
    t = await createTestApp({ smtpUrl: smtp.url });

    const res = await subscribe(ADA, { language: 'ru' });

    expect((await errorOf(res)).message).toBe(
      'Не удалось отправить письмо с подтверждением. Пожалуйста, попробуйте еще раз.',
    );
  });

  it('limits subscriptions per address to 5 an hour, with Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) expect((await subscribe(ADA)).status).toBe(200);

    const limited = await subscribe(ADA);

    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(limited)).code).toBe('rate_limited');
    expect(smtp.messages).toHaveLength(5);
    expect((await subscribe('grace@example.com')).status).toBe(200);
  });

  it('limits subscriptions per IP to 20 an hour, whatever the addresses', async () => {
    await t.close();
    t = await createTestApp({ smtpUrl: smtp.url, trustProxy: true });
    const ip = '203.0.113.7';
    for (let i = 0; i < 20; i += 1) {
      expect((await subscribe(`reader${i}@example.com`, { ip })).status).toBe(200);
    }

    const limited = await subscribe('one-more@example.com', { ip });

    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();
    expect(await rowOf('one-more@example.com')).toBeUndefined();
    expect((await subscribe('one-more@example.com', { ip: '198.51.100.2' })).status).toBe(200);
  });

  it('lets an address subscribe again once the hour has passed', async () => {
    let now = new Date('2026-11-22T10:00:00Z');
    await t.close();
    t = await createTestApp({ smtpUrl: smtp.url, now: () => now });
    for (let i = 0; i < 5; i += 1) await subscribe(ADA);
    expect((await subscribe(ADA)).status).toBe(429);

    now = new Date('2026-11-22T11:01:00Z');

    expect((await subscribe(ADA)).status).toBe(200);
  });
});

describe('confirming', () => {
  it('counts the address as subscribed only once the link is followed', async () => {
    await subscribe(ADA);
    expect((await rowOf(ADA))?.status).toBe('pending');

    const res = await confirm(tokenOf(confirmationLinkFor(ADA)));

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ confirmed: true, alreadyConfirmed: false });
    const row = await rowOf(ADA);
    expect(row).toMatchObject({
      status: 'subscribed',
      confirmTokenHash: null,
      confirmTokenExpiresAt: null,
    });
    expect(row?.confirmedAt).toBeInstanceOf(Date);
  });

  it('says a link used before confirmed the address already, while it is still subscribed', async () => {
    await subscribe(ADA);
    const token = tokenOf(confirmationLinkFor(ADA));
    expect((await confirm(token)).status).toBe(200);
    const confirmedAt = (await rowOf(ADA))?.confirmedAt;

    const reused = await confirm(token);

    expect(reused.status).toBe(200);
    expect(await reused.json()).toEqual({ confirmed: true, alreadyConfirmed: true });
    expect((await rowOf(ADA))?.confirmedAt).toEqual(confirmedAt);

    // Once the address has left, the old link cannot bring it back.
    await t.database.db.update(emails).set({ status: 'unsubscribed' }).where(eq(emails.email, ADA));
    const afterLeaving = await confirm(token);
    expect(afterLeaving.status).toBe(400);
    expect(await errorOf(afterLeaving)).toEqual({
      code: 'newsletter_link_invalid',
      message: 'This confirmation link is invalid or has expired. Please subscribe again.',
    });
  });

  it('refuses an expired link and leaves the address pending', async () => {
    await subscribe(ADA);
    const token = tokenOf(confirmationLinkFor(ADA));
    await t.database.db
      .update(emails)
      .set({ confirmTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(emails.email, ADA));

    const res = await confirm(token);

    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('newsletter_link_invalid');
    expect((await rowOf(ADA))?.status).toBe('pending');
  });

  it.each([
    ['an unknown token', { token: 'x'.repeat(43) }],
    ['a blank token', { token: '  ' }],
    ['no token', {}],
    ['a token that is not a string', { token: 42 }],
  ])('refuses %s with the same message', async (_case, body) => {
    const res = await t.app.request('/api/newsletter/confirm', jsonRequest('POST', body));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('newsletter_link_invalid');
  });

  it('lets exactly one of two simultaneous uses of a link confirm; the other says so', async () => {
    await subscribe(ADA);
    const token = tokenOf(confirmationLinkFor(ADA));

    const results = await Promise.all([confirm(token), confirm(token)]);

    expect(results.map((res) => res.status)).toEqual([200, 200]);
    const bodies = await Promise.all(results.map((res) => res.json()));
    expect(bodies.map((body) => body.alreadyConfirmed).sort()).toEqual([false, true]);
  });

  it('explains an invalid link in Russian for a Russian UI', async () => {
    const res = await t.app.request(
      '/api/newsletter/confirm',
      jsonRequest('POST', { token: 'nope' }, { language: 'ru' }),
    );
    expect((await errorOf(res)).message).toBe(
      'Ссылка для подтверждения недействительна или устарела. Пожалуйста, подпишитесь еще раз.',
    );
  });
});
