import { jsonResponse, sessionUser } from '../../../testing/render-app';
import type { VacancyDetail, VacancyView, VacancyViewer } from '../api/get-vacancy';
import type { Applicant } from '../api/list-applicants';
import type { OwnApplication } from '../api/list-my-applications';
import type { OwnedVacancy } from '../api/list-owned-vacancies';
import type { SavedJob } from '../api/list-saved-jobs';
import type { VacancyListItem } from '../api/search-vacancies';

/** The dashboard's job alerts, none yet (the Saved Jobs page lists them below the jobs). */
export const NO_SAVED_SEARCHES = {
  'GET /api/saved-searches': () => jsonResponse({ savedSearches: [] }),
};

export const VACANCY_ID = '3f1c2a9e-5b7d-4c1e-9a2b-0d8e6f4a1b2c';

export const SIGNED_IN = {
  'GET /api/session': () => jsonResponse({ user: sessionUser({ id: 'u1', name: 'Anna' }) }),
};

export function vacancy(overrides: Partial<VacancyDetail> = {}): VacancyDetail {
  return {
    id: VACANCY_ID,
    title: 'Backend Developer',
    company: 'Acme',
    location: 'Berlin',
    salaryMin: 4000,
    salaryMax: 6000,
    currency: 'EUR',
    salaryPeriod: 'month',
    workMode: 'hybrid',
    employmentType: 'full_time',
    experienceLevel: 'mid',
    status: 'active',
    description: 'Build payment APIs with Node.js.\nOwn the PostgreSQL schema.',
    requirements: 'Three years of Node.js.',
    benefits: 'Remote Fridays.',
    createdAt: '2026-03-09T10:00:00.000Z',
    updatedAt: '2026-03-12T08:00:00.000Z',
    ...overrides,
  };
}

const GUEST_VIEWER: VacancyViewer = {
  isSignedIn: false,
  isOwner: false,
  isSaved: false,
  application: null,
};

export function viewer(overrides: Partial<VacancyViewer> = {}): VacancyViewer {
  return { ...GUEST_VIEWER, isSignedIn: true, ...overrides };
}

export function vacancyView(
  options: { vacancy?: Partial<VacancyDetail>; viewer?: VacancyViewer } = {},
): VacancyView {
  return { vacancy: vacancy(options.vacancy), viewer: options.viewer ?? GUEST_VIEWER };
}

export function listItem(overrides: Partial<VacancyListItem> = {}): VacancyListItem {
  const { description: _description, requirements: _r, benefits: _b, ...rest } = vacancy();
  return { ...rest, excerpt: 'Build payment APIs with Node.js.', ...overrides };
}

export function owned(overrides: Partial<OwnedVacancy> = {}): OwnedVacancy {
  return { ...listItem(), applicationsCount: 0, ...overrides };
}

export function savedJob(
  overrides: Partial<Omit<SavedJob, 'vacancy'>> & { vacancy?: Partial<SavedJob['vacancy']> } = {},
): SavedJob {
  const { vacancy: vacancyOverrides, ...rest } = overrides;
  const { createdAt: _c, updatedAt: _u, ...item } = listItem();
  return {
    id: 'saved-1',
    savedAt: '2026-03-10T09:00:00.000Z',
    applicationStatus: null,
    ...rest,
    vacancy: { ...item, status: 'active', ...vacancyOverrides },
  };
}

export function applicant(overrides: Partial<Applicant> = {}): Applicant {
  return {
    id: 'application-1',
    status: 'pending',
    appliedAt: '2026-03-11T12:00:00.000Z',
    updatedAt: '2026-03-11T12:00:00.000Z',
    coverLetter: 'I have built payment systems for five years.',
    applicant: { name: 'Boris', email: 'boris@example.com' },
    resume: null,
    ...overrides,
  };
}

export function ownApplication(
  overrides: Partial<Omit<OwnApplication, 'vacancy'>> & {
    vacancy?: Partial<OwnApplication['vacancy']>;
  } = {},
): OwnApplication {
  const { vacancy: vacancyOverrides, ...rest } = overrides;
  return {
    id: 'application-1',
    status: 'pending',
    appliedAt: '2026-03-11T12:00:00.000Z',
    updatedAt: '2026-03-11T12:00:00.000Z',
    coverLetter: null,
    resume: null,
    ...rest,
    vacancy: {
      id: VACANCY_ID,
      status: 'active',
      title: 'Backend Developer',
      company: 'Acme',
      ...vacancyOverrides,
    },
  };
}
