import { Readable } from 'node:stream';
import type { ErrorCode } from '../../../shared/errors';
import { AppError } from '../../app-error';
import { analyseResume } from './analysis/analyse-resume';
import type { ResumeDocument } from './analysis/resume-model';
import { extractInWorker } from './extraction/isolated-extraction';
import type { ResumeRow } from './resumes.repository';
import { findOwnedResume, type ResumesDeps } from './resumes.service';
import { fromResumeFields } from './resume-fields';

/**
 * The owner's resume as a document: as they checked and corrected it, or, when they did not,
 * read from the file they uploaded (in a worker, like any upload). Another user's id, or none, is
 * "Resume not found"; a file that cannot be read now is the `unreadable` error.
 */
export async function readOwnedResumeDocument(
  deps: ResumesDeps,
  options: { userId: string; resumeId: string; unreadable: ErrorCode },
): Promise<{ resume: ResumeRow; document: ResumeDocument }> {
  const resume = await findOwnedResume(deps, options);
  if (resume.fields) {
    const document = fromResumeFields(resume.fields, {
      pageCount: 1,
      twoColumnPages: [],
      pagesWithoutText: [],
    });
    return { resume, document };
  }
  const key = resume.originalPath ?? resume.path;
  try {
    const object = await deps.storage.get(key);
    const bytes = new Uint8Array(
      await new Response(Readable.toWeb(object.body) as ReadableStream).arrayBuffer(),
    );
    const kind = /\.docx$/i.test(key) ? 'docx' : 'pdf';
    return { resume, document: analyseResume(await extractInWorker({ kind, bytes })) };
  } catch (error) {
    deps.logger.warn(
      { err: { message: (error as Error).message }, resumeId: resume.id },
      'could not read a stored resume',
    );
    throw new AppError(options.unreadable);
  }
}
