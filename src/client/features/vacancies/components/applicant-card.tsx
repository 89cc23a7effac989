import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SentWithApplication } from './sent-with-application';
import { APPLICATION_STATUSES } from '../../../../shared/constants';
import type { ApplicationStatus } from '../../../../shared/vacancy-limits';
import { buttonClass, fieldLabel, textLink } from '../../../components/ui-classes';
import type { Applicant } from '../api/list-applicants';
import { useSetApplicationStatus } from '../api/set-application-status';
import type { Toast } from '../hooks/use-toast';
import { useJobBoardFormat } from '../lib/format';
import { describeApiError } from '../../../lib/describe-api-error';

interface ApplicantCardProps {
  application: Applicant;
  onMessage: (toast: Toast) => void;
}

/** One applicant: who, when, their letter and resume, and where they are in the pipeline. */
export function ApplicantCard({ application, onMessage }: ApplicantCardProps) {
  const { t } = useTranslation('vacancies');
  const format = useJobBoardFormat();
  const setStatus = useSetApplicationStatus();
  const ids = { name: useId(), status: useId(), label: useId() };
  const { name, email } = application.applicant;
  // While the change is on its way, the select shows where the application is going.
  const shownStatus = setStatus.isPending ? setStatus.variables.status : application.status;

  // A rejection is asked about first; any change can be undone while the page is open (the
  // applicant is mailed only about the status it settles on, after a quiet spell).
  const [confirming, setConfirming] = useState<ApplicationStatus | null>(null);
  const [undoTo, setUndoTo] = useState<ApplicationStatus | null>(null);

  const send = (status: ApplicationStatus, options: { isUndo: boolean }) => {
    const from = application.status;
    setStatus.mutate(
      { id: application.id, status },
      {
        onSuccess: () => {
          setUndoTo(options.isUndo ? null : from);
          onMessage({
            kind: 'success',
            text: t('applicants.statusChanged', {
              name,
              status: t(`applicationStatus.${status}`),
            }),
          });
        },
        onError: (error) =>
          onMessage({
            kind: 'error',
            text: describeApiError(error, { fallback: t('applicants.statusFailed') }).message,
          }),
      },
    );
  };

  const changeStatus = (value: string) => {
    const status = APPLICATION_STATUSES.find((known) => known === value);
    if (!status || status === application.status) return;
    if (status === 'rejected') {
      setConfirming(status);
      return;
    }
    setConfirming(null);
    send(status, { isUndo: false });
  };

  return (
    <li aria-labelledby={ids.name} className="rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h3 id={ids.name} className="font-semibold break-words text-slate-900">
            {name}
          </h3>
          <a href={`mailto:${email}`} className={`${textLink} text-sm break-all`}>
            {email}
          </a>
          <p className="mt-1 text-sm text-slate-600">
            {t('applicants.appliedOn', { date: format.date(application.appliedAt) })}
          </p>
        </div>
        <div>
          <label id={ids.label} htmlFor={ids.status} className={fieldLabel}>
            {t('applicants.status')}
          </label>
          {/* Named "Status Boris", so each applicant's select is told apart. */}
          <select
            id={ids.status}
            aria-labelledby={`${ids.label} ${ids.name}`}
            value={shownStatus}
            disabled={setStatus.isPending}
            onChange={(event) => changeStatus(event.target.value)}
            className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-indigo-600"
          >
            {APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`applicationStatus.${status}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {confirming ? (
        <div
          role="group"
          aria-label={t('applicants.confirmRejectLabel', { name })}
          className="mt-3 rounded-lg bg-amber-50 p-3"
        >
          <p className="text-sm text-slate-900">{t('applicants.confirmReject', { name })}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={() => {
                setConfirming(null);
                send(confirming, { isUndo: false });
              }}
            >
              {t('applicants.confirmRejectYes')}
            </button>
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => setConfirming(null)}
            >
              {t('applicants.confirmRejectNo')}
            </button>
          </div>
        </div>
      ) : null}
      {undoTo && !setStatus.isPending ? (
        <p className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <button
            type="button"
            className={buttonClass('secondary')}
            aria-label={t('applicants.undoLabel', {
              name,
              status: t(`applicationStatus.${undoTo}`),
            })}
            onClick={() => send(undoTo, { isUndo: true })}
          >
            {t('applicants.undo')}
          </button>
          {t('applicants.undoHint')}
        </p>
      ) : null}
      <SentWithApplication application={application} />
    </li>
  );
}
