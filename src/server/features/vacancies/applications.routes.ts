import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { z } from 'zod';
import type { Language } from '../../../shared/language';
import { attachmentDisposition } from '../../http/attachment-disposition';
import {
  applicationInputSchema,
  applicationStatusInputSchema,
} from '../../../shared/schemas/vacancies';
import type { AppEnv } from '../../http/context';
import { requireUser } from '../../http/session';
import { jsonBody, toValidationError } from '../../http/validate';
import { enforceRateLimits } from '../../rate-limit/enforce';
import {
  applyToVacancy,
  listApplicants,
  openApplicationResume,
  listOwnApplications,
  setApplicationStatus,
} from './applications.service';
import {
  toApplicant,
  toApplicationStatus,
  toAttachedResume,
  toOwnApplication,
} from './applications.views';
import type { ApplicationResumeFile, JobBoardRouteDeps } from './job-board';
import {
  APPLICATIONS_PER_USER,
  STATUS_CHANGES_PER_APPLICATION,
  STATUS_CHANGES_PER_EMPLOYER,
} from './rate-limits';

const UPLOAD_PATH = /^\/api\/vacancies\/[^/]+\/applications\/upload$/;

/** An application sent with a resume file, which has its own body limit instead of the JSON one. */
export function isApplicationUpload(request: Request): boolean {
  return request.method === 'POST' && UPLOAD_PATH.test(new URL(request.url).pathname);
}

/**
 * The resume an application carries: a file uploaded with it, or one of the applicant's
 * Resume Builder resumes (read before anything is stored; another user's is "Resume not found").
 */
async function resumeToAttach(
  deps: JobBoardRouteDeps,
  options: {
    userId: string;
    input: ApplicationInputFields;
    uploaded: ApplicationResumeFile | null;
  },
) {
  if (options.uploaded) return { ...options.uploaded, resumeId: null };
  const { resumeId, resumeFile } = options.input;
  if (!resumeId) return null;
  const file = await deps.resumes.read({ userId: options.userId, resumeId, file: resumeFile });
  return { ...file, resumeId };
}

type ApplicationInputFields = z.output<typeof applicationInputSchema>;

/** Counted before any body is read, so a client cannot send large bodies without limit. */
function countApplication(deps: JobBoardRouteDeps, userId: string) {
  return enforceRateLimits(deps.limiter, [
    { key: `application:user:${userId}`, rule: APPLICATIONS_PER_USER },
  ]);
}

/** Remembers the board's language for the user's mail; a failure is logged, never answered. */
async function rememberLanguageBestEffort(
  deps: JobBoardRouteDeps,
  options: { userId: string; language: Language },
): Promise<void> {
  try {
    await deps.notify.rememberLanguage(options.userId, options.language);
  } catch (error) {
    deps.logger.warn(
      { err: { message: (error as Error).message } },
      'could not remember the mail language; the request is done',
    );
  }
}

/** Applies; the answer every way of applying gives. */
async function apply(
  deps: JobBoardRouteDeps,
  options: {
    userId: string;
    vacancyId: string;
    input: ApplicationInputFields;
    uploaded?: ApplicationResumeFile | null;
    language: Language;
  },
) {
  const { userId, vacancyId, input } = options;
  const application = await applyToVacancy(deps, {
    userId,
    vacancyId,
    coverLetter: input.coverLetter,
    readResume: () => resumeToAttach(deps, { userId, input, uploaded: options.uploaded ?? null }),
  });
  // The employer's mail job was stored with the application; the language is a side step whose
  // failure must not turn a stored application into an error answer.
  await rememberLanguageBestEffort(deps, { userId, language: options.language });
  return {
    application: {
      ...toApplicationStatus(application),
      coverLetter: application.coverLetter,
      resume: toAttachedResume(application),
    },
  };
}

/** Applying, the owner's applicant list and pipeline, and the applicant's My applications. */
export function applicationsRoutes(deps: JobBoardRouteDeps) {
  return (
    new Hono<AppEnv>()
      .post(
        '/vacancies/:id/applications',
        requireUser,
        jsonBody(applicationInputSchema),
        async (c) => {
          await countApplication(deps, c.get('user').id);
          const body = await apply(deps, {
            userId: c.get('user').id,
            vacancyId: c.req.param('id'),
            input: c.req.valid('json'),
            language: c.get('language'),
          });
          return c.json(body, 201);
        },
      )
      // The same, as multipart/form-data with a resume file (PDF or .docx, at most 5 MB).
      .post('/vacancies/:id/applications/upload', requireUser, async (c) => {
        await countApplication(deps, c.get('user').id);
        const form = await deps.resumes.readForm(c.req.raw);
        const parsed = applicationInputSchema.safeParse(form.fields);
        if (!parsed.success) throw toValidationError(parsed.error);
        const body = await apply(deps, {
          userId: c.get('user').id,
          vacancyId: c.req.param('id'),
          input: parsed.data,
          uploaded: form.file,
          language: c.get('language'),
        });
        return c.json(body, 201);
      })
      .get('/applications/:id/resume', requireUser, async (c) => {
        const file = await openApplicationResume(deps, {
          viewerId: c.get('user').id,
          applicationId: c.req.param('id'),
        });
        return c.body(Readable.toWeb(file.object.body) as ReadableStream<Uint8Array>, 200, {
          'Content-Type': file.contentType,
          'Content-Length': String(file.object.size),
          'Content-Disposition': attachmentDisposition(file.fileName),
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'private, no-store',
        });
      })
      .get('/vacancies/:id/applications', requireUser, async (c) => {
        const userId = c.get('user').id;
        const { vacancy, applicants } = await listApplicants(deps, {
          userId,
          vacancyId: c.req.param('id'),
        });
        return c.json(
          {
            vacancy: { id: vacancy.id, title: vacancy.title, status: vacancy.status },
            applications: applicants.map(toApplicant),
          },
          200,
        );
      })
      .patch(
        '/applications/:id',
        requireUser,
        jsonBody(applicationStatusInputSchema),
        async (c) => {
          const userId = c.get('user').id;
          const applicationId = c.req.param('id');
          const { application } = await setApplicationStatus(deps, {
            userId,
            applicationId,
            status: c.req.valid('json').status,
            // Counted only for the owner: anyone else's attempt changes nothing (404).
            beforeWrite: () =>
              enforceRateLimits(deps.limiter, [
                { key: `status:employer:${userId}`, rule: STATUS_CHANGES_PER_EMPLOYER },
                {
                  // One key however the id's letters are cased (PostgreSQL reads any case).
                  key: `status:application:${applicationId.toLowerCase()}`,
                  rule: STATUS_CHANGES_PER_APPLICATION,
                },
              ]),
          });
          // The applicant hears of the status it settles on (job-board-mail.ts: after a quiet
          // spell, only when it differs from what they were last told, unless they opted out);
          // the job was stored with the change.
          await rememberLanguageBestEffort(deps, { userId, language: c.get('language') });
          return c.json(
            {
              application: {
                ...toApplicationStatus(application),
                updatedAt: application.updatedAt.toISOString(),
              },
            },
            200,
          );
        },
      )
      .get('/my/applications', requireUser, async (c) => {
        const userId = c.get('user').id;
        const rows = await listOwnApplications(deps, { userId });
        return c.json({ applications: rows.map(toOwnApplication) }, 200);
      })
  );
}
