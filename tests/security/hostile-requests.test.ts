import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT_BYTES, RESUME_MAX_BYTES } from '../../src/shared/constants';
import { BLOG_IMAGE_MAX_BYTES } from '../../src/shared/schemas/blog';
import { createLocalStorage } from '../../src/server/storage/local-storage';
import { type TestApp, createTestApp } from '../support/test-app';
import { ACCESS_MATRIX } from './access-matrix';
import { changedTables, snapshotDatabase } from './support/db-snapshot';
import { ADMIN_EMAIL, JOB_DESCRIPTION, type World, buildWorld, resumeForm } from './support/world';
import { makeTempDir } from '../support/temp-dirs';

// Requests no honest client sends, to every /api route that changes something: a body past the
// limit gets 413 and a message a person can read, whether the client declares the size or streams
// it without one; a request another site's page makes with the user's cookies gets 403. Either
// way nothing is stored. The route list is the access matrix's, which the matrix test holds to
// the app's own route table.

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const RESUME_UPLOAD = 'POST /api/resumes';
const RESUME_READ = 'POST /api/resumes/read';
const APPLICATION_UPLOAD = 'POST /api/vacancies/:id/applications/upload';
const IMAGE_UPLOAD = 'POST /api/admin/blog/images';
/** The uploads have their own limits (5 MB, 2 MB), tested below. */
const BODY_ROUTES = Object.entries(ACCESS_MATRIX).filter(
  ([route]) =>
    BODY_METHODS.has(route.split(' ')[0] ?? '') &&
    route !== RESUME_UPLOAD &&
    route !== RESUME_READ &&
    route !== APPLICATION_UPLOAD &&
    route !== IMAGE_UPLOAD,
);

let t: TestApp;
let world: World;
let storageRoot: string;
beforeAll(async () => {
  storageRoot = makeTempDir('hireready-security-oversize-');
  t = await createTestApp({
    adminEmails: [ADMIN_EMAIL],
    storage: createLocalStorage({ root: storageRoot }),
    // Background jobs run only when asked: a refused request must change nothing.
    runJobs: false,
  });
  world = await buildWorld(t);
});
afterAll(async () => {
  await t.close();
});

/** The route's own sample body, padded past the limit (or only padding, for a bodiless route). */
function oversizeJson(sample: unknown): string {
  const base = typeof sample === 'object' && sample !== null ? sample : {};
  return JSON.stringify({ ...base, padding: 'x'.repeat(JSON_BODY_LIMIT_BYTES) });
}

/** The address of an upload route (an application goes to Dave's vacancy). */
function uploadPath(route: string): string {
  return route.split(' ')[1]?.replace(':id', world.daveVacancyId) ?? '';
}

function listStoredFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe.each(BODY_ROUTES)('%s', (route, entry) => {
  const method = route.split(' ')[0] ?? 'POST';

  it.each([
    { how: 'declared in Content-Length', declare: true },
    { how: 'streamed without a length', declare: false },
  ])('answers 413 to a body over the limit $how, and stores nothing', async ({ declare }) => {
    const ids = entry.prepare ? await entry.prepare(world) : {};
    const who = entry.access === 'admin' ? world.admin : world.alice;
    const spec = await entry.request({ world, caller: 'owner', who, ids });
    const body = oversizeJson(spec.body);
    const before = await snapshotDatabase(t.database);

    const res = await t.app.request(spec.path, {
      method,
      headers: {
        cookie: spec.cookie ?? who.cookie,
        'Content-Type': 'application/json',
        'Accept-Language': 'en',
        ...(declare ? { 'Content-Length': String(Buffer.byteLength(body)) } : {}),
      },
      body,
    });

    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({
      error: {
        code: 'payload_too_large',
        message: 'The request is too large (the limit is 100 KB). Please shorten it and try again.',
      },
    });
    expect(changedTables(before, await snapshotDatabase(t.database))).toEqual([]);
  });
});

describe.each(
  Object.entries(ACCESS_MATRIX).filter(([route]) => BODY_METHODS.has(route.split(' ')[0] ?? '')),
)('%s from another site', (route, entry) => {
  const method = route.split(' ')[0] ?? 'POST';

  it.each<{ how: string; headers: Record<string, string> }>([
    { how: 'by its Origin', headers: { Origin: 'https://evil.example' } },
    { how: 'by Sec-Fetch-Site', headers: { 'Sec-Fetch-Site': 'cross-site' } },
  ])('is refused with 403, told $how, and changes nothing', async ({ headers }) => {
    const ids = entry.prepare ? await entry.prepare(world) : {};
    const who = entry.access === 'admin' ? world.admin : world.alice;
    const spec = await entry.request({ world, caller: 'owner', who, ids });
    const before = await snapshotDatabase(t.database);

    const res = await t.app.request(spec.path, {
      method,
      headers: {
        cookie: spec.cookie ?? who.cookie,
        'Accept-Language': 'en',
        ...(spec.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: spec.form ?? (spec.body === undefined ? undefined : JSON.stringify(spec.body)),
    });

    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'cross_origin_refused',
    );
    expect(changedTables(before, await snapshotDatabase(t.database))).toEqual([]);
  });
});

/** The sample body with a NUL byte in every string, however deep. */
function withNulBytes(value: unknown): unknown {
  if (typeof value === 'string') return `${value}\u0000`;
  if (Array.isArray(value)) return value.map(withNulBytes);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withNulBytes(item)]),
    );
  return value;
}

