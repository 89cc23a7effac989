import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadingStatus } from '../../../components/loading-status';
import { PageHeader } from '../../../components/page-header';
import { card, container, textLink } from '../../../components/ui-classes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paths } from '../../../paths';
import { useSession } from '../../../lib/session';
import { type VacancyView, useClosedVacancy, useVacancy } from '../api/get-vacancy';
import { ClosedVacancy } from '../components/closed-vacancy';
import { OwnerActions } from '../components/owner-actions';
import { PracticeLink } from '../components/practice-link';
import { ToastMessage } from '../components/toast-message';
import { VacancyError } from '../components/vacancy-error';
import { VacancyFacts } from '../components/vacancy-facts';
import { VacancySections } from '../components/vacancy-sections';
import { VacancyStatusBadge } from '../components/vacancy-status-badge';
import { VisitorActions } from '../components/visitor-actions';
import { useToast } from '../hooks/use-toast';
import { useJobBoardFormat } from '../lib/format';
import { isNotFound } from '../../../lib/describe-api-error';
import { manageNoticeState } from '../lib/manage-notice';

/** /vacancies/:id: the vacancy for everyone; an inactive one only for its owner. */
export function VacancyDetailPage() {
  const { t } = useTranslation(['vacancies', 'errors']);
  const { id = '' } = useParams();
  const query = useVacancy(id);
  const isViewerKnown = useViewerKnown(query);
  // Not found: it may have been open once (a shared link, a saved job, an alert mail).
  const isMissing = query.isError && isNotFound(query.error);
  const closed = useClosedVacancy(id, { enabled: isMissing });

  if (query.isPending) return <LoadingStatus />;
  if (isMissing && closed.isPending) return <LoadingStatus />;
  if (isMissing && closed.isSuccess) return <ClosedVacancy view={closed.data} />;
  if (query.isError) {
    return (
      <ErrorPage
        message={isMissing ? t('errors:vacancy_not_found') : t('detail.loadFailed')}
        onRetry={isMissing ? undefined : () => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  return <VacancyPage view={query.data} isViewerKnown={isViewerKnown} />;
}

/**
 * Whether the vacancy's view is the current visitor's. A page the server rendered comes with a
 * guest's view: right for a guest, so nothing is fetched again once the session shows nobody
 * signed in (or cannot be read); for someone signed in, the vacancy is asked for again as them.
 */
function useViewerKnown(query: ReturnType<typeof useVacancy>): boolean {
  const session = useSession();
  const isSignedIn = Boolean(session.data?.user);
  const isGuestView = query.data?.viewer.isSignedIn === false;
  const { refetch } = query;
  useEffect(() => {
    if (isSignedIn && isGuestView) void refetch();
  }, [isSignedIn, isGuestView, refetch]);
  if (!query.data) return false;
  if (!isGuestView || query.isFetchedAfterMount) return true;
  return session.isError || (session.isSuccess && !isSignedIn);
}

/** The spec's Error page with Go Back. */
function ErrorPage(props: { message: string; onRetry?: () => void; isRetrying: boolean }) {
  const { t } = useTranslation('vacancies');
  useDocumentTitle(t('detail.errorTitle'));
  return (
    <div className={`${container} max-w-3xl py-10`}>
      <PageHeader title={t('detail.errorTitle')} />
      <VacancyError fallback={paths.vacancies} {...props} />
    </div>
  );
}

function VacancyPage({ view, isViewerKnown }: { view: VacancyView; isViewerKnown: boolean }) {
  const { t } = useTranslation('vacancies');
  const navigate = useNavigate();
  const format = useJobBoardFormat();
  const { toast, show } = useToast();
  const { vacancy, viewer } = view;
  useDocumentTitle(vacancy.title);

  return (
    <div className={`${container} max-w-4xl py-10`}>
      <PageHeader title={vacancy.title} />
      <div className={`${card} space-y-6`}>
        <VacancyFacts vacancy={vacancy} />
        {viewer.isOwner && vacancy.status === 'inactive' ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <VacancyStatusBadge status={vacancy.status} />
            {t('detail.inactiveNotice')}
          </p>
        ) : null}
        <div aria-label={t('detail.actions')} role="group">
          {viewer.isOwner ? (
            <OwnerActions
              vacancy={vacancy}
              onMessage={show}
              onDeleted={() =>
                void navigate(paths.dashboardVacancies, { state: manageNoticeState('deleted') })
              }
            />
          ) : (
            <VisitorActions
              vacancy={vacancy}
              viewer={viewer}
              onMessage={show}
              isWaiting={!isViewerKnown}
            />
          )}
        </div>
        <ToastMessage toast={toast} />
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <PracticeLink job={vacancy} />
          <Link to={paths.fitCheckVacancy(vacancy.id)} className={textLink}>
            {t('checkFit')}
          </Link>
        </div>
      </div>
      <VacancySections vacancy={vacancy} />
      <p className="mt-8 text-sm text-slate-600">
        {t('detail.lastUpdated', { date: format.date(vacancy.updatedAt) })}
      </p>
    </div>
  );
}
