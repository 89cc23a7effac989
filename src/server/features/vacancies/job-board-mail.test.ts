import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type SmtpCapture, startSmtpCapture } from '../../../../tests/support/smtp-capture';
import { TEST_APP_URL, type TestApp, createTestApp } from '../../../../tests/support/test-app';
import { jobs } from '../../db/schema';
import { STATUS_MAIL_QUIET_MS } from './mail/job-board-mail';
import {
  BACKEND_VACANCY,
  type Person,
  call,
  confirmAddress,
  postVacancy,
  seedVacancies,
  signUp,
} from './test-fixtures';
import { makeTempDir } from '../../../../tests/support/temp-dirs';

// The job board's mail against a real SMTP server (issue 22): the employer hears of new
// applications (at once, or in a daily digest), the applicant of every status change, each in
// the recipient's language, each with a one-click unsubscribe for its kind. Background jobs run
// when the test says (runJobs: false), on a clock the test moves.

const DAY = 24 * 60 * 60_000;

let smtp: SmtpCapture;
let t: TestApp;
let clock: Date;
let employer: Person;
let seeker: Person;
beforeEach(async () => {
  smtp = await startSmtpCapture();
  clock = new Date();
  t = await createTestApp({ smtpUrl: smtp.url, now: () => clock, runJobs: false });
  employer = await signUp(t, 'Olga');
  seeker = await signUp(t, 'Boris');
  // Both confirmed their addresses; mail to an unconfirmed one is tested below.
  await confirmAddress(t, employer);
  await confirmAddress(t, seeker);
});
afterEach(async () => {
  await t.close();
  await smtp.close();
});

const runJobs = () => t.app.jobs.runDue();
const mailTo = (person: Person) =>
  smtp.messages.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === person.email);
/** A header as sent (mailparser reads List-* headers into objects), unfolded. */
const header = (mail: ParsedMail, name: string) =>
  (mail.headerLines.find((line) => line.key === name)?.line ?? '').replace(/\r?\n\s+/g, ' ');

async function apply(vacancyId: string, options: { language: string; coverLetter?: string }) {
  const res = await call(t, {
    method: 'POST',
    path: `/api/vacancies/${vacancyId}/applications`,
    who: seeker,
    language: options.language,
    body: { coverLetter: options.coverLetter ?? null },
  });
  expect(res.status).toBe(201);
  return res.body.application.id as string;
}

function setStatus(applicationId: string, status: string) {
  return call(t, {
    method: 'PATCH',
    path: `/api/applications/${applicationId}`,
    who: employer,
    language: 'en',
    body: { status },
  });
}

/** The one-click address of a mail's List-Unsubscribe header. */
function oneClickOf(mail: ParsedMail): string {
  const value = header(mail, 'list-unsubscribe');
  const url = /<(http[^>]*\/api\/mail\/unsubscribe[^>]*)>/.exec(value)?.[1];
  if (!url) throw new Error(`no one-click address in ${value}`);
  return url;
}

