import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

/** Dashboard section: the dashboard layout supplies the heading and tab title. */
export function ManageVacanciesPage() {
  const { t } = useTranslation('vacancies');
  return (
    <ComingSoon
      title={t('comingSoon.manage.title')}
      description={t('comingSoon.manage.description')}
    />
  );
}
