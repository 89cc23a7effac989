import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TRACKER_STAGES, type TrackerStage } from '../../../../shared/constants';
import { TrackerSent } from './tracker-sent';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { fieldInput, fieldLabel, textLink } from '../../../components/ui-classes';
import { useLanguage } from '../../../lib/i18n';
import { shortDate } from '../../../lib/short-date';
import { newInterviewState, paths } from '../../../paths';
import {
  interviewCalendarUrl,
  type TrackerItem,
  useDeleteTracked,
  useUpdateTracked,
} from '../api/tracker';

const REMINDER_CHOICES = [3, 5, 7, 10, 14, 21, 30] as const;

/** "2026-11-10T14:30" in the seeker's own time zone, for a datetime-local field. */
function localInputValue(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const offset = date.getTimezoneOffset() * 60_000;
  return new Date(date.getTime() - offset).toISOString().slice(0, 16);
}

/**
 * One application in the tracker: where it stands and since when, moved by its "Move to" list
 * (the keyboard's way, and the board's alternative to dragging), with its interview date, its
 * reminder and the ways on. One made on the board shows its stage and says who moves it.
 */
export function TrackerCard({
  item,
  onMessage,
  isDraggable = false,
}: {
  item: TrackerItem;
  onMessage: (message: string) => void;
  isDraggable?: boolean;
}) {
  const { t } = useTranslation('vacancies');
  const language = useLanguage();
  const update = useUpdateTracked();
  const remove = useDeleteTracked();
  const [interviewAt, setInterviewAt] = useState(localInputValue(item.interviewAt));
  const [isConfirming, setIsConfirming] = useState(false);
  const ids = { stage: useId(), date: useId(), reminder: useId() };
  const isOwn = item.source === 'tracker';
  const failed = () => onMessage(t('tracker.failed'));

  const patch = (change: Parameters<typeof update.mutate>[0]['patch'], done?: string) =>
    update.mutate(
      { id: item.id, patch: change },
      { onSuccess: () => (done ? onMessage(done) : undefined), onError: failed },
    );

  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      draggable={isDraggable && isOwn}
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', item.id);
        event.dataTransfer.effectAllowed = 'move';
      }}
    >
      <h3 className="font-semibold break-words text-slate-900">{item.title}</h3>
      <p className="text-sm break-words text-slate-700">
        {[item.company, item.location, item.pay].filter(Boolean).join(' · ')}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {t('tracker.stageSince', {
          stage: t(`tracker.stages.${item.stage}`),
          date: shortDate(item.stageChangedAt, language),
        })}
      </p>
      {isOwn ? (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={ids.stage} className={fieldLabel}>
              {t('tracker.moveTo')}
            </label>
            <select
              id={ids.stage}
              value={item.stage}
              disabled={update.isPending}
              onChange={(event) => {
                const stage = event.target.value as TrackerStage;
                patch(
                  { stage },
                  t('tracker.moved', { title: item.title, stage: t(`tracker.stages.${stage}`) }),
                );
              }}
              className={fieldInput}
            >
              {TRACKER_STAGES.map((stage) => (
                <option key={stage} value={stage}>
                  {t(`tracker.stages.${stage}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.reminder} className={fieldLabel}>
              {t('tracker.fields.reminder')}
            </label>
            <select
              id={ids.reminder}
              value={item.reminderDays === null ? 'off' : String(item.reminderDays)}
              disabled={update.isPending}
              onChange={(event) =>
                patch({
                  reminderDays: event.target.value === 'off' ? null : Number(event.target.value),
                })
              }
              className={fieldInput}
            >
              <option value="off">{t('tracker.reminderOff')}</option>
              {[...new Set([...REMINDER_CHOICES, item.reminderDays ?? 10])]
                .sort((a, b) => a - b)
                .map((days) => (
                  <option key={days} value={days}>
                    {t('tracker.reminderDays', { count: days })}
                  </option>
                ))}
            </select>
          </div>
          <div className="sm:col-span-2">
            <label htmlFor={ids.date} className={fieldLabel}>
              {t('tracker.fields.interviewAt')}
            </label>
            <div className="flex flex-wrap items-center gap-2">
              <input
                id={ids.date}
                type="datetime-local"
                value={interviewAt}
                onChange={(event) => setInterviewAt(event.target.value)}
                className={`${fieldInput} max-w-xs`}
              />
              <button
                type="button"
                className={textLink}
                disabled={update.isPending}
                onClick={() =>
                  patch({
                    interviewAt: interviewAt === '' ? null : new Date(interviewAt).toISOString(),
                  })
                }
              >
                {t('tracker.saveDate')}
              </button>
            </div>
          </div>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t('tracker.fromBoard')}</p>
      )}
      <div className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {item.interviewAt ? (
          <a href={interviewCalendarUrl(item.id)} download className={textLink}>
            {t('tracker.calendar')}
          </a>
        ) : null}
        {item.url ? (
          <a
            href={item.url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className={textLink}
          >
            {t('tracker.openPosting')}
          </a>
        ) : null}
        {item.vacancyId ? (
          <Link to={paths.vacancy(item.vacancyId)} className={textLink}>
            {t('tracker.openPosting')}
          </Link>
        ) : null}
        {item.posting || item.vacancyId ? (
          <Link
            to={item.vacancyId ? paths.fitCheckVacancy(item.vacancyId) : paths.fitCheck}
            state={item.vacancyId ? undefined : { posting: item.posting, jobTitle: item.title }}
            className={textLink}
          >
            {t('tracker.checkFit')}
          </Link>
        ) : null}
        <Link
          to={paths.newInterview}
          state={newInterviewState({
            jobTitle: item.title,
            jobDescription: item.posting,
            ...(item.sentResume?.resumeId ? { resumeId: item.sentResume.resumeId } : {}),
          })}
          className={textLink}
        >
          {t('tracker.practise')}
        </Link>
        {isOwn ? (
          <button type="button" className={textLink} onClick={() => setIsConfirming(true)}>
            {t('tracker.delete')}
          </button>
        ) : null}
      </div>
      {isOwn ? <TrackerSent item={item} onMessage={onMessage} /> : null}
      {isConfirming ? (
        <ConfirmDialog
          title={t('tracker.delete')}
          message={t('tracker.deleteConfirm', { title: item.title })}
          confirmLabel={t('tracker.delete')}
          cancelLabel={t('tracker.cancel')}
          onCancel={() => setIsConfirming(false)}
          onConfirm={() => {
            setIsConfirming(false);
            remove.mutate(item.id, {
              onSuccess: () => onMessage(t('tracker.deleted')),
              onError: failed,
            });
          }}
        />
      ) : null}
    </li>
  );
}
