import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../../components/coming-soon-page';

export function VacancyDetailPage() {
  const { t } = useTranslation('vacancies');
  return (
    <ComingSoonPage
      heading={t('detail.title')}
      title={t('comingSoon.board.title')}
      description={t('comingSoon.board.description')}
    />
  );
}
