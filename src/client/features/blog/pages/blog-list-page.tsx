import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../../components/coming-soon-page';

export function BlogListPage() {
  const { t } = useTranslation('blog');
  return (
    <ComingSoonPage
      heading={t('list.title')}
      title={t('comingSoon.title')}
      description={t('comingSoon.description')}
    />
  );
}
