import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TRACKER_CSV_COLUMNS,
  TRACKER_IMPORT_MAX_ROWS,
  type TrackedFieldsInput,
  trackedFieldsSchema,
} from '../../../../shared/schemas/tracker';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormMessage } from '../../../components/form-message';
import { buttonClass, fieldLabel, textLink } from '../../../components/ui-classes';
import { describeApiError } from '../../../lib/describe-api-error';
import { TRACKER_CSV_URL, useDeleteAllTracked, useImportTracked } from '../api/tracker';

interface PreviewRow {
  line: number;
  title: string;
  input: TrackedFieldsInput;
  /** The first problem's error code, or null when the row is ready. */
  problem: string | null;
}

/** A CSV row (header names as in the download) as tracker fields; "" cells left to defaults. */
function rowToInput(row: Record<string, string>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const column of TRACKER_CSV_COLUMNS) {
    const value = (row[column] ?? '').trim();
    if (value === '') continue;
    if (column === 'reminderDays') input[column] = value === 'off' ? null : Number(value);
    else input[column] = value;
  }
  return input;
}

/**
 * The seeker's data (issue 38): the tracker as CSV, an import checked row by row before anything
 * is added (all rows or none), and deleting every tracked application.
 */
export function TrackerData({ onMessage }: { onMessage: (message: string) => void }) {
  const { t } = useTranslation(['vacancies', 'errors']);
  const importRows = useImportTracked();
  const deleteAll = useDeleteAllTracked();
  const [preview, setPreview] = useState<PreviewRow[] | null>(null);
  const [readFailed, setReadFailed] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const fileId = useId();
  const failure = { fallback: t('tracker.failed'), connectionLost: t('tracker.connectionLost') };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setReadFailed(false);
    setPreview(null);
    importRows.reset();
    if (!file) return;
    try {
      const { default: Papa } = await import('papaparse');
      const parsed = Papa.parse<Record<string, string>>(await file.text(), {
        header: true,
        skipEmptyLines: 'greedy',
        transformHeader: (header) => header.replace(/^\uFEFF/u, '').trim(),
      });
      const rows = parsed.data
        .map((row, index) => ({ row, line: index + 2 }))
        .filter(({ row }) => row.source !== 'board');
      setPreview(
        rows.slice(0, TRACKER_IMPORT_MAX_ROWS + 1).map(({ row, line }) => {
          const input = rowToInput(row);
          const checked = trackedFieldsSchema.safeParse(input);
          return {
            line,
            title: typeof input.title === 'string' ? input.title : '',
            input: checked.success ? checked.data : (input as TrackedFieldsInput),
            problem: checked.success
              ? null
              : (checked.error.issues[0]?.message ?? 'validation_failed'),
          };
        }),
      );
    } catch {
      setReadFailed(true);
    }
  };

  const tooMany = (preview?.length ?? 0) > TRACKER_IMPORT_MAX_ROWS;
  const hasProblem = tooMany || (preview ?? []).some((row) => row.problem !== null);

  return (
    <section className="rounded-xl border border-slate-200 p-4">
      <h3 className="font-semibold text-slate-900">{t('tracker.data.heading')}</h3>
      <div className="mt-2 flex flex-wrap items-center gap-x-6 gap-y-2">
        <a href={TRACKER_CSV_URL} download className={textLink}>
          {t('tracker.data.export')}
        </a>
        <button type="button" className={textLink} onClick={() => setIsConfirming(true)}>
          {t('tracker.data.deleteAll')}
        </button>
      </div>
      <div className="mt-3">
        <label htmlFor={fileId} className={fieldLabel}>
          {t('tracker.data.import')}
        </label>
        <p id={`${fileId}-hint`} className="text-sm text-slate-600">
          {t('tracker.data.importHint')}
        </p>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`${fileId}-hint`}
          onChange={(event) => void choose(event)}
          className="mt-1 text-sm"
        />
      </div>
      {readFailed ? (
        <div className="mt-2">
          <FormMessage kind="error">{t('tracker.data.unreadable')}</FormMessage>
        </div>
      ) : null}
      {preview ? (
        <div className="mt-3 space-y-3">
          <p className="text-sm text-slate-700">
            {t('tracker.data.preview', { count: preview.length })}
          </p>
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('tracker.data.row')}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('tracker.fields.title')}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t('tracker.fields.stage')}
                </th>
              </tr>
            </thead>
            <tbody>
              {preview.slice(0, TRACKER_IMPORT_MAX_ROWS).map((row) => (
                <tr key={row.line} className="border-b border-slate-100 align-top">
                  <td className="py-1 pr-3">{row.line}</td>
                  <td className="py-1 pr-3 break-words">{row.title}</td>
                  <td className={`py-1 ${row.problem ? 'text-red-700' : 'text-emerald-800'}`}>
                    {row.problem
                      ? t(`errors:${row.problem}` as 'errors:validation_failed')
                      : t('tracker.data.ok')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {tooMany ? (
            <FormMessage kind="error">{t('errors:tracker_import_too_large')}</FormMessage>
          ) : hasProblem ? (
            <FormMessage kind="error">{t('tracker.data.fixFirst')}</FormMessage>
          ) : null}
          {importRows.isError ? (
            <FormMessage kind="error">
              {describeApiError(importRows.error, failure).message}
            </FormMessage>
          ) : null}
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={hasProblem || preview.length === 0 || importRows.isPending}
            onClick={() =>
              importRows.mutate(
                preview.map((row) => row.input),
                {
                  onSuccess: ({ imported }) => {
                    setPreview(null);
                    onMessage(t('tracker.data.imported', { count: imported }));
                  },
                },
              )
            }
          >
            {t('tracker.data.importRows', { count: preview.length })}
          </button>
        </div>
      ) : null}
      {isConfirming ? (
        <ConfirmDialog
          title={t('tracker.data.deleteAll')}
          message={t('tracker.data.deleteAllConfirm')}
          confirmLabel={t('tracker.delete')}
          cancelLabel={t('tracker.cancel')}
          onCancel={() => setIsConfirming(false)}
          onConfirm={() => {
            setIsConfirming(false);
            deleteAll.mutate(undefined, {
              onSuccess: ({ deleted }) =>
                onMessage(t('tracker.data.deletedAll', { count: deleted })),
              onError: () => onMessage(t('tracker.failed')),
            });
          }}
        />
      ) : null}
    </section>
  );
}
