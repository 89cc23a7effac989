import { readdirSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ResumeFields, ResumeReading } from '../../../shared/schemas/resumes';
import { signUp } from '../../../../tests/support/sign-up';
import { type TestApp, createTestApp, jsonRequest } from '../../../../tests/support/test-app';
import { createLocalStorage } from '../../storage/local-storage';
import { buildDocx } from './test-docx';
import { buildOneColumnPdf, buildScannedPdf } from './test-pdfs';
import { ANNA_PAGE_1, ANNA_PAGE_2 } from './test-resumes';
import { makeTempDir } from '../../../../tests/support/temp-dirs';

// The review step (issue 33): an upload is read into fields the user checks and corrects before
// anything is matched; the corrected resume is what is matched, tailored, downloaded, reused for
// the same file next time and used by interviews.

let t: TestApp;
let storageRoot: string;
beforeEach(async () => {
  storageRoot = makeTempDir('hireready-review-');
  t = await createTestApp({ storage: createLocalStorage({ root: storageRoot }) });
});
afterEach(async () => {
  await t.close();
});

const JOB = 'Backend developer.\nRequirements: TypeScript, Node.js, Redis.\nNice to have: Kafka.';

function fileForm(bytes: Uint8Array, name = 'anna.pdf', type = 'application/pdf'): FormData {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

function post(path: string, form: FormData, cookie: string | null, language = 'en') {
  return t.app.request(path, {
    method: 'POST',
    headers: { 'Accept-Language': language, ...(cookie ? { cookie } : {}) },
    body: form,
  });
}

async function read(bytes: Uint8Array, cookie: string, language = 'en'): Promise<ResumeReading> {
  const res = await post('/api/resumes/read', fileForm(bytes), cookie, language);
  expect(res.status).toBe(200);
  return ((await res.json()) as { reading: ResumeReading }).reading;
}

async function tailor(options: {
  bytes: Uint8Array;
  cookie: string;
  fields?: unknown;
  job?: string;
  language?: string;
}) {
  const form = fileForm(options.bytes);
  form.set('jobDescription', options.job ?? JOB);
  if (options.fields !== undefined) {
    form.set(
      'fields',
      typeof options.fields === 'string' ? options.fields : JSON.stringify(options.fields),
    );
  }
  return post('/api/resumes', form, options.cookie, options.language);
}

function storedFileCount(): number {
  return readdirSync(storageRoot, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && !entry.parentPath.includes(`${storageRoot}/.`),
  ).length;
}

describe('POST /api/resumes/read', () => {
  it('reads a PDF into fields to check, stores nothing, and keeps it to signed-in users', async () => {
    const anna = await signUp(t.app, 'anna@example.com');
    const pdf = await buildOneColumnPdf([ANNA_PAGE_1, ANNA_PAGE_2]);
    const reading = await read(pdf, anna.cookie);
    expect(reading.source).toBe('file');
    expect(reading.fields.name).toBe('Anna Smith');
    expect(reading.fields.headline).toBe('Backend Developer');
    expect(reading.fields.contactItems).toContain('anna.smith@example.com');
    expect(reading.fields.sections.map((section) => section.kind)).toEqual([
      'summary',
      'experience',
      'education',
      'projects',
      'skills',
    ]);
    expect(reading.unsure).toEqual([]);
    expect(storedFileCount()).toBe(0);

    const guest = await post('/api/resumes/read', fileForm(pdf), null);
    expect(guest.status).toBe(401);
  });

  it('reads a Word file, and explains a scan in the UI language', async () => {
    const ivan = await signUp(t.app, 'ivan@example.com', 'Иван');
    const docx = await buildDocx({
      name: 'Иван Петров',
      contact: 'ivan.petrov@example.ru | +7 (912) 345-67-89 | Москва',
      sections: [
        {
          title: 'Опыт работы',
          lines: [
            { text: 'Python-разработчик, ООО «Ромашка»', bold: true },
            { text: 'Ускорил выгрузку отчётов в 3 раза', bullet: true },
          ],
        },
        { title: 'Навыки', lines: [{ text: 'Python, Django, PostgreSQL' }] },
      ],
    });
    const res = await post(
      '/api/resumes/read',
      fileForm(
        docx,
        'ivan.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
      ivan.cookie,
      'ru',
    );
    expect(res.status).toBe(200);
    const { reading } = (await res.json()) as { reading: ResumeReading };
    expect(reading.fields.language).toBe('ru');
    expect(reading.fields.name).toBe('Иван Петров');
    expect(reading.fields.sections.map((section) => section.title)).toEqual([
      'Опыт работы',
      'Навыки',
    ]);
    // A job with no dates is pointed at: the reader could not find when it was.
    expect(reading.unsure).toContainEqual({ code: 'entry_without_dates', section: 0, block: 0 });
    const scan = await post(
      '/api/resumes/read',
      fileForm(await buildScannedPdf()),
      ivan.cookie,
      'ru',
    );
    expect(scan.status).toBe(422);
    const body = (await scan.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('resume_no_text');
    expect(body.error.message).toMatch(/^В этом PDF нет текста/);
  });
});

describe('POST /api/resumes with the fields the user checked', () => {
  it('matches, tailors and prints the corrected resume, and loads the corrections for the same file next time — for its owner only', async () => {
    const anna = await signUp(t.app, 'anna@example.com');
    const pdf = await buildOneColumnPdf([ANNA_PAGE_1, ANNA_PAGE_2]);
    const { fields } = await read(pdf, anna.cookie);
    const before = await tailor({ bytes: pdf, cookie: anna.cookie });
    expect(before.status).toBe(201);
    const unchecked = ((await before.json()) as { resume: { report: Report } }).resume.report;
    expect(labels(unchecked.before.notInResume)).toContain('Redis');

    // The file showed Redis in a skills graphic the reader could not see; the user adds it and
    // fixes the name.
    const corrected: ResumeFields = structuredClone(fields);
    corrected.name = 'Anna M. Smith';
    const skills = corrected.sections.find((section) => section.kind === 'skills');
    skills!.blocks[0]!.text += ', Redis';
    const res = await tailor({ bytes: pdf, cookie: anna.cookie, fields: corrected });
    expect(res.status).toBe(201);
    const { resume } = (await res.json()) as { resume: { id: string; report: Report } };
    expect(labels(resume.report.before.notInResume)).not.toContain('Redis');
    expect(labels(resume.report.before.matched)).toContain('Redis');
    const text = await t.app.request(`/api/resumes/${resume.id}/download?format=txt`, {
      headers: { cookie: anna.cookie },
    });
    expect(text.status).toBe(200);
    const printed = await text.text();
    expect(printed.split('\n')[0]).toBe('Anna M. Smith');
    expect(printed).toMatch(/Redis/);

    // The same file again: the corrections come back, said to be the user's own.
    const again = await read(pdf, anna.cookie);
    expect(again.source).toBe('saved');
    expect(again.savedAt).not.toBeNull();
    expect(again.fields.name).toBe('Anna M. Smith');
    // Someone else with the same file gets what the reader read, never Anna's corrections.
    const olga = await signUp(t.app, 'olga@example.com');
    const theirs = await read(pdf, olga.cookie);
    expect(theirs.source).toBe('file');
    expect(theirs.fields.name).toBe('Anna Smith');
  });

  it('refuses fields out of shape with a message the user can act on, in their language, and stores nothing', async () => {
    const anna = await signUp(t.app, 'anna@example.com');
    const pdf = await buildOneColumnPdf([ANNA_PAGE_1]);
    const { fields } = await read(pdf, anna.cookie);
    const cases: Array<{ fields: unknown; status: number; code: string; ru: RegExp }> = [
      {
        fields: '{not json',
        status: 400,
        code: 'resume_fields_invalid',
        ru: /^Проверенное резюме/,
      },
      {
        fields: { ...fields, sections: 'none' },
        status: 400,
        code: 'resume_fields_invalid',
        ru: /^Проверенное резюме/,
      },
      {
        fields: { ...fields, sections: fields.sections.map((s) => ({ ...s, blocks: [] })) },
        status: 400,
        code: 'resume_fields_empty',
        ru: /^В резюме не осталось/,
      },
      {
        fields: {
          ...fields,
          sections: Array.from({ length: 30 }, () => ({
            kind: 'others',
            title: 'Notes',
            blocks: [{ kind: 'text', text: 'x'.repeat(2500) }],
          })),
        },
        status: 413,
        code: 'resume_fields_too_long',
        ru: /^Резюме длиннее 60000 символов/,
      },
      {
        fields: { ...fields, name: 'Anna\u0000' },
        status: 400,
        code: 'control_characters',
        ru: /невидимые управляющие символы/,
      },
    ];
    for (const item of cases) {
      const res = await tailor({
        bytes: pdf,
        cookie: anna.cookie,
        fields: item.fields,
        language: 'ru',
      });
      expect(res.status, item.code).toBe(item.status);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe(item.code);
      expect(body.error.message).toMatch(item.ru);
    }
    expect(storedFileCount()).toBe(0);
  });

  it('starts an interview from the corrected resume', async () => {
    const anna = await signUp(t.app, 'anna@example.com');
    const pdf = await buildOneColumnPdf([ANNA_PAGE_1, ANNA_PAGE_2]);
    const { fields } = await read(pdf, anna.cookie);
    const corrected: ResumeFields = structuredClone(fields);
    const experience = corrected.sections.find((section) => section.kind === 'experience');
    // The reader misread a figure; Anna puts it right.
    const bullet = experience!.blocks.find((block) => block.text.startsWith('Cut p95 latency'));
    bullet!.text = 'Cut p95 latency of the payments API by 45% with PostgreSQL indexes and Redis';
    const questionsFor = async (resumeFields?: ResumeFields) => {
      const res = await tailor({ bytes: pdf, cookie: anna.cookie, fields: resumeFields });
      const { resume } = (await res.json()) as { resume: { id: string } };
      const started = await t.app.request(
        '/api/interviews',
        jsonRequest(
          'POST',
          {
            jobTitle: 'Backend Developer',
            jobDescription: JOB,
            language: 'en',
            resumeId: resume.id,
          },
          { headers: { cookie: anna.cookie } },
        ),
      );
      expect(started.status).toBe(201);
      const { interview } = (await started.json()) as { interview: { id: string } };
      const shown = await t.app.request(`/api/interviews/${interview.id}`, {
        headers: { cookie: anna.cookie },
      });
      const { interview: full } = (await shown.json()) as {
        interview: { questions: { questionText: string }[] };
      };
      return full.questions.map((question) => question.questionText).join('\n');
    };
    expect(await questionsFor()).toMatch(
      /Your resume says: “Cut p95 latency of the payments API by 40%/,
    );
    const asked = await questionsFor(corrected);
    expect(asked).toMatch(/Your resume says: “Cut p95 latency of the payments API by 45%/);
    expect(asked).not.toMatch(/by 40%/);
  });
});

interface Keyword {
  label: string;
}
interface Report {
  before: { notInResume: Keyword[]; matched: Keyword[]; shownElsewhere: Keyword[] };
}

function labels(keywords: Keyword[]): string[] {
  return keywords.map((keyword) => keyword.label);
}
