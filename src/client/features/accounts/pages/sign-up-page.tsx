import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { textLink } from '../../../components/ui-classes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paths } from '../../../paths';
import { AuthSeparator } from '../components/auth-separator';
import { AuthShell } from '../components/auth-shell';
import { GoogleButton } from '../components/google-button';
import { SignUpForm } from '../components/sign-up-form';
import { destinationAfterSignIn, stateAfterSignIn } from '../after-sign-in';

export function SignUpPage() {
  const { t } = useTranslation('accounts');
  useDocumentTitle(t('signUp.pageTitle'));
  const navigate = useNavigate();
  // A guest sent to sign in from a page (applying to a job, say) who needs an account first
  // comes back to that page after signing up, as after signing in.
  const location = useLocation();

  return (
    <AuthShell title={t('signUp.title')} subtitle={t('signUp.subtitle')}>
      <SignUpForm
        onSignedUp={() =>
          void navigate(destinationAfterSignIn(location.state), {
            replace: true,
            state: stateAfterSignIn(location.state),
          })
        }
      />
      <AuthSeparator />
      <GoogleButton intent="signUp" />
      <p className="mt-6 text-center text-sm text-slate-700">
        {t('signUp.hasAccount')}{' '}
        <Link to={paths.signIn} state={location.state} className={textLink}>
          {t('signUp.signInLink')}
        </Link>
      </p>
    </AuthShell>
  );
}
