import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { sessions } from '../../src/server/db/schema';
import { type FakeLlm, reply } from '../support/fake-llm';
import { cookieFrom } from '../support/http-client';
import { type SmtpCapture, firstLink, startSmtpCapture } from '../support/smtp-capture';
import { type ModelTestApp, createTestApp, jsonRequest } from '../support/test-app';
import { findSecrets } from './support/secret-scan';
import { resumeForm } from './support/world';

// What operators read must not hand out what users and the deployment keep secret. The app runs
// with its logger at debug level, mail over SMTP (with a password in the URL) and a model coach
// (with an API key), through the flows that handle secrets; then every captured line is searched.

const EMAIL = 'logged@example.com';
const PASSWORD = `first ${randomBytes(9).toString('base64url')} passphrase`;
const NEW_PASSWORD = `second ${randomBytes(9).toString('base64url')} passphrase`;
const AI_API_KEY = `sk-${randomBytes(24).toString('base64url')}`;
const AUTH_SECRET = randomBytes(32).toString('base64url');
const SMTP_PASSWORD = randomBytes(12).toString('base64url');

let logs: string[];
let t: ModelTestApp;
let app: ModelTestApp['app'];
let database: DatabaseHandle;
let smtp: SmtpCapture;
let llm: FakeLlm;
/** Every secret the flows below handle, collected as they appear. */
const secrets: Record<string, string> = {
  password: PASSWORD,
  'new password': NEW_PASSWORD,
  'AI API key': AI_API_KEY,
  'auth secret': AUTH_SECRET,
  'SMTP password': SMTP_PASSWORD,
};

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({
    logLevel: 'debug',
    smtpUrl: `smtp://mailer:${SMTP_PASSWORD}@127.0.0.1:${smtp.port}`,
    model: true,
    aiApiKey: AI_API_KEY,
    authSecret: AUTH_SECRET,
  });
  ({ app, llm, logs, database } = t);
  await runSecretHandlingFlows();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function post(path: string, body: unknown, cookie = '') {
  const res = await app.request(path, jsonRequest('POST', body, { headers: { cookie } }));
  return { status: res.status, cookie: cookieFrom(res.headers), text: await res.text() };
}

/** Remembers a session cookie's value, and the token inside it, as secrets. */
function rememberCookie(label: string, cookie: string): void {
  const value = cookie.split('=').slice(1).join('=');
  secrets[`${label} cookie`] = value;
  secrets[`${label} cookie, decoded`] = decodeURIComponent(value);
  secrets[`${label} session token`] = decodeURIComponent(value).split('.')[0] ?? value;
}

async function runSecretHandlingFlows(): Promise<void> {
  const signedUp = await post('/api/auth/sign-up', {
    name: 'Logged',
    email: EMAIL,
    password: PASSWORD,
  });
  expect(signedUp.status).toBe(201);
  rememberCookie('sign-up', signedUp.cookie);

  expect(
    (await post('/api/auth/sign-in', { email: EMAIL, password: 'a wrong passphrase' })).status,
  ).toBe(401);
  const signedIn = await post('/api/auth/sign-in', { email: EMAIL, password: PASSWORD });
  expect(signedIn.status).toBe(200);
  rememberCookie('sign-in', signedIn.cookie);

  expect((await post('/api/auth/password-reset-request', { email: EMAIL })).status).toBe(200);
  const mail = await smtp.waitForMail((message) => message.to !== undefined);
  const token = new URL(firstLink(mail)).searchParams.get('token') ?? '';
  expect(token).not.toBe('');
  secrets['reset token'] = token;
  const reset = await post('/api/auth/password-reset', { token, password: NEW_PASSWORD });
  expect(reset.status, reset.text).toBe(200);
  // A used token is refused, and the refusal is logged no more than the success.
  expect((await post('/api/auth/password-reset', { token, password: NEW_PASSWORD })).status).toBe(
    400,
  );

  const again = await post('/api/auth/sign-in', { email: EMAIL, password: NEW_PASSWORD });
  expect(again.status).toBe(200);
  rememberCookie('after reset', again.cookie);
  const cookie = again.cookie;

  const started = await post(
    '/api/interviews',
    { jobTitle: 'Backend Developer', jobDescription: 'Node.js and PostgreSQL.', language: 'en' },
    cookie,
  );
  expect(started.status, started.text).toBe(201);
  const interviewId = (JSON.parse(started.text) as { interview: { id: string } }).interview.id;
  const answered = await post(
    `/api/interviews/${interviewId}/answers`,
    { order: 1, answer: 'I moved our payments API to PostgreSQL.' },
    cookie,
  );
  expect(answered.status, answered.text).toBe(200);
  // A provider that repeats the key in its error, as OpenAI's "Incorrect API key" message does.
  llm.setResponder(() => reply.status(401, `Incorrect API key provided: ${AI_API_KEY}.`));
  const streamed = await post(
    `/api/interviews/${interviewId}/answers/stream`,
    { order: 2, answer: 'I mentor two juniors every week.' },
    cookie,
  );
  expect(streamed.status, streamed.text).toBe(200);
  llm.setResponder(null);

  const uploaded = await app.request('/api/resumes', {
    method: 'POST',
    headers: { cookie },
    body: await resumeForm(),
  });
  expect(uploaded.status, await uploaded.clone().text()).toBe(201);

  await app.request('/api/auth/sign-out', { method: 'POST', headers: { cookie } });
  for (const row of await database.db.select({ token: sessions.token }).from(sessions)) {
    secrets[`stored session token ${row.token.slice(0, 4)}`] = row.token;
  }
}

describe('the logs written while users sign up, reset passwords, practise and upload', () => {
  it('were written at debug level, for every request', () => {
    const requests = logs.filter((line) => line.includes('"msg":"request"'));
    expect(requests.length).toBeGreaterThan(10);
  });

  it('never contain a password, a session cookie or token, the reset token or a key', () => {
    // Collected while the flows ran: both passwords, every session cookie and token, the reset
    // token from the mail, the AI key, the auth secret and the SMTP password.
    expect(Object.keys(secrets).length).toBeGreaterThan(12);
    for (const [label, value] of Object.entries(secrets)) {
      expect(value.length, label).toBeGreaterThan(8);
      const leaking = logs.filter(
        (line) => line.includes(value) || line.includes(encodeURIComponent(value)),
      );
      expect(leaking, `log lines carrying the ${label}`).toEqual([]);
    }
  });

  it("keep the provider's error for the operator, minus the key it repeated", () => {
    expect(logs.some((line) => line.includes('Incorrect API key provided: sk-[redacted]'))).toBe(
      true,
    );
  });

  it('contain nothing shaped like a key or a credential in a URL', () => {
    expect(logs.flatMap((line) => findSecrets(line))).toEqual([]);
  });
});
