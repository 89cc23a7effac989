import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorPanel } from '../../../components/error-panel';
import { LoadingStatus } from '../../../components/loading-status';
import { PageHeader } from '../../../components/page-header';
import { buttonClass, container } from '../../../components/ui-classes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { newInterviewState, paths } from '../../../paths';
import { SENIORITIES } from '../../../../shared/constants';
import { isLanguage } from '../../../../shared/language';
import { describeApiError, isNotFound } from '../../../lib/describe-api-error';
import { useInterview } from '../api/get-interview';
import { ASSESSMENT_ID, AssessmentView } from '../components/assessment-view';
import { InterviewDeliverySummary } from '../components/delivery-panel';
import { QuestionBreakdown } from '../components/question-breakdown';
import { ResultsAtAGlance } from '../components/results-at-a-glance';
import { ResultsSummary } from '../components/results-summary';
import { AssessmentUpdate } from '../components/assessment-update';
import { PracticeSession } from '../components/practice-session';
import { asCounted, weakestOrders } from '../lib/counted-attempt';
import { SessionError } from '../components/session-error';

/** The questions named by `?practise=4,7,9`, in that order. */
function practiceOrdersOf(value: string | null): number[] | null {
  if (value === null) return null;
  return value
    .split(',')
    .map(Number)
    .filter((order) => Number.isSafeInteger(order) && order > 0);
}

/**
 * /results/:id: the score, the breakdown and the overall assessment of one interview. With
 * `?practise=4,7,9`, those questions are practised again one at a time instead.
 */
export function ResultsPage() {
  const { t } = useTranslation('interviews');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const practising = practiceOrdersOf(search.get('practise'));
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
  const isOffline = interview.coach === 'offline';
  if (practising) {
    return (
      <div className={`${container} max-w-3xl py-10`}>
        <PageHeader title={interview.jobTitle} />
        <PracticeSession
          interview={interview}
          orders={practising}
          onDone={() => void navigate(paths.results(interview.id))}
        />
      </div>
    );
  }
  const weakest = interview.status === 'completed' ? weakestOrders(interview.questions) : [];
  return (
    <div className={`${container} max-w-4xl py-10`}>
      <PageHeader title={interview.jobTitle} />
      <ResultsSummary interview={interview} />
      {/* The summary is at the end, after twelve answers: one step to it from the top. */}
      {interview.assessment ? (
        <p className="mt-4">
          <a href={`#${ASSESSMENT_ID}`} className="text-indigo-700 underline">
            {t('results.jumpToAssessment')}
          </a>
        </p>
      ) : null}
      {interview.isAssessmentStale ? <AssessmentUpdate interviewId={interview.id} /> : null}
      <ResultsAtAGlance questions={interview.questions.map(asCounted)} isOffline={isOffline} />
      {weakest.length > 0 ? (
        <p className="mt-6">
          <Link
            to={`${paths.results(interview.id)}?practise=${weakest.join(',')}`}
            className={buttonClass('primary')}
          >
            {t('retake.practiseWeakest')}
          </Link>
        </p>
      ) : null}
      <InterviewDeliverySummary
        deliveries={interview.questions.map((question) => question.delivery)}
      />
      <QuestionBreakdown
        interviewId={interview.id}
        questions={interview.questions}
        isOffline={isOffline}
      />
      <AssessmentView assessment={interview.assessment} />
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={paths.newInterview} className={buttonClass('primary', 'lg')}>
          {t('results.startNew')}
        </Link>
        {/* The same job again, its posting and language filled in: progress is counted by job. */}
        <Link
          to={paths.newInterview}
          state={newInterviewState({
            jobTitle: interview.jobTitle,
            jobDescription: interview.jobDescription,
            ...(isLanguage(interview.language) ? { language: interview.language } : {}),
            ...seniorityOf(interview.seniority),
          })}
          className={buttonClass('secondary', 'lg')}
        >
          {t('results.practiseJobAgain')}
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

/** The level an interview was pitched at, as the new-interview form takes it. */
function seniorityOf(value: string | null | undefined) {
  const seniority = SENIORITIES.find((level) => level === value);
  return seniority ? { seniority } : {};
}
