import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type SmtpCapture, startSmtpCapture } from '../../../../tests/support/smtp-capture';
import { signUp as signUpUser } from '../../../../tests/support/sign-up';
import { type TestApp, createTestApp, jsonRequest } from '../../../../tests/support/test-app';
import { applications, resumes, trackedApplications, users } from '../../db/schema';

// The seeker's tracker through the API (issue 38): add, read a posting, move stages, the board's
// own applications alongside, the interview as .ics, owner-only, and the follow-up reminder mail
// over a simulated fortnight against a real SMTP server.

const DAY = 24 * 60 * 60_000;
interface Person {
  id: string;
  cookie: string;
  email: string;
}

let smtp: SmtpCapture;
let t: TestApp;
let clock: Date;
beforeEach(async () => {
  smtp = await startSmtpCapture();
  clock = new Date('2026-11-02T09:00:00.000Z');
  t = await createTestApp({ smtpUrl: smtp.url, now: () => clock, runJobs: false });
});
afterEach(async () => {
  await t.close();
  await smtp.close();
});

async function signUp(name: string, confirmed = true): Promise<Person> {
  const email = `${name.toLowerCase()}@example.com`;
  const person = { ...(await signUpUser(t.app, email, name)), email };
  if (confirmed) {
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, person.id));
  }
  return person;
}

async function call(request: {
  method: string;
  path: string;
  who?: Person;
  body?: unknown;
  language?: string;
}) {
  const headers: Record<string, string> = request.who ? { cookie: request.who.cookie } : {};
  const res = await t.app.request(
    request.path,
    request.body === undefined
      ? {
          method: request.method,
          headers: { 'Accept-Language': request.language ?? 'en', ...headers },
        }
      : jsonRequest(request.method, request.body, { language: request.language ?? 'en', headers }),
  );
  const text = await res.text();
  const isJson = res.headers.get('content-type')?.includes('json') && text;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads what it expects
  const body = (isJson ? JSON.parse(text) : text) as any;
  return { status: res.status, headers: res.headers, body };
}

const POSTING = [
  'Registered Veterinary Nurse',
  'Company: Harrogate Animal Clinic',
  'Location: Harrogate, North Yorkshire',
  'Salary: £28,000 – £32,000 per annum',
  'Apply at https://jobs.example.com/rvn-42',
  '',
  'Requirements:',
  '- RCVS registration',
].join('\n');

