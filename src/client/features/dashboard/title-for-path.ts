import type { resources } from '../../lib/resources';

export type DashboardTitleKey = keyof (typeof resources)['en']['dashboard']['titles'];

const SECTION_TITLES = new Map<string, DashboardTitleKey>([
  ['ai-interview', 'aiInterview'],
  ['progress', 'progress'],
  ['resume-creator', 'resumeBuilder'],
  ['vacancies', 'vacancies'],
  ['saved-jobs', 'savedJobs'],
  ['applications', 'applications'],
  ['profile', 'profile'],
  ['blog', 'blog'],
]);

/** The dashboard header title for a path: its section (with any sub-pages), otherwise Dashboard. */
export function dashboardTitleKey(pathname: string): DashboardTitleKey {
  const [root, section] = pathname.split('/').filter(Boolean);
  if (root !== 'dashboard' || section === undefined) return 'dashboard';
  return SECTION_TITLES.get(section) ?? 'dashboard';
}
