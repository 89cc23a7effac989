import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ALERT_FREQUENCIES,
  type AlertFrequency,
  SAVED_SEARCH_NAME_MAX_LENGTH,
} from '../../../../shared/schemas/saved-searches';
import { FormField } from '../../../components/form-field';
import { FormMessage } from '../../../components/form-message';
import { buttonClass, fieldInput, textLink } from '../../../components/ui-classes';
import { describeApiError } from '../../../lib/describe-api-error';
import { paths } from '../../../paths';
import { useSaveSearch } from '../api/saved-searches';

interface SaveSearchFormProps {
  /** The board's search as its URL holds it. */
  query: Record<string, string>;
  /** A name to start from: what was searched for ("" for the whole board). */
  suggestedName: string;
  onClose: () => void;
}

/** Names the board's current search and how often its alert comes, and saves it. */
export function SaveSearchForm({ query, suggestedName, onClose }: SaveSearchFormProps) {
  const { t } = useTranslation('jobMail');
  const save = useSaveSearch();
  const [name, setName] = useState(suggestedName || t('alerts.anyJob'));
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const nameRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  useEffect(() => nameRef.current?.focus(), []);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate({ name, query, frequency });
  };

  if (save.isSuccess) {
    return (
      <div className="mt-4">
        <FormMessage kind="success">{t('alerts.saved')}</FormMessage>
        <Link to={`${paths.dashboardSavedJobs}#alerts`} className={`${textLink} mt-2 inline-block`}>
          {t('alerts.manage')}
        </Link>
      </div>
    );
  }
  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby={titleId}
      className="mt-4 space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-5"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {t('alerts.saveTitle')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <FormField label={t('alerts.name')}>
          {(label) => (
            <input
              {...label}
              ref={nameRef}
              name="name"
              value={name}
              maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
              placeholder={t('alerts.namePlaceholder')}
              onChange={(event) => setName(event.target.value)}
              className={fieldInput}
            />
          )}
        </FormField>
        <FormField label={t('alerts.frequency')}>
          {(label) => (
            <select
              {...label}
              name="frequency"
              value={frequency}
              onChange={(event) => setFrequency(event.target.value as AlertFrequency)}
              className={fieldInput}
            >
              {ALERT_FREQUENCIES.map((value) => (
                <option key={value} value={value}>
                  {t(`alerts.frequencies.${value}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {save.isError ? (
        <FormMessage kind="error">
          {describeApiError(save.error, { fallback: t('alerts.failed') }).message}
        </FormMessage>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass('primary')} disabled={save.isPending}>
          {save.isPending ? t('alerts.submitting') : t('alerts.submit')}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onClose}>
          {t('alerts.cancel')}
        </button>
      </div>
    </form>
  );
}
