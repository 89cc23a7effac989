import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../../components/coming-soon-page';

export function InterviewPage() {
  const { t } = useTranslation('interviews');
  return (
    <ComingSoonPage
      heading={t('interview.title')}
      title={t('comingSoon.title')}
      description={t('comingSoon.description')}
    />
  );
}
