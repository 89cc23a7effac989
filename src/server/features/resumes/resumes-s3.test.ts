import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type S3Server, startS3Server } from '../../../../tests/support/s3-server';
import { signUp } from '../../../../tests/support/sign-up';
import { type TestApp, createTestApp } from '../../../../tests/support/test-app';
import { resumes } from '../../db/schema';
import { createStorage } from '../../storage/create-storage';
import { getStorageConfig } from '../../storage/storage-config';
import type { ObjectStorage } from '../../storage/storage';
import { analyseResume, extractResumeText, getDocumentText } from './resume-engine';

const JOHN_DOE = new Uint8Array(
  readFileSync(join(__dirname, '../../../../tests/fixtures/resumes/john_doe.pdf')),
);

let server: S3Server;
let storage: ObjectStorage;
let t: TestApp;
beforeEach(async () => {
  server = await startS3Server();
  storage = createStorage(
    getStorageConfig({
      DATA_DIR: './data',
      S3_ENDPOINT: server.endpoint,
      S3_BUCKET: server.bucket,
      S3_REGION: server.region,
      S3_ACCESS_KEY_ID: server.accessKeyId,
      S3_SECRET_ACCESS_KEY: server.secretAccessKey,
    }),
  );
  t = await createTestApp({ storage });
});
afterEach(async () => {
  await t.close();
  await server.close();
});

describe('Resume Builder on S3-compatible storage (s3rver)', () => {
  it('stores both PDFs in the bucket, serves them to the owner and deletes them', async () => {
    expect(storage.kind).toBe('s3');
    const { id, cookie } = await signUp(t.app, 'john@example.com');
    const form = new FormData();
    form.set('file', new File([JOHN_DOE], 'Джон Доу резюме.pdf', { type: 'application/pdf' }));
    form.set('jobDescription', 'Requirements: Java, Spring Boot and SQL.');
    const res = await t.app.request('/api/resumes', {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    expect(res.status).toBe(201);
    const { resume } = (await res.json()) as { resume: { id: string; fileName: string } };
    expect(resume.fileName).toBe('Джон_Доу_резюме.pdf');

    const download = await t.app.request(`/api/resumes/${resume.id}/download`, {
      headers: { cookie },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('Content-Type')).toBe('application/pdf');
    expect(download.headers.get('Content-Disposition')).toBe(
      `attachment; filename="${'_'.repeat(15)}-tailored.pdf"; filename*=UTF-8''${encodeURIComponent('Джон_Доу_резюме-tailored.pdf')}`,
    );
    const pdf = new Uint8Array(await download.arrayBuffer());
    const text = getDocumentText(analyseResume(await extractResumeText(pdf)));
    expect(text).toMatch(/John Doe/i);

    const original = await t.app.request(`/api/resumes/${resume.id}/download?file=original`, {
      headers: { cookie },
    });
    expect(new Uint8Array(await original.arrayBuffer())).toEqual(JOHN_DOE);

    const [row] = await t.database.db.select().from(resumes).where(eq(resumes.id, resume.id));
    const keys = [row?.path, row?.originalPath];
    for (const key of keys) expect(key?.startsWith(`resumes/${id}/`)).toBe(true);
    for (const key of keys) expect(await storage.exists(key ?? '')).toBe(true);

    const deleted = await t.app.request(`/api/resumes/${resume.id}`, {
      method: 'DELETE',
      headers: { cookie },
    });
    expect(deleted.status).toBe(200);
    for (const key of keys) expect(await storage.exists(key ?? '')).toBe(false);
    const gone = await t.app.request(`/api/resumes/${resume.id}/download?file=original`, {
      headers: { cookie },
    });
    expect(gone.status).toBe(404);
  });
});
