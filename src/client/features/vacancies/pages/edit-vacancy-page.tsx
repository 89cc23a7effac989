import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadingStatus } from '../../../components/loading-status';
import { card, textLink } from '../../../components/ui-classes';
import { paths } from '../../../paths';
import { useVacancy } from '../api/get-vacancy';
import { useUpdateVacancy } from '../api/update-vacancy';
import { VacancyError } from '../components/vacancy-error';
import { VacancyForm } from '../components/vacancy-form';
import { isNotFound } from '../../../lib/describe-api-error';
import { manageNoticeState } from '../lib/manage-notice';
import { formValuesOf } from '../lib/values';

/** /dashboard/vacancies/edit/:id: the owner's edit form; anyone else is told it does not exist. */
export function EditVacancyPage() {
  const { t } = useTranslation(['vacancies', 'errors']);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useVacancy(id);
  const update = useUpdateVacancy(id);
  const titleId = useId();
  const backToList = () => void navigate(paths.dashboardVacancies);

  if (query.isPending) return <LoadingStatus />;
  if (query.isError || !query.data.viewer.isOwner) {
    const isMissing = !query.isError || isNotFound(query.error);
    return (
      <VacancyError
        message={isMissing ? t('errors:vacancy_not_found') : t('detail.loadFailed')}
        fallback={paths.dashboardVacancies}
        onRetry={isMissing ? undefined : () => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  const { vacancy } = query.data;
  return (
    <section className={card} aria-labelledby={titleId}>
      <p className="mb-2 text-sm">
        <Link to={paths.dashboardVacancies} className={textLink}>
          {t('edit.back')}
        </Link>
      </p>
      <h2 id={titleId} className="mb-4 text-xl font-semibold break-words text-slate-900">
        {t('edit.title')}: {vacancy.title}
      </h2>
      <VacancyForm
        initialValues={formValuesOf(vacancy)}
        isPending={update.isPending}
        send={(data, { onError }) =>
          update.mutate(data, {
            onSuccess: () =>
              void navigate(paths.dashboardVacancies, { state: manageNoticeState('updated') }),
            onError,
          })
        }
        onCancel={backToList}
        submitLabel={t('edit.submit')}
        pendingLabel={t('edit.submitting')}
        failureFallback={t('edit.updateFailed')}
      />
    </section>
  );
}
