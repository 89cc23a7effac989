import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { VacancyStatus } from '../../../../shared/schemas/vacancies';
import { textLink } from '../../../components/ui-classes';
import { paths } from '../../../paths';
import type { OwnedVacancy } from '../api/list-owned-vacancies';
import type { Toast } from '../hooks/use-toast';
import { useJobBoardFormat } from '../lib/format';
import { OwnerActions } from './owner-actions';
import { VacancyStatusBadge } from './vacancy-status-badge';

interface OwnedVacancyItemProps {
  vacancy: OwnedVacancy;
  onMessage: (toast: Toast) => void;
  onDeleted: () => void;
}

/** One of the owner's vacancies: what it says, its status, its applications and the actions. */
export function OwnedVacancyItem({ vacancy, onMessage, onDeleted }: OwnedVacancyItemProps) {
  const { t } = useTranslation('vacancies');
  const format = useJobBoardFormat();
  // The list's status is typed as text by the API; only 'active' and 'inactive' are stored.
  const status: VacancyStatus = vacancy.status === 'active' ? 'active' : 'inactive';
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">
            <Link to={paths.vacancy(vacancy.id)} className={textLink}>
              {vacancy.title}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-slate-700">
            {vacancy.company} · {vacancy.location}
          </p>
          <p className="mt-1 text-sm font-medium text-slate-900">{format.salary(vacancy)}</p>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            <span>{t('posted', { date: format.date(vacancy.createdAt) })}</span>
            <VacancyStatusBadge status={status} />
            <span>{t('manage.applications', { count: vacancy.applicationsCount })}</span>
          </p>
        </div>
      </div>
      <div className="mt-3">
        <OwnerActions
          vacancy={{ id: vacancy.id, title: vacancy.title, status }}
          onMessage={onMessage}
          onDeleted={onDeleted}
          isInList
        />
      </div>
    </li>
  );
}
