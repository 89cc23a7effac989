import { VACANCY_EXCERPT_LENGTH, type VacancyState } from '../../../shared/schemas/vacancies';
import type { OwnedVacancyRow, VacancyRow } from './vacancies.repository';
import type { VacancyListRow } from './vacancy-search.repository';

// What the API shows of a vacancy, with dates as ISO strings. The owner's id is never shown:
// `isOwner` says what the viewer needs to know.

/** The first VACANCY_EXCERPT_LENGTH characters, cut at a word and marked when the text goes on. */
export function excerptOf(descriptionStart: string): string {
  if (descriptionStart.length <= VACANCY_EXCERPT_LENGTH) return descriptionStart.trim();
  const cut = descriptionStart.slice(0, VACANCY_EXCERPT_LENGTH);
  const lastSpace = cut.search(/\s\S*$/);
  const atWord = lastSpace > VACANCY_EXCERPT_LENGTH * 0.7 ? cut.slice(0, lastSpace) : cut;
  return `${atWord.trimEnd()}…`;
}

/** null (a deleted vacancy, from a left join) reads as 'removed'. */
export function vacancyStateOf(status: VacancyRow['status'] | null): VacancyState {
  return status ?? 'removed';
}

/**
 * What every view of a vacancy shows, with the view's own fields (`own`, from its status on)
 * before the dates: one field order for all, as the API has always answered.
 */
function toVacancyView<Own extends object>(
  row: Omit<VacancyListRow, 'status' | 'descriptionStart'>,
  own: Own,
) {
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    location: row.location,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    currency: row.currency,
    salaryPeriod: row.salaryPeriod,
    workMode: row.workMode,
    employmentType: row.employmentType,
    experienceLevel: row.experienceLevel,
    ...own,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toVacancyListItem(row: VacancyListRow) {
  return toVacancyView(row, { status: row.status, excerpt: excerptOf(row.descriptionStart) });
}

export function toVacancyDetail(row: VacancyRow) {
  const { status, description, requirements, benefits } = row;
  return toVacancyView(row, { status, description, requirements, benefits });
}

/** A row of the owner's Manage Vacancies list. */
export function toOwnedVacancy(row: OwnedVacancyRow) {
  return {
    ...toVacancyListItem({ ...row, descriptionStart: row.description }),
    applicationsCount: row.applicationsCount,
  };
}
