import type { PayRange } from '../../../shared/schemas/fit-check';
import { countScripts } from '../../language/text';
import type { VacanciesRepository } from './vacancies.repository';
import { findVisibleVacancy } from './vacancy-access';

/**
 * A vacancy as a posting to read (the fit check): its text under the headings a posting uses, and
 * what its own fields state — pay, work mode, place — so nothing of them is guessed from the text.
 */
export async function vacancyPosting(
  repository: VacanciesRepository,
  options: { vacancyId: string; viewerId: string | null },
) {
  const vacancy = await findVisibleVacancy(repository, options);
  const pay: PayRange | null =
    vacancy.salaryMin === null && vacancy.salaryMax === null
      ? null
      : {
          min: vacancy.salaryMin,
          max: vacancy.salaryMax,
          currency: vacancy.currency,
          period: vacancy.salaryPeriod,
        };
  const { cyrillic, latin } = countScripts(`${vacancy.title} ${vacancy.description}`);
  const heading = cyrillic > latin ? 'Требования:' : 'Requirements:';
  const text = [
    vacancy.description,
    vacancy.requirements.trim() === '' ? '' : `${heading}\n${vacancy.requirements}`,
  ]
    .filter((part) => part.trim() !== '')
    .join('\n\n');
  return {
    jobTitle: vacancy.title,
    text,
    stated: { pay, workMode: vacancy.workMode, location: vacancy.location },
  };
}
