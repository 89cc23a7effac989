import type { SavedJobRow } from './saved-jobs.repository';
import { excerptOf, vacancyStateOf } from './vacancies.views';

/** A saved-jobs card: the vacancy as it is now (or as it was, once deleted) and the user's application. */
export function toSavedJob(row: SavedJobRow) {
  return {
    id: row.id,
    savedAt: row.savedAt.toISOString(),
    applicationStatus: row.applicationStatus,
    vacancy: {
      id: row.vacancyId,
      status: vacancyStateOf(row.vacancyStatus),
      title: row.title,
      company: row.company,
      location: row.location,
      salaryMin: row.salaryMin,
      salaryMax: row.salaryMax,
      currency: row.currency,
      salaryPeriod: row.salaryPeriod,
      excerpt: excerptOf(row.descriptionStart),
    },
  };
}
