import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../../tests/support/test-app';
import { type Person, call, postVacancy, signUp } from './test-fixtures';

// Applying with a resume (issue 22): one of the applicant's Resume Builder resumes, or a file sent
// with the form, checked as the Resume Builder checks uploads. The application keeps its own copy
// (ADR 0029): its employer and its applicant can download it, nobody else; deleting the resume
// from the Resume Builder leaves the employer's copy readable.

const JOHN_DOE = new Uint8Array(
  readFileSync(join(__dirname, '../../../../tests/fixtures/resumes/john_doe.pdf')),
);
const JOB = 'Requirements: Java, Spring Boot, SQL and teamwork.';

let t: TestApp;
let employer: Person;
let seeker: Person;
let rival: Person;
let otherEmployer: Person;
beforeEach(async () => {
  t = await createTestApp();
  employer = await signUp(t, 'Olga');
  seeker = await signUp(t, 'Boris');
  rival = await signUp(t, 'Rita');
  otherEmployer = await signUp(t, 'Oscar');
});
afterEach(async () => {
  await t.close();
});

function fileForm(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array; name: string; type: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file)
    form.set('file', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return form;
}

function send(path: string, options: { who: Person | null; form: FormData; language?: string }) {
  return t.app.request(path, {
    method: 'POST',
    headers: {
      'Accept-Language': options.language ?? 'en',
      ...(options.who ? { cookie: options.who.cookie } : {}),
    },
    body: options.form,
  });
}

