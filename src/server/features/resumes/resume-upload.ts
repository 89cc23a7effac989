import { RESUME_MAX_BYTES } from '../../../shared/constants';
import { RESUME_JOB_DESCRIPTION_MAX_LENGTH } from '../../../shared/schemas/resumes';
import { hasControlCharacter } from '../../../shared/control-characters';
import { AppError } from '../../app-error';
import { readLimitedBody } from '../../http/read-limited-body';
import { DOCX_CONTENT_TYPE, type ResumeFileKind, readFileVerdict } from './file-kind';

// Reading a resume upload: multipart/form-data with `file` (a PDF or a Word .docx) and
// `jobDescription`. The body
// is counted while it streams in and cut off past the limit, so a client cannot make the server
// hold more than about 5 MB whatever Content-Length says (or does not say).

const UPLOAD_PATH = '/api/resumes';
/** Room in the body for the job description, the part headers and the boundaries. */
const FORM_ALLOWANCE_BYTES = 128 * 1024;
export { DOCX_CONTENT_TYPE, type ResumeFileKind } from './file-kind';

export interface ResumeUpload {
  fileName: string;
  kind: ResumeFileKind;
  bytes: Uint8Array;
  jobDescription: string;
}

/** Whether the request is a resume upload, which has its own body limit instead of the JSON one. */
export function isResumeUpload(request: Request): boolean {
  return request.method === 'POST' && new URL(request.url).pathname === UPLOAD_PATH;
}

/** Reads and checks the upload; throws the spec's messages as AppErrors. */
export async function readResumeUpload(
  request: Request,
  options: { maxFileBytes?: number } = {},
): Promise<ResumeUpload> {
  const maxFileBytes = options.maxFileBytes ?? RESUME_MAX_BYTES;
  const form = await readMultipartForm(request, maxFileBytes);

  const file = form.get('file');
  const jobDescription = form.get('jobDescription');
  const description = typeof jobDescription === 'string' ? jobDescription.trim() : '';
  // A file picked but empty (a cloud placeholder, a failed save) is told apart from no file.
  if (file instanceof File && file.size === 0 && file.name !== '') {
    throw new AppError('resume_file_empty');
  }
  if (!(file instanceof File) || file.size === 0 || description.length === 0) {
    throw new AppError('resume_fields_required');
  }
  if (hasControlCharacter(description)) {
    throw new AppError('control_characters', { fields: 'jobDescription' });
  }
  if (description.length > RESUME_JOB_DESCRIPTION_MAX_LENGTH) {
    throw new AppError('job_description_too_long');
  }
  return { ...(await checkResumeFile(file, maxFileBytes)), jobDescription: description };
}

/** A resume file as the Resume Builder takes it: a PDF or .docx of at most the limit. */
async function checkResumeFile(
  file: File,
  maxFileBytes: number,
): Promise<Omit<ResumeUpload, 'jobDescription'>> {
  if (file.size > maxFileBytes) throw new AppError('resume_file_too_large');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const verdict = await readFileVerdict({ name: file.name, type: file.type, bytes });
  if ('refusal' in verdict) throw new AppError(verdict.refusal);
  return { fileName: file.name, kind: verdict.kind, bytes };
}

/** An application sent as a form with a resume file: its text fields and the checked file. */
export interface ApplicationForm {
  fields: Record<string, string>;
  file: (Omit<ResumeUpload, 'jobDescription'> & { contentType: string }) | null;
}

/**
 * Reads an application sent as multipart/form-data (cover letter, and a resume file checked the
 * way the Resume Builder checks an upload: type, first bytes, at most 5 MB, counted as it streams).
 */
export async function readApplicationForm(
  request: Request,
  options: { maxFileBytes?: number } = {},
): Promise<ApplicationForm> {
  const maxFileBytes = options.maxFileBytes ?? RESUME_MAX_BYTES;
  const form = await readMultipartForm(request, maxFileBytes);
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
  }
  const file = form.get('file');
  if (file instanceof File && file.size === 0 && file.name !== '') {
    throw new AppError('resume_file_empty');
  }
  if (!(file instanceof File) || file.size === 0) return { fields, file: null };
  const checked = await checkResumeFile(file, maxFileBytes);
  return {
    fields,
    file: {
      ...checked,
      contentType: checked.kind === 'docx' ? DOCX_CONTENT_TYPE : 'application/pdf',
    },
  };
}

/** A multipart/form-data body, counted as it streams and cut off past the file limit. */
async function readMultipartForm(request: Request, maxFileBytes: number): Promise<FormData> {
  const contentType = request.headers.get('Content-Type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new AppError('resume_file_invalid');
  const body = await readLimitedBody(request, {
    maxBytes: maxFileBytes + FORM_ALLOWANCE_BYTES,
    tooLarge: () => new AppError('resume_file_too_large'),
  });
  return parseForm(body, contentType);
}

async function parseForm(body: Uint8Array<ArrayBuffer>, contentType: string): Promise<FormData> {
  try {
    return await new Response(body, { headers: { 'Content-Type': contentType } }).formData();
  } catch {
    throw new AppError('resume_file_invalid');
  }
}
