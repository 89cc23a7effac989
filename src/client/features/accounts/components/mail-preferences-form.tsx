import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type MailPreferencesInput,
  NEW_APPLICATION_MAIL_CHOICES,
} from '../../../../shared/schemas/saved-searches';
import { ErrorPanel } from '../../../components/error-panel';
import { FormField } from '../../../components/form-field';
import { FormMessage } from '../../../components/form-message';
import { buttonClass, fieldInput } from '../../../components/ui-classes';
import { apiClient, unwrap } from '../../../lib/api-client';
import { describeApiError } from '../../../lib/describe-api-error';
import { useLanguage } from '../../../lib/i18n';

const MAIL_PREFERENCES_KEY = ['mail-preferences'] as const;

type Preferences = Required<MailPreferencesInput>;

/** The profile's email settings (#mail): which job-board mail the user gets. */
export function MailPreferencesSection() {
  const { t } = useTranslation('jobMail');
  const language = useLanguage();
  const headingId = useId();
  const query = useQuery({
    queryKey: MAIL_PREFERENCES_KEY,
    queryFn: ({ signal }) => unwrap(apiClient(language).api['mail-preferences'].$get(), signal),
  });
  return (
    <section id="mail" aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('settings.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{t('settings.lead')}</p>
      {query.isPending ? (
        <p role="status" className="text-slate-600">
          {t('settings.loading')}
        </p>
      ) : query.isError ? (
        <ErrorPanel
          message={t('settings.loadFailed')}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : (
        <>
          {query.data.emailConfirmed ? null : <ConfirmAddressNotice />}
          <MailPreferencesForm initial={query.data.preferences} />
        </>
      )}
    </section>
  );
}

/** Job-board mail goes only to a confirmed address (ADR 0037): this asks for the link. */
function ConfirmAddressNotice() {
  const { t } = useTranslation('jobMail');
  const language = useLanguage();
  const send = useMutation({
    mutationFn: () => unwrap(apiClient(language).api.auth['email-confirmation'].$post()),
  });
  return (
    <div className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p>{t('settings.confirm.notice')}</p>
      {send.isSuccess ? (
        <FormMessage kind="success">{t('settings.confirm.sent')}</FormMessage>
      ) : (
        <>
          {send.isError ? (
            <FormMessage kind="error">
              {describeApiError(send.error, { fallback: t('settings.confirm.failed') }).message}
            </FormMessage>
          ) : null}
          <button
            type="button"
            className={`${buttonClass('secondary')} mt-3`}
            disabled={send.isPending}
            onClick={() => send.mutate()}
          >
            {send.isPending ? t('settings.confirm.sending') : t('settings.confirm.send')}
          </button>
        </>
      )}
    </div>
  );
}

function MailPreferencesForm({ initial }: { initial: Preferences }) {
  const { t } = useTranslation('jobMail');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const save = useMutation({
    mutationFn: (input: Preferences) =>
      unwrap(apiClient(language).api['mail-preferences'].$put({ json: input })),
    onSuccess: (data) => queryClient.setQueryData(MAIL_PREFERENCES_KEY, data),
  });
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!save.isPending) save.mutate(values);
  };
  const checkbox = (field: 'statusChanges' | 'searchAlerts') => (
    <label className="flex items-center gap-3 text-slate-800">
      <input
        type="checkbox"
        name={field}
        checked={values[field]}
        onChange={(event) => setValues({ ...values, [field]: event.target.checked })}
        className="h-4 w-4 rounded border-slate-300"
      />
      {t(`settings.${field}`)}
    </label>
  );
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <FormField label={t('settings.newApplications')}>
        {(label) => (
          <select
            {...label}
            name="newApplications"
            value={values.newApplications}
            onChange={(event) =>
              setValues({
                ...values,
                newApplications: event.target.value as Preferences['newApplications'],
              })
            }
            className={fieldInput}
          >
            {NEW_APPLICATION_MAIL_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`settings.newApplicationChoices.${choice}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {checkbox('statusChanges')}
      {checkbox('searchAlerts')}
      {save.isSuccess ? <FormMessage kind="success">{t('settings.saved')}</FormMessage> : null}
      {save.isError ? (
        <FormMessage kind="error">
          {describeApiError(save.error, { fallback: t('settings.failed') }).message}
        </FormMessage>
      ) : null}
      <button type="submit" className={buttonClass('primary')} disabled={save.isPending}>
        {save.isPending ? t('settings.submitting') : t('settings.submit')}
      </button>
    </form>
  );
}
