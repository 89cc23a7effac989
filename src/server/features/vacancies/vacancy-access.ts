import { isUuid } from '../../db/uuid';
import { AppError } from '../../app-error';
import type { VacanciesRepository, VacancyRow } from './vacancies.repository';

export { isUuid };

/** Whether the viewer may see the vacancy: everyone sees active ones, owners also their inactive ones. */
export function isVisibleTo(vacancy: VacancyRow, viewerId: string | null): boolean {
  return vacancy.status === 'active' || vacancy.userId === viewerId;
}

/** The vacancy if the viewer may see it; otherwise "Vacancy not found", as if it did not exist. */
export async function findVisibleVacancy(
  repository: VacanciesRepository,
  options: { vacancyId: string; viewerId: string | null },
): Promise<VacancyRow> {
  const vacancy = isUuid(options.vacancyId) ? await repository.findById(options.vacancyId) : null;
  if (!vacancy || !isVisibleTo(vacancy, options.viewerId)) throw new AppError('vacancy_not_found');
  return vacancy;
}

/** The vacancy if the user owns it; anyone else gets "Vacancy not found". */
export async function findOwnedVacancy(
  repository: VacanciesRepository,
  options: { userId: string; vacancyId: string },
): Promise<VacancyRow> {
  const vacancy = isUuid(options.vacancyId)
    ? await repository.findOwned(options.userId, options.vacancyId)
    : null;
  if (!vacancy) throw new AppError('vacancy_not_found');
  return vacancy;
}
