import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab title to "<page> · HireReady" in the current language. */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation('common');
  const title = t('documentTitle', { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
