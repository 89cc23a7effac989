import { inArray, or } from 'drizzle-orm';
import type { Database } from './client';
import { resumes } from './schema';

/**
 * Which of these storage keys a row points at (a resume's original or tailored PDF). Start-up
 * recovery asks before it removes a file, so a file is only ever removed when no row needs it.
 */
export async function findReferencedStorageKeys(
  db: Database,
  keys: string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ path: resumes.path, originalPath: resumes.originalPath })
    .from(resumes)
    .where(or(inArray(resumes.path, keys), inArray(resumes.originalPath, keys)));
  const wanted = new Set(keys);
  const referenced = new Set<string>();
  for (const row of rows) {
    for (const key of [row.path, row.originalPath]) {
      if (key && wanted.has(key)) referenced.add(key);
    }
  }
  return referenced;
}
