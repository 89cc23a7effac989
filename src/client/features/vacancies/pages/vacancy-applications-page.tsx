import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingStatus } from '../../../components/loading-status';
import { textLink } from '../../../components/ui-classes';
import { paths } from '../../../paths';
import { useApplicants } from '../api/list-applicants';
import { ApplicantCard } from '../components/applicant-card';
import { ToastMessage } from '../components/toast-message';
import { VacancyError } from '../components/vacancy-error';
import { useToast } from '../hooks/use-toast';
import { isNotFound } from '../../../lib/describe-api-error';

/** /dashboard/vacancies/:id/applications: the owner's applicants and their pipeline. */
export function VacancyApplicationsPage() {
  const { t } = useTranslation(['vacancies', 'errors']);
  const { id = '' } = useParams();
  const query = useApplicants(id);
  const { toast, show } = useToast();
  const titleId = useId();

  if (query.isPending) return <LoadingStatus />;
  if (query.isError) {
    const isMissing = isNotFound(query.error);
    return (
      <VacancyError
        message={isMissing ? t('errors:vacancy_not_found') : t('applicants.loadFailed')}
        fallback={paths.dashboardVacancies}
        onRetry={isMissing ? undefined : () => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  const { vacancy, applications } = query.data;
  return (
    <section aria-labelledby={titleId}>
      <p className="mb-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <Link to={paths.dashboardVacancies} className={textLink}>
          {t('applicants.back')}
        </Link>
        <Link to={paths.vacancy(vacancy.id)} className={textLink}>
          {t('applicants.viewVacancy')}
        </Link>
      </p>
      <h2 id={titleId} className="mb-4 text-xl font-semibold break-words text-slate-900">
        {t('applicants.title', { title: vacancy.title })}
      </h2>
      <div className="mb-4">
        <ToastMessage toast={toast} />
      </div>
      {applications.length === 0 ? (
        <p className="text-slate-600">{t('applicants.empty')}</p>
      ) : (
        <ul className="space-y-4">
          {applications.map((application) => (
            <ApplicantCard key={application.id} application={application} onMessage={show} />
          ))}
        </ul>
      )}
    </section>
  );
}
