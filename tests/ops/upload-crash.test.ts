import { randomInt } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, expect, it } from 'vitest';
import { resumes } from '../../src/server/db/schema';
import { createStorage } from '../../src/server/storage/create-storage';
import { createLocalStorage } from '../../src/server/storage/local-storage';
import { getStorageConfig } from '../../src/server/storage/storage-config';
import { type SignedUp, signUpOver } from '../support/http-client';
import { startS3Server } from '../support/s3-server';
import { openDataDirDatabase } from '../support/data-dir-database';
import { type ServerProcess, startServer } from '../support/server-process';
import {
  RESUME_PDF,
  type UploadedResume,
  downloadResumeOver,
  isCompletePdf,
  listResumesOver,
  listStoredFiles,
  openSlowUpload,
  uploadResumeOver,
} from './helpers/resumes';

// kill -9 while resumes are uploaded (embedded database; local files, then an S3 bucket). A resume
// is stored as two files and then one row, so a crash can cut an upload at any of those steps.
// After a restart on the same DATA_DIR: every resume the server acknowledged is listed and
// downloads whole, nothing half-written is listed, every row has its files, and (local files) no
// stored file is left without the row that names it.

const servers: ServerProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
    }
    await server.exited;
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hireready-upload-crash-'));
  dirs.push(dir);
  return dir;
}

async function start(
  dataDir: string,
  options: { port?: number; env?: Record<string, string> } = {},
): Promise<ServerProcess> {
  const server = await startServer(
    { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...options.env },
    { port: options.port },
  );
  servers.push(server);
  return server;
}