async function builderResume(who: Person): Promise<string> {
  const res = await send('/api/resumes', {
    who,
    form: fileForm(
      { jobDescription: JOB },
      { bytes: JOHN_DOE, name: 'john_doe.pdf', type: 'application/pdf' },
    ),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { resume: { id: string } }).resume.id;
}

function download(applicationId: string, who: Person | null) {
  return t.app.request(`/api/applications/${applicationId}/resume`, {
    headers: who ? { cookie: who.cookie } : {},
  });
}

async function applicants(vacancyId: string) {
  const res = await call(t, {
    method: 'GET',
    path: `/api/vacancies/${vacancyId}/applications`,
    who: employer,
  });
  return res.body.applications as Array<{
    id: string;
    resume: { fileName: string; url: string } | null;
  }>;
}

describe('applying with a resume', () => {
  it('sends a tailored resume from the Resume Builder, which the employer downloads', async () => {
    const vacancy = await postVacancy(t, employer);
    const resumeId = await builderResume(seeker);
    const res = await call(t, {
      method: 'POST',
      path: `/api/vacancies/${vacancy.id}/applications`,
      who: seeker,
      body: { coverLetter: 'Hello', resumeId, resumeFile: 'tailored' },
    });
    expect(res.status).toBe(201);
    const { id, resume } = res.body.application;
    expect(resume).toEqual({
      fileName: 'john_doe-tailored.pdf',
      url: `/api/applications/${id}/resume`,
    });
    expect((await applicants(vacancy.id))[0]?.resume).toEqual(resume);

    const file = await download(id, employer);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('application/pdf');
    expect(file.headers.get('Content-Disposition')).toContain('john_doe-tailored.pdf');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });

  it("keeps the employer's copy after the applicant deletes the resume from their list", async () => {
    const vacancy = await postVacancy(t, employer);
    const resumeId = await builderResume(seeker);
    const applied = await call(t, {
      method: 'POST',
      path: `/api/vacancies/${vacancy.id}/applications`,
      who: seeker,
      body: { resumeId, resumeFile: 'original' },
    });
    const { id } = applied.body.application;
    const before = new Uint8Array(await (await download(id, employer)).arrayBuffer());
    expect(before).toEqual(JOHN_DOE);

    const deleted = await call(t, {
      method: 'DELETE',
      path: `/api/resumes/${resumeId}`,
      who: seeker,
    });
    expect(deleted.status).toBe(200);
    const after = await download(id, employer);
    expect(after.status).toBe(200);
    expect(new Uint8Array(await after.arrayBuffer())).toEqual(JOHN_DOE);
    expect((await applicants(vacancy.id))[0]?.resume?.fileName).toBe('john_doe.pdf');
  });

  it('takes a PDF or Word file sent with the form', async () => {
    const vacancy = await postVacancy(t, employer);
    const res = await send(`/api/vacancies/${vacancy.id}/applications/upload`, {
      who: seeker,
      form: fileForm(
        { coverLetter: 'My CV is attached.' },
        { bytes: JOHN_DOE, name: 'Boris CV.pdf', type: 'application/pdf' },
      ),
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as {
      application: { id: string; coverLetter: string; resume: { fileName: string } };
    };
    expect(body.application).toMatchObject({
      coverLetter: 'My CV is attached.',
      resume: { fileName: 'Boris_CV.pdf' },
    });
    const file = await download(body.application.id, employer);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(JOHN_DOE);
  });

  it('refuses a file that is not a resume, or too large, and sends nothing', async () => {
    const vacancy = await postVacancy(t, employer);
    const text = await send(`/api/vacancies/${vacancy.id}/applications/upload`, {
      who: seeker,
      language: 'ru',
      form: fileForm(
        { coverLetter: 'Hi' },
        { bytes: new TextEncoder().encode('just text'), name: 'cv.txt', type: 'text/plain' },
      ),
    });
    expect(text.status).toBe(400);
    expect(((await text.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: 'resume_file_invalid',
      message: 'Пожалуйста, загрузите корректный PDF-файл',
    });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-'));
    const large = await send(`/api/vacancies/${vacancy.id}/applications/upload`, {
      who: seeker,
      form: fileForm({}, { bytes: big, name: 'cv.pdf', type: 'application/pdf' }),
    });
    expect(large.status).toBe(413);
    expect(await applicants(vacancy.id)).toEqual([]);
  });

  it('shows and serves a hostile file name only sanitised, in the list and the download', async () => {
    const vacancy = await postVacancy(t, employer);
    const names = ['../../../etc/resume.html', 'cv\u202Elmth.pdf'];
    for (const [index, name] of names.entries()) {
      const who = index === 0 ? seeker : rival;
      const res = await send(`/api/vacancies/${vacancy.id}/applications/upload`, {
        who,
        form: fileForm({}, { bytes: JOHN_DOE, name, type: 'application/pdf' }),
      });
      expect(res.status).toBe(201);
    }
    const listed = await applicants(vacancy.id);
    const shown = listed.map((applicant) => applicant.resume?.fileName).sort();
    // No directories, no markup extension, no right-to-left override ("cvfdp.html" on screen).
    expect(shown).toEqual(['cvlmth.pdf', 'resume.html.pdf']);
    for (const applicant of listed) {
      const file = await download(applicant.id, employer);
      const disposition = file.headers.get('content-disposition') ?? '';
      expect(disposition).not.toMatch(/\.\.|\/|%E2%80%AE/i);
      expect(disposition).toMatch(/filename="(?:cvlmth|resume\.html)\.pdf"/);
    }
  });

  it('removes the stored copy when the application cannot be written', async () => {
    const vacancy = await postVacancy(t, employer);
    // A real database refusal at the moment of writing the application.
    await t.database.db.execute(
      sql`ALTER TABLE applications ADD CONSTRAINT refuse_all CHECK (false) NOT VALID`,
    );
    const put: string[] = [];
    const deleted: string[] = [];
    const storage = t.storage;
    const originalPut = storage.put.bind(storage);
    const originalDelete = storage.delete.bind(storage);
    storage.put = async (key, object) => {
      put.push(key);
      return originalPut(key, object);
    };
    storage.delete = async (key) => {
      deleted.push(key);
      return originalDelete(key);
    };
    const res = await send(`/api/vacancies/${vacancy.id}/applications/upload`, {
      who: seeker,
      form: fileForm({}, { bytes: JOHN_DOE, name: 'cv.pdf', type: 'application/pdf' }),
    });
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(put).toHaveLength(1);
    expect(deleted).toEqual(put);
    expect(await storage.exists(put[0] ?? '')).toBe(false);
  });

  it('says that storage is full, in the reader’s language, and keeps nothing half-written', async () => {
    const vacancy = await postVacancy(t, employer);
    // What PostgreSQL answers when its disk is full: disk_full, "could not extend file".
    await t.database.db.execute(sql`
      CREATE FUNCTION refuse_as_full() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'could not extend file "base/16384/16999": No space left on device'
          USING ERRCODE = 'disk_full';
      END $$`);
    await t.database.db.execute(
      sql`CREATE TRIGGER full_disk BEFORE INSERT ON applications FOR EACH ROW EXECUTE FUNCTION refuse_as_full()`,
    );
    const put: string[] = [];
    const originalPut = t.storage.put.bind(t.storage);
    t.storage.put = async (key, object) => {
      put.push(key);
      return originalPut(key, object);
    };
    const res = await send(`/api/vacancies/${vacancy.id}/applications/upload`, {
      who: seeker,
      language: 'ru',
      form: fileForm(
        { coverLetter: 'Hi' },
        { bytes: JOHN_DOE, name: 'cv.pdf', type: 'application/pdf' },
      ),
    });
    expect(res.status).toBe(507);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('storage_full');
    expect(error.message).toMatch(/^На сервере закончилось место/);
    expect(await applicants(vacancy.id)).toEqual([]);
    expect(put).toHaveLength(1);
    expect(await t.storage.exists(put[0] ?? '')).toBe(false);
    expect(t.logs.join('')).toMatch(/storage full: the write was refused/);
  });

  it("refuses another user's resume as not found, and sends nothing", async () => {
    const vacancy = await postVacancy(t, employer);
    const ritasResume = await builderResume(rival);
    const res = await call(t, {
      method: 'POST',
      path: `/api/vacancies/${vacancy.id}/applications`,
      who: seeker,
      body: { resumeId: ritasResume },
    });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('resume_not_found');
    expect(await applicants(vacancy.id)).toEqual([]);
  });

  it('lets only the employer and the applicant download it: anyone else gets 404', async () => {
    const vacancy = await postVacancy(t, employer);
    await postVacancy(t, otherEmployer);
    const resumeId = await builderResume(seeker);
    const { id } = (
      await call(t, {
        method: 'POST',
        path: `/api/vacancies/${vacancy.id}/applications`,
        who: seeker,
        body: { resumeId },
      })
    ).body.application;
    // Rita applied to the same vacancy, without a resume.
    const ritas = (
      await call(t, {
        method: 'POST',
        path: `/api/vacancies/${vacancy.id}/applications`,
        who: rival,
        body: {},
      })
    ).body.application;

    expect((await download(id, employer)).status).toBe(200);
    expect((await download(id, seeker)).status).toBe(200);
    for (const stranger of [otherEmployer, rival]) {
      const res = await download(id, stranger);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
        'resume_not_found',
      );
    }
    expect((await download(id, null)).status).toBe(401);
    expect((await download(ritas.id, employer)).status).toBe(404); // sent without one
    expect((await download('not-a-uuid', employer)).status).toBe(404);
  });
});
