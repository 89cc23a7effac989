import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { signUp } from '../../../../tests/support/sign-up';
import { type TestApp, createTestApp } from '../../../../tests/support/test-app';
import { createLocalStorage } from '../../storage/local-storage';
import { analyseResume, extractResumeText, getDocumentText } from './resume-engine';
import { readDocxText } from './extraction/docx-text';
import { DOCX_CONTENT_TYPE } from './file-kind';
import { buildDocx, buildZipBomb } from './test-docx';
import { buildLockedPdf, buildOneColumnPdf, buildPdfBomb, buildScannedPdf } from './test-pdfs';
import { ANNA_PAGE_1, IVAN_PAGE } from './test-resumes';
import { makeTempDir } from '../../../../tests/support/temp-dirs';

const JOHN_DOE = new Uint8Array(
  readFileSync(join(__dirname, '../../../../tests/fixtures/resumes/john_doe.pdf')),
);
const JOB =
  'Requirements: Java, Spring Boot, SQL and teamwork.\nNice to have: Docker and Kubernetes.';
const FIVE_MB = 5 * 1024 * 1024;

let t: TestApp;
let storageRoot: string;
beforeEach(async () => {
  storageRoot = makeTempDir('hireready-resumes-');
  t = await createTestApp({ storage: createLocalStorage({ root: storageRoot }) });
});
afterEach(async () => {
  await t.close();
});

interface ResumeView {
  id: string;
  fileName: string;
  createdAt: string;
  scoreBefore: number;
  scoreAfter: number;
  mode: string;
  formats: string[];
  report: {
    before: { score: number };
    after: { score: number };
    changes: unknown[];
    unavailableFormats?: string[];
  } | null;
}

function uploadForm(options: {
  bytes?: Uint8Array;
  name?: string;
  type?: string;
  jobDescription?: string;
}): FormData {
  const form = new FormData();
  const bytes = options.bytes ?? JOHN_DOE;
  form.set(
    'file',
    new File([new Uint8Array(bytes)], options.name ?? 'john_doe.pdf', {
      type: options.type ?? 'application/pdf',
    }),
  );
  form.set('jobDescription', options.jobDescription ?? JOB);
  return form;
}

function upload(cookie: string | null, form: FormData, language = 'en') {
  return t.app.request('/api/resumes', {
    method: 'POST',
    headers: { 'Accept-Language': language, ...(cookie ? { cookie } : {}) },
    body: form,
  });
}

function get(path: string, cookie: string | null, language = 'en') {
  return t.app.request(path, {
    headers: { 'Accept-Language': language, ...(cookie ? { cookie } : {}) },
  });
}

async function expectError(res: Response, status: number, code: string, message?: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  if (message) expect(body.error.message).toBe(message);
}

/** Every file under the storage root, as slash-separated paths (the .meta and .tmp areas left out). */
function storedFiles(): string[] {
  return readdirSync(storageRoot, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(storageRoot, join(entry.parentPath, entry.name)).replaceAll('\\', '/'))
    .filter((path) => !path.startsWith('.'))
    .sort();
}

async function textOf(pdf: Uint8Array): Promise<string> {
  return getDocumentText(analyseResume(await extractResumeText(pdf)));
}

