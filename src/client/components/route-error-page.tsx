import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/use-document-title';
import { paths } from '../paths';
import { PageHeader } from './page-header';
import { container, primaryButton, secondaryButton } from './ui-classes';

/**
 * Shown when rendering a route throws. It replaces the whole layout, so it links home with a
 * plain anchor: a full reload is the most reliable way out of a broken state.
 */
export function RouteErrorPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('routeError.pageTitle'));
  return (
    <main className={`${container} py-16`}>
      <PageHeader title={t('routeError.title')} lead={t('routeError.description')} />
      <div className="flex flex-wrap gap-3">
        <button type="button" className={primaryButton} onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
        <a href={paths.home} className={secondaryButton}>
          {t('routeError.backHome')}
        </a>
      </div>
    </main>
  );
}
