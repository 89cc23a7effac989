import type { ApplicationStatus } from '../../../shared/schemas/vacancies';
import { AppError } from '../../app-error';
import type { ApplicantRow, ApplicationRow, OwnApplicationRow } from './applications.repository';
import type { JobBoardDeps } from './job-board';
import type { VacancyRow } from './vacancies.repository';
import { findOwnedVacancy, findVisibleVacancy, isUuid } from './vacancy-access';

/**
 * One application per user and vacancy, starting pending. The owner cannot apply to their own
 * vacancy; an inactive one does not exist for anyone else.
 */
export async function applyToVacancy(
  deps: JobBoardDeps,
  options: { userId: string; vacancyId: string; coverLetter: string | null },
): Promise<ApplicationRow> {
  const { userId, vacancyId, coverLetter } = options;
  const vacancy = await findVisibleVacancy(deps.vacancies, { vacancyId, viewerId: userId });
  if (vacancy.userId === userId) throw new AppError('own_vacancy_application');
  // A unique index decides, so two requests at once still store one application.
  const application = await deps.applications.create({ userId, vacancy, coverLetter });
  if (!application) throw new AppError('already_applied');
  return application;
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

/** Moves an application along the pipeline; only the vacancy's owner may. */
export async function setApplicationStatus(
  deps: JobBoardDeps,
  options: { userId: string; applicationId: string; status: ApplicationStatus },
): Promise<ApplicationRow> {
  const updated = isUuid(options.applicationId)
    ? await deps.applications.updateStatusForOwner({
        ownerId: options.userId,
        applicationId: options.applicationId,
        status: options.status,
      })
    : null;
  if (!updated) throw new AppError('application_not_found');
  return updated;
}
