import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from '../../../../shared/constants';
import { signUpInputSchema } from '../../../../shared/schemas/accounts';
import { FormMessage } from '../../../components/form-message';
import { buttonClass } from '../../../components/ui-classes';
import { useSignUp } from '../api/sign-up';
import { authFailureOf } from '../auth-failure';
import { useFieldProblems } from '../hooks/use-field-problems';
import { AuthField } from './auth-field';

type SignUpField = 'name' | 'email' | 'password';

/** Full name, email and password; on success `onSignedUp` runs with the new user signed in. */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const { t } = useTranslation(['accounts', 'errors']);
  const [values, setValues] = useState<Record<SignUpField, string>>({
    name: '',
    email: '',
    password: '',
  });
  const problems = useFieldProblems();
  const signUp = useSignUp();
  const messageId = useId();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signUp.isPending) return;
    const parsed = signUpInputSchema.safeParse(values);
    if (!parsed.success) {
      signUp.reset();
      problems.showSchemaErrors(event.currentTarget, parsed.error);
      return;
    }
    problems.clearAll();
    signUp.mutate(parsed.data, { onSuccess: onSignedUp });
  };

  const failure = signUp.isError ? authFailureOf(signUp.error, t('errors:sign_up_failed')) : null;
  const fieldProps = (field: SignUpField) => ({
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
      {failure ? (
        <FormMessage kind="error" id={messageId}>
          {failure.message}
        </FormMessage>
      ) : null}
      <button
        type="submit"
        className={`${buttonClass('primary')} w-full`}
        disabled={signUp.isPending}
      >
        {signUp.isPending ? t('signUp.submitting') : t('signUp.submit')}
      </button>
    </form>
  );
}
