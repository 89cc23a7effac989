import { once } from 'node:events';
import busboy, { type Busboy } from 'busboy';
import { RESUME_MAX_BYTES } from '../../../shared/constants';
import {
  RESUME_FIELD_LIMITS,
  RESUME_JOB_DESCRIPTION_MAX_LENGTH,
  type ResumeFields,
  resumeFieldsSchema,
} from '../../../shared/schemas/resumes';
import {
  findControlCharacterFields,
  hasControlCharacter,
} from '../../../shared/control-characters';
import { AppError } from '../../app-error';
import { refuseDeclaredTooLarge } from '../../http/read-limited-body';
import { DOCX_CONTENT_TYPE, type ResumeFileKind, readFileVerdict } from './file-kind';

// Reading a resume upload: multipart/form-data with `file` (a PDF or a Word .docx),
// `jobDescription` and, when the user checked what was read, `fields` (ResumeFields as JSON). The
// body
// is counted while it streams in and cut off past the limit, so a client cannot make the server
// hold more than about 5 MB whatever Content-Length says (or does not say).

const UPLOAD_PATHS = new Set(['/api/resumes', '/api/resumes/read']);
/**
 * Room in the body for the job description (20,000 characters), the checked fields (60,000
 * characters of resume, as JSON), the part headers and the boundaries: UTF-8 Cyrillic takes two
 * bytes a letter.
 */
const FORM_ALLOWANCE_BYTES = 512 * 1024;
/** The fields as JSON: the resume's characters, quoted, in UTF-8, with the keys around them. */
const FIELDS_MAX_JSON_CHARS = RESUME_FIELD_LIMITS.totalChars * 2 + 100_000;
export { DOCX_CONTENT_TYPE, type ResumeFileKind } from './file-kind';

export interface ResumeUpload {
  fileName: string;
  kind: ResumeFileKind;
  bytes: Uint8Array;
  jobDescription: string;
  /** The resume as the user checked and corrected it; null when they sent the file alone. */
  fields: ResumeFields | null;
}

/** Whether the request is a resume upload, which has its own body limit instead of the JSON one. */
export function isResumeUpload(request: Request): boolean {
  return request.method === 'POST' && UPLOAD_PATHS.has(new URL(request.url).pathname);
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
  const fields = readFields(form.get('fields'));
  return { ...(await checkResumeFile(file, maxFileBytes)), jobDescription: description, fields };
}

/** A resume file sent alone to be read into fields (POST /api/resumes/read). */
export async function readResumeFileUpload(
  request: Request,
  options: { maxFileBytes?: number } = {},
): Promise<Omit<ResumeUpload, 'jobDescription' | 'fields'>> {
  const maxFileBytes = options.maxFileBytes ?? RESUME_MAX_BYTES;
  const form = await readMultipartForm(request, maxFileBytes);
  const file = form.get('file');
  if (file instanceof File && file.size === 0 && file.name !== '') {
    throw new AppError('resume_file_empty');
  }
  if (!(file instanceof File) || file.size === 0) throw new AppError('resume_fields_required');
  return checkResumeFile(file, maxFileBytes);
}

/** The checked fields, if sent: JSON in the shape of ResumeFields, within its limits. */
function readFields(value: FormDataEntryValue | null): ResumeFields | null {
  if (value === null) return null;
  if (typeof value !== 'string' || value.length > FIELDS_MAX_JSON_CHARS) {
    throw new AppError('resume_fields_invalid');
  }
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw new AppError('resume_fields_invalid');
  }
  if (findControlCharacterFields(json).length > 0) {
    throw new AppError('control_characters', { fields: 'fields' });
  }
  const parsed = resumeFieldsSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const messages = parsed.error.issues.map((issue) => issue.message);
  if (messages.includes('too_long')) {
    throw new AppError('resume_fields_too_long', { limit: RESUME_FIELD_LIMITS.totalChars });
  }
  if (messages.includes('empty')) throw new AppError('resume_fields_empty');
  throw new AppError('resume_fields_invalid');
}

/** A resume file as the Resume Builder takes it: a PDF or .docx of at most the limit. */
async function checkResumeFile(
  file: File,
  maxFileBytes: number,
): Promise<Omit<ResumeUpload, 'jobDescription' | 'fields'>> {
  if (file.size > maxFileBytes) throw new AppError('resume_file_too_large');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const verdict = await readFileVerdict({ name: file.name, type: file.type, bytes });
  if ('refusal' in verdict) throw new AppError(verdict.refusal);
  return { fileName: file.name, kind: verdict.kind, bytes };
}

