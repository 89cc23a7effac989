import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { resumeFileSchema, resumeFormatSchema } from '../../../shared/schemas/resumes';
import { aiLimitNotice } from '../../ai/daily-limit';
import { AppError } from '../../app-error';
import type { AppEnv } from '../../http/context';
import { requireUser } from '../../http/session';
import { enforceRateLimits } from '../../rate-limit/enforce';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { RESUME_READS_PER_USER, RESUME_UPLOADS_PER_USER } from './rate-limits';
import { readResumeFileUpload, readResumeUpload } from './resume-upload';
import {
  type ResumesDeps,
  createTailoredResume,
  deleteResume,
  findOwnedResume,
  listResumes,
  openResumeFile,
  readResumeFields,
} from './resumes.service';
import { attachmentDisposition } from '../../http/attachment-disposition';
import { toResumeDetail, toResumeListItem } from './resumes.views';

export { isResumeUpload } from './resume-upload';

export interface ResumesRouteDeps extends ResumesDeps {
  limiter: RateLimiter;
}

/** The Resume Builder: read an upload into fields to check, upload and tailor, list, report, download and delete — owner only. */
export function resumesRoutes(deps: ResumesRouteDeps) {
  return new Hono<AppEnv>()
    .post('/resumes/read', requireUser, async (c) => {
      const userId = c.get('user').id;
      await enforceRateLimits(deps.limiter, [
        { key: `resume-read:user:${userId}`, rule: RESUME_READS_PER_USER },
      ]);
      const upload = await readResumeFileUpload(c.req.raw);
      return c.json({ reading: await readResumeFields(deps, { userId, upload }) }, 200);
    })
    .post('/resumes', requireUser, async (c) => {
      const userId = c.get('user').id;
      await enforceRateLimits(deps.limiter, [
        { key: `resume-upload:user:${userId}`, rule: RESUME_UPLOADS_PER_USER },
      ]);
      const upload = await readResumeUpload(c.req.raw);
      const { resume, aiLimit } = await createTailoredResume(deps, { userId, upload });
      // Said once, with the result the offline path made because the daily AI limit was spent.
      const notice = aiLimit
        ? aiLimitNotice(aiLimit, { language: c.get('language'), now: deps.now() })
        : undefined;
      return c.json({ resume: toResumeDetail(resume), notice }, 201);
    })
    .get('/resumes', requireUser, async (c) => {
      const userId = c.get('user').id;
      const rows = await listResumes(deps, { userId });
      return c.json({ resumes: rows.map(toResumeListItem) }, 200);
    })
    .get('/resumes/:id', requireUser, async (c) => {
      const userId = c.get('user').id;
      const resume = await findOwnedResume(deps, { userId, resumeId: c.req.param('id') });
      return c.json({ resume: toResumeDetail(resume) }, 200);
    })
    .get('/resumes/:id/download', requireUser, async (c) => {
      const userId = c.get('user').id;
      const file = resumeFileSchema.safeParse(c.req.query('file') ?? 'tailored');
      if (!file.success) throw new AppError('resume_not_found');
      const format = resumeFormatSchema.safeParse(c.req.query('format') ?? 'pdf');
      if (!format.success) throw new AppError('resume_not_found');
      const download = await openResumeFile(deps, {
        userId,
        resumeId: c.req.param('id'),
        file: file.data,
        format: format.data,
      });
      const { fileName, contentType } = download;
      const body =
        download.body instanceof Uint8Array
          ? new Uint8Array(download.body)
          : (Readable.toWeb(download.body) as ReadableStream<Uint8Array>);
      return c.body(body, 200, {
        'Content-Type': contentType,
        'Content-Length': String(download.size),
        'Content-Disposition': attachmentDisposition(fileName),
        'X-Content-Type-Options': 'nosniff',
      });
    })
    .delete('/resumes/:id', requireUser, async (c) => {
      const userId = c.get('user').id;
      const resumeId = c.req.param('id');
      await deleteResume(deps, { userId, resumeId });
      return c.json({ id: resumeId, isDeleted: true }, 200);
    });
}
