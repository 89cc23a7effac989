import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { type ClientRequest, request } from 'node:http';
import { join, relative, sep } from 'node:path';

// Resume Builder steps over HTTP against a running server, as the resume page makes them, and a
// look at what local storage holds on disk.

/** A real one-page resume (tests/fixtures/resumes/README.md says where it comes from). */
export const RESUME_PDF = readFileSync(
  join(import.meta.dirname, '../../fixtures/resumes/john_doe.pdf'),
);
export const JOB_DESCRIPTION = 'Requirements: Java, Spring Boot, SQL and Kubernetes in production.';

export interface UploadedResume {
  id: string;
  fileName: string;
}

/** POST /api/resumes with the fixture PDF; the status and, on 201, the resume. */
export async function uploadResumeOver(
  baseUrl: string,
  cookie: string,
  options: { fileName: string },
): Promise<{ status: number; resume?: UploadedResume }> {
  const form = new FormData();
  form.set('file', new File([RESUME_PDF], options.fileName, { type: 'application/pdf' }));
  form.set('jobDescription', JOB_DESCRIPTION);
  const res = await fetch(`${baseUrl}/api/resumes`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  const body = (await res.json().catch(() => ({}))) as { resume?: UploadedResume };
  return { status: res.status, resume: body.resume };
}

export async function listResumesOver(baseUrl: string, cookie: string): Promise<UploadedResume[]> {
  const res = await fetch(`${baseUrl}/api/resumes`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`listing resumes answered ${res.status}`);
  return ((await res.json()) as { resumes: UploadedResume[] }).resumes;
}

/** GET …/download: the status, the declared length and every byte of the body. */
export async function downloadResumeOver(
  baseUrl: string,
  cookie: string,
  options: { resumeId: string; file: 'original' | 'tailored' },
): Promise<{ status: number; contentLength: number; bytes: Buffer }> {
  const res = await fetch(
    `${baseUrl}/api/resumes/${options.resumeId}/download?file=${options.file}`,
    { headers: { cookie } },
  );
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, contentLength: Number(res.headers.get('content-length')), bytes };
}

/** A whole PDF: the header at the start and the end-of-file marker in its last bytes. */
export function isCompletePdf(bytes: Buffer): boolean {
  return (
    bytes.subarray(0, 5).toString('latin1') === '%PDF-' &&
    bytes.subarray(-32).toString('latin1').includes('%%EOF')
  );
}

export interface SlowUpload {
  request: ClientRequest;
  /** The whole multipart body; send it in pieces with `send`. */
  body: Buffer;
  /** Writes bytes and resolves once they are handed to the operating system. */
  send(bytes: Buffer): Promise<void>;
  /** The answer's status, or the network error's code when the connection broke first. */
  outcome: Promise<{ status?: number; error?: string }>;
}

/** Opens a resume upload with a Content-Length for the whole body and sends nothing of it yet. */
export function openSlowUpload(options: {
  port: number;
  cookie: string;
  fileName: string;
}): SlowUpload {
  const boundary = `----hireready-${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="jobDescription"\r\n\r\n` +
    `${JOB_DESCRIPTION}\r\n--${boundary}\r\n` +
    `Content-Disposition: form-data; name="file"; filename="${options.fileName}"\r\n` +
    `Content-Type: application/pdf\r\n\r\n`;
  const body = Buffer.concat([
    Buffer.from(head),
    RESUME_PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const req = request({
    host: '127.0.0.1',
    port: options.port,
    path: '/api/resumes',
    method: 'POST',
    headers: {
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': body.length,
      cookie: options.cookie,
    },
  });
  const outcome = new Promise<{ status?: number; error?: string }>((resolve) => {
    req.on('response', (res) => {
      res.resume();
      resolve({ status: res.statusCode });
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? 'error' }));
  });
  return {
    request: req,
    body,
    send: (bytes) =>
      new Promise((resolve, reject) =>
        req.write(bytes, (error) => (error ? reject(error) : resolve())),
      ),
    outcome,
  };
}

/** Every file under a local storage root, as slash-separated paths relative to it. */
export function listStoredFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as { code?: unknown }).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push(relative(root, path).split(sep).join('/'));
    }
  };
  walk(root);
  return files.sort();
}
