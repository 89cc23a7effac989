import type { Database } from '../../db/client';
import type { Language } from '../../../shared/language';
import type { Logger } from '../../logger';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import type { ObjectStorage } from '../../storage/storage';
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

/** A resume file to send with an application, read from the Resume Builder or an upload. */
export interface ApplicationResumeFile {
  bytes: Uint8Array;
  fileName: string;
  contentType: string;
}

/** What the job board asks of the Resume Builder (composed in app.ts). */
export interface ApplicantResumes {
  /** The applicant's own resume file; another user's or an unknown id is "Resume not found". */
  read(options: {
    userId: string;
    resumeId: string;
    file: 'tailored' | 'original';
  }): Promise<ApplicationResumeFile>;
  /** An application sent as a form with a file, the file checked as a resume upload is. */
  readForm(request: Request): Promise<{
    fields: Record<string, string>;
    file: ApplicationResumeFile | null;
  }>;
}

/** What the board tells the mail jobs (composed in app.ts onto the durable job runner). */
export interface JobBoardNotifier {
  applied(applicationId: string): Promise<void>;
  statusChanged(change: { applicationId: string }): Promise<void>;
  /** The language a user last used the board in: their job-board mail comes in it. */
  rememberLanguage(userId: string, language: Language): Promise<void>;
}

/** What a request writes together: the application and the job that mails about it. */
export interface JobBoardWrites {
  applications: ApplicationsRepository;
  notify: Pick<JobBoardNotifier, 'applied' | 'statusChanged'>;
}

export interface JobBoardRouteDeps extends JobBoardDeps {
  notify: JobBoardNotifier;
  /**
   * Runs `fn` in one database transaction: its writes and the mail jobs it queues are stored
   * together or not at all, so no answer of failure stands behind a write that happened.
   */
  transaction<T>(fn: (writes: JobBoardWrites) => Promise<T>): Promise<T>;
  limiter: RateLimiter;
  now: () => Date;
  /** Where the applications' copies of resumes are kept. */
  storage: ObjectStorage;
  resumes: ApplicantResumes;
  logger: Logger;
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
