import { useTranslation } from 'react-i18next';
import { profileInputSchema } from '../../../../shared/schemas/accounts';
import type { SessionUser } from '../../../../shared/schemas/session';
import { FormMessage } from '../../../components/form-message';
import { buttonClass, fieldLabel } from '../../../components/ui-classes';
import { useUpdateProfile } from '../api/update-profile';
import { checkWith, useAuthForm } from '../hooks/use-auth-form';
import { AuthField } from './auth-field';

type ProfileField = 'name' | 'country' | 'linkedIn';

const valuesOf = (user: SessionUser): Record<ProfileField, string> => ({
  name: user.name ?? '',
  country: user.country ?? '',
  linkedIn: user.linkedIn ?? '',
});

/** The signed-in user's name, country and LinkedIn address; the email is shown but not edited. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation('accounts');
  const update = useUpdateProfile();
  const { setValues, failure, messageId, handleSubmit, fieldProps } = useAuthForm({
    initialValues: () => valuesOf(user),
    mutation: update,
    check: (values) => checkWith(profileInputSchema, values),
    // Show what the server kept (trimmed, empty as blank), not what was typed.
    send: (data) => update.mutate(data, { onSuccess: (saved) => setValues(valuesOf(saved.user)) }),
    failureFallback: t('profile.saveFailed'),
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <AuthField label={t('fields.name')} autoComplete="name" {...fieldProps('name')} />
      <dl>
        <dt className={fieldLabel}>{t('fields.email')}</dt>
        <dd className="mt-1 break-words text-slate-900">{user.email}</dd>
        <dd className="mt-1 text-sm text-slate-600">{t('profile.emailNote')}</dd>
      </dl>
      <AuthField
        label={t('fields.country')}
        autoComplete="country-name"
        isRequired={false}
        {...fieldProps('country')}
      />
      <AuthField
        label={t('fields.linkedIn')}
        type="url"
        autoComplete="url"
        placeholder={t('fields.linkedInPlaceholder')}
        isRequired={false}
        {...fieldProps('linkedIn')}
      />
      {failure ? (
        <FormMessage kind="error" id={messageId}>
          {failure.message}
        </FormMessage>
      ) : null}
      {update.isSuccess ? <FormMessage kind="success">{t('profile.saved')}</FormMessage> : null}
      <button type="submit" className={buttonClass('primary')} disabled={update.isPending}>
        {update.isPending ? t('profile.submitting') : t('profile.submit')}
      </button>
    </form>
  );
}
