import { Readable } from 'node:stream';
import type { ResumeFile } from '../../../shared/schemas/resumes';
import { openResumeFile, type ResumesDeps } from './resumes.service';

/** A resume file ready to be copied into an application. */
export interface ApplicationResumeFile {
  bytes: Uint8Array;
  fileName: string;
  contentType: string;
}

/**
 * The owner's resume file to send with an application (issue 22): the tailored PDF or the
 * original upload, as its download would give it. Another user's resume, or an unknown id, is
 * "Resume not found".
 */
export async function readResumeForApplication(
  deps: ResumesDeps,
  options: { userId: string; resumeId: string; file: ResumeFile },
): Promise<ApplicationResumeFile> {
  const download = await openResumeFile(deps, { ...options, format: 'pdf' });
  const bytes =
    download.body instanceof Uint8Array
      ? download.body
      : new Uint8Array(
          await new Response(Readable.toWeb(download.body) as ReadableStream).arrayBuffer(),
        );
  return { bytes, fileName: download.fileName, contentType: download.contentType };
}
