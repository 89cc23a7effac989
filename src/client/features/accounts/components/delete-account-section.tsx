import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountDeletionSchema } from '../../../../shared/schemas/accounts';
import { FormMessage } from '../../../components/form-message';
import { buttonClass } from '../../../components/ui-classes';
import { useAccountHoldings, useDeleteAccount } from '../api/account-settings';
import { checkWith, useAuthForm } from '../hooks/use-auth-form';
import { AuthField } from './auth-field';

const HOLDINGS = [
  'interviews',
  'stories',
  'resumes',
  'applications',
  'savedJobs',
  'savedSearches',
  'vacancies',
] as const;

/**
 * Profile → Delete account: what would go with it is stated first, counted; then the password
 * (or, for an account without one, the email address) confirms it.
 */
export function DeleteAccountSection({ email }: { email: string }) {
  const { t } = useTranslation('accounts');
  const headingId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const holdings = useAccountHoldings();
  const remove = useDeleteAccount();
  const { failure, messageId, handleSubmit, fieldProps } = useAuthForm({
    initialValues: () => ({ confirmation: '' }),
    mutation: remove,
    check: (values) => checkWith(accountDeletionSchema, values),
    send: (data) => remove.mutate(data),
    failureFallback: t('profile.deletion.failed'),
  });
  const account = holdings.data;
  const items = account ? HOLDINGS.filter((key) => account[key] > 0) : [];
  return (
    <section aria-labelledby={headingId} className="mt-10 border-t border-slate-200 pt-8">
      <h3 id={headingId} className="mb-4 text-lg font-semibold text-slate-900">
        {t('profile.deletion.title')}
      </h3>
      <p className="text-slate-700">{t('profile.deletion.intro')}</p>
      {account ? (
        <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
          {items.length > 0 ? (
            items.map((key) => (
              <li key={key}>{t(`profile.deletion.items.${key}`, { count: account[key] })}</li>
            ))
          ) : (
            <li>{t('profile.deletion.nothing')}</li>
          )}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600" role="status">
          {t('profile.deletion.loading')}
        </p>
      )}
      <p className="mt-2 font-medium text-slate-900">{t('profile.deletion.irreversible')}</p>
      {isOpen && account ? (
        <form noValidate onSubmit={handleSubmit} className="mt-5 space-y-5">
          <AuthField
            label={
              account.hasPassword
                ? t('profile.deletion.confirmPassword')
                : t('profile.deletion.confirmEmail', { email })
            }
            type={account.hasPassword ? 'password' : 'email'}
            autoComplete={account.hasPassword ? 'current-password' : 'off'}
            {...fieldProps('confirmation')}
          />
          {failure ? (
            <FormMessage kind="error" id={messageId}>
              {failure.message}
            </FormMessage>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonClass('danger')} disabled={remove.isPending}>
              {remove.isPending ? t('profile.deletion.submitting') : t('profile.deletion.submit')}
            </button>
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => setIsOpen(false)}
            >
              {t('profile.deletion.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          className={`${buttonClass('secondary')} mt-5 text-red-800`}
          disabled={!account}
          onClick={() => setIsOpen(true)}
        >
          {t('profile.deletion.open')}
        </button>
      )}
    </section>
  );
}
