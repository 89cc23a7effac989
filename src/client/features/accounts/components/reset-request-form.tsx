import { useTranslation } from 'react-i18next';
import { passwordResetRequestSchema } from '../../../../shared/schemas/accounts';
import { FormMessage } from '../../../components/form-message';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { checkWith, useAuthForm } from '../hooks/use-auth-form';
import { AuthField } from './auth-field';
import { AuthFormEnd } from './auth-form-end';

/** Asks for a reset email. The address stays in the field after sending, so the user sees where it went. */
export function ResetRequestForm() {
  const { t } = useTranslation(['accounts', 'errors']);
  const requestReset = useRequestPasswordReset();
  const { failure, messageId, handleSubmit, fieldProps } = useAuthForm({
    initialValues: () => ({ email: '' }),
    mutation: requestReset,
    check: (values) => checkWith(passwordResetRequestSchema, values),
    send: (data) => requestReset.mutate(data),
    failureFallback: t('errors:reset_failed'),
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <AuthField
        label={t('fields.emailAddress')}
        type="email"
        autoComplete="email"
        {...fieldProps('email')}
      />
      <AuthFormEnd
        failure={failure}
        messageId={messageId}
        isPending={requestReset.isPending}
        submitLabel={t('resetPassword.submit')}
        pendingLabel={t('resetPassword.submitting')}
      >
        {requestReset.isSuccess ? (
          <FormMessage kind="success">{t('resetPassword.sent')}</FormMessage>
        ) : null}
      </AuthFormEnd>
    </form>
  );
}
