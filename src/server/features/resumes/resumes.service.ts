import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { AI_INPUT_MAX_CHARS } from '../../../shared/constants';
import type {
  ResumeFile,
  ResumeFormat,
  ResumeReading,
  TailoringReport,
} from '../../../shared/schemas/resumes';
import type { AiAllowance, AiDailyLimit } from '../../ai/daily-limit';
import type { ResumeTailor } from '../../ai/resume-tailor';
import { AppError } from '../../app-error';
import type { Logger } from '../../logger';
import { buildResumeKey, otherFormatKeyOf, tailoredKeyOf } from '../../storage/object-key';
import type { ObjectStorage, StoredObject } from '../../storage/storage';
import {
  type ProposeTailoring,
  type RejectedEdit,
  analyseResume,
  extractInWorker,
  extractionAppError,
  isExtractionError,
  tailorResume,
} from './resume-engine';
import type { OtherFormat } from './rendering/check-formats';
import { renderDocxOffThread } from './rendering/render-off-thread';
import { renderResumeText } from './rendering/render-resume-text';
import { DOCX_CONTENT_TYPE, type ResumeUpload } from './resume-upload';
import type { ResumeRow, ResumesRepository } from './resumes.repository';
import { offeredFormats } from './resume-formats';
import { readFieldsOffThread } from './tailoring/tailor-off-thread';

export interface ResumesDeps {
  repository: ResumesRepository;
  storage: ObjectStorage;
  logger: Logger;
  now: () => Date;
  /** Proposes AI edits when a model is configured; the offline tailor proposes none. */
  tailor: ResumeTailor;
  /** Counts each model call against its user's daily limit (AI_DAILY_LIMIT). */
  aiLimit?: AiDailyLimit;
}

const PDF_CONTENT_TYPE = 'application/pdf';
const TEXT_CONTENT_TYPE = 'text/plain; charset=utf-8';
/**
 * Reads an uploaded resume into the fields the user checks before anything is matched, with what
 * the reader was unsure of. Nothing is stored. The same file uploaded again by the same person
 * loads the corrections they last confirmed for it instead.
 */
