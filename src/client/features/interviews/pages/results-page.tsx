import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorPanel } from '../../../components/error-panel';
import { LoadingStatus } from '../../../components/loading-status';
import { PageHeader } from '../../../components/page-header';
import { buttonClass, container } from '../../../components/ui-classes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paths } from '../../../paths';
import { describeApiError, isNotFound } from '../../../lib/describe-api-error';
import { useInterview } from '../api/get-interview';
import { AssessmentView } from '../components/assessment-view';
import { QuestionBreakdown } from '../components/question-breakdown';
import { ResultsAtAGlance } from '../components/results-at-a-glance';
import { ResultsSummary } from '../components/results-summary';
import { SessionError } from '../components/session-error';

/** /results/:id: the score, the breakdown and the overall assessment of one interview. */
export function ResultsPage() {
  const { t } = useTranslation('interviews');
  const { id = '' } = useParams();
  const query = useInterview(id);
  const interview = query.data?.interview;
  useDocumentTitle(interview?.jobTitle ?? t('results.title'));

  if (!id) return <SessionError title={t('results.title')} message={t('results.notFound')} />;
  if (!interview) {
    if (query.isError && isNotFound(query.error)) {
      return <SessionError title={t('results.title')} message={t('results.notFound')} />;
    }
    if (query.isError) {
      const { message } = describeApiError(query.error, {
        connectionLost: t('interview.connectionLost'),
        fallback: t('interview.serverFailed'),
      });
      return (
        <ErrorPanel
          message={t('results.loadFailed', { message })}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      );
    }
    return <LoadingStatus />;
  }
  return (
    <div className={`${container} max-w-4xl py-10`}>
      <PageHeader title={interview.jobTitle} />
      <ResultsSummary interview={interview} />
      <ResultsAtAGlance questions={interview.questions} isOffline={interview.coach === 'offline'} />
      <QuestionBreakdown
        questions={interview.questions}
        isOffline={interview.coach === 'offline'}
      />
      <AssessmentView assessment={interview.assessment} />
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={paths.newInterview} className={buttonClass('primary', 'lg')}>
          {t('results.startNew')}
        </Link>
        {/* A file download, not a page of the app: a plain link the browser saves. */}
        <a
          href={`/api/interviews/${encodeURIComponent(interview.id)}/results.pdf`}
          download
          className={buttonClass('secondary', 'lg')}
        >
          {t('results.downloadPdf')}
        </a>
      </div>
    </div>
  );
}
