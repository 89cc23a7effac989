import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { LoadingStatus } from '../../../components/loading-status';
import { paths } from '../../../paths';
import { describeApiError, isNotFound } from '../../../lib/describe-api-error';
import { useInterview } from '../api/get-interview';
import { InterviewSession } from '../components/interview-session';
import { SessionError } from '../components/session-error';
import { aiNoticeOf } from '../lib/ai-notice-state';

/** /interview/:id: the question-and-answer session, or why it cannot be shown (spec §8). */
export function InterviewPage() {
  const { t } = useTranslation('interviews');
  const { id = '' } = useParams();
  const query = useInterview(id);
  const startNotice = aiNoticeOf(useLocation().state);
  const title = t('interview.title');

  if (!id) return <SessionError title={title} message={t('sessionErrors.idMissing')} />;
  const interview = query.data?.interview;
  if (!interview) {
    if (query.isError) {
      const message = isNotFound(query.error)
        ? describeApiError(query.error, { fallback: t('sessionErrors.notFound') }).message
        : t('sessionErrors.loadFailed', {
            message: describeApiError(query.error, {
              connectionLost: t('interview.connectionLost'),
              fallback: t('interview.serverFailed'),
            }).message,
          });
      return <SessionError title={title} message={message} />;
    }
    return <LoadingStatus />;
  }
  if (interview.status === 'completed')
    return <Navigate to={paths.results(interview.id)} replace />;
  if (!(interview.questionsCount > 0)) {
    return <SessionError title={title} message={t('sessionErrors.countMissing')} />;
  }
  return <InterviewSession key={interview.id} interview={interview} startNotice={startNotice} />;
}
