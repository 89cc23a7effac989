// One behaviour for every ObjectStorage: each implementation's test file runs this suite.
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectStorage } from './storage';
import { isStorageError } from './storage-error';

const PDF_BYTES = Buffer.from('%PDF-1.7\n% a tiny stand-in for a resume\n%%EOF\n');

export function describeStorageContract(
  name: string,
  setup: () => Promise<{ storage: ObjectStorage; teardown: () => Promise<void> }>,
): void {
  describe(`${name}: the ObjectStorage contract`, () => {
    let storage: ObjectStorage;
    let teardown: () => Promise<void>;

    beforeAll(async () => {
      ({ storage, teardown } = await setup());
    });
    afterAll(async () => {
      await storage.close();
      await teardown();
    });

    it('stores bytes and reads them back with their content type and size', async () => {
      const key = 'resumes/user_1/1700000000000-cv.pdf';
      expect(await storage.put(key, { body: PDF_BYTES, contentType: 'application/pdf' })).toEqual({
        size: PDF_BYTES.length,
      });
      const stored = await storage.get(key);
      expect(stored.contentType).toBe('application/pdf');
      expect(stored.size).toBe(PDF_BYTES.length);
      expect(await text(stored.body)).toBe(PDF_BYTES.toString());
    });

    it('stores a stream of known length and one of unknown length', async () => {
      const parts = ['%PDF-1.4\n', 'Иван Петров, ', 'résumé\n'];
      const length = Buffer.byteLength(parts.join(''));
      await storage.put('streams/known.pdf', {
        body: Readable.from(parts.map((p) => Buffer.from(p))),
        contentType: 'application/pdf',
        contentLength: length,
      });
      await storage.put('streams/unknown.pdf', {
        body: Readable.from(parts.map((p) => Buffer.from(p))),
        contentType: 'application/pdf',
      });
      for (const key of ['streams/known.pdf', 'streams/unknown.pdf']) {
        const stored = await storage.get(key);
        expect(stored.size).toBe(length);
        expect(await text(stored.body)).toBe(parts.join(''));
      }
    });

    it('replaces an object stored under the same key', async () => {
      await storage.put('replace/a.pdf', { body: Buffer.from('first'), contentType: 'text/plain' });
      await storage.put('replace/a.pdf', {
        body: Buffer.from('second'),
        contentType: 'application/pdf',
      });
      const stored = await storage.get('replace/a.pdf');
      expect(await text(stored.body)).toBe('second');
      expect(stored.contentType).toBe('application/pdf');
    });

    it('tells whether a key exists, and deletes (twice without complaint)', async () => {
      await storage.put('delete/me.pdf', { body: PDF_BYTES, contentType: 'application/pdf' });
      expect(await storage.exists('delete/me.pdf')).toBe(true);
      expect(await storage.exists('delete/other.pdf')).toBe(false);
      await storage.delete('delete/me.pdf');
      await storage.delete('delete/me.pdf');
      expect(await storage.exists('delete/me.pdf')).toBe(false);
    });

    it('says not_found for a missing object', async () => {
      const failure = await storage.get('missing/nothing.pdf').catch((error: unknown) => error);
      expect(isStorageError(failure, 'not_found')).toBe(true);
    });

    it('keeps Unicode file names intact', async () => {
      const key = 'resumes/user_1/1700000000001-Резюме_Иван.pdf';
      await storage.put(key, { body: PDF_BYTES, contentType: 'application/pdf' });
      expect(await storage.exists(key)).toBe(true);
      const stored = await storage.get(key);
      expect(stored.size).toBe(PDF_BYTES.length);
      expect(await text(stored.body)).toBe(PDF_BYTES.toString());
    });

    it.each([
      '',
      '../escape.pdf',
      'resumes/../../escape.pdf',
      'resumes/./a.pdf',
      '/absolute.pdf',
      'resumes//double.pdf',
      'resumes\\windows.pdf',
      'resumes/new\nline.pdf',
      'resumes/.hidden',
      'x'.repeat(1025),
    ])('refuses the key %j for every operation', async (key) => {
      const attempts = [
        storage.put(key, { body: PDF_BYTES, contentType: 'application/pdf' }),
        storage.get(key),
        storage.exists(key),
        storage.delete(key),
      ];
      for (const attempt of attempts) {
        const failure = await attempt.then(
          () => null,
          (error: unknown) => error,
        );
        expect(isStorageError(failure, 'invalid_key')).toBe(true);
      }
    });
  });
}
