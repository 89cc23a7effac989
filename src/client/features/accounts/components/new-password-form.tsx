import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MIN_PASSWORD_LENGTH } from '../../../../shared/constants';
import { passwordResetSchema } from '../../../../shared/schemas/accounts';
import { FormMessage } from '../../../components/form-message';
import { buttonClass, textLink } from '../../../components/ui-classes';
import { paths } from '../../../paths';
import { useResetPassword } from '../api/reset-password';
import { type Checked, checkWith, useAuthForm } from '../hooks/use-auth-form';
import { SIGN_IN_NOTICE } from '../sign-in-notice';
import { AuthField } from './auth-field';

type NewPasswordField = 'password' | 'confirmPassword';

/** The schema's checks, then that both typed passwords are the same. */
function checkNewPassword(
  token: string,
  values: Record<NewPasswordField, string>,
): Checked<{ token: string; password: string }> {
  const checked = checkWith(passwordResetSchema, { token, password: values.password });
  const problems = 'problems' in checked ? { ...checked.problems } : {};
  if (!problems.password && values.confirmPassword !== values.password) {
    problems.confirmPassword = 'passwords_mismatch';
  }
  return Object.keys(problems).length > 0 ? { problems } : checked;
}

/** The second half of a reset: the link's token plus a new password, typed twice. */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation(['accounts', 'errors']);
  const resetPassword = useResetPassword();
  const { problems, failure, messageId, handleSubmit, fieldProps } = useAuthForm({
    initialValues: (): Record<NewPasswordField, string> => ({ password: '', confirmPassword: '' }),
    mutation: resetPassword,
    check: (values) => checkNewPassword(token, values),
    send: (data) => resetPassword.mutate(data),
    failureFallback: t('errors:reset_failed'),
  });

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
  const isTokenInvalid = tokenProblem !== undefined || failure?.code === 'reset_token_invalid';
  const passwordProps = (field: NewPasswordField) => ({
    ...fieldProps(field),
    type: 'password' as const,
    autoComplete: 'new-password' as const,
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <AuthField
        label={t('fields.newPassword')}
        hint={t('fields.passwordHint', { count: MIN_PASSWORD_LENGTH })}
        {...passwordProps('password')}
      />
      <AuthField label={t('fields.confirmPassword')} {...passwordProps('confirmPassword')} />
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
