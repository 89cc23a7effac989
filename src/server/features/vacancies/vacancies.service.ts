import {
  type VacancyFields,
  type VacancySearch,
  type VacancyStatus,
  type VacancyUpdate,
  vacancySearchSchema,
} from '../../../shared/schemas/vacancies';
import { AppError } from '../../app-error';
import type { ApplicationRow } from './applications.repository';
import type { JobBoardDeps } from './job-board';
import type { CurrencyRate } from './currency-rates.repository';
import type { ClosedVacancy, OwnedVacancyRow, VacancyRow } from './vacancies.repository';
import type { VacancyListRow } from './vacancy-search.repository';
import { findOwnedVacancy, findVisibleVacancy, isUuid } from './vacancy-access';
import type { VacancySearchResult } from './vacancy-search.repository';

/** What the vacancy page needs to know about the person looking at it. */
export interface ViewerState {
  isSignedIn: boolean;
  isOwner: boolean;
  isSaved: boolean;
  application: ApplicationRow | null;
}

/** Posts a vacancy for the user; new vacancies start active (spec §4). */
export function createVacancy(
  deps: JobBoardDeps,
  options: { userId: string; fields: VacancyFields },
): Promise<VacancyRow> {
  const { benefits, ...rest } = options.fields;
  return deps.vacancies.create(options.userId, { ...rest, benefits: benefits ?? '' });
}

/** The user's own vacancies (My Vacancies), with their application counts. */
export function listOwnVacancies(
  deps: Pick<JobBoardDeps, 'vacancies'>,
  options: { userId: string },
): Promise<OwnedVacancyRow[]> {
  return deps.vacancies.listOwned(options.userId);
}

/**
 * One page of the public board: active vacancies matching the search. Sorted by salary across
 * currencies, it also gives the rates the salaries were compared at, for the page to state.
 */
export async function searchVacancies(
  deps: JobBoardDeps,
  search: VacancySearch,
): Promise<
  VacancySearchResult & {
    page: number;
    pageSize: number;
    pageCount: number;
    salaryRates: CurrencyRate[] | null;
  }
> {
  const comparesCurrencies = search.sort === 'salary' && !search.currency;
  const [result, salaryRates] = await Promise.all([
    deps.search.search(search),
    comparesCurrencies ? deps.currencyRates.list() : null,
  ]);
  return {
    ...result,
    salaryRates,
    page: search.page,
    pageSize: search.pageSize,
    pageCount: Math.ceil(result.total / search.pageSize),
  };
}

/** The vacancy with the viewer's relation to it; an inactive one exists only for its owner. */
export async function loadVacancy(
  deps: JobBoardDeps,
  options: { viewerId: string | null; vacancyId: string },
): Promise<{ vacancy: VacancyRow; viewer: ViewerState }> {
  const { viewerId } = options;
  const vacancy = await findVisibleVacancy(deps.vacancies, options);
  if (!viewerId) {
    return {
      vacancy,
      viewer: { isSignedIn: false, isOwner: false, isSaved: false, application: null },
    };
  }
  const [isSaved, application] = await Promise.all([
    deps.savedJobs.isSaved(viewerId, vacancy.id),
    deps.applications.findOwn(viewerId, vacancy.id),
  ]);
  return {
    vacancy,
    viewer: { isSignedIn: true, isOwner: vacancy.userId === viewerId, isSaved, application },
  };
}

/**
 * The owner's edit; the salary range is checked against what is stored for an end not sent (one
 * end alone cannot make a stated salary not stated, or the reverse).
 */
export async function updateVacancy(
  deps: JobBoardDeps,
  options: { userId: string; vacancyId: string; changes: VacancyUpdate },
): Promise<VacancyRow> {
  const { userId, vacancyId, changes } = options;
  const current = await findOwnedVacancy(deps.vacancies, { userId, vacancyId });
  const salaryMin = changes.salaryMin === undefined ? current.salaryMin : changes.salaryMin;
  const salaryMax = changes.salaryMax === undefined ? current.salaryMax : changes.salaryMax;
  if (salaryMin === null && salaryMax !== null) throw new AppError('salary_min_required');
  if (salaryMax === null && salaryMin !== null) throw new AppError('salary_max_required');
  if (salaryMin !== null && salaryMax !== null && salaryMin > salaryMax) {
    throw new AppError('salary_range_invalid');
  }
  const updated = await deps.vacancies.updateOwned({ userId, id: vacancyId }, changes);
  if (!updated) throw new AppError('vacancy_not_found');
  return updated;
}

/** The owner's activate/deactivate toggle; updatedAt is refreshed (spec §4). */
export async function setVacancyStatus(
  deps: JobBoardDeps,
  options: { userId: string; vacancyId: string; status: VacancyStatus },
): Promise<VacancyRow> {
  const { userId, vacancyId, status } = options;
  const updated = isUuid(vacancyId)
    ? await deps.vacancies.updateOwned({ userId, id: vacancyId }, { status })
    : null;
  if (!updated) throw new AppError('vacancy_not_found');
  return updated;
}

/** Deletes the owner's vacancy; saved jobs and applications keep saying what it was. */
export async function deleteVacancy(
  deps: JobBoardDeps,
  options: { userId: string; vacancyId: string },
): Promise<void> {
  const isDeleted =
    isUuid(options.vacancyId) &&
    (await deps.vacancies.deleteOwned(options.userId, options.vacancyId));
  if (!isDeleted) throw new AppError('vacancy_not_found');
}

/** How many open vacancies a closed one's page suggests. */
export const SIMILAR_VACANCIES = 3;

/**
 * A closed vacancy's link (shared, saved, in an alert mail): what it was, when it closed, and a
 * few open vacancies found by its title (by its longest word when the whole title finds none).
 * "Vacancy not found" for one that is open (its page shows it) or was never there.
 */
export async function loadClosedVacancy(
  deps: JobBoardDeps,
  options: { vacancyId: string },
): Promise<{ closed: ClosedVacancy; similar: VacancyListRow[] }> {
  const closed = isUuid(options.vacancyId)
    ? await deps.vacancies.findClosed(options.vacancyId)
    : null;
  if (!closed) throw new AppError('vacancy_not_found');
  const find = async (q: string) =>
    (
      await deps.search.search(
        vacancySearchSchema.parse({ q, pageSize: String(SIMILAR_VACANCIES + 1) }),
      )
    ).items;
  const longestWord =
    closed.title.split(/[^\p{L}\p{N}+#]+/u).sort((a, b) => b.length - a.length)[0] ?? '';
  let similar = await find(closed.title.slice(0, 100));
  if (similar.length === 0 && longestWord.length >= 3) similar = await find(longestWord);
  return {
    closed,
    similar: similar.filter((row) => row.id !== closed.id).slice(0, SIMILAR_VACANCIES),
  };
}
