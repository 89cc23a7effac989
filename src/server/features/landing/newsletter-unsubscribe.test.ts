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
import { createLogger } from '../../logger';
import { createLandingRepository } from './landing.repository';
import { newsletterUnsubscribeLink } from './newsletter-links';
import { type NewsletterIssue, sendNewsletter } from './send-newsletter';

// The secret createTestApp gives the app; unsubscribe links are signed with it.
const SECRET = 'test-secret-for-integration-tests-0123456789abcdef';

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

function recipientOf(mail: ParsedMail): string {
  return mail.to && !Array.isArray(mail.to) ? mail.to.text : '';
}

async function subscribe(email: string, language = 'en') {
  const res = await t.app.request('/api/newsletter', jsonRequest('POST', { email }, { language }));
  expect(res.status).toBe(200);
}

async function subscribeAndConfirm(email: string, language = 'en') {
  await subscribe(email, language);
  const mail = smtp.messages.findLast((m) => recipientOf(m) === email);
  const token = new URL(firstLink(mail!)).searchParams.get('token');
  const res = await t.app.request('/api/newsletter/confirm', jsonRequest('POST', { token }));
  expect(res.status).toBe(200);
}

async function rowOf(email: string) {
  const [row] = await t.database.db.select().from(emails).where(eq(emails.email, email));
  return row;
}

/** What the unsubscribe page sends for the link in a newsletter's footer. */
function unsubscribeFromPage(pageLink: string) {
  const apiUrl = pageLink.replace('/newsletter/unsubscribe?', '/api/newsletter/unsubscribe?');
  return t.app.request(apiUrl, { method: 'POST', headers: { 'Accept-Language': 'en' } });
}

/** What a mail client sends for List-Unsubscribe-Post: List-Unsubscribe=One-Click (RFC 8058). */
function unsubscribeOneClick(url: string) {
  return t.app.request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
}

function linkFor(email: string) {
  return newsletterUnsubscribeLink({ appUrl: TEST_APP_URL, secret: SECRET, email });
}

const ISSUE: NewsletterIssue = {
  en: { subject: 'Five questions to prepare', bodyText: 'Practice the hard ones first.' },
  ru: { subject: 'Пять вопросов для подготовки', bodyText: 'Начните с самых трудных.' },
};

function send() {
  return sendNewsletter({
    repository: createLandingRepository(t.database.db),
    mailer: t.mailer,
    logger: createLogger({ level: 'silent' }),
    appUrl: TEST_APP_URL,
    secret: SECRET,
    issue: ISSUE,
  });
}

describe('unsubscribing', () => {
  it('keeps the address, marked unsubscribed, when the link is right', async () => {
    await subscribeAndConfirm('ada@example.com');

    const res = await unsubscribeFromPage(linkFor('ada@example.com'));

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ unsubscribed: true });
    const row = await rowOf('ada@example.com');
    expect(row?.status).toBe('unsubscribed');
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);
  });

  it('answers the same to a repeat, keeping the first unsubscribe time', async () => {
    await subscribeAndConfirm('ada@example.com');
    await unsubscribeFromPage(linkFor('ada@example.com'));
    const first = (await rowOf('ada@example.com'))?.unsubscribedAt;

    const again = await unsubscribeFromPage(linkFor('ada@example.com'));

    expect(again.status).toBe(200);
    expect((await rowOf('ada@example.com'))?.unsubscribedAt).toEqual(first);
  });

  it.each([
    ['a wrong token', (link: string) => link.replace(/token=[^&]+/, 'token=forged')],
    [
      "another address's token",
      (link: string) => link.replace(/email=[^&]+/, 'email=grace%40example.com'),
    ],
    ['no token', (link: string) => link.replace(/&token=[^&]+/, '')],
  ])('refuses %s and changes nothing', async (_case, tamper) => {
    await subscribeAndConfirm('ada@example.com');
    await subscribeAndConfirm('grace@example.com');

    const res = await unsubscribeFromPage(tamper(linkFor('ada@example.com')));

    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'newsletter_unsubscribe_link_invalid',
        message:
          'This unsubscribe link is invalid. Please use the link from our latest newsletter email.',
      },
    });
    expect((await rowOf('ada@example.com'))?.status).toBe('subscribed');
    expect((await rowOf('grace@example.com'))?.status).toBe('subscribed');
  });

  it('matches the address whatever its case in the link', async () => {
    await subscribeAndConfirm('ada@example.com');
    const link = linkFor('ada@example.com').replace('email=ada', 'email=ADA');

    expect((await unsubscribeFromPage(link)).status).toBe(200);
    expect((await rowOf('ada@example.com'))?.status).toBe('unsubscribed');
  });

  it('stops a pending confirmation link from working', async () => {
    await subscribe('ada@example.com');
    const token = new URL(firstLink(smtp.messages[0]!)).searchParams.get('token');

    await unsubscribeFromPage(linkFor('ada@example.com'));

    const res = await t.app.request('/api/newsletter/confirm', jsonRequest('POST', { token }));
    expect(res.status).toBe(400);
    expect((await rowOf('ada@example.com'))?.status).toBe('unsubscribed');
  });

  it('asks for confirmation again to come back after unsubscribing', async () => {
    await subscribeAndConfirm('ada@example.com');
    await unsubscribeFromPage(linkFor('ada@example.com'));

    await subscribe('ada@example.com');

    expect(smtp.messages).toHaveLength(2);
    expect((await rowOf('ada@example.com'))?.status).toBe('pending');
    await subscribeAndConfirm('ada@example.com');
    const row = await rowOf('ada@example.com');
    expect(row).toMatchObject({ status: 'subscribed', unsubscribedAt: null });
    expect(await t.database.db.select().from(emails)).toHaveLength(1);
  });

  it('sends a browser that opens the API address to the page, without unsubscribing', async () => {
    await subscribeAndConfirm('ada@example.com');
    const pageLink = linkFor('ada@example.com');
    const apiUrl = pageLink.replace('/newsletter/', '/api/newsletter/');

    const res = await t.app.request(apiUrl);

    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(pageLink);
    expect((await rowOf('ada@example.com'))?.status).toBe('subscribed');
  });
});

