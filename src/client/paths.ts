import { SENIORITIES, type Seniority } from '../shared/constants';
import { isLanguage, type Language } from '../shared/language';
// Every address the client links to or routes, in one place (spec §2).
import { PAGE_PATTERNS } from '../shared/page-routes';

const segment = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  home: '/',
  feedback: '/#feedback',
  newsletter: '/#newsletter',
  /** Pages the newsletter's confirmation and unsubscribe mails link to. */
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  mailUnsubscribe: '/mail/unsubscribe',
  about: '/about',
  contact: '/contact',
  signIn: '/signin',
  signUp: '/signup',
  resetPassword: '/reset-password',
  /** Where the address confirmation mail links to (kept in step with app.ts). */
  confirmEmail: '/confirm-email',
  /** Where Google sign-in comes back to (kept in step with the server's POPUP_RETURN_PATH). */
  googleDone: '/auth/google/done',
  /** Old address mentioned by the new-interview page; redirects to signIn. */
  login: '/login',
  blog: PAGE_PATTERNS.blog,
  blogPost: (postIdentifier: string) => `/blog/${segment(postIdentifier)}`,
  /** One question and its feedback without an account (issue 23). */
  tryQuestion: '/try',
  /** A posting read against the seeker's resume before they apply (issue 38); a visitor's trial. */
  fitCheck: '/fit-check',
  fitCheckVacancy: (id: string) => `/fit-check?vacancy=${segment(id)}`,
  vacancies: PAGE_PATTERNS.vacancies,
  vacancy: (id: string) => `/vacancies/${segment(id)}`,
  /** Unprotected dashboard home. */
  dashboardPage: '/dashboardPage',
  dashboard: '/dashboard',
  dashboardAiInterview: '/dashboard/ai-interview',
  dashboardProgress: '/dashboard/progress',
  dashboardResumeCreator: '/dashboard/resume-creator',
  dashboardVacancies: '/dashboard/vacancies',
  dashboardVacancyEdit: (id: string) => `/dashboard/vacancies/edit/${segment(id)}`,
  dashboardVacancyApplications: (id: string) => `/dashboard/vacancies/${segment(id)}/applications`,
  dashboardSavedJobs: '/dashboard/saved-jobs',
  /** The applicant's own applications and their statuses. */
  dashboardApplications: '/dashboard/applications',
  dashboardProfile: '/dashboard/profile',
  /** The blog editor (admins only). */
  dashboardBlog: '/dashboard/blog',
  dashboardBlogNew: '/dashboard/blog/new',
  dashboardBlogEdit: (id: string) => `/dashboard/blog/edit/${segment(id)}`,
  newInterview: '/new-interview',
  interview: (id: string) => `/interview/${segment(id)}`,
  results: (id: string) => `/results/${segment(id)}`,
} as const;

/** Route patterns for the router; parameters match the helpers above. */
export const routePatterns = {
  // The public pages the server also serves: one spelling for both (src/shared/page-routes.ts).
  blogPost: PAGE_PATTERNS.blogPost,
  vacancy: PAGE_PATTERNS.vacancy,
  dashboardVacancyEdit: '/dashboard/vacancies/edit/:id',
  dashboardBlogEdit: '/dashboard/blog/edit/:id',
  dashboardVacancyApplications: '/dashboard/vacancies/:id/applications',
  interview: '/interview/:id',
  results: '/results/:id',
} as const;

/** What a page may hand the new-interview page to fill its form (router location state). */
export interface NewInterviewPrefill {
  jobTitle: string;
  jobDescription: string;
  /** The level the job asks for, when it says (a vacancy's experience level). */
  seniority?: Seniority;
  /** A Resume Builder resume to interview with (the one sent with a tracked application). */
  resumeId?: string;
  /** The interview's language (practising a job again in the language it was practised in). */
  language?: Language;
}

/** The location state that opens /new-interview filled with `prefill`. */
export function newInterviewState(prefill: NewInterviewPrefill): { prefill: NewInterviewPrefill } {
  return { prefill };
}

/** The prefill carried in a location state, if it holds a well-formed one. */
export function newInterviewPrefillOf(state: unknown): NewInterviewPrefill | null {
  const prefill = (state as { prefill?: Partial<NewInterviewPrefill> } | null)?.prefill;
  if (typeof prefill?.jobTitle !== 'string' || typeof prefill.jobDescription !== 'string') {
    return null;
  }
  const seniority = SENIORITIES.find((level) => level === prefill.seniority);
  return {
    jobTitle: prefill.jobTitle,
    jobDescription: prefill.jobDescription,
    ...(seniority ? { seniority } : {}),
    ...(typeof prefill.resumeId === 'string' ? { resumeId: prefill.resumeId } : {}),
    ...(isLanguage(prefill.language) ? { language: prefill.language } : {}),
  };
}
