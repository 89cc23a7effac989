import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPanel } from '../../../components/error-panel';
import { textLink } from '../../../components/ui-classes';
import { paths } from '../../../paths';
import { useMyApplications } from '../api/list-my-applications';
import { MyApplicationItem } from '../components/my-application-item';
import { TrackerSection } from '../components/tracker-section';

/**
 * /dashboard/applications: the seeker's tracker of every application (issue 38), then those made
 * on the board with what was sent and where each stands.
 */
export function MyApplicationsPage() {
  return (
    <div className="space-y-10">
      <TrackerSection />
      <BoardApplications />
    </div>
  );
}

function BoardApplications() {
  const { t } = useTranslation('vacancies');
  const query = useMyApplications();
  const headingId = useId();
  const heading = (
    <h2 id={headingId} className="mb-3 text-xl font-semibold text-slate-900">
      {t('myApplications.boardHeading')}
    </h2>
  );
  if (query.isPending) {
    return (
      <section aria-labelledby={headingId}>
        {heading}
        <p role="status" className="text-slate-600">
          {t('myApplications.loading')}
        </p>
      </section>
    );
  }
  if (query.isError) {
    return (
      <section aria-labelledby={headingId}>
        {heading}
        <ErrorPanel
          message={t('myApplications.loadFailed')}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      </section>
    );
  }
  if (query.data.applications.length === 0) {
    return (
      <section aria-labelledby={headingId} className="text-slate-700">
        {heading}
        <p>{t('myApplications.empty')}</p>
        <Link to={paths.vacancies} className={`${textLink} mt-2 inline-block`}>
          {t('myApplications.browse')}
        </Link>
      </section>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      {heading}
      <ul className="space-y-3">
        {query.data.applications.map((application) => (
          <MyApplicationItem key={application.id} application={application} />
        ))}
      </ul>
    </section>
  );
}
