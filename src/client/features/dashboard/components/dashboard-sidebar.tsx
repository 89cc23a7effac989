import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../../paths';
import type { DashboardTitleKey } from '../title-for-path';
import { Greeting } from './greeting';

const LINKS: { to: string; titleKey: DashboardTitleKey; isEnd?: boolean; isAdminOnly?: boolean }[] =
  [
    { to: paths.dashboard, titleKey: 'dashboard', isEnd: true },
    { to: paths.dashboardAiInterview, titleKey: 'aiInterview' },
    { to: paths.dashboardProgress, titleKey: 'progress' },
    { to: paths.dashboardResumeCreator, titleKey: 'resumeBuilder' },
    { to: paths.fitCheck, titleKey: 'fitCheck' },
    { to: paths.dashboardVacancies, titleKey: 'vacancies' },
    { to: paths.dashboardSavedJobs, titleKey: 'savedJobs' },
    { to: paths.dashboardApplications, titleKey: 'applications' },
    { to: paths.dashboardProfile, titleKey: 'profile' },
    { to: paths.dashboardBlog, titleKey: 'blog', isAdminOnly: true },
  ];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-sm font-medium ${
    isActive
      ? 'bg-indigo-50 text-indigo-800'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

/** Greeting and section links; on narrow screens the links fold behind a toggle. */
export function DashboardSidebar({
  userName,
  isAdmin = false,
}: {
  userName: string | null;
  isAdmin?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const [isOpen, setIsOpen] = useState(false);
  const navId = useId();
  return (
    <aside className="mb-6 rounded-2xl border border-slate-200 bg-white p-4 lg:mb-0 lg:self-start">
      <div className="flex flex-col items-start gap-3">
        <Greeting
          userName={userName}
          className="max-w-full font-semibold break-words text-slate-900"
        />
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={navId}
          onClick={() => setIsOpen((open) => !open)}
          className="shrink-0 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 lg:hidden"
        >
          {t('sidebar.toggle')}
        </button>
      </div>
      <nav
        id={navId}
        aria-label={t('sidebar.label')}
        className={`${isOpen ? 'block' : 'hidden'} mt-4 lg:block`}
      >
        <ul className="flex flex-col gap-1">
          {LINKS.filter((link) => isAdmin || !link.isAdminOnly).map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.isEnd}
                className={linkClass}
                onClick={() => setIsOpen(false)}
              >
                {t(`titles.${link.titleKey}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
