import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ALERT_FREQUENCIES, type AlertFrequency } from '../../../../shared/schemas/saved-searches';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorPanel } from '../../../components/error-panel';
import { buttonClass, fieldInput, textLink } from '../../../components/ui-classes';
import { describeApiError } from '../../../lib/describe-api-error';
import { paths } from '../../../paths';
import {
  type SavedSearch,
  useDeleteSavedSearch,
  useSavedSearches,
  useUpdateSavedSearch,
} from '../api/saved-searches';
import type { Toast } from '../hooks/use-toast';
import { useStatedChoices } from '../lib/stated-choices';

/** The filters of a saved search in words: "react · Berlin · Remote · 90000 EUR". */
function useSearchSummary() {
  const { t } = useTranslation('jobMail');
  const { t: tBoard } = useTranslation('vacancies');
  const choices = useStatedChoices();
  const periodOf = (period: string | undefined) =>
    period === 'hour' || period === 'year' ? period : 'month';
  return (query: Record<string, string>) => {
    const labelOf = (field: 'workMode' | 'employmentType' | 'experienceLevel') =>
      choices
        .find((choice) => choice.field === field)
        ?.options.find((option) => option.value === query[field])?.label;
    const parts = [
      query.q,
      query.location,
      labelOf('workMode'),
      labelOf('employmentType'),
      labelOf('experienceLevel'),
      query.minSalary
        ? tBoard(`salaryText.${periodOf(query.period)}`, {
            amount: `≥ ${query.minSalary} ${query.currency ?? ''}`.trim(),
          })
        : query.currency,
    ].filter(Boolean);
    return parts.length > 0 ? parts.join(' · ') : t('alerts.anyJob');
  };
}

/** The dashboard's job alerts: rename, change how often, pause or resume, delete after asking. */
export function SavedSearchList({ onMessage }: { onMessage: (toast: Toast) => void }) {
  const { t } = useTranslation('jobMail');
  const searches = useSavedSearches();
  const titleId = useId();
  return (
    <section id="alerts" aria-labelledby={titleId} className="mt-10">
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        {t('alerts.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('alerts.lead')}</p>
      {searches.isPending ? (
        <p role="status" className="mt-4 text-slate-600">
          {t('alerts.loading')}
        </p>
      ) : searches.isError ? (
        <ErrorPanel
          message={t('alerts.loadFailed')}
          onRetry={() => void searches.refetch()}
          isRetrying={searches.isFetching}
        />
      ) : searches.data.savedSearches.length === 0 ? (
        <p className="mt-4 text-slate-600">{t('alerts.empty')}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {searches.data.savedSearches.map((search) => (
            <SavedSearchItem key={search.id} search={search} onMessage={onMessage} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SavedSearchItem({
  search,
  onMessage,
}: {
  search: SavedSearch;
  onMessage: (toast: Toast) => void;
}) {
  const { t } = useTranslation('jobMail');
  const summary = useSearchSummary();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [isRenaming, setIsRenaming] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [name, setName] = useState(search.name);
  const change = (changes: { name?: string; frequency?: AlertFrequency; isPaused?: boolean }) =>
    update.mutate(
      { id: search.id, changes },
      {
        onSuccess: () => {
          setIsRenaming(false);
          onMessage({ kind: 'success', text: t('alerts.updated') });
        },
        onError: (error) =>
          onMessage({
            kind: 'error',
            text: describeApiError(error, { fallback: t('alerts.updateFailed') }).message,
          }),
      },
    );
  const rename = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change({ name });
  };
  const href = `${paths.vacancies}?${new URLSearchParams(search.query)}`;

  return (
    <li
      aria-label={search.name}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900">
          {search.name}
          {search.isPaused ? (
            <span className="ml-2 rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {t('alerts.paused')}
            </span>
          ) : null}
        </h3>
        <Link to={href} className={textLink}>
          {t('alerts.open')}
        </Link>
      </div>
      <p className="mt-1 text-sm text-slate-700">{summary(search.query)}</p>
      {isRenaming ? (
        <form onSubmit={rename} className="mt-3 flex flex-wrap items-end gap-2">
          <label className="sr-only" htmlFor={`rename-${search.id}`}>
            {t('alerts.renameLabel', { name: search.name })}
          </label>
          <input
            id={`rename-${search.id}`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            className={`${fieldInput} max-w-xs`}
          />
          <button
            type="submit"
            className={buttonClass('primary', 'sm')}
            disabled={update.isPending}
          >
            {t('alerts.saveName')}
          </button>
        </form>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <label className="sr-only" htmlFor={`frequency-${search.id}`}>
          {t('alerts.frequencyOf', { name: search.name })}
        </label>
        <select
          id={`frequency-${search.id}`}
          value={search.frequency}
          onChange={(event) => change({ frequency: event.target.value as AlertFrequency })}
          className={`${fieldInput} w-auto`}
        >
          {ALERT_FREQUENCIES.map((value) => (
            <option key={value} value={value}>
              {t(`alerts.frequencies.${value}`)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => change({ isPaused: !search.isPaused })}
        >
          {search.isPaused ? t('alerts.resume') : t('alerts.pause')}
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => setIsRenaming((current) => !current)}
        >
          {t('alerts.rename')}
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => setIsConfirming(true)}
        >
          {t('alerts.delete')}
        </button>
      </div>
      {isConfirming ? (
        <ConfirmDialog
          title={t('alerts.deleteTitle')}
          message={t('alerts.deleteText', { name: search.name })}
          confirmLabel={t('alerts.delete')}
          cancelLabel={t('alerts.cancel')}
          isPending={remove.isPending}
          onConfirm={() =>
            remove.mutate(search.id, {
              onSuccess: () => onMessage({ kind: 'success', text: t('alerts.deleted') }),
              onSettled: () => setIsConfirming(false),
            })
          }
          onCancel={() => setIsConfirming(false)}
        />
      ) : null}
    </li>
  );
}
