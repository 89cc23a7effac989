import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { container } from '../../../components/ui-classes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { InterviewHistory } from '../components/interview-history';
import { NewInterviewForm } from '../components/new-interview-form';

export function NewInterviewPage() {
  const { t } = useTranslation('interviews');
  useDocumentTitle(t('newInterview.title'));
  return (
    <div className={`${container} max-w-3xl py-10`}>
      <PageHeader title={t('newInterview.title')} lead={t('newInterview.lead')} />
      <NewInterviewForm />
      <InterviewHistory />
    </div>
  );
}