/** An application sent as a form with a resume file: its text fields and the checked file. */
export interface ApplicationForm {
  fields: Record<string, string>;
  file: (Omit<ResumeUpload, 'jobDescription' | 'fields'> & { contentType: string }) | null;
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

/**
 * A multipart/form-data body, parsed as it streams in (busboy), counted and cut off past the file
 * limit. Parsing chunk by chunk keeps the server's thread free between them: reading a 4.4 MB body
 * whole and then parsing it held the thread for about 25 ms in one piece (issue 36).
 */
async function readMultipartForm(request: Request, maxFileBytes: number): Promise<FormData> {
  const contentType = request.headers.get('Content-Type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new AppError('resume_file_invalid');
  const form = await parseMultipart(request, {
    contentType,
    maxBytes: maxFileBytes + FORM_ALLOWANCE_BYTES,
  });
  // Every text field of every form, as the JSON bodies are checked (http/control-characters.ts):
  // a NUL byte in a cover letter is refused here, before anything is read or stored.
  const fields = [...form.entries()]
    .filter(
      ([name, value]) =>
        hasControlCharacter(name) || (typeof value === 'string' && hasControlCharacter(value)),
    )
    .map(([name]) => (hasControlCharacter(name) ? 'form' : name));
  if (fields.length > 0) {
    throw new AppError('control_characters', { fields: [...new Set(fields)].join(', ') });
  }
  return form;
}

async function parseMultipart(
  request: Request,
  options: { contentType: string; maxBytes: number },
): Promise<FormData> {
  const tooLarge = () => new AppError('resume_file_too_large');
  await refuseDeclaredTooLarge(request, { maxBytes: options.maxBytes, tooLarge });
  const form = new FormData();
  let parser: Busboy;
  try {
    // The body as a whole is limited below; no part may be cut short silently.
    parser = busboy({
      headers: { 'content-type': options.contentType },
      // Browsers send file names in UTF-8; the names keep their folders, which are cut off later.
      defParamCharset: 'utf8',
      preservePath: true,
      limits: { fieldSize: options.maxBytes, fileSize: options.maxBytes },
    });
  } catch {
    throw new AppError('resume_file_invalid');
  }
  const files: Promise<void>[] = [];
  parser.on('field', (name, value) => form.append(name, value));
  parser.on('file', (...[name, stream, info]) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A form that ends inside a file ends the file with an error too: the parser's own error
    // (below) answers it, and none may go unheard (an unheard stream error ends the process).
    stream.on('error', () => undefined);
    files.push(
      new Promise<void>((resolve) => {
        stream.on('close', () => {
          // A field left empty ("no file chosen") is sent as a nameless, empty file: no file.
          if (info.filename || chunks.length > 0) {
            form.append(
              name,
              new File([Buffer.concat(chunks) as Uint8Array<ArrayBuffer>], info.filename ?? '', {
                type: info.mimeType ?? '',
              }),
            );
          }
          resolve();
        });
      }),
    );
  });
  const parsed = new Promise<void>((resolve, reject) => {
    parser.once('close', resolve);
    // `on`, not `once`: a parser can report more than one error, and each must be heard.
    parser.on('error', reject);
  });
  // Once the parser has failed, the rest of the body is only received (for the fallback below).
  let hasFailed = false;
  parsed.catch(() => {
    hasFailed = true;
  });
  // The chunks as received (kept, not copied): the fallback below reads them whole.
  const received: Uint8Array[] = [];
  if (request.body) {
    const reader = request.body.getReader();
    let size = 0;
    for (;;) {
      // A client that hangs up mid-upload ends the stream with an error: that is the client's
      // doing, answered (to nobody) as such, never taken for a server or database fault.
      const { done, value } = await reader.read().catch(() => {
        parser.destroy();
        throw new AppError('request_aborted');
      });
      if (done) break;
      size += value.byteLength;
      if (size > options.maxBytes) {
        await reader.cancel().catch(() => undefined);
        parser.destroy();
        throw tooLarge();
      }
      received.push(value);
      if (!hasFailed && !parser.write(value)) {
        await once(parser, 'drain').catch(() => undefined);
      }
    }
  }
  if (!hasFailed) parser.end();
  try {
    await parsed;
    await Promise.all(files);
    return form;
  } catch {
    // busboy refuses a part header the WHATWG parser reads (a NUL byte in a file name, which is
    // cut out of the name later): the body is read whole by that parser before it is refused.
    return parseWholeForm(Buffer.concat(received), options.contentType);
  }
}

async function parseWholeForm(
  body: Uint8Array<ArrayBuffer>,
  contentType: string,
): Promise<FormData> {
  try {
    return await new Response(body, { headers: { 'Content-Type': contentType } }).formData();
  } catch {
    throw new AppError('resume_file_invalid');
  }
}
