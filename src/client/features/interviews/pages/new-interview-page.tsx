import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { container } from '../../../components/ui-classes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { newInterviewPrefillOf } from '../../../paths';
import { InterviewHistory } from '../components/interview-history';
import { NewInterviewForm } from '../components/new-interview-form';

export function NewInterviewPage() {
  const { t } = useTranslation('interviews');
  useDocumentTitle(t('newInterview.title'));
  const prefill = newInterviewPrefillOf(useLocation().state);
  return (
    <div className={`${container} max-w-3xl py-10`}>
      <PageHeader title={t('newInterview.title')} lead={t('newInterview.lead')} />
      <NewInterviewForm prefill={prefill} />
      <InterviewHistory />
    </div>
  );
}
