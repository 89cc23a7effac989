import type { InterviewResume } from '../../ai/coach';
import { getDocumentText } from './analysis/document-text';
import { listEntries } from './analysis/entries';
import type { ResumeDocument } from './analysis/resume-model';
import { readOwnedResumeDocument } from './resume-document';
import type { ResumesDeps } from './resumes.service';

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
 * The owner's resume for an interview: as they checked and corrected it, or, when they did not,
 * read from the file they uploaded. Another user's id, or none, is "Resume not found"; a file that
 * cannot be read now says so.
 */
export async function readResumeForInterview(
  deps: ResumesDeps,
  options: { userId: string; resumeId: string },
): Promise<InterviewResume & { fileName: string }> {
  const { resume, document } = await readOwnedResumeDocument(deps, {
    ...options,
    unreadable: 'interview_resume_unreadable',
  });
  return { ...resumeForInterview(document), fileName: resume.fileName };
}
