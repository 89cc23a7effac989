import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { textLink } from '../../../components/ui-classes';
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

function ChooseNewPasswordPage({ token }: { token: string }) {
  const { t } = useTranslation('accounts');
  useDocumentTitle(t('newPassword.pageTitle'));
  return (
    <AuthShell title={t('newPassword.title')} subtitle={t('newPassword.subtitle')}>
      {/* A new token (another email's link) starts a fresh form. */}
      <NewPasswordForm key={token} token={token} />
    </AuthShell>
  );
}
