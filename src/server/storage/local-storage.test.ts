import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { describeStorageContract } from './storage-contract';

describeStorageContract('local files', async () => {
  const parent = mkdtempSync(join(tmpdir(), 'hireready-storage-'));
  return {
    storage: createLocalStorage({ root: join(parent, 'storage') }),
    teardown: async () => rmSync(parent, { recursive: true, force: true }),
  };
});

describe('local files on disk', () => {
  it('writes under its root only, leaving no temporary files behind', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'hireready-storage-'));
    const root = join(parent, 'storage');
    const storage = createLocalStorage({ root });
    try {
      await storage.put('resumes/u1/1-cv.pdf', {
        body: Buffer.from('%PDF-'),
        contentType: 'application/pdf',
      });
      await storage
        .put('../outside.pdf', { body: Buffer.from('%PDF-'), contentType: 'x' })
        .catch(() => {});
      expect(readdirSync(parent)).toEqual(['storage']);
      expect(existsSync(join(root, 'resumes/u1/1-cv.pdf'))).toBe(true);
      expect(readdirSync(join(root, '.tmp'))).toEqual([]);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
