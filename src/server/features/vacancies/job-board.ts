import type { Database } from '../../db/client';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import {
  type ApplicationsRepository,
  createApplicationsRepository,
} from './applications.repository';
import {
  type CurrencyRatesRepository,
  createCurrencyRatesRepository,
} from './currency-rates.repository';
import { type SavedJobsRepository, createSavedJobsRepository } from './saved-jobs.repository';
import { type VacanciesRepository, createVacanciesRepository } from './vacancies.repository';
import {
  type VacancySearchRepository,
  createVacancySearchRepository,
} from './vacancy-search.repository';

/** The job board's data: vacancies, their search, saved jobs and applications. */
export interface JobBoardDeps {
  vacancies: VacanciesRepository;
  search: VacancySearchRepository;
  savedJobs: SavedJobsRepository;
  applications: ApplicationsRepository;
  currencyRates: CurrencyRatesRepository;
}

export interface JobBoardRouteDeps extends JobBoardDeps {
  limiter: RateLimiter;
  now: () => Date;
}

export function createJobBoardRepositories(db: Database): JobBoardDeps {
  return {
    vacancies: createVacanciesRepository(db),
    search: createVacancySearchRepository(db),
    savedJobs: createSavedJobsRepository(db),
    applications: createApplicationsRepository(db),
    currencyRates: createCurrencyRatesRepository(db),
  };
}
