import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormMessage } from '../../../components/form-message';
import { textLink } from '../../../components/ui-classes';
import { ApiError, apiClient, unwrap } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paths } from '../../../paths';
import { AuthShell } from '../components/auth-shell';
import { NewPasswordForm } from '../components/new-password-form';
import { ResetRequestForm } from '../components/reset-request-form';

/** /reset-password asks for the email; the emailed link (?token=…) chooses the new password. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return token === null ? <RequestResetPage /> : <ChooseNewPasswordPage token={token} />;
}

function RequestResetPage() {
  const { t } = useTranslation('accounts');
  useDocumentTitle(t('resetPassword.pageTitle'));
  return (
    <AuthShell title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')}>
      <ResetRequestForm />
      <p className="mt-6 text-center text-sm">
        <Link to={paths.signIn} className={textLink}>
          {t('resetPassword.backToSignIn')}
        </Link>
      </p>
    </AuthShell>
  );
}

/**
 * The link from the mail: asked whether it still works before a new password is typed, so a
 * used or expired link says so at once and offers to send a new one.
 */
function ChooseNewPasswordPage({ token }: { token: string }) {
  const { t } = useTranslation('accounts');
  const language = useLanguage();
  useDocumentTitle(t('newPassword.pageTitle'));
  const check = useQuery({
    queryKey: ['password-reset-check', token],
    queryFn: ({ signal }) =>
      unwrap(
        apiClient(language).api.auth['password-reset'].check.$get({ query: { token } }),
        signal,
      ),
    retry: false,
  });
  if (check.isPending) {
    return (
      <AuthShell title={t('newPassword.title')} subtitle={t('newPassword.checkingLink')}>
        <p role="status" className="sr-only">
          {t('newPassword.checkingLink')}
        </p>
      </AuthShell>
    );
  }
  // A link the server says is spent (or one it refuses outright) gets a new one on request;
  // if the check itself failed, the form stays: the reset will say what is wrong.
  const isSpent = check.data ? !check.data.isUsable : check.error instanceof ApiError;
  if (isSpent) {
    return (
      <AuthShell title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')}>
        <FormMessage kind="error">{t('newPassword.linkUnusable')}</FormMessage>
        <div className="mt-4">
          <ResetRequestForm />
        </div>
      </AuthShell>
    );
  }
  return (
    <AuthShell title={t('newPassword.title')} subtitle={t('newPassword.subtitle')}>
      {/* A new token (another email's link) starts a fresh form. */}
      <NewPasswordForm key={token} token={token} />
    </AuthShell>
  );
}
