import enErrors from '../../shared/locales/en/errors.json';
import ruErrors from '../../shared/locales/ru/errors.json';
import enAccounts from '../locales/en/accounts.json';
import enBlog from '../locales/en/blog.json';
import enCommon from '../locales/en/common.json';
import enDashboard from '../locales/en/dashboard.json';
import enInterviews from '../locales/en/interviews.json';
import enJobMail from '../locales/en/jobMail.json';
import enLanding from '../locales/en/landing.json';
import enResumes from '../locales/en/resumes.json';
import enTryQuestion from '../locales/en/tryQuestion.json';
import enVacancies from '../locales/en/vacancies.json';
import ruAccounts from '../locales/ru/accounts.json';
import ruBlog from '../locales/ru/blog.json';
import ruCommon from '../locales/ru/common.json';
import ruDashboard from '../locales/ru/dashboard.json';
import ruInterviews from '../locales/ru/interviews.json';
import ruJobMail from '../locales/ru/jobMail.json';
import ruLanding from '../locales/ru/landing.json';
import ruResumes from '../locales/ru/resumes.json';
import ruTryQuestion from '../locales/ru/tryQuestion.json';
import ruVacancies from '../locales/ru/vacancies.json';

// Every text, for createI18n (tests and tools) and for the types of t(). The browser app loads
// them per language and namespace instead (load-i18n.ts). English is the reference shape; the
// locale parity test keeps Russian in step.
const en = {
  common: enCommon,
  errors: enErrors,
  accounts: enAccounts,
  blog: enBlog,
  dashboard: enDashboard,
  interviews: enInterviews,
  jobMail: enJobMail,
  landing: enLanding,
  resumes: enResumes,
  tryQuestion: enTryQuestion,
  vacancies: enVacancies,
} as const;

export const resources = {
  en,
  ru: {
    common: ruCommon,
    errors: ruErrors,
    accounts: ruAccounts,
    blog: ruBlog,
    dashboard: ruDashboard,
    interviews: ruInterviews,
    jobMail: ruJobMail,
    landing: ruLanding,
    resumes: ruResumes,
    tryQuestion: ruTryQuestion,
    vacancies: ruVacancies,
  },
} as const;

export type Namespace = keyof (typeof resources)['en'];
// Pure, so a build that never calls createI18n (the browser app: lib/load-i18n.ts) drops these
// bundled texts entirely.
export const NAMESPACES = /* @__PURE__ */ Object.keys(en) as Namespace[];
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;
