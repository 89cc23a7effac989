import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { recoverLocalStorage } from './local-storage-recovery';

const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');
const KEPT = 'resumes/u1/1700000000000-kept.pdf';
const ORPHAN = 'resumes/u1/1700000000001-orphan.pdf';
const OTHER_AREA = 'exports/u1/report.pdf';

let parent: string;
let root: string;
beforeEach(async () => {
  parent = mkdtempSync(join(tmpdir(), 'hireready-recovery-'));
  root = join(parent, 'storage');
  const storage = createLocalStorage({ root });
  for (const key of [KEPT, ORPHAN, OTHER_AREA]) {
    await storage.put(key, { body: PDF, contentType: 'application/pdf' });
  }
  mkdirSync(join(root, '.tmp'), { recursive: true });
  writeFileSync(join(root, '.tmp', 'abc.part'), 'half a file');
});
afterEach(() => rmSync(parent, { recursive: true, force: true }));

const referencing =
  (...keys: string[]) =>
  async (asked: string[]) =>
    new Set(asked.filter((key) => keys.includes(key)));

describe('recoverLocalStorage', () => {
  it('empties the temporary area and removes resume files no row names, with their records', async () => {
    const result = await recoverLocalStorage({ root, findReferencedKeys: referencing(KEPT) });
    expect(result).toEqual({ temporaryEntries: 1, orphanKeys: [ORPHAN] });
    expect(readdirSync(join(root, '.tmp'))).toEqual([]);
    const storage = createLocalStorage({ root });
    expect(await storage.exists(KEPT)).toBe(true);
    expect(await storage.exists(ORPHAN)).toBe(false);
    expect(readdirSync(join(root, '.meta', 'resumes', 'u1'))).toEqual([
      '1700000000000-kept.pdf.json',
    ]);
    // Keys outside resumes/ belong to nothing the database tracks, so they are left alone.
    expect(await storage.exists(OTHER_AREA)).toBe(true);
  });

  it('removes a content-type record whose file never got renamed into place', async () => {
    const key = 'resumes/u1/1700000000002-cut.pdf';
    mkdirSync(join(root, '.meta', 'resumes', 'u1'), { recursive: true });
    writeFileSync(join(root, '.meta', `${key}.json`), '{"contentType":"application/pdf"}');
    const result = await recoverLocalStorage({ root, findReferencedKeys: referencing(KEPT) });
    expect(result.orphanKeys.sort()).toEqual([ORPHAN, key].sort());
  });

  it('leaves recent leftovers alone when another process may still be writing them', async () => {
    const now = Date.now();
    const old = new Date(now - 2 * 60 * 60_000);
    for (const path of [join(root, KEPT), join(root, '.meta', `${KEPT}.json`)]) {
      utimesSync(path, old, old);
    }
    const result = await recoverLocalStorage({
      root,
      findReferencedKeys: referencing(),
      minAgeMs: 60 * 60_000,
      now: () => now,
    });
    expect(result).toEqual({ temporaryEntries: 0, orphanKeys: [KEPT] });
    expect(readdirSync(join(root, '.tmp'))).toEqual(['abc.part']);
    expect(await createLocalStorage({ root }).exists(ORPHAN)).toBe(true);
  });

  it('does nothing on a storage root that does not exist yet', async () => {
    const result = await recoverLocalStorage({
      root: join(parent, 'nothing'),
      findReferencedKeys: referencing(),
    });
    expect(result).toEqual({ temporaryEntries: 0, orphanKeys: [] });
  });
});
