import { inArray, or } from 'drizzle-orm';
import type { Database } from './client';
import { applications, resumes } from './schema';

/** A tailored resume's Word or text version sits beside its PDF: ….tailored.docx → ….tailored.pdf. */
const OTHER_FORMAT = /\.tailored\.(?:docx|txt)$/;

/**
 * Which of these storage keys a row points at (a resume's original or tailored PDF, the Word and
 * text versions stored beside that PDF, or the copy of a resume sent with an application).
 * Start-up recovery asks before it removes a file, so a file is only ever removed when no row
 * needs it.
 */
export async function findReferencedStorageKeys(
  db: Database,
  keys: string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const pdfOf = new Map(
    keys
      .filter((key) => OTHER_FORMAT.test(key))
      .map((key) => [key, key.replace(/\.(?:docx|txt)$/, '.pdf')] as const),
  );
  const lookedUp = [...new Set([...keys, ...pdfOf.values()])];
  const rows = await db
    .select({ path: resumes.path, originalPath: resumes.originalPath })
    .from(resumes)
    .where(or(inArray(resumes.path, lookedUp), inArray(resumes.originalPath, keys)));
  const wanted = new Set(keys);
  const referenced = new Set<string>();
  const tailoredPaths = new Set<string>();
  for (const row of rows) {
    if (row.path) tailoredPaths.add(row.path);
    for (const key of [row.path, row.originalPath]) {
      if (key && wanted.has(key)) referenced.add(key);
    }
  }
  for (const [key, pdf] of pdfOf) if (tailoredPaths.has(pdf)) referenced.add(key);
  const attached = await db
    .select({ key: applications.resumeFileKey })
    .from(applications)
    .where(inArray(applications.resumeFileKey, keys));
  for (const row of attached) {
    if (row.key) referenced.add(row.key);
  }
  return referenced;
}
