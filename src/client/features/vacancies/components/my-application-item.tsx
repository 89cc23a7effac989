import { useTranslation } from 'react-i18next';
import { SentWithApplication } from './sent-with-application';
import type { OwnApplication } from '../api/list-my-applications';
import { useJobBoardFormat } from '../lib/format';
import { ApplicationStatusBadge } from './application-status-badge';
import { VacancyTitleLink } from './vacancy-title-link';

/**
 * One of the user's applications: the vacancy (or that it is gone), the date, the status, and what
 * was sent with it (the cover letter and the application's own copy of the resume).
 */
export function MyApplicationItem({ application }: { application: OwnApplication }) {
  const { t } = useTranslation('vacancies');
  const format = useJobBoardFormat();
  const { vacancy } = application;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="font-semibold break-words text-slate-900">
        <VacancyTitleLink vacancy={vacancy} />
      </h3>
      <p className="mt-1 text-sm text-slate-700">{vacancy.company}</p>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <span>{t('myApplications.appliedOn', { date: format.date(application.appliedAt) })}</span>
        <span className="inline-flex items-center gap-2">
          <span className="sr-only">{t('myApplications.statusLabel')}:</span>
          <ApplicationStatusBadge status={application.status} />
        </span>
      </p>
      {vacancy.status === 'removed' ? (
        <p className="mt-2 text-sm font-medium text-red-800">{t('myApplications.removed')}</p>
      ) : vacancy.status === 'inactive' ? (
        <p className="mt-2 text-sm font-medium text-slate-700">{t('myApplications.inactive')}</p>
      ) : null}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-indigo-700">
          {t('myApplications.sent')}
        </summary>
        <SentWithApplication application={application} className="mt-2 space-y-3" />
      </details>
    </li>
  );
}
