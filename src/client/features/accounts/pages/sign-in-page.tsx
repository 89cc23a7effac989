import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormMessage } from '../../../components/form-message';
import { textLink } from '../../../components/ui-classes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paths } from '../../../paths';
import { AuthSeparator } from '../components/auth-separator';
import { AuthShell } from '../components/auth-shell';
import { GoogleButton } from '../components/google-button';
import { SignInForm } from '../components/sign-in-form';
import { destinationAfterSignIn, stateAfterSignIn } from '../after-sign-in';
import { signInNoticeOf } from '../sign-in-notice';

export function SignInPage() {
  const { t } = useTranslation('accounts');
  useDocumentTitle(t('signIn.pageTitle'));
  const location = useLocation();
  const navigate = useNavigate();
  const notice = signInNoticeOf(location.state);

  return (
    <AuthShell title={t('signIn.title')} subtitle={t('signIn.subtitle')}>
      {notice ? (
        <div className="mb-5">
          <FormMessage kind="success">{t(`signIn.${notice}`)}</FormMessage>
        </div>
      ) : null}
      <SignInForm
        onSignedIn={() =>
          void navigate(destinationAfterSignIn(location.state), {
            replace: true,
            state: stateAfterSignIn(location.state),
          })
        }
      />
      <AuthSeparator />
      <GoogleButton intent="signIn" />
      <p className="mt-6 text-center text-sm text-slate-700">
        {t('signIn.noAccount')}{' '}
        <Link to={paths.signUp} state={location.state} className={textLink}>
          {t('signIn.signUpLink')}
        </Link>
      </p>
    </AuthShell>
  );
}
