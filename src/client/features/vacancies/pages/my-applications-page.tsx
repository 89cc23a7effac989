import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPanel } from '../../../components/error-panel';
import { textLink } from '../../../components/ui-classes';
import { paths } from '../../../paths';
import { useMyApplications } from '../api/list-my-applications';
import { MyApplicationItem } from '../components/my-application-item';

/** /dashboard/applications: the user's applications and where each stands. */
export function MyApplicationsPage() {
  const { t } = useTranslation('vacancies');
  const query = useMyApplications();

  if (query.isPending) {
    return (
      <p role="status" className="text-slate-600">
        {t('myApplications.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <ErrorPanel
        message={t('myApplications.loadFailed')}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (query.data.applications.length === 0) {
    return (
      <div className="text-slate-700">
        <p>{t('myApplications.empty')}</p>
        <Link to={paths.vacancies} className={`${textLink} mt-2 inline-block`}>
          {t('myApplications.browse')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="space-y-3">
      {query.data.applications.map((application) => (
        <MyApplicationItem key={application.id} application={application} />
      ))}
    </ul>
  );
}
