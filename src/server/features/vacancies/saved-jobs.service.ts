import { RECENT_SAVED_JOB_DAYS } from '../../../shared/constants';
import type { Language } from '../../../shared/language';
import type { SavedJobSort, SavedJobsListing } from '../../../shared/schemas/vacancies';
import { AppError } from '../../app-error';
import type { JobBoardDeps } from './job-board';
import type { SavedJobRow } from './saved-jobs.repository';
import { findVisibleVacancy, isUuid } from './vacancy-access';

const DAY_MS = 24 * 60 * 60_000;

/** Saves a vacancy the user can see; saving it again changes nothing. */
export async function saveVacancy(
  deps: JobBoardDeps,
  options: { userId: string; vacancyId: string },
): Promise<void> {
  const vacancy = await findVisibleVacancy(deps.vacancies, {
    vacancyId: options.vacancyId,
    viewerId: options.userId,
  });
  await deps.savedJobs.save(options.userId, vacancy);
}

/** Unsaves a vacancy, whatever its status now; unsaving one that is not saved changes nothing. */
export async function unsaveVacancy(
  deps: JobBoardDeps,
  options: { userId: string; vacancyId: string },
): Promise<void> {
  if (!isUuid(options.vacancyId)) throw new AppError('vacancy_not_found');
  await deps.savedJobs.unsaveVacancy(options.userId, options.vacancyId);
}

/** The remove button of a saved-jobs card; works for deleted vacancies too. */
export async function removeSavedJob(
  deps: JobBoardDeps,
  options: { userId: string; savedJobId: string },
): Promise<void> {
  const isRemoved =
    isUuid(options.savedJobId) && (await deps.savedJobs.remove(options.userId, options.savedJobId));
  if (!isRemoved) throw new AppError('saved_job_not_found');
}

/** The Saved Jobs page: All, Recent (last 7 days) or Applied, sorted by date, salary or company. */
export async function listSavedJobs(
  deps: JobBoardDeps,
  options: { userId: string; listing: SavedJobsListing; now: Date; language: Language },
): Promise<SavedJobRow[]> {
  const { filter, sort } = options.listing;
  const rows = await deps.savedJobs.listOwn(options.userId, {
    savedSince:
      filter === 'recent'
        ? new Date(options.now.getTime() - RECENT_SAVED_JOB_DAYS * DAY_MS)
        : undefined,
    isApplied: filter === 'applied',
  });
  return sortSavedJobs(rows, { sort, language: options.language });
}

/**
 * Date: newest saved first. Salary: highest maximum first, then highest minimum, both in US
 * dollars at the reference rates (a salary in roubles against one in euros by what they pay). Company: A to Z
 * in the reader's language. Ties fall back to newest saved first. Sorted here rather than in SQL
 * so the order of company names does not depend on the database's collation.
 */
export function sortSavedJobs(
  rows: readonly SavedJobRow[],
  options: { sort: SavedJobSort; language: Language },
): SavedJobRow[] {
  const newestFirst = (a: SavedJobRow, b: SavedJobRow) => b.savedAt.getTime() - a.savedAt.getTime();
  if (options.sort === 'salary') {
    return [...rows].sort(
      (a, b) =>
        b.salaryMaxUsd - a.salaryMaxUsd || b.salaryMinUsd - a.salaryMinUsd || newestFirst(a, b),
    );
  }
  if (options.sort === 'company') {
    const collator = new Intl.Collator(options.language, { sensitivity: 'base' });
    return [...rows].sort((a, b) => collator.compare(a.company, b.company) || newestFirst(a, b));
  }
  return [...rows].sort(newestFirst);
}
