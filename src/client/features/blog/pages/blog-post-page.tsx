import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../../components/coming-soon-page';

export function BlogPostPage() {
  const { t } = useTranslation('blog');
  return (
    <ComingSoonPage
      heading={t('post.title')}
      title={t('comingSoon.title')}
      description={t('comingSoon.description')}
    />
  );
}
