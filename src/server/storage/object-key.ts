// Object keys for resumes, per the spec: resumes/{uid}/{timestamp}-{fileName}. The file name comes
// from the user, so it is reduced to something safe in any store and any file system.

const MAX_FILE_NAME_LENGTH = 100;
const FALLBACK_BASE_NAME = 'resume';
const USER_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * A file name safe as one key segment: no directories (only the last part of a path is kept), no
 * control or format characters, no slashes or backslashes, no leading dots, whitespace collapsed,
 * Unicode letters and digits kept, at most 100 characters, always ending in ".pdf".
 */
export function sanitizeFileName(fileName: string): string {
  const lastPart = fileName.split(/[/\\]/).pop() ?? '';
  const cleaned = lastPart
    .normalize('NFC')
    // Control, format (bidi overrides, zero-width), unassigned and private-use characters.
    .replace(/[\p{Cc}\p{Cf}\p{Cn}\p{Co}\p{Cs}]/gu, '')
    // Characters that are reserved on Windows or awkward in URLs and headers.
    .replace(/[<>:"|?*#%&{}$!'`=+@^~;,[\]]/g, '_')
    .replace(/\s+/gu, ' ')
    .trim();
  // A Word resume keeps its .docx; anything else is stored as the PDF it was checked to be.
  const extension = /\.docx$/iu.test(cleaned) ? '.docx' : '.pdf';
  const withoutExtension = cleaned.replace(/\.(?:pdf|docx)$/iu, '');
  const base = withoutExtension
    .replace(/^[.\s_-]+/u, '')
    .replace(/[.\s]+$/u, '')
    .replace(/\s/gu, '_');
  const bounded = truncateByCodePoints(base, MAX_FILE_NAME_LENGTH - extension.length).replace(
    /[.\s_-]+$/u,
    '',
  );
  return `${bounded || FALLBACK_BASE_NAME}${extension}`;
}

/**
 * The name a stored resume is shown and downloaded under: sanitised, with the extension of what it
 * was checked to be (a Word file named "cv.pdf" is "cv.docx"). Names stored raw by older versions
 * are shown through it too, so "../../etc/resume.html" or a right-to-left override never reaches
 * a page, a mail or a Content-Disposition header.
 */
export function storedFileName(fileName: string | null, contentType: string | null): string {
  const extension = contentType !== null && /wordprocessingml/.test(contentType) ? '.docx' : '.pdf';
  const base = sanitizeFileName(fileName ?? '').replace(/\.(?:pdf|docx)$/u, '');
  return `${base}${extension}`;
}

/** resumes/{uid}/{timestamp}-{fileName}, the timestamp in milliseconds since the epoch. */
export function buildResumeKey(options: { userId: string; fileName: string; at: Date }): string {
  if (!USER_ID.test(options.userId)) {
    throw new Error('A user id in a storage key must be 1-128 letters, digits, "_" or "-"');
  }
  const timestamp = options.at.getTime();
  if (!Number.isSafeInteger(timestamp) || timestamp < 0) throw new Error('Invalid timestamp');
  return `resumes/${options.userId}/${timestamp}-${sanitizeFileName(options.fileName)}`;
}

function truncateByCodePoints(text: string, maxLength: number): string {
  const codePoints = Array.from(text);
  return codePoints.length <= maxLength ? text : codePoints.slice(0, maxLength).join('');
}

/** The formats a tailored resume is also kept in, next to its PDF. */
export const TAILORED_OTHER_FORMATS = ['docx', 'txt'] as const;
export type TailoredOtherFormat = (typeof TAILORED_OTHER_FORMATS)[number];

/** The tailored PDF sits next to the original: ….pdf (or ….docx) → ….tailored.pdf. */
export function tailoredKeyOf(originalKey: string): string {
  return `${originalKey.replace(/\.(?:pdf|docx)$/i, '')}.tailored.pdf`;
}

/** The Word or text version sits next to the tailored PDF: ….tailored.pdf → ….tailored.docx. */
export function otherFormatKeyOf(tailoredKey: string, format: TailoredOtherFormat): string {
  return `${tailoredKey.replace(/\.pdf$/i, '')}.${format}`;
}
