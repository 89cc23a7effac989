import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { container } from '../../../components/ui-classes';
import { forgetTriedAnswer, readTriedAnswer } from '../../../lib/tried-answer';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { newInterviewPrefillOf } from '../../../paths';
import { InterviewHistory } from '../components/interview-history';
import { KeptAnswerNotice } from '../components/kept-answer-notice';
import { NewInterviewForm } from '../components/new-interview-form';

export function NewInterviewPage() {
  const { t } = useTranslation('interviews');
  useDocumentTitle(t('newInterview.title'));
  // An answer to the trial question (/try) from before signing up: offered as question 1.
  const [tried, setTried] = useState(readTriedAnswer);
  const prefill =
    newInterviewPrefillOf(useLocation().state) ??
    (tried ? { jobTitle: tried.jobTitle, jobDescription: tried.jobDescription } : null);
  const dropTried = () => {
    forgetTriedAnswer();
    setTried(null);
  };
  return (
    <div className={`${container} max-w-3xl py-10`}>
      <PageHeader title={t('newInterview.title')} lead={t('newInterview.lead')} />
      {tried ? <KeptAnswerNotice tried={tried} onDrop={dropTried} /> : null}
      <NewInterviewForm
        prefill={prefill}
        initialLanguage={tried?.language ?? prefill?.language}
        keptAnswer={tried ? { question: tried.question, answer: tried.answer } : undefined}
        onStarted={tried ? forgetTriedAnswer : undefined}
      />
      <InterviewHistory />
    </div>
  );
}
