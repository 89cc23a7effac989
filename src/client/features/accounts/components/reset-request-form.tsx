import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordResetRequestSchema } from '../../../../shared/schemas/accounts';
import { FormMessage } from '../../../components/form-message';
import { buttonClass } from '../../../components/ui-classes';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { authFailureOf } from '../auth-failure';
import { useFieldProblems } from '../hooks/use-field-problems';
import { AuthField } from './auth-field';

/** Asks for a reset email. The address stays in the field after sending, so the user sees where it went. */
export function ResetRequestForm() {
  const { t } = useTranslation(['accounts', 'errors']);
  const [email, setEmail] = useState('');
  const problems = useFieldProblems();
  const requestReset = useRequestPasswordReset();
  const messageId = useId();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (requestReset.isPending) return;
    const parsed = passwordResetRequestSchema.safeParse({ email });
    if (!parsed.success) {
      requestReset.reset();
      problems.showSchemaErrors(event.currentTarget, parsed.error);
      return;
    }
    problems.clearAll();
    requestReset.mutate(parsed.data);
  };

  const failure = requestReset.isError
    ? authFailureOf(requestReset.error, t('errors:reset_failed'))
    : null;

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <AuthField
        label={t('fields.emailAddress')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          problems.clear('email');
        }}
        error={problems.messageOf('email')}
        messageId={failure?.field === 'email' ? messageId : undefined}
      />
      {failure ? (
        <FormMessage kind="error" id={messageId}>
          {failure.message}
        </FormMessage>
      ) : null}
      {requestReset.isSuccess ? (
        <FormMessage kind="success">{t('resetPassword.sent')}</FormMessage>
      ) : null}
      <button
        type="submit"
        className={`${buttonClass('primary')} w-full`}
        disabled={requestReset.isPending}
      >
        {requestReset.isPending ? t('resetPassword.submitting') : t('resetPassword.submit')}
      </button>
    </form>
  );
}