describe('the tracker', () => {
  it('reads a pasted posting into fields, tracks it, moves it and lists it for its owner only', async () => {
    const ann = await signUp('Ann');
    const read = await call({
      method: 'POST',
      path: '/api/tracker/read',
      who: ann,
      body: { posting: POSTING },
    });
    expect(read.status).toBe(200);
    expect(read.body.fields).toEqual({
      title: 'Registered Veterinary Nurse',
      company: 'Harrogate Animal Clinic',
      location: 'Harrogate, North Yorkshire',
      pay: '£28,000 – £32,000 per annum',
      url: 'https://jobs.example.com/rvn-42',
    });
    const added = await call({
      method: 'POST',
      path: '/api/tracker',
      who: ann,
      body: { ...read.body.fields, posting: POSTING, stage: 'applied' },
    });
    expect(added.status).toBe(201);
    const id = added.body.item.id as string;
    expect(added.body.item).toMatchObject({
      stage: 'applied',
      reminderDays: 10,
      source: 'tracker',
    });

    const moved = await call({
      method: 'PATCH',
      path: `/api/tracker/${id}`,
      who: ann,
      body: { stage: 'interview', interviewAt: '2026-11-10T14:30:00.000Z' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.item).toMatchObject({
      stage: 'interview',
      interviewAt: '2026-11-10T14:30:00.000Z',
    });

    const listed = await call({ method: 'GET', path: '/api/tracker', who: ann });
    expect(listed.body.items.map((item: { id: string }) => item.id)).toEqual([id]);

    const bob = await signUp('Bob');
    expect((await call({ method: 'GET', path: '/api/tracker', who: bob })).body.items).toEqual([]);
    for (const request of [
      { method: 'PATCH', path: `/api/tracker/${id}`, body: { stage: 'offer' } },
      { method: 'DELETE', path: `/api/tracker/${id}` },
      { method: 'GET', path: `/api/tracker/${id}/interview.ics` },
    ]) {
      const res = await call({ ...request, who: bob });
      expect(res.status, `${request.method} ${request.path}`).toBe(404);
    }
    expect((await call({ method: 'GET', path: '/api/tracker' })).status).toBe(401);
  });

  it('hands the interview to any calendar as an .ics event', async () => {
    const ann = await signUp('Ann');
    const added = await call({
      method: 'POST',
      path: '/api/tracker',
      who: ann,
      body: {
        title: 'Sous Chef',
        company: 'The Carrowmore',
        stage: 'interview',
        interviewAt: '2026-11-10T14:30:00+01:00',
      },
    });
    const ics = await call({
      method: 'GET',
      path: `/api/tracker/${added.body.item.id}/interview.ics`,
      who: ann,
    });
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(ics.headers.get('content-disposition')).toMatch(/attachment; filename="interview.ics"/);
    expect(ics.body).toContain('BEGIN:VEVENT');
    expect(ics.body).toContain('SUMMARY:Sous Chef — The Carrowmore');
    expect(ics.body).toContain('DTSTART:20261110T133000Z');

    const none = await call({
      method: 'POST',
      path: '/api/tracker',
      who: ann,
      body: { title: 'Line Cook' },
    });
    const refused = await call({
      method: 'GET',
      path: `/api/tracker/${none.body.item.id}/interview.ics`,
      who: ann,
      language: 'ru',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/укажите дату и время собеседования/);
  });

  it('shows applications made on the board, their stage following the employer, not movable by hand', async () => {
    const ann = await signUp('Ann');
    const [row] = await t.database.db
      .insert(applications)
      .values({
        userId: ann.id,
        vacancyTitle: 'Backend Developer',
        vacancyCompany: 'Acme',
        status: 'interview',
      })
      .returning();
    const listed = await call({ method: 'GET', path: '/api/tracker', who: ann });
    expect(listed.body.items).toEqual([
      expect.objectContaining({
        id: row?.id,
        source: 'board',
        title: 'Backend Developer',
        stage: 'interview',
      }),
    ]);
    const moved = await call({
      method: 'PATCH',
      path: `/api/tracker/${row?.id}`,
      who: ann,
      body: { stage: 'offer' },
    });
    expect(moved.status).toBe(409);
    expect(moved.body.error.code).toBe('tracker_board_item');
  });

  it('says what to fix, in the UI language, and keeps nothing half-written', async () => {
    const ann = await signUp('Ann');
    const bad = await call({
      method: 'POST',
      path: '/api/tracker',
      who: ann,
      body: { title: '  ', url: 'javascript:alert(1)' },
      language: 'ru',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Укажите должность так, как она названа в вакансии.');
    const link = await call({
      method: 'POST',
      path: '/api/tracker',
      who: ann,
      body: { title: 'Nurse', url: 'javascript:alert(1)' },
    });
    expect(link.body.error.code).toBe('tracker_url_invalid');
    const stage = await call({
      method: 'POST',
      path: '/api/tracker',
      who: ann,
      body: { title: 'Nurse', stage: 'hired' },
    });
    expect(stage.body.error.code).toBe('tracker_stage_invalid');
    expect((await call({ method: 'GET', path: '/api/tracker', who: ann })).body.items).toEqual([]);
  });

  it('deletes one or all of the seeker’s own applications', async () => {
    const ann = await signUp('Ann');
    for (const title of ['Nurse', 'Chef', 'Driver']) {
      await call({ method: 'POST', path: '/api/tracker', who: ann, body: { title } });
    }
    const [first] = (await call({ method: 'GET', path: '/api/tracker', who: ann })).body.items;
    expect(
      (await call({ method: 'DELETE', path: `/api/tracker/${first.id}`, who: ann })).status,
    ).toBe(200);
    const all = await call({ method: 'DELETE', path: '/api/tracker', who: ann });
    expect(all.body).toEqual({ deleted: 2 });
    expect((await call({ method: 'GET', path: '/api/tracker', who: ann })).body.items).toEqual([]);
  });
});

describe('what was sent', () => {
  it('keeps a copy of the resume and the letter, downloadable after the resume is deleted', async () => {
    const ann = await signUp('Ann');
    const pdf = new TextEncoder().encode('%PDF-1.7 the resume as sent');
    await t.storage.put(`resumes/${ann.id}/tailored.pdf`, {
      body: pdf,
      contentType: 'application/pdf',
    });
    const [resume] = await t.database.db
      .insert(resumes)
      .values({
        userId: ann.id,
        jobDescription: 'Nurse',
        fileName: 'ann-lee.pdf',
        path: `resumes/${ann.id}/tailored.pdf`,
        originalPath: `resumes/${ann.id}/tailored.pdf`,
        scoreBefore: 50,
        scoreAfter: 60,
        mode: 'offline',
        fields: null,
        fileSha256: 'a'.repeat(64),
      })
      .returning();
    if (!resume) throw new Error('no resume row');
    const added = await call({
      method: 'POST',
      path: '/api/tracker',
      who: ann,
      body: { title: 'Nurse' },
    });
    const id = added.body.item.id as string;
    const kept = await call({
      method: 'POST',
      path: `/api/tracker/${id}/sent`,
      who: ann,
      body: {
        resumeId: resume.id,
        file: 'original',
        coverLetter: 'I would love to join your ward.',
      },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.item).toMatchObject({
      coverLetter: 'I would love to join your ward.',
      sentResume: { fileName: 'ann-lee.pdf', resumeId: resume.id },
    });

    // The Resume Builder's file goes; the copy kept with the application stays.
    await call({ method: 'DELETE', path: `/api/resumes/${resume.id}`, who: ann });
    const [after] = (await call({ method: 'GET', path: '/api/tracker', who: ann })).body.items;
    expect(after.sentResume).toEqual({ fileName: 'ann-lee.pdf', resumeId: null });
    const download = await t.app.request(`/api/tracker/${id}/sent-resume`, {
      headers: { cookie: ann.cookie },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('ann-lee.pdf');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);

    const bob = await signUp('Bob');
    const theirs = await call({
      method: 'POST',
      path: `/api/tracker/${id}/sent`,
      who: bob,
      body: { coverLetter: 'x' },
    });
    expect(theirs.status).toBe(404);
    const notMine = await call({
      method: 'POST',
      path: `/api/tracker/${(await call({ method: 'POST', path: '/api/tracker', who: bob, body: { title: 'Chef' } })).body.item.id}/sent`,
      who: bob,
      body: { resumeId: resume.id },
    });
    expect(notMine.status).toBe(404);
    expect(notMine.body.error.code).toBe('resume_not_found');

    // Deleting the application deletes its copy.
    const key = (
      await t.database.db.select().from(trackedApplications).where(eq(trackedApplications.id, id))
    )[0]?.sentResumeKey;
    expect(key && (await t.storage.exists(key))).toBe(true);
    await call({ method: 'DELETE', path: `/api/tracker/${id}`, who: ann });
    expect(await t.storage.exists(key ?? '')).toBe(false);
  });
});

describe('the tracker as CSV', () => {
  it('exports every application, formulas quoted as text, and imports all rows or none', async () => {
    const ann = await signUp('Ann');
    await call({
      method: 'POST',
      path: '/api/tracker',
      who: ann,
      body: { title: 'Кладовщик', company: '=HYPERLINK("http://evil")', stage: 'applied' },
    });
    const csv = await call({ method: 'GET', path: '/api/tracker/export.csv', who: ann });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (csv.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'title,company,location,pay,url,stage,interviewAt,reminderDays,notes,posting,source,createdAt',
    );
    expect(lines[1]).toContain(
      'Кладовщик,"\'=HYPERLINK(""http://evil"")",,,,applied,,10,,,tracker,',
    );

    const refused = await call({
      method: 'POST',
      path: '/api/tracker/import',
      who: ann,
      body: { rows: [{ title: 'Nurse' }, { title: 'Chef', stage: 'hired' }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('tracker_stage_invalid');
    expect((await call({ method: 'GET', path: '/api/tracker', who: ann })).body.items).toHaveLength(
      1,
    );

    const imported = await call({
      method: 'POST',
      path: '/api/tracker/import',
      who: ann,
      body: {
        rows: [
          { title: 'Nurse', stage: 'interview' },
          { title: 'Chef', reminderDays: null },
        ],
      },
    });
    expect(imported.status).toBe(201);
    expect(imported.body).toEqual({ imported: 2 });
    const titles = (await call({ method: 'GET', path: '/api/tracker', who: ann })).body.items.map(
      (item: { title: string }) => item.title,
    );
    expect(titles.sort()).toEqual(['Chef', 'Nurse', 'Кладовщик']);
  });
});

describe('follow-up reminders', () => {
  it('mails once after the days without news, again only after a new stage waits as long', async () => {
    const ann = await signUp('Ann');
    const added = await call({
      method: 'POST',
      path: '/api/tracker',
      who: ann,
      body: {
        title: 'Registered Veterinary Nurse',
        company: 'Harrogate Animal Clinic',
        stage: 'applied',
        reminderDays: 10,
      },
    });
    const id = added.body.item.id as string;
    // A simulated fortnight, the sweep running every few hours.
    for (let hour = 0; hour <= 14 * 24; hour += 6) {
      clock = new Date(Date.parse('2026-11-02T09:00:00.000Z') + hour * 60 * 60_000);
      await t.app.jobs.runDue();
    }
    const mails = smtp.messages.filter((mail) =>
      mail.subject?.includes('Registered Veterinary Nurse'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(
      'Any news from Harrogate Animal Clinic? Your application for “Registered Veterinary Nurse”',
    );
    expect(mails[0]?.text).toContain('for 10 days');
    expect(mails[0]?.text).toContain('/dashboard/applications');

    // A new stage starts a new wait; a reminder turned off sends nothing.
    await call({
      method: 'PATCH',
      path: `/api/tracker/${id}`,
      who: ann,
      body: { stage: 'screening', reminderDays: null },
    });
    clock = new Date(clock.getTime() + 30 * DAY);
    await t.app.jobs.runDue();
    clock = new Date(clock.getTime() + 60 * 60_000);
    await t.app.jobs.runDue();
    expect(
      smtp.messages.filter((mail) => mail.subject?.includes('Registered Veterinary Nurse')),
    ).toHaveLength(1);
  });

  it('reminds in Russian, and never an address its owner has not confirmed', async () => {
    const olga = await signUp('Olga');
    await call({
      method: 'POST',
      path: '/api/tracker',
      who: olga,
      language: 'ru',
      body: { title: 'Кладовщик', company: 'Склад-М', stage: 'applied', reminderDays: 3 },
    });
    const ivan = await signUp('Ivan', false);
    await call({
      method: 'POST',
      path: '/api/tracker',
      who: ivan,
      body: { title: 'Picker', stage: 'applied', reminderDays: 3 },
    });
    clock = new Date(clock.getTime() + 4 * DAY);
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    expect(smtp.messages.map((mail) => (mail.to && 'text' in mail.to ? mail.to.text : ''))).toEqual(
      ['olga@example.com'],
    );
    expect(smtp.messages[0]?.subject).toBe('Есть новости от Склад-М? Ваш отклик на «Кладовщик»');
  });
});
