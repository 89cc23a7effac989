import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import type { DashboardTitleKey } from '../title-for-path';

// The profile is reached from the sidebar; the cards are the product's four sections.
type SectionKey = Exclude<DashboardTitleKey, 'dashboard' | 'profile'>;

const CARDS: { to: string; key: SectionKey }[] = [
  { to: paths.dashboardAiInterview, key: 'aiInterview' },
  { to: paths.dashboardResumeCreator, key: 'resumeBuilder' },
  { to: paths.dashboardVacancies, key: 'vacancies' },
  { to: paths.dashboardSavedJobs, key: 'savedJobs' },
];

/** The four dashboard cards, each opening its section. */
export function DashboardCards() {
  const { t } = useTranslation('dashboard');
  return (
    <div>
      <p className="text-slate-700">{t('home.intro')}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {CARDS.map((card) => (
          <li key={card.key}>
            <Link
              to={card.to}
              className="block h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-indigo-300 hover:shadow-md"
            >
              <span className="block text-lg font-semibold text-slate-900">
                {t(`titles.${card.key}`)}
              </span>
              <span className="mt-1 block text-sm text-slate-700">
                {t(`home.cards.${card.key}`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-600">{t('home.statsNote')}</p>
    </div>
  );
}