describe('Resume Builder API', () => {
  it('tailors an uploaded PDF, lists it, reports on it and serves both files to the owner', async () => {
    const owner = await signUp(t.app, 'john@example.com');
    const res = await upload(owner.cookie, uploadForm({}));
    expect(res.status).toBe(201);
    const { resume } = (await res.json()) as { resume: ResumeView };
    expect(resume).toMatchObject({ fileName: 'john_doe.pdf', mode: 'offline' });
    expect(resume.scoreBefore).toBeGreaterThanOrEqual(0);
    expect(resume.scoreAfter).toBeLessThanOrEqual(100);
    expect(resume.report?.before.score).toBe(resume.scoreBefore);
    expect(resume.report?.after.score).toBe(resume.scoreAfter);
    // The original, the tailored PDF, and its Word and text versions, each checked when made.
    expect(storedFiles()).toEqual([
      expect.stringMatching(new RegExp(`^resumes/${owner.id}/\\d+-john_doe\\.pdf$`)),
      expect.stringMatching(new RegExp(`^resumes/${owner.id}/\\d+-john_doe\\.tailored\\.docx$`)),
      expect.stringMatching(new RegExp(`^resumes/${owner.id}/\\d+-john_doe\\.tailored\\.pdf$`)),
      expect.stringMatching(new RegExp(`^resumes/${owner.id}/\\d+-john_doe\\.tailored\\.txt$`)),
    ]);
    expect(resume.formats).toEqual(['pdf', 'docx', 'txt']);
    expect(resume.report?.unavailableFormats).toEqual([]);

    const list = await get('/api/resumes', owner.cookie);
    expect(list.status).toBe(200);
    expect(list.headers.get('Cache-Control')).toBe('no-store');
    const { resumes } = (await list.json()) as { resumes: ResumeView[] };
    expect(resumes.map((item) => item.id)).toEqual([resume.id]);

    const detail = await get(`/api/resumes/${resume.id}`, owner.cookie);
    expect(detail.status).toBe(200);
    const { resume: shown } = (await detail.json()) as { resume: ResumeView };
    expect(shown.report?.changes).toEqual(resume.report?.changes);

    const download = await get(`/api/resumes/${resume.id}/download`, owner.cookie);
    expect(download.status).toBe(200);
    expect(download.headers.get('Content-Type')).toBe('application/pdf');
    expect(download.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(download.headers.get('Cache-Control')).toBe('no-store');
    expect(download.headers.get('Content-Disposition')).toBe(
      `attachment; filename="john_doe-tailored.pdf"; filename*=UTF-8''john_doe-tailored.pdf`,
    );
    const tailored = new Uint8Array(await download.arrayBuffer());
    expect(Buffer.from(tailored.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = await textOf(tailored);
    expect(text).toMatch(/John Doe/i);
    expect(text).toContain('Spring Boot');

    const original = await get(`/api/resumes/${resume.id}/download?file=original`, owner.cookie);
    expect(original.status).toBe(200);
    expect(new Uint8Array(await original.arrayBuffer())).toEqual(JOHN_DOE);
    await expectError(
      await get(`/api/resumes/${resume.id}/download?file=other`, owner.cookie),
      404,
      'resume_not_found',
    );

    const stats = await get('/api/dashboard/stats', owner.cookie);
    expect(((await stats.json()) as { stats: { resumes: number } }).stats.resumes).toBe(1);
  });

  it('tailors a Russian resume to a Russian job and keeps every word in the PDF', async () => {
    const { cookie } = await signUp(t.app, 'ivan@example.com');
    const res = await upload(
      cookie,
      uploadForm({
        bytes: await buildOneColumnPdf([IVAN_PAGE]),
        name: 'Иван Петров.pdf',
        jobDescription: 'Требования: Docker, PostgreSQL, Python.\nБудет плюсом: Kubernetes.',
      }),
      'ru',
    );
    expect(res.status).toBe(201);
    const { resume } = (await res.json()) as {
      resume: ResumeView & { report: { missing: string[] } };
    };
    expect(resume.fileName).toBe('Иван_Петров.pdf');
    expect(resume.report.missing).toEqual([]);
    const download = await get(`/api/resumes/${resume.id}/download`, cookie);
    const text = await textOf(new Uint8Array(await download.arrayBuffer()));
    expect(text).toContain('Иван Петров');
    expect(text).toContain('Тинькофф');
  });

  it('lists the newest first and deletes a resume with both its files', async () => {
    const owner = await signUp(t.app, 'john@example.com');
    const first = (
      (await (await upload(owner.cookie, uploadForm({ name: 'a.pdf' }))).json()) as {
        resume: ResumeView;
      }
    ).resume;
    const second = (
      (await (await upload(owner.cookie, uploadForm({ name: 'b.pdf' }))).json()) as {
        resume: ResumeView;
      }
    ).resume;
    const list = (await (await get('/api/resumes', owner.cookie)).json()) as {
      resumes: ResumeView[];
    };
    expect(list.resumes.map((item) => item.fileName)).toEqual(['b.pdf', 'a.pdf']);

    const res = await t.app.request(`/api/resumes/${second.id}`, {
      method: 'DELETE',
      headers: { cookie: owner.cookie },
    });
    expect(res.status).toBe(200);
    expect(storedFiles()).toHaveLength(4);
    expect(storedFiles().every((path) => /-a(\.pdf|\.tailored\.(pdf|docx|txt))$/.test(path))).toBe(
      true,
    );
    await expectError(
      await get(`/api/resumes/${second.id}`, owner.cookie),
      404,
      'resume_not_found',
    );
    expect((await get(`/api/resumes/${first.id}`, owner.cookie)).status).toBe(200);
  });

  it('keeps two uploads of one file name in the same millisecond apart', async () => {
    await t.close();
    // A stopped clock: both uploads get the same timestamp, as two tabs could.
    t = await createTestApp({
      storage: createLocalStorage({ root: storageRoot }),
      now: () => new Date('2026-03-01T09:00:00.000Z'),
    });
    const owner = await signUp(t.app, 'john@example.com');
    const ivan = await buildOneColumnPdf([IVAN_PAGE]);
    const ids: string[] = [];
    for (const bytes of [JOHN_DOE, ivan]) {
      const res = await upload(owner.cookie, uploadForm({ bytes, name: 'cv.pdf' }));
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { resume: ResumeView }).resume.id);
    }
    expect(storedFiles()).toHaveLength(8);
    for (const [index, bytes] of [JOHN_DOE, ivan].entries()) {
      const original = await get(`/api/resumes/${ids[index]}/download?file=original`, owner.cookie);
      expect(new Uint8Array(await original.arrayBuffer())).toEqual(bytes);
    }
  });

  it("keeps a resume from everyone but its owner: another user's list, report, download and delete", async () => {
    const owner = await signUp(t.app, 'john@example.com');
    const other = await signUp(t.app, 'mallory@example.com');
    const { resume } = (await (await upload(owner.cookie, uploadForm({}))).json()) as {
      resume: ResumeView;
    };

    const list = (await (await get('/api/resumes', other.cookie)).json()) as {
      resumes: ResumeView[];
    };
    expect(list.resumes).toEqual([]);
    await expectError(
      await get(`/api/resumes/${resume.id}`, other.cookie),
      404,
      'resume_not_found',
      'Resume not found',
    );
    await expectError(
      await get(`/api/resumes/${resume.id}/download`, other.cookie),
      404,
      'resume_not_found',
    );
    await expectError(
      await get(`/api/resumes/${resume.id}/download?file=original`, other.cookie),
      404,
      'resume_not_found',
    );
    await expectError(
      await t.app.request(`/api/resumes/${resume.id}`, {
        method: 'DELETE',
        headers: { cookie: other.cookie },
      }),
      404,
      'resume_not_found',
    );
    await expectError(await get('/api/resumes/not-a-uuid', owner.cookie), 404, 'resume_not_found');
    expect(storedFiles()).toHaveLength(4);
    expect((await get(`/api/resumes/${resume.id}`, owner.cookie)).status).toBe(200);
  });

  it('asks a guest to sign in for every resume route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    await expectError(await upload(null, uploadForm({})), 401, 'unauthorized');
    await expectError(await get('/api/resumes', null), 401, 'unauthorized');
    await expectError(await get(`/api/resumes/${id}`, null), 401, 'unauthorized');
    await expectError(await get(`/api/resumes/${id}/download`, null), 401, 'unauthorized');
    await expectError(
      await t.app.request(`/api/resumes/${id}`, { method: 'DELETE' }),
      401,
      'unauthorized',
    );
    expect(storedFiles()).toEqual([]);
  });
});

