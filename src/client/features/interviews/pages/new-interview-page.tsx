import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../../components/coming-soon-page';

export function NewInterviewPage() {
  const { t } = useTranslation('interviews');
  return (
    <ComingSoonPage
      heading={t('newInterview.title')}
      title={t('comingSoon.title')}
      description={t('comingSoon.description')}
    />
  );
}
