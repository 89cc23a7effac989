import enErrors from '../../shared/locales/en/errors.json';
import ruErrors from '../../shared/locales/ru/errors.json';
import enAccounts from '../locales/en/accounts.json';
import enBlog from '../locales/en/blog.json';
import enCommon from '../locales/en/common.json';
import enDashboard from '../locales/en/dashboard.json';
import enInterviews from '../locales/en/interviews.json';
import enLanding from '../locales/en/landing.json';
import enResumes from '../locales/en/resumes.json';
import enVacancies from '../locales/en/vacancies.json';
import ruAccounts from '../locales/ru/accounts.json';
import ruBlog from '../locales/ru/blog.json';
import ruCommon from '../locales/ru/common.json';
import ruDashboard from '../locales/ru/dashboard.json';
import ruInterviews from '../locales/ru/interviews.json';
import ruLanding from '../locales/ru/landing.json';
import ruResumes from '../locales/ru/resumes.json';
import ruVacancies from '../locales/ru/vacancies.json';

// Bundled rather than fetched: the texts are small and the first paint needs them.
// English is the reference shape; the locale parity test keeps Russian in step.
export const resources = {
  en: {
    common: enCommon,
    errors: enErrors,
    accounts: enAccounts,
    blog: enBlog,
    dashboard: enDashboard,
    interviews: enInterviews,
    landing: enLanding,
    resumes: enResumes,
    vacancies: enVacancies,
  },
  ru: {
    common: ruCommon,
    errors: ruErrors,
    accounts: ruAccounts,
    blog: ruBlog,
    dashboard: ruDashboard,
    interviews: ruInterviews,
    landing: ruLanding,
    resumes: ruResumes,
    vacancies: ruVacancies,
  },
} as const;

export type Namespace = keyof (typeof resources)['en'];
export const NAMESPACES = Object.keys(resources.en) as Namespace[];
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;
