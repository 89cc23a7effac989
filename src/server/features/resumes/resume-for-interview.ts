import { Readable } from 'node:stream';
import { AppError } from '../../app-error';
import type { InterviewResume } from '../../ai/coach';
import { getDocumentText } from './analysis/document-text';
import { analyseResume } from './analysis/analyse-resume';
import { listEntries } from './analysis/entries';
import type { ResumeDocument } from './analysis/resume-model';
import { extractInWorker } from './extraction/isolated-extraction';
import { findOwnedResume, type ResumesDeps } from './resumes.service';
import { fromResumeFields } from './resume-fields';

// An interview for this job and this resume (issue 21): the resume's text and its achievement
// lines, read from the file the candidate uploaded, for questions about their own claims.

/** The resume as an interview reads it: all its text, and the lines under jobs and projects. */
export function resumeForInterview(document: ResumeDocument): InterviewResume {
  const achievements = document.sections
    .filter((section) => section.kind === 'experience' || section.kind === 'projects')
    .flatMap(listEntries)
    .flatMap((entry) => entry.details)
    .map((block) => block.text.replaceAll('\t', ' '));
  return { text: getDocumentText(document), achievements };
}

/**
 * The owner's resume: as they checked and corrected it, or, when they did not, read from the file
 * they uploaded (in a worker, like any upload). Another
 * user's id, or none, is "Resume not found"; a file that cannot be read now says so.
 */
export async function readResumeForInterview(
  deps: ResumesDeps,
  options: { userId: string; resumeId: string },
): Promise<InterviewResume & { fileName: string }> {
  const resume = await findOwnedResume(deps, options);
  if (resume.fields) {
    const document = fromResumeFields(resume.fields, {
      pageCount: 1,
      twoColumnPages: [],
      pagesWithoutText: [],
    });
    return { ...resumeForInterview(document), fileName: resume.fileName };
  }
  const key = resume.originalPath ?? resume.path;
  try {
    const object = await deps.storage.get(key);
    const bytes = new Uint8Array(
      await new Response(Readable.toWeb(object.body) as ReadableStream).arrayBuffer(),
    );
    const kind = /\.docx$/i.test(key) ? 'docx' : 'pdf';
    const document = analyseResume(await extractInWorker({ kind, bytes }));
    return { ...resumeForInterview(document), fileName: resume.fileName };
  } catch (error) {
    deps.logger.warn(
      { err: { message: (error as Error).message }, resumeId: resume.id },
      'could not read a resume for an interview',
    );
    throw new AppError('interview_resume_unreadable');
  }
}