export async function readResumeFields(
  deps: ResumesDeps,
  options: { userId: string; upload: Pick<ResumeUpload, 'bytes' | 'kind'> },
): Promise<ResumeReading> {
  const { userId, upload } = options;
  let reading;
  try {
    reading = await readFieldsOffThread(
      await extractInWorker({ bytes: upload.bytes, kind: upload.kind }),
    );
  } catch (error) {
    if (isExtractionError(error)) throw extractionAppError(error.kind, upload.kind);
    deps.logger.error({ err: errorSummary(error) }, 'could not read a resume');
    throw new AppError('resume_tailor_failed');
  }
  const saved = await deps.repository.findConfirmedFields(userId, sha256(upload.bytes));
  if (saved) {
    return {
      fields: saved.fields,
      // Their owner checked these fields; nothing in them is the reader's guess any more.
      unsure: [],
      source: 'saved',
      savedAt: saved.createdAt.toISOString(),
    };
  }
  return {
    fields: reading.fields,
    unsure: reading.unsure,
    source: 'file',
    savedAt: null,
  };
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Reads the uploaded resume (or takes the fields the user checked), tailors it to the job (with a model: its truthful edits; offline, or
 * when the model fails or the user's daily AI limit is spent: reordered by relevance, nothing
 * reworded), keeps the original and the tailored PDF, and records both match reports and how the
 * result was made. Nothing is stored when the PDF cannot be read; a failure after storing removes
 * what was stored.
 */
export async function createTailoredResume(
  deps: ResumesDeps,
  options: { userId: string; upload: ResumeUpload },
): Promise<{ resume: ResumeRow; aiLimit?: AiAllowance }> {
  const { userId, upload } = options;
  let aiLimit: AiAllowance | undefined;
  const result = await tailorOrExplain(deps, {
    upload,
    confirmed: upload.fields,
    propose: async (context) => {
      const proposal = await proposeWithModel(deps, { userId, context });
      aiLimit = proposal.aiLimit;
      return proposal.proposal;
    },
  });
  const mode = result.tailored.mode === 'model' ? 'ai' : 'offline';
  if (result.rejected.length > 0) logRejectedEdits(deps, result.rejected);
  const { createdAt, originalPath } = await freeResumeKey(deps, {
    userId,
    fileName: upload.fileName,
  });
  // Never a worse file: when the tailored one would be, the original is what the user keeps.
  const keepsOriginal = result.worseBecause.length > 0;
  const path = keepsOriginal ? originalPath : tailoredKeyOf(originalPath);
  const fileName = originalPath.slice(originalPath.lastIndexOf('/') + 1).replace(/^\d+-/, '');
  // The Word and text versions, made from the tailored resume and read back (tailor-steps.ts);
  // one that loses anything is not offered.
  const formats = keepsOriginal ? null : result.formats;
  const report: TailoringReport = keepsOriginal
    ? {
        before: result.reportBefore,
        after: result.reportBefore,
        changes: [],
        missing: [],
        noImprovement: result.worseBecause,
      }
    : {
        before: result.reportBefore,
        after: result.reportAfter,
        changes: result.tailored.changes,
        missing: result.missing,
        unavailableFormats: formats?.unavailable ?? [],
        ...(mode === 'ai' ? { rejectedEdits: result.rejected.length } : {}),
      };
  const otherFiles = Object.entries(formats?.files ?? {}).map(([format, body]) => ({
    key: otherFormatKeyOf(path, format as OtherFormat),
    body,
    contentType: format === 'docx' ? DOCX_CONTENT_TYPE : TEXT_CONTENT_TYPE,
  }));
  try {
    await deps.storage.put(originalPath, {
      body: upload.bytes,
      contentType: upload.kind === 'docx' ? DOCX_CONTENT_TYPE : PDF_CONTENT_TYPE,
    });
    if (!keepsOriginal)
      await deps.storage.put(path, { body: result.pdf, contentType: PDF_CONTENT_TYPE });
    for (const file of otherFiles)
      await deps.storage.put(file.key, { body: file.body, contentType: file.contentType });
    const resume = await deps.repository.create({
      userId,
      jobDescription: upload.jobDescription,
      fileName,
      path,
      originalPath,
      scoreBefore: result.reportBefore.score,
      scoreAfter: report.after.score,
      mode,
      report,
      fields: upload.fields,
      fileSha256: sha256(upload.bytes),
      createdAt,
    });
    return { resume, aiLimit };
  } catch (error) {
    deps.logger.error({ err: errorSummary(error) }, 'could not store a tailored resume');
    await removeObjects(deps, [
      ...new Set([originalPath, path, ...otherFiles.map((file) => file.key)]),
    ]);
    throw new AppError('resume_tailor_failed');
  }
}

/** The user's resumes, newest first. */
export function listResumes(
  deps: Pick<ResumesDeps, 'repository'>,
  options: { userId: string },
): Promise<ResumeRow[]> {
  return deps.repository.listOwned(options.userId);
}

/** The owner's resume; anyone else gets "Resume not found". */
export async function findOwnedResume(
  deps: Pick<ResumesDeps, 'repository'>,
  options: { userId: string; resumeId: string },
): Promise<ResumeRow> {
  const resume = await deps.repository.findOwned(options.userId, options.resumeId);
  if (!resume) throw new AppError('resume_not_found');
  return resume;
}

/** A file to send: a stored object as it is, or one made for this download. */
export type ResumeDownload = {
  fileName: string;
  contentType: string;
  size: number;
  body: StoredObject['body'] | Uint8Array;
};

/**
 * Opens one of the owner's two files for download, with the name it should be saved under: the
 * original as uploaded (PDF or .docx), or the tailored resume as a PDF, a Word file or plain text
 * (the last two are made from the tailored PDF, read in a worker like any upload).
 */
export async function openResumeFile(
  deps: ResumesDeps,
  options: { userId: string; resumeId: string; file: ResumeFile; format?: ResumeFormat },
): Promise<ResumeDownload> {
  const resume = await findOwnedResume(deps, options);
  const format = options.file === 'original' ? null : (options.format ?? 'pdf');
  if (format !== null && !offeredFormats(resume).includes(format)) {
    throw new AppError('resume_format_unavailable');
  }
  // A Word or text version made and checked when the resume was tailored is served as stored.
  const stored = format === 'docx' || format === 'txt' ? storedFormatKey(resume, format) : null;
  const key = stored ?? (options.file === 'original' ? resume.originalPath : resume.path);
  if (!key) throw new AppError('resume_not_found');
  const baseName = resume.fileName.replace(/\.(?:pdf|docx)$/i, '');
  let object: StoredObject;
  try {
    object = await deps.storage.get(key);
  } catch (error) {
    deps.logger.error({ err: errorSummary(error), key }, 'could not read a stored resume');
    throw new AppError('resume_download_failed');
  }
  if (stored !== null && format !== null && format !== 'pdf') {
    return {
      body: object.body,
      size: object.size,
      fileName: `${baseName}-tailored.${format}`,
      contentType: format === 'docx' ? DOCX_CONTENT_TYPE : TEXT_CONTENT_TYPE,
    };
  }
  // The original, or the tailored PDF.
  if (format === null || (format === 'pdf' && key === resume.path && key !== resume.originalPath)) {
    const fileName = format === null ? resume.fileName : `${baseName}-tailored.pdf`;
    const contentType = /\.docx$/i.test(fileName) ? DOCX_CONTENT_TYPE : PDF_CONTENT_TYPE;
    return { body: object.body, size: object.size, fileName, contentType };
  }
  const kind = /\.docx$/i.test(key) ? 'docx' : 'pdf';
  if (format === 'pdf' || (format === 'docx' && kind === 'docx')) {
    const fileName = `${baseName}-tailored.${kind}`;
    const contentType = kind === 'docx' ? DOCX_CONTENT_TYPE : PDF_CONTENT_TYPE;
    return { body: object.body, size: object.size, fileName, contentType };
  }
  try {
    const bytes = new Uint8Array(
      await new Response(Readable.toWeb(object.body) as ReadableStream).arrayBuffer(),
    );
    const document = analyseResume(await extractInWorker({ kind, bytes }));
    const body =
      format === 'docx'
        ? await renderDocxOffThread(document)
        : new TextEncoder().encode(renderResumeText(document));
    return {
      body,
      size: body.byteLength,
      fileName: `${baseName}-tailored.${format}`,
      contentType: format === 'docx' ? DOCX_CONTENT_TYPE : TEXT_CONTENT_TYPE,
    };
  } catch (error) {
    deps.logger.error({ err: errorSummary(error), key }, 'could not convert a stored resume');
    throw new AppError('resume_download_failed');
  }
}

/** Where a checked Word or text version is stored; null for resumes made before they were. */
function storedFormatKey(resume: ResumeRow, format: OtherFormat): string | null {
  if (!resume.path || resume.report?.unavailableFormats === undefined) return null;
  return otherFormatKeyOf(resume.path, format);
}

/** Deletes the owner's resume and all its files. */
export async function deleteResume(
  deps: ResumesDeps,
  options: { userId: string; resumeId: string },
): Promise<void> {
  const resume = await deps.repository.deleteOwned(options.userId, options.resumeId);
  if (!resume) throw new AppError('resume_not_found');
  const others = (['docx', 'txt'] as const).map((format) => storedFormatKey(resume, format));
  await removeObjects(deps, [...new Set([resume.path, resume.originalPath, ...others])]);
}

/**
 * The model's proposal, or null to tailor offline: with no model, once the user's daily AI limit
 * is spent (reported back), or when the model fails (timeout, 429/5xx after its retries, an answer
 * out of shape). Too much text for a model is refused with 413 before anything is counted.
 */
async function proposeWithModel(
  deps: ResumesDeps,
  options: { userId: string; context: Parameters<ProposeTailoring>[0] },
) {
  const { userId, context } = options;
  if (deps.tailor.kind === 'offline') return { proposal: null };
  const length = context.resumeText.length + context.jobDescription.length;
  if (length > AI_INPUT_MAX_CHARS) {
    throw new AppError('ai_input_too_large', { length, limit: AI_INPUT_MAX_CHARS });
  }
  const allowance = await deps.aiLimit?.take(userId);
  if (allowance && !allowance.isAllowed) {
    deps.logger.info(
      { userId, limit: allowance.limit },
      'daily AI limit reached; tailoring offline',
    );
    return { proposal: null, aiLimit: allowance };
  }
  try {
    return { proposal: await deps.tailor.proposeTailoring(context) };
  } catch (error) {
    deps.logger.warn(
      { err: errorSummary(error) },
      'the model could not tailor the resume; tailoring offline',
    );
    return { proposal: null };
  }
}

/** What the model tried to add, by kind only: the texts are the user's resume, kept out of logs. */
function logRejectedEdits(deps: ResumesDeps, rejected: RejectedEdit[]): void {
  deps.logger.info(
    {
      rejected: rejected.map((edit) => ({
        field: edit.field,
        entryIndex: edit.entryIndex,
        reasons: edit.reasons.map((reason) => reason.kind),
      })),
    },
    `dropped ${rejected.length} untruthful AI edit(s) of a resume`,
  );
}

async function tailorOrExplain(
  deps: ResumesDeps,
  options: { upload: ResumeUpload; propose: ProposeTailoring; confirmed: ResumeUpload['fields'] },
) {
  const { upload, propose, confirmed } = options;
  try {
    return await tailorResume({
      file: { bytes: upload.bytes, kind: upload.kind },
      jobDescription: upload.jobDescription,
      propose,
      confirmed,
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isExtractionError(error)) throw extractionAppError(error.kind, upload.kind);
    deps.logger.error({ err: errorSummary(error) }, 'could not tailor a resume');
    throw new AppError('resume_tailor_failed');
  }
}

/**
 * The spec's key, resumes/{uid}/{timestamp}-{fileName}, names one upload per millisecond: two
 * uploads of the same file by the same person in one millisecond (two tabs) would share it, and
 * the second would overwrite the first's files. The next free millisecond is taken instead.
 */
async function freeResumeKey(
  deps: ResumesDeps,
  options: { userId: string; fileName: string },
): Promise<{ createdAt: Date; originalPath: string }> {
  const start = deps.now().getTime();
  for (let offset = 0; ; offset += 1) {
    const createdAt = new Date(start + offset);
    const originalPath = buildResumeKey({ ...options, at: createdAt });
    if (offset >= MAX_KEY_ATTEMPTS || !(await deps.storage.exists(originalPath))) {
      return { createdAt, originalPath };
    }
  }
}
const MAX_KEY_ATTEMPTS = 50;

/** Best effort: a file left behind is logged, never shown to the user as a failure. */
async function removeObjects(deps: ResumesDeps, keys: Array<string | null>): Promise<void> {
  for (const key of keys) {
    if (!key) continue;
    try {
      await deps.storage.delete(key);
    } catch (error) {
      deps.logger.warn({ err: errorSummary(error), key }, 'could not delete a stored resume file');
    }
  }
}

function errorSummary(error: unknown) {
  return error instanceof Error
    ? { name: error.name, message: error.message, stack: error.stack }
    : { message: String(error) };
}
