import type { ApplicationStatus } from '../../../shared/schemas/vacancies';
import { AppError } from '../../app-error';
import { randomUUID } from 'node:crypto';
import { isStorageFull } from '../../db/unavailable';
import { storedFileName } from '../../storage/object-key';
import type { StoredObject } from '../../storage/storage';
import type {
  ApplicantRow,
  ApplicationRow,
  OwnApplicationRow,
  StoredApplicationResume,
} from './applications.repository';
import type { ApplicationResumeFile, JobBoardDeps, JobBoardRouteDeps } from './job-board';
import type { VacancyRow } from './vacancies.repository';
import { findOwnedVacancy, findVisibleVacancy, isUuid } from './vacancy-access';

/** The vacancy the user may apply to: visible to them, not their own, not applied to yet. */
async function findVacancyToApply(
  deps: JobBoardDeps,
  options: { userId: string; vacancyId: string },
): Promise<VacancyRow> {
  const { userId, vacancyId } = options;
  const vacancy = await findVisibleVacancy(deps.vacancies, { vacancyId, viewerId: userId });
  if (vacancy.userId === userId) throw new AppError('own_vacancy_application');
  if (await deps.applications.findOwn(userId, vacancy.id)) throw new AppError('already_applied');
  return vacancy;
}

/**
 * One application per user and vacancy, starting pending. The owner cannot apply to their own
 * vacancy; an inactive one does not exist for anyone else. A resume sent with it is copied into
 * the application's own file first (ADR 0029); if that fails, nothing is sent.
 */
export async function applyToVacancy(
  deps: JobBoardDeps & Pick<JobBoardRouteDeps, 'storage' | 'logger' | 'transaction'>,
  options: {
    userId: string;
    vacancyId: string;
    coverLetter: string | null;
    /** The resume to send, read only once the vacancy is known to take this application. */
    readResume?: () => Promise<(ApplicationResumeFile & { resumeId: string | null }) | null>;
  },
): Promise<ApplicationRow> {
  const { userId, coverLetter } = options;
  const vacancy = await findVacancyToApply(deps, options);
  const resume = (await options.readResume?.()) ?? null;
  const stored = resume && (await storeResumeCopy(deps, { userId, resume }));
  // A unique index decides, so two requests at once still store one application. The copy is
  // removed again when no application holds it, whatever the reason.
  const removeCopy = async () => {
    if (stored) await deps.storage.delete(stored.key).catch(() => undefined);
  };
  let application: ApplicationRow | null;
  try {
    // The application and the job that tells its employer, stored together (one transaction).
    application = await deps.transaction(async (writes) => {
      const created = await writes.applications.create({
        userId,
        vacancy,
        coverLetter,
        resume: stored,
      });
      if (created) await writes.notify.applied(created.id);
      return created;
    });
  } catch (error) {
    await removeCopy();
    throw error;
  }
  if (!application) {
    await removeCopy();
    throw new AppError('already_applied');
  }
  return application;
}

async function storeResumeCopy(
  deps: Pick<JobBoardRouteDeps, 'storage' | 'logger'>,
  options: { userId: string; resume: ApplicationResumeFile & { resumeId: string | null } },
): Promise<StoredApplicationResume> {
  const { resume } = options;
  const extension = resume.contentType === 'application/pdf' ? 'pdf' : 'docx';
  const key = `applications/${options.userId}/${randomUUID()}.${extension}`;
  try {
    await deps.storage.put(key, { body: resume.bytes, contentType: resume.contentType });
  } catch (error) {
    deps.logger.error({ err: error }, 'could not store the resume of an application');
    if (isStorageFull(error)) throw new AppError('storage_full');
    throw new AppError('application_resume_failed');
  }
  return {
    key,
    fileName: storedFileName(resume.fileName, resume.contentType),
    contentType: resume.contentType,
    resumeId: resume.resumeId,
  };
}

/**
 * The resume sent with an application, for its employer or its applicant; anyone else, and an
 * application sent without one, get "Resume not found".
 */
export async function openApplicationResume(
  deps: JobBoardDeps & Pick<JobBoardRouteDeps, 'storage' | 'logger'>,
  options: { viewerId: string; applicationId: string },
): Promise<{ object: StoredObject; fileName: string; contentType: string }> {
  const application = isUuid(options.applicationId)
    ? await deps.applications.findForApplicantOrEmployer(options)
    : null;
  if (!application?.resumeFileKey) throw new AppError('resume_not_found');
  try {
    const object = await deps.storage.get(application.resumeFileKey);
    return {
      object,
      fileName: storedFileName(application.resumeFileName, application.resumeContentType),
      contentType: application.resumeContentType ?? 'application/pdf',
    };
  } catch (error) {
    deps.logger.error({ err: error }, 'could not read the resume of an application');
    throw new AppError('resume_download_failed');
  }
}

/** What the user applied to (My Applications). */
export function listOwnApplications(
  deps: Pick<JobBoardDeps, 'applications'>,
  options: { userId: string },
): Promise<OwnApplicationRow[]> {
  return deps.applications.listOwn(options.userId);
}

/** The owner's View Applications page; anyone else gets "Vacancy not found". */
export async function listApplicants(
  deps: JobBoardDeps,
  options: { userId: string; vacancyId: string },
): Promise<{ vacancy: VacancyRow; applicants: ApplicantRow[] }> {
  const vacancy = await findOwnedVacancy(deps.vacancies, options);
  return { vacancy, applicants: await deps.applications.listForVacancy(vacancy.id) };
}

/**
 * Moves an application along the pipeline; only the vacancy's owner may. Setting the status it
 * already has changes nothing (`changed: false`): no write, no mail.
 */
export async function setApplicationStatus(
  deps: JobBoardDeps & Pick<JobBoardRouteDeps, 'transaction'>,
  options: {
    userId: string;
    applicationId: string;
    status: ApplicationStatus;
    /** Runs once the caller is known to own the application, before anything is written. */
    beforeWrite?: () => Promise<void>;
  },
): Promise<{ application: ApplicationRow; changed: boolean }> {
  const isOwners =
    isUuid(options.applicationId) &&
    (await deps.applications.isOwners({
      ownerId: options.userId,
      applicationId: options.applicationId,
    }));
  if (!isOwners) throw new AppError('application_not_found');
  await options.beforeWrite?.();
  // The status and the job that mails it, stored together (one transaction).
  const updated = await deps.transaction(async (writes) => {
    const result = await writes.applications.updateStatusForOwner({
      ownerId: options.userId,
      applicationId: options.applicationId,
      status: options.status,
    });
    if (result?.changed)
      await writes.notify.statusChanged({ applicationId: result.application.id });
    return result;
  });
  if (!updated) throw new AppError('application_not_found');
  return updated;
}