const hasStrings = (value: unknown): boolean =>
  typeof value === 'string' ||
  (Array.isArray(value) && value.some(hasStrings)) ||
  (value !== null && typeof value === 'object' && Object.values(value).some(hasStrings));

/** Ids for a request that is refused before any route runs, or only looked at. */
const ANY_IDS = new Proxy({} as Record<string, string>, {
  get: () => '00000000-0000-4000-8000-000000000000',
});

describe.each(BODY_ROUTES)('%s with a NUL byte in its text', (route, entry) => {
  const method = route.split(' ')[0] ?? 'POST';

  it("answers 400 naming the fields, in the reader's language, and stores nothing", async () => {
    const who = entry.access === 'admin' ? world.admin : world.alice;
    // A body with no text has nothing to put a NUL byte in: nothing is prepared for it (and no
    // interview started against the hourly limit).
    const sample = await entry.request({ world, caller: 'owner', who, ids: ANY_IDS });
    if (!hasStrings(sample.body)) return;
    const ids = entry.prepare ? await entry.prepare(world) : {};
    const spec = await entry.request({ world, caller: 'owner', who, ids });
    const before = await snapshotDatabase(t.database);
    const logLines = t.logs.length;
    const res = await t.app.request(spec.path, {
      method,
      headers: {
        cookie: spec.cookie ?? who.cookie,
        'Content-Type': 'application/json',
        'Accept-Language': 'ru',
      },
      body: JSON.stringify(withNulBytes(spec.body)),
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('control_characters');
    expect(error.message).toMatch(/управляющие символы/);
    expect(changedTables(before, await snapshotDatabase(t.database))).toEqual([]);
    expect(t.logs.slice(logLines).join('')).not.toMatch(/params:|unhandled error/);
  });
});

describe.each(BODY_ROUTES)('%s with a body nested 2,000 deep', (route, entry) => {
  const method = route.split(' ')[0] ?? 'POST';

  it("answers 400 in the reader's language, logs no error and stores nothing", async () => {
    // Refused before any route runs, so any id will do: nothing is prepared (and no interview
    // started against the hourly limit).
    const ids = new Proxy({} as Record<string, string>, {
      get: () => '00000000-0000-4000-8000-000000000000',
    });
    const who = entry.access === 'admin' ? world.admin : world.alice;
    const spec = await entry.request({ world, caller: 'owner', who, ids });
    const before = await snapshotDatabase(t.database);
    const logLines = t.logs.length;
    // The route's own body with one more field, about 4 KB of brackets: what a probe sends.
    const fields = JSON.stringify(spec.body ?? {}).replace(/^\{|\}$/g, '');
    const deep = `${'['.repeat(2000)}${']'.repeat(2000)}`;
    const res = await t.app.request(spec.path, {
      method,
      headers: {
        cookie: spec.cookie ?? who.cookie,
        'Content-Type': 'application/json',
        'Accept-Language': 'ru',
      },
      body: `{${fields}${fields ? ',' : ''}"nested":${deep}}`,
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('json_too_deep');
    expect(error.message).toMatch(/глубже 64 уровней/);
    expect(changedTables(before, await snapshotDatabase(t.database))).toEqual([]);
    expect(t.logs.slice(logLines).join('')).not.toMatch(
      /RangeError|unhandled error|"level":"error"/,
    );
  });
});

describe('a NUL byte in a query parameter', () => {
  it('gets 400 from a search, not a 500 with the query logged', async () => {
    const logLines = t.logs.length;
    const res = await t.app.request('/api/vacancies?q=%00', {
      headers: { 'Accept-Language': 'en' },
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error).toEqual({
      code: 'control_characters',
      message:
        'Some fields contain invisible control characters (q), which text cannot hold. Please remove them (retyping the text is enough) and try again.',
    });
    expect(t.logs.slice(logLines).join('')).not.toMatch(/error/);
  });
});

describe('the limit message', () => {
  it('is in the reader’s language', async () => {
    const res = await t.app.request('/api/feedbacks', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'ru' },
      body: oversizeJson({ title: 'Отзыв', description: 'Текст', stars: 5 }),
    });
    expect(res.status).toBe(413);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/^Запрос слишком большой/);
  });
});

describe.each([RESUME_UPLOAD, RESUME_READ, APPLICATION_UPLOAD])(
  '%s with a file over 5 MB',
  (route) => {
    async function oversizeUpload(): Promise<{ body: ArrayBuffer; contentType: string }> {
      const form = await resumeForm();
      const pdf = new Uint8Array(await (form.get('file') as File).arrayBuffer());
      // A real PDF with room to spare: padding after %%EOF, as a scan-heavy export would weigh.
      const padded = new Uint8Array(RESUME_MAX_BYTES + 1024);
      padded.set(pdf);
      form.set('file', new File([padded], 'huge.pdf', { type: 'application/pdf' }));
      form.set('jobDescription', JOB_DESCRIPTION);
      const encoded = new Response(form);
      return {
        body: await encoded.arrayBuffer(),
        contentType: encoded.headers.get('content-type') ?? '',
      };
    }

    it.each([
      { how: 'declared in Content-Length', declare: true },
      { how: 'streamed without a length', declare: false },
    ])('is refused with 413 $how, and nothing is stored', async ({ declare }) => {
      const { body, contentType } = await oversizeUpload();
      const before = await snapshotDatabase(t.database);
      const filesBefore = listStoredFiles(storageRoot);

      const path = uploadPath(route);
      const res = await t.app.request(path, {
        method: 'POST',
        headers: {
          cookie: world.alice.cookie,
          'Content-Type': contentType,
          'Accept-Language': 'en',
          ...(declare ? { 'Content-Length': String(body.byteLength) } : {}),
        },
        body,
      });

      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({
        error: { code: 'resume_file_too_large', message: 'File size must be less than 5MB' },
      });
      // The attempt counts against the hourly upload limit (the limiter runs before the body is
      // read, so a client cannot send oversized bodies without limit); nothing else changes.
      const after = await snapshotDatabase(t.database);
      expect(changedTables(before, after, { except: ['rate_limits'] })).toEqual([]);
      expect(listStoredFiles(storageRoot)).toEqual(filesBefore);
    });
  },
);

describe.each([RESUME_UPLOAD, RESUME_READ, APPLICATION_UPLOAD])(
  '%s with a NUL byte in a text field of the form',
  (route) => {
    it("answers 400 naming the field, in the reader's language, and stores nothing", async () => {
      const form = await resumeForm();
      const field = route === APPLICATION_UPLOAD ? 'coverLetter' : 'jobDescription';
      form.set(field, `${JOB_DESCRIPTION}\u0000`);
      const before = await snapshotDatabase(t.database);
      const filesBefore = listStoredFiles(storageRoot);
      const logLines = t.logs.length;
      const path = uploadPath(route);
      const res = await t.app.request(path, {
        method: 'POST',
        headers: { cookie: world.alice.cookie, 'Accept-Language': 'ru' },
        body: form,
      });
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe('control_characters');
      expect(error.message).toContain(`(${field})`);
      expect(error.message).toMatch(/управляющие символы/);
      const after = await snapshotDatabase(t.database);
      expect(changedTables(before, after, { except: ['rate_limits'] })).toEqual([]);
      expect(listStoredFiles(storageRoot)).toEqual(filesBefore);
      expect(t.logs.slice(logLines).join('')).not.toMatch(/unhandled error|"level":"error"/);
    });
  },
);

describe.each([RESUME_UPLOAD, RESUME_READ, APPLICATION_UPLOAD, IMAGE_UPLOAD])(
  '%s with a JSON body past the JSON limit',
  (route) => {
    it('is refused with 413 before anything reads it, signed in or not', async () => {
      const path = uploadPath(route);
      const res = await t.app.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
        body: oversizeJson({ title: 'x' }),
      });
      expect(res.status).toBe(413);
    });
  },
);

