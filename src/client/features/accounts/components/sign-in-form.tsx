import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { signInInputSchema } from '../../../../shared/schemas/accounts';
import { textLink } from '../../../components/ui-classes';
import { paths } from '../../../paths';
import { useSignIn } from '../api/sign-in';
import { checkWith, useAuthForm } from '../hooks/use-auth-form';
import { AuthField } from './auth-field';
import { AuthFormEnd } from './auth-form-end';

type SignInField = 'email' | 'password';

/** Email and password; on success `onSignedIn` runs with the session already cached. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation(['accounts', 'errors']);
  const signIn = useSignIn();
  const { failure, messageId, handleSubmit, fieldProps } = useAuthForm({
    initialValues: (): Record<SignInField, string> => ({ email: '', password: '' }),
    mutation: signIn,
    check: (values) => checkWith(signInInputSchema, values),
    send: (data) => signIn.mutate(data, { onSuccess: onSignedIn }),
    failureFallback: t('errors:sign_in_failed'),
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <AuthField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        {...fieldProps('email')}
      />
      <div>
        <AuthField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          {...fieldProps('password')}
        />
        <p className="mt-2 text-right text-sm">
          <Link to={paths.resetPassword} className={textLink}>
            {t('signIn.forgotPassword')}
          </Link>
        </p>
      </div>
      <AuthFormEnd
        failure={failure}
        messageId={messageId}
        isPending={signIn.isPending}
        submitLabel={t('signIn.submit')}
        pendingLabel={t('signIn.submitting')}
      />
    </form>
  );
}
