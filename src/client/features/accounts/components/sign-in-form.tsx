import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { signInInputSchema } from '../../../../shared/schemas/accounts';
import { FormMessage } from '../../../components/form-message';
import { buttonClass, textLink } from '../../../components/ui-classes';
import { paths } from '../../../paths';
import { useSignIn } from '../api/sign-in';
import { authFailureOf } from '../auth-failure';
import { useFieldProblems } from '../hooks/use-field-problems';
import { AuthField } from './auth-field';

type SignInField = 'email' | 'password';

/** Email and password; on success `onSignedIn` runs with the session already cached. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation(['accounts', 'errors']);
  const [values, setValues] = useState<Record<SignInField, string>>({ email: '', password: '' });
  const problems = useFieldProblems();
  const signIn = useSignIn();
  const messageId = useId();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const parsed = signInInputSchema.safeParse(values);
    if (!parsed.success) {
      signIn.reset();
      problems.showSchemaErrors(event.currentTarget, parsed.error);
      return;
    }
    problems.clearAll();
    signIn.mutate(parsed.data, { onSuccess: onSignedIn });
  };

  const failure = signIn.isError ? authFailureOf(signIn.error, t('errors:sign_in_failed')) : null;
  const fieldProps = (field: SignInField) => ({
    name: field,
    value: values[field],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      problems.clear(field);
    },
    error: problems.messageOf(field),
    messageId: failure?.field === field ? messageId : undefined,
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
      {failure ? (
        <FormMessage kind="error" id={messageId}>
          {failure.message}
        </FormMessage>
      ) : null}
      <button
        type="submit"
        className={`${buttonClass('primary')} w-full`}
        disabled={signIn.isPending}
      >
        {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
      </button>
    </form>
  );
}
