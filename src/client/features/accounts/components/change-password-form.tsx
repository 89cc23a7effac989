import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordChangeSchema } from '../../../../shared/schemas/accounts';
import { FormMessage } from '../../../components/form-message';
import { buttonClass } from '../../../components/ui-classes';
import { useChangePassword } from '../api/account-settings';
import { checkWith, useAuthForm } from '../hooks/use-auth-form';
import { AuthField } from './auth-field';

/**
 * Profile → Change password: the current password, then the new one. Every other device is
 * signed out; this one stays signed in.
 */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('accounts');
  const headingId = useId();
  const change = useChangePassword();
  const { setValues, failure, messageId, handleSubmit, fieldProps } = useAuthForm({
    initialValues: () => ({ currentPassword: '', newPassword: '' }),
    mutation: change,
    check: (values) => checkWith(passwordChangeSchema, values),
    send: (data) =>
      change.mutate(data, {
        onSuccess: () => setValues({ currentPassword: '', newPassword: '' }),
      }),
    failureFallback: t('profile.password.failed'),
  });
  return (
    <section aria-labelledby={headingId} className="mt-10 border-t border-slate-200 pt-8">
      <h3 id={headingId} className="mb-4 text-lg font-semibold text-slate-900">
        {t('profile.password.title')}
      </h3>
      {hasPassword ? (
        <form noValidate onSubmit={handleSubmit} className="space-y-5">
          <AuthField
            label={t('profile.password.currentPassword')}
            type="password"
            autoComplete="current-password"
            {...fieldProps('currentPassword')}
          />
          <AuthField
            label={t('profile.password.newPassword')}
            type="password"
            autoComplete="new-password"
            hint={t('profile.password.newPasswordHint')}
            {...fieldProps('newPassword')}
          />
          {failure ? (
            <FormMessage kind="error" id={messageId}>
              {failure.message}
            </FormMessage>
          ) : null}
          {change.isSuccess ? (
            <FormMessage kind="success">{t('profile.password.changed')}</FormMessage>
          ) : null}
          <button type="submit" className={buttonClass('secondary')} disabled={change.isPending}>
            {change.isPending ? t('profile.password.submitting') : t('profile.password.submit')}
          </button>
        </form>
      ) : (
        <p className="text-sm text-slate-700">{t('profile.password.noPassword')}</p>
      )}
    </section>
  );
}
