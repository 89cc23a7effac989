import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/i18n';
import { paths } from '../../../paths';
import type { DashboardStats } from '../api/get-dashboard-stats';
import type { DashboardTitleKey } from '../title-for-path';

// The profile, progress, the fit check and the blog editor are reached from the sidebar; the cards
// are the product's sections with something to count.
type SectionKey = Exclude<
  DashboardTitleKey,
  'dashboard' | 'profile' | 'blog' | 'progress' | 'fitCheck'
>;

const CARDS: {
  to: string;
  key: SectionKey;
  stat: Exclude<keyof DashboardStats, 'availableVacancies'>;
}[] = [
  { to: paths.dashboardAiInterview, key: 'aiInterview', stat: 'completedInterviews' },
  { to: paths.dashboardResumeCreator, key: 'resumeBuilder', stat: 'resumes' },
  // The card opens Manage Vacancies, so it counts the user's own; the board's count goes below.
  { to: paths.dashboardVacancies, key: 'vacancies', stat: 'ownVacancies' },
  { to: paths.dashboardSavedJobs, key: 'savedJobs', stat: 'savedJobs' },
  { to: paths.dashboardApplications, key: 'applications', stat: 'activeApplications' },
];

interface DashboardCardsProps {
  /** The counts to show; without them the cards show only what each section is for. */
  stats?: DashboardStats;
  /** Holds a place for the counts while they load. */
  isLoading?: boolean;
}

/** The dashboard cards, each opening its section with its count. */
export function DashboardCards({ stats, isLoading = false }: DashboardCardsProps) {
  const { t } = useTranslation('dashboard');
  const numberFormat = new Intl.NumberFormat(useLanguage());
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {CARDS.map((card) => (
        <li key={card.key}>
          <Link
            to={card.to}
            className="block h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-indigo-300 hover:shadow-md"
          >
            <span className="block text-lg font-semibold text-slate-900">
              {t(`titles.${card.key}`)}
            </span>
            {stats ? (
              <span className="mt-2 flex flex-wrap items-baseline gap-x-2">
                <span className="text-3xl font-bold text-indigo-700 tabular-nums">
                  {numberFormat.format(stats[card.stat])}
                </span>{' '}
                <span className="text-sm font-medium text-slate-700">
                  {t(`home.counts.${card.stat}`, { count: stats[card.stat] })}
                </span>
              </span>
            ) : null}
            {stats && card.stat === 'ownVacancies' ? (
              <span className="mt-1 block text-sm text-slate-700">
                {t('home.boardOpen', { count: numberFormat.format(stats.availableVacancies) })}
              </span>
            ) : null}
            {isLoading ? (
              <span
                aria-hidden="true"
                className="mt-2 block h-9 w-24 animate-pulse rounded-lg bg-slate-200"
              />
            ) : null}
            <span className="mt-2 block text-sm text-slate-700">{t(`home.cards.${card.key}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