describe('an address its owner has not confirmed', () => {
  it('gets no job-board mail until its owner follows the mailed link', async () => {
    // Someone signs up with Vera's address, posts a vacancy, and flips her application's status.
    const vera = await signUp(t, 'Vera');
    const vacancy = await postVacancy(t, employer);
    const applied = await call(t, {
      method: 'POST',
      path: `/api/vacancies/${vacancy.id}/applications`,
      who: vera,
      body: { coverLetter: null },
    });
    expect(applied.status).toBe(201);
    await setStatus(applied.body.application.id, 'rejected');
    clock = new Date(clock.getTime() + 2 * STATUS_MAIL_QUIET_MS);
    await runJobs();
    expect(mailTo(vera)).toEqual([]);
    const settings = await call(t, { method: 'GET', path: '/api/mail-preferences', who: vera });
    expect(settings.body.emailConfirmed).toBe(false);

    // Vera asks for the link (in Russian) and follows it.
    const asked = await call(t, {
      method: 'POST',
      path: '/api/auth/email-confirmation',
      who: vera,
      language: 'ru',
      body: {},
    });
    expect(asked.body).toEqual({ sent: true, confirmed: false });
    await runJobs();
    const [confirmation, ...others] = mailTo(vera);
    expect(others).toEqual([]);
    expect(confirmation?.subject).toBe('Подтвердите адрес электронной почты для HireReady');
    const link = /https?:\/\/\S+\/confirm-email\?token=\S+/.exec(confirmation?.text ?? '')?.[0];
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token');
    const forged = await call(t, {
      method: 'POST',
      path: '/api/auth/email-confirmation/confirm',
      language: 'ru',
      body: { token: `${token}x` },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('email_confirmation_invalid');
    expect(forged.body.error.message).toMatch(/^Эта ссылка для подтверждения не работает/);
    const confirmed = await call(t, {
      method: 'POST',
      path: '/api/auth/email-confirmation/confirm',
      body: { token },
    });
    expect(confirmed.body).toEqual({ confirmed: true });
    const after = await call(t, { method: 'GET', path: '/api/mail-preferences', who: vera });
    expect(after.body.emailConfirmed).toBe(true);
    const again = await call(t, {
      method: 'POST',
      path: '/api/auth/email-confirmation',
      who: vera,
      body: {},
    });
    expect(again.body).toEqual({ sent: false, confirmed: true });

    // The next change reaches her.
    await setStatus(applied.body.application.id, 'interview');
    clock = new Date(clock.getTime() + 2 * STATUS_MAIL_QUIET_MS);
    await runJobs();
    expect(mailTo(vera).map((mail) => mail.subject)).toContain(
      'Your application for “Backend Developer” at Acme Payments: interview invitation',
    );
  });
});

describe('a crash at the instant a mail was sent', () => {
  it('sends the same message again under the same Message-ID', async () => {
    const vacancy = await postVacancy(t, employer);
    await apply(vacancy.id, { language: 'en' });
    await runJobs();
    expect(mailTo(employer)).toHaveLength(1);
    // What the database holds when the process died after the mail left and before the job was
    // marked done: the job unfinished and held by nobody (its lease ran out).
    await t.database.db
      .update(jobs)
      .set({ finishedAt: null, lockedBy: null, lockedUntil: null })
      .where(eq(jobs.kind, 'application-received'));
    await runJobs();
    const [first, second, ...more] = mailTo(employer);
    expect(more).toEqual([]);
    expect(second?.messageId).toBe(first?.messageId);
    expect(first?.messageId).toMatch(/^<[0-9a-f-]{36}@hireready\.test>$/);
  });

  it('writes the outbox once when no mail server is configured', async () => {
    const dataDir = makeTempDir('hireready-crash-outbox-');
    const local = await createTestApp({ dataDir, now: () => clock, runJobs: false });
    try {
      const owner = await signUp(local, 'Olga');
      const applicant = await signUp(local, 'Boris');
      await confirmAddress(local, owner);
      const vacancy = await postVacancy(local, owner);
      const res = await call(local, {
        method: 'POST',
        path: `/api/vacancies/${vacancy.id}/applications`,
        who: applicant,
        body: { coverLetter: null },
      });
      expect(res.status).toBe(201);
      await local.app.jobs.runDue();
      await local.database.db
        .update(jobs)
        .set({ finishedAt: null, lockedBy: null, lockedUntil: null })
        .where(eq(jobs.kind, 'application-received'));
      await local.app.jobs.runDue();
      const written = readdirSync(join(dataDir, 'outbox')).filter((name) => name.endsWith('.eml'));
      expect(written).toHaveLength(1);
    } finally {
      await local.close();
    }
  });
});

describe('mail to the employer about new applications', () => {
  it("arrives at once, in the employer's language, with the letter, headers and links", async () => {
    const vacancy = await postVacancy(t, employer); // posted in English
    await apply(vacancy.id, { language: 'ru', coverLetter: 'Пять лет строю платёжные сервисы.' });
    await runJobs();

    const [mail, ...more] = mailTo(employer);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('New application for “Backend Developer”: Boris');
    expect(mail?.text).toContain(
      'Boris (boris@example.com) applied for the “Backend Developer” position at Acme Payments.',
    );
    expect(mail?.text).toContain('Пять лет строю платёжные сервисы.');
    expect(mail?.text).toContain(`${TEST_APP_URL}/dashboard/vacancies/${vacancy.id}/applications`);
    expect(mail?.html).toContain('Unsubscribe from emails about new applications');
    expect(header(mail!, 'list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(header(mail!, 'list-unsubscribe')).toContain(`${TEST_APP_URL}/mail/unsubscribe?`);
    // The applicant got nothing for applying.
    expect(mailTo(seeker)).toEqual([]);
  });

  it('names an attached resume only by its sanitised name', async () => {
    const vacancy = await postVacancy(t, employer);
    const form = new FormData();
    const pdf = readFileSync(join(__dirname, '../../../../tests/fixtures/resumes/john_doe.pdf'));
    // A right-to-left override: "cv\u202Elmth.pdf" shows as "cvfdp.html".
    form.set(
      'file',
      new File([new Uint8Array(pdf)], 'cv\u202Elmth.pdf', { type: 'application/pdf' }),
    );
    const res = await t.app.request(`/api/vacancies/${vacancy.id}/applications/upload`, {
      method: 'POST',
      headers: { cookie: seeker.cookie, 'Accept-Language': 'en' },
      body: form,
    });
    expect(res.status).toBe(201);
    await runJobs();
    const [mail] = mailTo(employer);
    expect(mail?.text).toContain('cvlmth.pdf');
    expect(`${mail?.text ?? ''}${mail?.html || ''}`).not.toContain('\u202E');
  });

  it("stops with one click from the mail's header, and the link cannot be forged", async () => {
    const first = await postVacancy(t, employer);
    await apply(first.id, { language: 'en' });
    await runJobs();
    const oneClick = new URL(oneClickOf(mailTo(employer)[0]!));

    const forged = new URL(oneClick);
    forged.searchParams.set('user', seeker.id);
    const refused = await t.app.request(forged.pathname + forged.search, {
      method: 'POST',
      headers: { 'Accept-Language': 'ru' },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
      /^Эта ссылка для отписки недействительна/,
    );

    const res = await t.app.request(oneClick.pathname + oneClick.search, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    const prefs = await call(t, { method: 'GET', path: '/api/mail-preferences', who: employer });
    expect(prefs.body.preferences.newApplications).toBe('off');

    const second = await postVacancy(t, employer, { ...BACKEND_VACANCY, title: 'Second' });
    await apply(second.id, { language: 'en' });
    await runJobs();
    expect(mailTo(employer)).toHaveLength(1);
  });

  it('comes as one daily digest for an employer who chose it, never twice', async () => {
    const put = await call(t, {
      method: 'PUT',
      path: '/api/mail-preferences',
      who: employer,
      language: 'ru',
      body: { newApplications: 'daily' },
    });
    expect(put.body.preferences).toEqual({
      newApplications: 'daily',
      statusChanges: true,
      searchAlerts: true,
    });
    const vacancy = await postVacancy(t, employer, {
      ...BACKEND_VACANCY,
      title: 'Бэкенд-разработчик',
    });
    // Posting in English would switch the language back; the digest is asked for in Russian.
    await call(t, {
      method: 'PUT',
      path: '/api/mail-preferences',
      who: employer,
      language: 'ru',
      body: {},
    });
    await apply(vacancy.id, { language: 'en' });
    const rita = await signUp(t, 'Rita');
    await call(t, {
      method: 'POST',
      path: `/api/vacancies/${vacancy.id}/applications`,
      who: rita,
      body: {},
    });
    await runJobs();
    expect(mailTo(employer)).toEqual([]); // not at once

    clock = new Date(Math.ceil(clock.getTime() / DAY) * DAY + 60_000); // just after midnight UTC
    await runJobs();
    await runJobs();
    const digests = mailTo(employer);
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toBe('2 новых отклика на ваши вакансии');
    expect(digests[0]?.text).toContain('«Бэкенд-разработчик»: 2 новых отклика');

    clock = new Date(clock.getTime() + DAY);
    await runJobs();
    expect(mailTo(employer)).toHaveLength(1); // nothing new, no mail
  });
});

describe('mail to the applicant about status changes', () => {
  it("tells of each status it settles on, in the applicant's language, after a quiet spell", async () => {
    const vacancy = await postVacancy(t, employer);
    const applicationId = await apply(vacancy.id, { language: 'ru' });
    expect((await setStatus(applicationId, 'reviewed')).status).toBe(200);
    await runJobs();
    expect(mailTo(seeker)).toEqual([]); // not before the quiet spell is over
    clock = new Date(clock.getTime() + 2 * STATUS_MAIL_QUIET_MS);
    await runJobs();
    expect((await setStatus(applicationId, 'interview')).status).toBe(200);
    clock = new Date(clock.getTime() + 2 * STATUS_MAIL_QUIET_MS);
    await runJobs();

    const mails = mailTo(seeker);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Ваш отклик на вакансию «Backend Developer» (Acme Payments): просмотрен',
      'Ваш отклик на вакансию «Backend Developer» (Acme Payments): приглашение на собеседование',
    ]);
    expect(mails[1]?.text).toContain(
      'работодатель (Acme Payments) приглашает вас на собеседование',
    );
    expect(mails[1]?.text).toContain('Отписаться от писем о статусе откликов');
    expect(header(mails[1]!, 'list-unsubscribe')).toContain('kind=status');
  });

  it('mails one status for a burst of changes, nothing for a repeat or a change undone', async () => {
    const vacancy = await postVacancy(t, employer);
    const applicationId = await apply(vacancy.id, { language: 'en' });
    const flips = ['reviewed', 'rejected', 'interview', 'reviewed', 'interview'];
    for (const status of flips) expect((await setStatus(applicationId, status)).status).toBe(200);
    // The same status again changes nothing and queues nothing.
    const repeat = await setStatus(applicationId, 'interview');
    expect(repeat.status).toBe(200);
    expect(repeat.body.application.status).toBe('interview');
    clock = new Date(clock.getTime() + 2 * STATUS_MAIL_QUIET_MS);
    await runJobs();
    expect(mailTo(seeker).map((mail) => mail.subject)).toEqual([
      'Your application for “Backend Developer” at Acme Payments: interview invitation',
    ]);
    // Moved away and back within a spell: the applicant already knows this status.
    await setStatus(applicationId, 'rejected');
    await setStatus(applicationId, 'interview');
    clock = new Date(clock.getTime() + 2 * STATUS_MAIL_QUIET_MS);
    await runJobs();
    expect(mailTo(seeker)).toHaveLength(1);
  });

  it('stops an employer flipping one application past 20 changes an hour, in their language', async () => {
    const vacancy = await postVacancy(t, employer);
    const applicationId = await apply(vacancy.id, { language: 'en' });
    const answers = [];
    for (let flip = 0; flip < 25; flip += 1) {
      answers.push(await setStatus(applicationId, flip % 2 === 0 ? 'reviewed' : 'rejected'));
    }
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(20);
    const refused = answers.at(-1);
    expect(refused?.status).toBe(429);
    expect(refused?.body.error.code).toBe('rate_limited');
    expect(refused?.headers.get('retry-after')).toMatch(/^\d+$/);
    // The same application named in capitals is the same application.
    const shouted = await setStatus(applicationId.toUpperCase(), 'interview');
    expect(shouted.status).toBe(429);
    clock = new Date(clock.getTime() + 2 * STATUS_MAIL_QUIET_MS);
    await runJobs();
    expect(mailTo(seeker)).toHaveLength(1);
  });

  it('sends nothing to an applicant who turned status mail off in the profile', async () => {
    const vacancy = await postVacancy(t, employer);
    const applicationId = await apply(vacancy.id, { language: 'en' });
    await call(t, {
      method: 'PUT',
      path: '/api/mail-preferences',
      who: seeker,
      body: { statusChanges: false },
    });
    await setStatus(applicationId, 'rejected');
    clock = new Date(clock.getTime() + 2 * STATUS_MAIL_QUIET_MS);
    await runJobs();
    expect(mailTo(seeker)).toEqual([]);
  });
});

describe('saved-search alerts over a simulated week', () => {
  it('mails each new matching vacancy once, daily or weekly, and stops when paused', async () => {
    // A Thursday, 01:00 UTC: weekly alerts go out at the start of each Thursday (UTC).
    clock = new Date('2026-11-26T01:00:00.000Z');
    const save = (body: object) =>
      call(t, { method: 'POST', path: '/api/saved-searches', who: seeker, language: 'ru', body });
    const daily = await save({
      name: 'Удалённый бэкенд',
      query: { q: 'backend', workMode: 'remote' },
    });
    expect(daily.status).toBe(201);
    const weekly = await save({
      name: 'Backend weekly',
      query: { q: 'backend' },
      frequency: 'weekly',
    });
    expect(weekly.status).toBe(201);

    const start = clock.getTime();
    const postAt = (hours: number, fields: object) =>
      seedVacancies(t, employer.id, [
        { ...BACKEND_VACANCY, ...fields, createdAt: new Date(start + hours * 60 * 60_000) },
      ]);
    const nextMidnight = Math.ceil(start / DAY) * DAY;
    const day = (n: number) => new Date(nextMidnight + (n - 1) * DAY + 60_000);

    await postAt(1, { title: 'Remote Backend A', workMode: 'remote' });
    await postAt(2, { title: 'Office Backend', workMode: 'onsite' });
    await postAt(3, {
      title: 'Remote Designer',
      workMode: 'remote',
      description: 'Figma.',
      requirements: 'UX.',
    });
    const alertsTo = () => mailTo(seeker).filter((mail) => /вакан|job/i.test(mail.subject ?? ''));

    clock = day(1);
    await runJobs();
    expect(alertsTo().map((mail) => mail.subject)).toEqual([
      '1 новая вакансия по сохранённому запросу «Удалённый бэкенд»',
    ]);
    expect(alertsTo()[0]?.text).toContain('Remote Backend A');
    // The salary as stated, with what it is paid for, in the reader's language.
    expect(alertsTo()[0]?.text).toMatch(/4\s000–6\s000 EUR в месяц/);
    expect(alertsTo()[0]?.text).not.toContain('Office Backend');

    clock = day(2); // nothing new: no mail
    await runJobs();
    expect(alertsTo()).toHaveLength(1);

    const hoursToDay2 = (day(2).getTime() - start) / (60 * 60_000);
    await postAt(hoursToDay2 + 1, { title: 'Remote Backend B', workMode: 'remote' });
    const pause = await call(t, {
      method: 'PATCH',
      path: `/api/saved-searches/${daily.body.savedSearch.id}`,
      who: seeker,
      body: { isPaused: true },
    });
    expect(pause.body.savedSearch.isPaused).toBe(true);
    clock = day(3);
    await runJobs();
    expect(alertsTo()).toHaveLength(1); // paused

    await call(t, {
      method: 'PATCH',
      path: `/api/saved-searches/${daily.body.savedSearch.id}`,
      who: seeker,
      body: { isPaused: false },
    });
    clock = day(4);
    await runJobs();
    expect(alertsTo().at(-1)?.text).toContain('Remote Backend B');
    expect(alertsTo().at(-1)?.text).not.toContain('Remote Backend A'); // never twice

    for (let n = 5; n <= 8; n += 1) {
      clock = day(n);
      await runJobs();
    }
    const weeklyMails = alertsTo().filter((mail) => mail.subject?.includes('Backend weekly'));
    expect(weeklyMails).toHaveLength(1);
    for (const title of ['Remote Backend A', 'Office Backend', 'Remote Backend B']) {
      expect(weeklyMails[0]?.text).toContain(title);
    }
    expect(weeklyMails[0]?.text).not.toContain('Remote Designer');
    expect(header(weeklyMails[0]!, 'list-unsubscribe')).toContain('kind=alerts');
  });
});
