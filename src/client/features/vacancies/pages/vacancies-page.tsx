import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../../components/coming-soon-page';

export function VacanciesPage() {
  const { t } = useTranslation('vacancies');
  return (
    <ComingSoonPage
      heading={t('board.title')}
      title={t('comingSoon.board.title')}
      description={t('comingSoon.board.description')}
    />
  );
}