describe('Resume upload rules', () => {
  it('refuses a file that is not a PDF, whatever its name or declared type says', async () => {
    const { cookie } = await signUp(t.app, 'john@example.com');
    const invalid = 'Please upload a valid PDF file';
    const text = new TextEncoder().encode('Just some text, not a PDF at all.');
    await expectError(
      await upload(cookie, uploadForm({ bytes: text, name: 'cv.pdf' })),
      400,
      'resume_file_invalid',
      invalid,
    );
    const html = new TextEncoder().encode('<!doctype html><html><body><h1>CV</h1></body></html>');
    await expectError(
      await upload(cookie, uploadForm({ bytes: html, name: 'cv.html', type: 'application/pdf' })),
      400,
      'resume_file_invalid',
      invalid,
    );
    await expectError(
      await upload(cookie, uploadForm({ type: 'application/octet-stream' })),
      400,
      'resume_file_invalid',
      invalid,
    );
    // %PDF- and nothing a reader can open.
    const broken = new TextEncoder().encode('%PDF-1.7\nthis is not really a PDF');
    const res = await upload(cookie, uploadForm({ bytes: broken }));
    expect([400, 422]).toContain(res.status);
    expect(storedFiles()).toEqual([]);
  });

  it('names an old .doc, a macro-enabled or damaged Word file, each in the UI language', async () => {
    const { cookie } = await signUp(t.app, 'john@example.com');
    const ole = new Uint8Array(2048);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    await expectError(
      await upload(cookie, uploadForm({ bytes: ole, name: 'cv.doc', type: 'application/msword' })),
      415,
      'resume_file_doc',
      'This is an old Word 97–2003 file (.doc), which we cannot read. Open it in Word or LibreOffice, save it as a Word document (.docx) or a PDF, and upload that.',
    );
    const docx = await buildDocx({
      name: 'Anna Petrova',
      contact: 'anna@example.com',
      sections: [{ title: 'Experience', lines: [{ text: 'Nurse, City Hospital, 2019–2024' }] }],
    });
    const zip = await JSZip.loadAsync(docx);
    const types = await zip.file('[Content_Types].xml')!.async('string');
    zip.file(
      '[Content_Types].xml',
      types.replace(
        /wordprocessingml\.document\.main\+xml/,
        'ms-word.document.macroEnabled.main+xml',
      ),
    );
    const docm = await zip.generateAsync({ type: 'uint8array' });
    const macro = await upload(
      cookie,
      uploadForm({ bytes: docm, name: 'cv.docx', type: DOCX_CONTENT_TYPE }),
      'ru',
    );
    expect(macro.status).toBe(415);
    expect(((await macro.json()) as { error: { message: string } }).error.message).toBe(
      'Это файл Word с макросами (.docm): из соображений безопасности мы такие не принимаем. Сохраните его как обычный документ Word (.docx) или PDF и загрузите новый файл.',
    );
    await expectError(
      await upload(
        cookie,
        uploadForm({ bytes: docx.subarray(0, 300), name: 'cv.docx', type: DOCX_CONTENT_TYPE }),
      ),
      422,
      'resume_docx_unreadable',
      'This Word file is damaged or could not be opened. Open it in Word or LibreOffice, save it again as .docx or PDF, and upload the new file.',
    );
    expect(storedFiles()).toEqual([]);
  });

  it('refuses 5 MB + 1 byte with 413 and stores nothing', async () => {
    const { cookie } = await signUp(t.app, 'john@example.com');
    const big = new Uint8Array(FIVE_MB + 1);
    big.set(JOHN_DOE);
    await expectError(
      await upload(cookie, uploadForm({ bytes: big })),
      413,
      'resume_file_too_large',
      'File size must be less than 5MB',
    );
    await expectError(
      await upload(cookie, uploadForm({ bytes: big }), 'ru'),
      413,
      'resume_file_too_large',
      'Размер файла должен быть меньше 5 МБ',
    );
    expect(storedFiles()).toEqual([]);
    const list = (await (await get('/api/resumes', cookie)).json()) as { resumes: unknown[] };
    expect(list.resumes).toEqual([]);
  });

  it('cuts off a body that streams past the limit, with or without Content-Length', async () => {
    const { cookie } = await signUp(t.app, 'john@example.com');
    const boundary = 'hireready-boundary';
    const headers = {
      cookie,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
    };
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        // Far more than the limit: the server must stop reading long before the end.
        if (sent > 64 * FIVE_MB) controller.close();
        else controller.enqueue(chunk);
      },
    });
    await expectError(
      await t.app.request('/api/resumes', {
        method: 'POST',
        headers,
        body: endless,
        duplex: 'half',
      } as RequestInit),
      413,
      'resume_file_too_large',
    );
    // The file's 5 MB, the form's 512 KB (job description and checked fields), a little read ahead.
    expect(sent).toBeLessThan(FIVE_MB + 1024 * 1024);

    await expectError(
      await t.app.request('/api/resumes', {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(50 * FIVE_MB) },
        body: 'x',
      }),
      413,
      'resume_file_too_large',
    );
    expect(storedFiles()).toEqual([]);
  });

  it('reads a form that arrives in small pieces, and refuses one cut off before its end', async () => {
    const { cookie } = await signUp(t.app, 'john@example.com');
    const encode = async (name: string) => {
      const encoded = new Request('http://localhost/', {
        method: 'POST',
        body: uploadForm({ name }),
      });
      return {
        contentType: encoded.headers.get('Content-Type') ?? '',
        body: new Uint8Array(await encoded.arrayBuffer()),
      };
    };
    const { contentType, body } = await encode('Иван Петров.pdf');
    const inPieces = (bytes: Uint8Array, size: number) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += size) {
            controller.enqueue(bytes.slice(at, at + size));
          }
          controller.close();
        },
      });
    const send = (bytes: Uint8Array, type = contentType) =>
      t.app.request('/api/resumes', {
        method: 'POST',
        headers: { cookie, 'Content-Type': type },
        body: inPieces(bytes, 997),
        duplex: 'half',
      } as RequestInit);
    const cut = await send(body.slice(0, body.length - 200));
    await expectError(cut, 400, 'resume_file_invalid');
    expect(storedFiles()).toEqual([]);
    const whole = await send(body);
    expect(whole.status).toBe(201);
    const { resume } = (await whole.json()) as { resume: ResumeView };
    expect(resume.fileName).toBe('Иван_Петров.pdf');
    // A part header the streaming parser refuses (a NUL byte in the file name), the rest of the
    // body still arriving: read whole instead, the name cleaned.
    const odd = await encode('cv\u0000.pdf');
    const read = await send(odd.body, odd.contentType);
    expect(read.status).toBe(201);
    expect(((await read.json()) as { resume: ResumeView }).resume.fileName).toBe('cv.pdf');
  });

  it('asks for a job description and a file, in English and Russian', async () => {
    const { cookie } = await signUp(t.app, 'john@example.com');
    await expectError(
      await upload(cookie, uploadForm({ jobDescription: '   \n ' })),
      400,
      'resume_fields_required',
      'Please provide a job description and select a resume',
    );
    await expectError(
      await upload(cookie, uploadForm({ jobDescription: '' }), 'ru'),
      400,
      'resume_fields_required',
      'Пожалуйста, укажите описание вакансии и выберите резюме',
    );
    const withoutFile = new FormData();
    withoutFile.set('jobDescription', JOB);
    await expectError(await upload(cookie, withoutFile), 400, 'resume_fields_required');
    // A file that was chosen but is empty is named as such, not as a missing file.
    await expectError(
      await upload(cookie, uploadForm({ bytes: new Uint8Array(), name: 'empty.pdf' })),
      400,
      'resume_file_empty',
      'This file is empty (0 bytes). Choose your resume file again; if it is stored in a cloud folder, download it to this device first.',
    );
    await expectError(
      await upload(cookie, uploadForm({ jobDescription: 'x'.repeat(20_001) })),
      400,
      'job_description_too_long',
    );
    expect(storedFiles()).toEqual([]);
  });

  it('explains a scan and a locked PDF instead of inventing content, in both languages', async () => {
    const { cookie } = await signUp(t.app, 'john@example.com');
    const scan = await buildScannedPdf();
    const noText = await upload(cookie, uploadForm({ bytes: scan }));
    await expectError(noText, 422, 'resume_no_text');
    const noTextRu = await upload(cookie, uploadForm({ bytes: scan }), 'ru');
    expect(noTextRu.status).toBe(422);
    expect(((await noTextRu.json()) as { error: { message: string } }).error.message).toMatch(
      /скан/,
    );
    await expectError(
      await upload(cookie, uploadForm({ bytes: await buildLockedPdf(IVAN_PAGE) })),
      422,
      'resume_password_protected',
      'This PDF is protected with a password. Please remove the password and upload it again.',
    );
    expect(storedFiles()).toEqual([]);
  });

  it('tailors a resume whose name line carries credentials ("Maria Lopez, RN")', async () => {
    const { cookie } = await signUp(t.app, 'maria@example.com');
    const pdf = await buildOneColumnPdf([
      [{ text: 'Maria Lopez, RN', bold: true, size: 20 }, ...ANNA_PAGE_1.slice(1)],
    ]);
    const res = await upload(cookie, uploadForm({ bytes: pdf, name: 'maria.pdf' }));
    expect(res.status).toBe(201);
    const { resume } = (await res.json()) as { resume: ResumeView };
    const tailored = await get(`/api/resumes/${resume.id}/download?file=tailored`, cookie);
    expect(tailored.status).toBe(200);
    expect(await textOf(new Uint8Array(await tailored.arrayBuffer()))).toMatch(/Maria Lopez, RN/);
  });

  it('tailors a Word (.docx) resume into a PDF and keeps the original .docx for download', async () => {
    const { cookie } = await signUp(t.app, 'ivan@example.com');
    const docx = await buildDocx({
      name: 'Иван Петров',
      contact: 'ivan@example.com | +7 912 345-67-89 | Москва',
      sections: [
        {
          title: 'Опыт работы',
          lines: [
            { text: 'Backend-разработчик, ООО «Ромашка»\t2020 — 2024', bold: true },
            {
              text: 'Разработал REST API на Python и PostgreSQL для 40 000 пользователей',
              bullet: true,
            },
            { text: 'Перенёс сервисы в Docker и Kubernetes', bullet: true },
          ],
        },
        { title: 'Навыки', lines: [{ text: 'Python, PostgreSQL, Docker, Kubernetes, Git' }] },
      ],
    });
    const res = await upload(
      cookie,
      uploadForm({
        bytes: docx,
        name: 'ivan.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        jobDescription: 'Требования: Python, PostgreSQL, Docker, Kubernetes, Kafka',
      }),
      'ru',
    );
    expect(res.status).toBe(201);
    const { resume } = (await res.json()) as { resume: ResumeView };
    expect(resume.report?.before.score).toBeGreaterThan(0);
    const original = await get(`/api/resumes/${resume.id}/download?file=original`, cookie);
    expect(original.headers.get('Content-Type')).toMatch(/wordprocessingml/);
    const tailored = await get(`/api/resumes/${resume.id}/download?file=tailored`, cookie);
    expect(tailored.headers.get('Content-Type')).toMatch(/pdf/);
    const text = await textOf(new Uint8Array(await tailored.arrayBuffer()));
    expect(text).toMatch(/Иван Петров/);
    expect(text).toMatch(/Разработал REST API на Python и PostgreSQL для 40 000 пользователей/);
  });

  it('downloads the tailored resume as a Word file and as plain text, Russian intact', async () => {
    const { cookie } = await signUp(t.app, 'ivan@example.com');
    const pdf = await buildOneColumnPdf([IVAN_PAGE]);
    const res = await upload(
      cookie,
      uploadForm({
        bytes: pdf,
        name: 'ivan.pdf',
        jobDescription: 'Требования: Python, PostgreSQL, Docker',
      }),
      'ru',
    );
    const { resume } = (await res.json()) as { resume: ResumeView };
    const tailoredText = await textOf(
      new Uint8Array(await (await get(`/api/resumes/${resume.id}/download`, cookie)).arrayBuffer()),
    );

    const docx = await get(`/api/resumes/${resume.id}/download?file=tailored&format=docx`, cookie);
    expect(docx.status).toBe(200);
    expect(docx.headers.get('Content-Type')).toMatch(/wordprocessingml/);
    expect(docx.headers.get('Content-Disposition')).toMatch(/ivan-tailored\.docx/);
    const fromWord = await readDocxText(new Uint8Array(await docx.arrayBuffer()));
    const words = (text: string) =>
      text
        .split(/\s+/)
        .filter((word) => /\p{L}/u.test(word))
        .sort();
    expect(words(fromWord.lines.map((line) => line.text.replace(/^• /, '')).join(' '))).toEqual(
      words(tailoredText),
    );
    expect(fromWord.lines.some((line) => line.text.startsWith('• '))).toBe(true);

    const txt = await get(`/api/resumes/${resume.id}/download?file=tailored&format=txt`, cookie);
    expect(txt.headers.get('Content-Type')).toMatch(/text\/plain; charset=utf-8/);
    const text = await txt.text();
    expect(text).toMatch(/^Иван/);
    expect(text).toMatch(/\n• /);

    const other = await signUp(t.app, 'mallory@example.com');
    expect((await get(`/api/resumes/${resume.id}/download?format=docx`, other.cookie)).status).toBe(
      404,
    );
    expect((await get(`/api/resumes/${resume.id}/download?format=exe`, cookie)).status).toBe(404);
  });

  it("refuses a PDF bomb and a zip bomb with a 422 in the user's language, storing nothing", async () => {
    const { cookie } = await signUp(t.app, 'john@example.com');
    const pdfBomb = await upload(cookie, uploadForm({ bytes: buildPdfBomb(120) }));
    await expectError(pdfBomb, 422, 'resume_too_complex');
    const zipBomb = await upload(
      cookie,
      uploadForm({ bytes: buildZipBomb(200), name: 'cv.docx', type: '' }),
      'ru',
    );
    expect(zipBomb.status).toBe(422);
    expect(((await zipBomb.json()) as { error: { message: string } }).error.message).toMatch(
      /файл/,
    );
    expect(storedFiles()).toEqual([]);
  });

  it('keeps a path out of the file name', async () => {
    const { id, cookie } = await signUp(t.app, 'john@example.com');
    const res = await upload(cookie, uploadForm({ name: '../../../etc/passwd\u0000.pdf' }));
    expect(res.status).toBe(201);
    const { resume } = (await res.json()) as { resume: ResumeView };
    expect(resume.fileName).toBe('passwd.pdf');
    const files = storedFiles();
    expect(files).toHaveLength(4);
    for (const path of files) expect(path.startsWith(`resumes/${id}/`)).toBe(true);
    const download = await get(`/api/resumes/${resume.id}/download?file=original`, cookie);
    expect(download.headers.get('Content-Disposition')).toBe(
      `attachment; filename="passwd.pdf"; filename*=UTF-8''passwd.pdf`,
    );
  });

  it('limits how often one user uploads', async () => {
    const { cookie } = await signUp(t.app, 'john@example.com');
    // Refused uploads count too: the limit protects the reading, not only the storing.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const res = await upload(cookie, uploadForm({ jobDescription: '' }));
      expect(res.status).toBe(400);
    }
    const res = await upload(cookie, uploadForm({}));
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toMatch(/^\d+$/);
  });
});
