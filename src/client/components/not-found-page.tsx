import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';
import { paths } from '../paths';
import { PageHeader } from './page-header';
import { container, primaryButton } from './ui-classes';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notFound.pageTitle'));
  return (
    <div className={`${container} py-16`}>
      <p className="text-sm font-semibold text-indigo-700">404</p>
      <PageHeader title={t('notFound.title')} lead={t('notFound.description')} />
      <Link to={paths.home} className={primaryButton}>
        {t('notFound.backHome')}
      </Link>
    </div>
  );
}
