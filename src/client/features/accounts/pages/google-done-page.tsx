import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { FormMessage } from '../../../components/form-message';
import { LoadingStatus } from '../../../components/loading-status';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paths } from '../../../paths';
import { GOOGLE_RESULT_MESSAGE } from '../api/google-sign-in';
import { AuthShell } from '../components/auth-shell';
import { googleErrorKey } from '../google-error';

function isPopupWithOpener(): boolean {
  try {
    return window.opener !== null && !(window.opener as Window).closed;
  } catch {
    return false;
  }
}

/**
 * Where the provider's redirect ends. In a popup it reports to the page that opened it and
 * closes; in a full-window flow it goes on to the dashboard or shows what went wrong.
 */
export function GoogleDonePage() {
  const { t } = useTranslation(['accounts', 'common']);
  const [params] = useSearchParams();
  const error = params.get('error');
  const isPopup = params.get('mode') === 'popup' && isPopupWithOpener();
  useDocumentTitle(t('google.signIn'));

  // Talking to another window is a side effect of arriving here, not of any user event.
  useEffect(() => {
    if (!isPopup) return;
    (window.opener as Window).postMessage(
      { type: GOOGLE_RESULT_MESSAGE, error },
      window.location.origin,
    );
    window.close();
  }, [isPopup, error]);

  if (isPopup) return <LoadingStatus />;
  if (!error) return <Navigate to={paths.dashboard} replace />;
  return (
    <AuthShell title={t('google.signIn')} subtitle={t('google.doneSubtitle')}>
      <FormMessage kind="error">{t(googleErrorKey(error))}</FormMessage>
      <p className="mt-4 text-center text-sm">
        <Link to={paths.signIn} className="font-medium text-indigo-700 hover:underline">
          {t('google.backToSignIn')}
        </Link>
      </p>
    </AuthShell>
  );
}
