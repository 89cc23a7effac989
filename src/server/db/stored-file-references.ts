import { inArray, or } from 'drizzle-orm';
import type { Database } from './client';
import { applications, resumes } from './schema';

/**
 * Which of these storage keys a row points at (a resume's original or tailored PDF, or the copy
 * of a resume sent with an application). Start-up
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
  const attached = await db
    .select({ key: applications.resumeFileKey })
    .from(applications)
    .where(inArray(applications.resumeFileKey, keys));
  for (const row of attached) {
    if (row.key) referenced.add(row.key);
  }
  return referenced;
}
