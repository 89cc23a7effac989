import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { resumeFileSchema, resumeFormatSchema } from '../../../shared/schemas/resumes';
import { aiLimitNotice } from '../../ai/daily-limit';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { enforceRateLimits } from '../../rate-limit/enforce';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { RESUME_UPLOADS_PER_USER } from './rate-limits';
import { readResumeUpload } from './resume-upload';
import {
  type ResumesDeps,
  createOptimizedResume,
  deleteResume,
  findOwnedResume,
  openResumeFile,
} from './resumes.service';
import { attachmentDisposition, toResumeDetail, toResumeListItem } from './resumes.views';

export { isResumeUpload } from './resume-upload';

export interface ResumesRouteDeps extends ResumesDeps {
  limiter: RateLimiter;
  /** The id of the request's signed-in user, or null for a guest. */
  findUserId: (request: Request) => Promise<string | null>;
}

/** The signed-in user's id, or a 401 for a guest; the answer is theirs alone, so never cached. */
async function requireUserId(c: Context, deps: ResumesRouteDeps): Promise<string> {
  c.header('Cache-Control', 'no-store');
  const userId = await deps.findUserId(c.req.raw);
  if (!userId) throw new AppError('unauthorized');
  return userId;
}

/** The Resume Builder: upload and tailor, list, report, download and delete — owner only. */
export function resumesRoutes(deps: ResumesRouteDeps) {
  return new Hono<AppEnv>()
    .post('/resumes', async (c) => {
      const userId = await requireUserId(c, deps);
      await enforceRateLimits(deps.limiter, [
        { key: `resume-upload:user:${userId}`, rule: RESUME_UPLOADS_PER_USER },
      ]);
      const upload = await readResumeUpload(c.req.raw);
      const { resume, aiLimit } = await createOptimizedResume(deps, { userId, upload });
      // Said once, with the result the offline path made because the daily AI limit was spent.
      const notice = aiLimit
        ? aiLimitNotice(aiLimit, { language: c.get('language'), now: deps.now() })
        : undefined;
      return c.json({ resume: toResumeDetail(resume), notice }, 201);
    })
    .get('/resumes', async (c) => {
      const userId = await requireUserId(c, deps);
      const rows = await deps.repository.listOwned(userId);
      return c.json({ resumes: rows.map(toResumeListItem) }, 200);
    })
    .get('/resumes/:id', async (c) => {
      const userId = await requireUserId(c, deps);
      const resume = await findOwnedResume(deps, { userId, resumeId: c.req.param('id') });
      return c.json({ resume: toResumeDetail(resume) }, 200);
    })
    .get('/resumes/:id/download', async (c) => {
      const userId = await requireUserId(c, deps);
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
    .delete('/resumes/:id', async (c) => {
      const userId = await requireUserId(c, deps);
      const resumeId = c.req.param('id');
      await deleteResume(deps, { userId, resumeId });
      return c.json({ id: resumeId, isDeleted: true }, 200);
    });
}
