import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from '../../../../shared/constants';
import { signUpInputSchema } from '../../../../shared/schemas/accounts';
import { useSignUp } from '../api/sign-up';
import { checkWith, useAuthForm } from '../hooks/use-auth-form';
import { AuthField } from './auth-field';
import { AuthFormEnd } from './auth-form-end';

type SignUpField = 'name' | 'email' | 'password';

/** Full name, email and password; on success `onSignedUp` runs with the new user signed in. */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const { t } = useTranslation(['accounts', 'errors']);
  const signUp = useSignUp();
  const { failure, messageId, handleSubmit, fieldProps } = useAuthForm({
    initialValues: (): Record<SignUpField, string> => ({ name: '', email: '', password: '' }),
    mutation: signUp,
    check: (values) => checkWith(signUpInputSchema, values),
    send: (data) => signUp.mutate(data, { onSuccess: onSignedUp }),
    failureFallback: t('errors:sign_up_failed'),
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <AuthField label={t('fields.name')} autoComplete="name" {...fieldProps('name')} />
      <AuthField
        label={t('fields.emailAddress')}
        type="email"
        autoComplete="email"
        {...fieldProps('email')}
      />
      <AuthField
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        hint={t('fields.passwordHint', { count: MIN_PASSWORD_LENGTH })}
        {...fieldProps('password')}
      />
      <AuthFormEnd
        failure={failure}
        messageId={messageId}
        isPending={signUp.isPending}
        submitLabel={t('signUp.submit')}
        pendingLabel={t('signUp.submitting')}
      />
    </form>
  );
}