describe(`${IMAGE_UPLOAD} with what is not an image of at most 2 MB`, () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

  it.each([
    { how: 'declared in Content-Length', declare: true },
    { how: 'streamed without a length', declare: false },
  ])('answers 413 to a picture over 2 MB $how, and stores no file', async ({ declare }) => {
    const before = listStoredFiles(storageRoot);
    const bytes = new Uint8Array(BLOG_IMAGE_MAX_BYTES + 1024);
    bytes.set(png);
    const body = declare
      ? bytes
      : new ReadableStream<Uint8Array>({
          start(controller) {
            for (let at = 0; at < bytes.length; at += 65_536) {
              controller.enqueue(bytes.subarray(at, at + 65_536));
            }
            controller.close();
          },
        });
    const res = await t.app.request(IMAGE_UPLOAD.split(' ')[1] ?? '', {
      method: 'POST',
      headers: {
        cookie: world.admin.cookie,
        'Content-Type': 'image/png',
        'Accept-Language': 'en',
        ...(declare ? { 'Content-Length': String(bytes.length) } : {}),
      },
      body,
      ...(declare ? {} : { duplex: 'half' }),
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'blog_image_too_large',
    );
    expect(listStoredFiles(storageRoot)).toEqual(before);
  });

  it('answers 415, not a server error, to a JSON body', async () => {
    const before = listStoredFiles(storageRoot);
    const res = await t.app.request(IMAGE_UPLOAD.split(' ')[1] ?? '', {
      method: 'POST',
      headers: {
        cookie: world.admin.cookie,
        'Content-Type': 'application/json',
        'Accept-Language': 'en',
      },
      // A JSON body past the JSON limit gets 413 (above); one within it, 415.
      body: JSON.stringify({ title: 'not an image' }),
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'blog_image_invalid',
    );
    expect(listStoredFiles(storageRoot)).toEqual(before);
  });
});
