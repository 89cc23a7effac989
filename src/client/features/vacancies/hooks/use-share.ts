import { useTranslation } from 'react-i18next';
import type { Toast } from './use-toast';

/**
 * Shares a page with the browser's share sheet (Web Share API) where there is one, otherwise
 * copies its address to the clipboard and says so. A share the user dismisses says nothing.
 */
export function useShare(onMessage: (toast: Toast) => void) {
  const { t } = useTranslation('vacancies');

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      onMessage({ kind: 'success', text: t('detail.linkCopied') });
    } catch {
      onMessage({ kind: 'error', text: t('detail.copyFailed') });
    }
  };

  return async (data: { title: string; text: string; url: string }) => {
    if (typeof navigator.share !== 'function') return copy(data.url);
    try {
      await navigator.share(data);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copy(data.url);
    }
  };
}
