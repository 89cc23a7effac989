import { RESUME_MAX_BYTES } from '../../../shared/constants';
import { RESUME_JOB_DESCRIPTION_MAX_LENGTH } from '../../../shared/schemas/resumes';
import { AppError } from '../../http/app-error';

// Reading a resume upload: multipart/form-data with `file` (a PDF) and `jobDescription`. The body
// is counted while it streams in and cut off past the limit, so a client cannot make the server
// hold more than about 5 MB whatever Content-Length says (or does not say).

const UPLOAD_PATH = '/api/resumes';
/** Room in the body for the job description, the part headers and the boundaries. */
const FORM_ALLOWANCE_BYTES = 128 * 1024;
const PDF_SIGNATURE = '%PDF-';

export interface ResumeUpload {
  fileName: string;
  pdf: Uint8Array;
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
  const contentType = request.headers.get('Content-Type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new AppError('resume_file_invalid');
  const body = await readLimitedBody(request, maxFileBytes + FORM_ALLOWANCE_BYTES);
  const form = await parseForm(body, contentType);

  const file = form.get('file');
  const jobDescription = form.get('jobDescription');
  const description = typeof jobDescription === 'string' ? jobDescription.trim() : '';
  if (!(file instanceof File) || file.size === 0 || description.length === 0) {
    throw new AppError('resume_fields_required');
  }
  if (description.length > RESUME_JOB_DESCRIPTION_MAX_LENGTH) {
    throw new AppError('job_description_too_long');
  }
  if (file.size > maxFileBytes) throw new AppError('resume_file_too_large');
  const declaredType = file.type.split(';')[0]?.trim().toLowerCase();
  if (declaredType !== 'application/pdf') throw new AppError('resume_file_invalid');
  const pdf = new Uint8Array(await file.arrayBuffer());
  if (Buffer.from(pdf.subarray(0, PDF_SIGNATURE.length)).toString('latin1') !== PDF_SIGNATURE) {
    throw new AppError('resume_file_invalid');
  }
  return { fileName: file.name, pdf, jobDescription: description };
}

/** The whole body, or a 413 as soon as it passes maxBytes (declared or counted). */
async function readLimitedBody(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('Content-Length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    throw new AppError('resume_file_too_large');
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new AppError('resume_file_too_large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

async function parseForm(body: Uint8Array<ArrayBuffer>, contentType: string): Promise<FormData> {
  try {
    return await new Response(body, { headers: { 'Content-Type': contentType } }).formData();
  } catch {
    throw new AppError('resume_file_invalid');
  }
}