async function killHard(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
  expect(server.child.signalCode).toBe('SIGKILL');
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

/**
 * With the server stopped: how many resume rows there are, and the storage keys they need — the
 * original, the tailored PDF, and the Word and text versions its report says were stored.
 */
async function storageKeysOfRows(dataDir: string): Promise<{ rows: number; keys: string[] }> {
  const database = await openDataDirDatabase(dataDir);
  try {
    const rows = await database.db
      .select({ path: resumes.path, originalPath: resumes.originalPath, report: resumes.report })
      .from(resumes);
    const keys = rows.flatMap((row) => {
      const unavailable = row.report?.unavailableFormats;
      const others =
        row.path && row.path !== row.originalPath && unavailable
          ? (['docx', 'txt'] as const)
              .filter((format) => !unavailable.includes(format))
              .map((format) => row.path.replace(/\.pdf$/, `.${format}`))
          : [];
      return [row.path, row.originalPath ?? '', ...others].filter(Boolean);
    });
    return { rows: rows.length, keys };
  } finally {
    await database.close();
  }
}

/**
 * Each stored object with its content-type record, and nothing else but an empty temp area (and
 * the starter blog posts' covers, which the first start stores).
 */
function expectFilesToBe(dataDir: string, keys: string[]): void {
  const expected = keys.flatMap((key) => [key, `.meta/${key}.json`]).sort();
  const stored = listStoredFiles(join(dataDir, 'storage')).filter(
    (file) => !/^(\.meta\/)?blog-images\//.test(file),
  );
  expect(stored).toEqual(expected);
}

// Each test starts the server twice on a fresh embedded database, which is slow on a busy machine.
const SLOW = { timeout: 240_000 };

it(
  'lists nothing and keeps no file of an upload cut off by kill -9 while its body streams in',
  SLOW,
  async () => {
    const dataDir = newDataDir();
    const first = await start(dataDir);
    const baseUrl = `http://127.0.0.1:${first.port}`;
    // One resume finished before the crash, to show what was acknowledged stays.
    const earlier = await signUpOver(baseUrl, 'earlier@example.com');
    const kept = await uploadResumeOver(baseUrl, earlier.cookie, { fileName: 'kept.pdf' });
    expect(kept.status).toBe(201);

    const streaming = await signUpOver(baseUrl, 'streaming@example.com');
    const upload = openSlowUpload({
      port: first.port,
      cookie: streaming.cookie,
      fileName: 'cut-off.pdf',
    });
    // A slow connection: the headers, the job description and part of the PDF, with pauses.
    for (let offset = 0; offset < upload.body.length / 2; offset += 8 * 1024) {
      await upload.send(upload.body.subarray(offset, offset + 8 * 1024));
      await delay(50);
    }
    await killHard(first);
    expect(await upload.outcome).toMatchObject({ error: expect.any(String) });

    const second = await start(dataDir, { port: first.port });
    expect(await listResumesOver(baseUrl, streaming.cookie)).toEqual([]);
    const [listed] = await listResumesOver(baseUrl, earlier.cookie);
    expect(listed?.id).toBe(kept.resume?.id);
    const original = await downloadResumeOver(baseUrl, earlier.cookie, {
      resumeId: listed?.id ?? '',
      file: 'original',
    });
    expect(original.bytes).toEqual(RESUME_PDF);
    await stop(second);

    const { rows, keys } = await storageKeysOfRows(dataDir);
    expect(rows).toBe(1);
    expectFilesToBe(dataDir, keys);
  },
);

type Uploader = SignedUp & { acknowledged: UploadedResume[] };

/** Three people upload one resume after another until the server is killed at an arbitrary moment. */
async function killAmongUploads(server: ServerProcess): Promise<Uploader[]> {
  const baseUrl = `http://127.0.0.1:${server.port}`;
  const people: Uploader[] = [];
  for (let index = 0; index < 3; index += 1) {
    const user = await signUpOver(baseUrl, `uploader-${index}@example.com`);
    people.push({ ...user, acknowledged: [] });
  }
  // The kill most likely lands while the server reads, tailors or stores one of the uploads.
  let isKilled = false;
  const uploading = people.map(async (person, index) => {
    for (let n = 0; n < 4 && !isKilled; n += 1) {
      const res = await uploadResumeOver(baseUrl, person.cookie, {
        fileName: `resume ${index}-${n}.pdf`,
      }).catch(() => null);
      if (res?.status !== 201 || !res.resume) return;
      person.acknowledged.push(res.resume);
    }
  });
  await waitUntil(() => people.some((person) => person.acknowledged.length > 0));
  await delay(randomInt(0, 1_000));
  await killHard(server);
  isKilled = true;
  await Promise.all(uploading);
  return people;
}

/**
 * Every acknowledged resume is listed, and every listed one downloads whole: the original byte for
 * byte, the tailored one a complete PDF. Returns how many are listed.
 */
async function expectListedResumesWhole(baseUrl: string, people: Uploader[]): Promise<number> {
  let listedCount = 0;
  for (const [index, person] of people.entries()) {
    const listed = await listResumesOver(baseUrl, person.cookie);
    listedCount += listed.length;
    const listedIds = listed.map((resume) => resume.id);
    for (const resume of person.acknowledged) {
      expect(listedIds, `uploader ${index}`).toContain(resume.id);
    }
    // At most the one upload that was on its way when the process died got further.
    expect(listed.length - person.acknowledged.length).toBeLessThanOrEqual(1);
    for (const resume of listed) {
      const original = await downloadResumeOver(baseUrl, person.cookie, {
        resumeId: resume.id,
        file: 'original',
      });
      expect(original.status).toBe(200);
      expect(original.bytes).toEqual(RESUME_PDF);
      const tailored = await downloadResumeOver(baseUrl, person.cookie, {
        resumeId: resume.id,
        file: 'tailored',
      });
      expect(tailored.status).toBe(200);
      expect(tailored.bytes.length).toBe(tailored.contentLength);
      expect(isCompletePdf(tailored.bytes)).toBe(true);
    }
  }
  return listedCount;
}

it(
  'keeps every acknowledged upload whole, and no file without its row, through kill -9 among uploads',
  SLOW,
  async () => {
    const dataDir = newDataDir();
    const first = await start(dataDir);
    const people = await killAmongUploads(first);

    // What a kill between storing the two files and committing the row leaves, whether or not this
    // run's kill landed there: the files, and a half-written body in the temporary area.
    const [victim] = people;
    if (!victim) throw new Error('no uploader');
    const storage = createLocalStorage({ root: join(dataDir, 'storage') });
    const orphan = `resumes/${victim.id}/1767225600000-never-committed.pdf`;
    await storage.put(orphan, { body: RESUME_PDF, contentType: 'application/pdf' });
    await storage.put(orphan.replace(/\.pdf$/, '.tailored.pdf'), {
      body: RESUME_PDF,
      contentType: 'application/pdf',
    });
    mkdirSync(join(dataDir, 'storage', '.tmp'), { recursive: true });
    writeFileSync(join(dataDir, 'storage', '.tmp', 'cut-off.part'), RESUME_PDF.subarray(0, 1000));

    const second = await start(dataDir, { port: first.port });
    expect(second.output()).toContain('removed files left by an interrupted upload');
    const listedCount = await expectListedResumesWhole(`http://127.0.0.1:${second.port}`, people);
    await stop(second);

    const { rows, keys } = await storageKeysOfRows(dataDir);
    expect(rows).toBe(listedCount);
    expect(keys).not.toContain(orphan);
    // Every file a row needs survives the restart's clean-up, the Word and text versions too.
    expectFilesToBe(dataDir, keys);
  },
);

it(
  'keeps every acknowledged upload whole in an S3 bucket through kill -9, every row with its objects',
  SLOW,
  async () => {
    const s3 = await startS3Server();
    try {
      const dataDir = newDataDir();
      const env = {
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: s3.bucket,
        S3_REGION: s3.region,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      };
      const first = await start(dataDir, { env });
      const people = await killAmongUploads(first);
      const second = await start(dataDir, { env, port: first.port });
      const listedCount = await expectListedResumesWhole(`http://127.0.0.1:${second.port}`, people);
      await stop(second);

      // Every key a row names is in the bucket. The reverse need not hold: objects stored just
      // before the kill, whose row never committed, stay unused (docs/operations.md says so).
      const { rows, keys } = await storageKeysOfRows(dataDir);
      expect(rows).toBe(listedCount);
      const bucket = createStorage(getStorageConfig({ DATA_DIR: dataDir, ...env }));
      try {
        for (const key of keys) expect(await bucket.exists(key), key).toBe(true);
      } finally {
        await bucket.close();
      }
      expect(listStoredFiles(join(dataDir, 'storage'))).toEqual([]);
    } finally {
      await s3.close();
    }
  },
);

async function waitUntil(condition: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await delay(5);
  }
}
