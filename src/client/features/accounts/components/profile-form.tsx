import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { profileInputSchema } from '../../../../shared/schemas/accounts';
import type { SessionUser } from '../../../../shared/schemas/session';
import { FormMessage } from '../../../components/form-message';
import { buttonClass, fieldLabel } from '../../../components/ui-classes';
import { useUpdateProfile } from '../api/update-profile';
import { authFailureOf } from '../auth-failure';
import { useFieldProblems } from '../hooks/use-field-problems';
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
  const [values, setValues] = useState(() => valuesOf(user));
  const problems = useFieldProblems();
  const update = useUpdateProfile();
  const messageId = useId();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const parsed = profileInputSchema.safeParse(values);
    if (!parsed.success) {
      update.reset();
      problems.showSchemaErrors(event.currentTarget, parsed.error);
      return;
    }
    problems.clearAll();
    // Show what the server kept (trimmed, empty as blank), not what was typed.
    update.mutate(parsed.data, { onSuccess: (saved) => setValues(valuesOf(saved.user)) });
  };

  const failure = update.isError ? authFailureOf(update.error, t('profile.saveFailed')) : null;
  const fieldProps = (field: ProfileField) => ({
    name: field,
    value: values[field],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      problems.clear(field);
      // "Saved" no longer describes what is on screen once the user edits again.
      if (update.isSuccess) update.reset();
    },
    error: problems.messageOf(field),
    messageId: failure?.field === field ? messageId : undefined,
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