describe('sendNewsletter', () => {
  it('mails only confirmed subscribers, each in their language with their own links', async () => {
    await subscribeAndConfirm('ada@example.com');
    await subscribeAndConfirm('anna@example.com', 'ru');
    await subscribe('pending@example.com');
    await subscribeAndConfirm('gone@example.com');
    await unsubscribeFromPage(linkFor('gone@example.com'));
    const confirmations = smtp.messages.length;

    const report = await send();

    expect(report).toEqual({ sent: 2, failed: [] });
    const issues = smtp.messages.slice(confirmations);
    expect(issues.map(recipientOf).sort()).toEqual(['ada@example.com', 'anna@example.com']);
    for (const mail of issues) {
      const email = recipientOf(mail);
      const pageLink = linkFor(email);
      const oneClickUrl = pageLink.replace('/newsletter/', '/api/newsletter/');
      expect(mail.subject).toBe(email === 'anna@example.com' ? ISSUE.ru.subject : ISSUE.en.subject);
      expect(mail.headers.get('list')).toMatchObject({ unsubscribe: { url: oneClickUrl } });
      expect(mail.headerLines.map((header) => header.line)).toContain(
        'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
      );
      expect(mail.text).toContain(pageLink);
      expect(mail.html).toContain(pageLink.replaceAll('&', '&amp;'));
    }
  });

  it("unsubscribes with one click on the mail client's button, form body and all", async () => {
    await subscribeAndConfirm('ada@example.com');
    await send();
    const issue = smtp.messages.at(-1)!;
    // mailparser reads List-* headers into { unsubscribe: { url } }.
    const list = issue.headers.get('list') as unknown as { unsubscribe: { url: string } };

    const res = await unsubscribeOneClick(list.unsubscribe.url);

    expect(res.status).toBe(200);
    expect((await rowOf('ada@example.com'))?.status).toBe('unsubscribed');
    expect(await send()).toEqual({ sent: 0, failed: [] });
  });

  it('keeps sending to the others when one address is refused, and reports it', async () => {
    let isBouncing = false;
    await smtp.close();
    smtp = await startSmtpCapture({
      rejectRecipient: (address) => isBouncing && address === 'bounce@example.com',
    });
    await t.close();
    t = await createTestApp({ smtpUrl: smtp.url });
    await subscribeAndConfirm('ada@example.com');
    await subscribeAndConfirm('bounce@example.com');
    await subscribeAndConfirm('grace@example.com');
    isBouncing = true;

    const report = await send();

    expect(report).toEqual({ sent: 2, failed: ['bounce@example.com'] });
  });
});
