import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MIN_PASSWORD_LENGTH } from '../../../../shared/constants';
import { passwordResetSchema } from '../../../../shared/schemas/accounts';
import { FormMessage } from '../../../components/form-message';
import { buttonClass, textLink } from '../../../components/ui-classes';
import { fieldErrorsOf } from '../../../lib/form-validation';
import { paths } from '../../../paths';
import { useResetPassword } from '../api/reset-password';
import { authFailureOf } from '../auth-failure';
import { useFieldProblems, type FieldProblem } from '../hooks/use-field-problems';
import { SIGN_IN_NOTICE } from '../sign-in-notice';
import { AuthField } from './auth-field';

type NewPasswordField = 'password' | 'confirmPassword';

/** The second half of a reset: the link's token plus a new password, typed twice. */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation(['accounts', 'errors']);
  const [values, setValues] = useState<Record<NewPasswordField, string>>({
    password: '',
    confirmPassword: '',
  });
  const problems = useFieldProblems();
  const resetPassword = useResetPassword();
  const messageId = useId();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (resetPassword.isPending) return;
    const parsed = passwordResetSchema.safeParse({ token, password: values.password });
    const found: Record<string, FieldProblem> = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (!found.password && values.confirmPassword !== values.password) {
      found.confirmPassword = 'passwords_mismatch';
    }
    if (!parsed.success || Object.keys(found).length > 0) {
      resetPassword.reset();
      problems.show(event.currentTarget, found);
      return;
    }
    problems.clearAll();
    resetPassword.mutate(parsed.data);
  };

  if (resetPassword.isSuccess) {
    return (
      <div className="space-y-5">
        <FormMessage kind="success">{t('newPassword.success')}</FormMessage>
        <Link
          to={paths.signIn}
          state={{ notice: SIGN_IN_NOTICE.passwordChanged }}
          className={`${buttonClass('primary')} w-full`}
        >
          {t('newPassword.signIn')}
        </Link>
      </div>
    );
  }

  // A token the schema already refuses (the link was cut short) gets the same answer as the server's.
  const tokenProblem = problems.messageOf('token');
  const failure = resetPassword.isError
    ? authFailureOf(resetPassword.error, t('errors:reset_failed'))
    : null;
  const isTokenInvalid = tokenProblem !== undefined || failure?.code === 'reset_token_invalid';
  const fieldProps = (field: NewPasswordField) => ({
    name: field,
    type: 'password' as const,
    autoComplete: 'new-password' as const,
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
        label={t('fields.newPassword')}
        hint={t('fields.passwordHint', { count: MIN_PASSWORD_LENGTH })}
        {...fieldProps('password')}
      />
      <AuthField label={t('fields.confirmPassword')} {...fieldProps('confirmPassword')} />
      {failure || tokenProblem ? (
        <div
          role="alert"
          id={messageId}
          className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          <p className="font-medium">{tokenProblem ?? failure?.message}</p>
          {isTokenInvalid ? (
            <p className="mt-2">
              <Link to={paths.resetPassword} className={textLink}>
                {t('newPassword.requestNewEmail')}
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
      <button
        type="submit"
        className={`${buttonClass('primary')} w-full`}
        disabled={resetPassword.isPending}
      >
        {resetPassword.isPending ? t('newPassword.submitting') : t('newPassword.submit')}
      </button>
    </form>
  );
}
