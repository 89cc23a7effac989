import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TRACKER_STAGES, type TrackerStage } from '../../../../shared/constants';
import { ScoreChart } from '../../../components/score-chart';
import { useLanguage } from '../../../lib/i18n';
import type { TrackerItem } from '../api/tracker';

/** Stages that mean the employer answered: anything past "applied" but the seeker's withdrawal. */
const REPLIED: ReadonlySet<TrackerStage> = new Set([
  'screening',
  'interview',
  'offer',
  'accepted',
  'rejected',
]);
const BAR_COLOR = '#4f46e5';

/**
 * The funnel (issue 38): how many applications stand at each stage, and by the month they were
 * made, how many of those sent got an answer. Each chart has its table, which screen readers use.
 */
export function TrackerFunnel({ items }: { items: readonly TrackerItem[] }) {
  const { t } = useTranslation('vacancies');
  const language = useLanguage();
  const ids = { heading: useId(), stages: useId(), replies: useId() };
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  const monthName = new Intl.DateTimeFormat(language === 'ru' ? 'ru-RU' : 'en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const counts = TRACKER_STAGES.map((stage) => ({
    stage,
    count: items.filter((item) => item.stage === stage).length,
  }));
  const total = items.length;
  const months = new Map<string, { sent: number; replies: number }>();
  for (const item of items) {
    if (item.stage === 'saved') continue;
    const month = item.createdAt.slice(0, 7);
    const entry = months.get(month) ?? { sent: 0, replies: 0 };
    entry.sent += 1;
    if (REPLIED.has(item.stage)) entry.replies += 1;
    months.set(month, entry);
  }
  const byMonth = [...months.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, entry]) => ({
      label: monthName.format(new Date(`${month}-01T00:00:00Z`)),
      ...entry,
      rate: entry.replies / entry.sent,
    }));

  return (
    <section aria-labelledby={ids.heading} className="rounded-xl border border-slate-200 p-4">
      <h3 id={ids.heading} className="font-semibold text-slate-900">
        {t('tracker.funnel.heading')}
      </h3>
      <p className="text-sm text-slate-700">{t('tracker.funnel.lead')}</p>
      <div className="mt-3 grid gap-6 lg:grid-cols-2">
        <div>
          <p className="text-sm font-medium text-slate-800">{t('tracker.funnel.stagesChart')}</p>
          <ScoreChart
            spec={{
              kind: 'bars',
              xLabels: counts.map(({ stage }) => t(`tracker.stages.${stage}`)),
              series: [
                {
                  label: t('tracker.funnel.share'),
                  values: counts.map(({ count }) => Math.round((100 * count) / Math.max(1, total))),
                  color: BAR_COLOR,
                },
              ],
            }}
          />
        </div>
        <table aria-labelledby={ids.heading} className="h-fit w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('tracker.funnel.stage')}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('tracker.funnel.count')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t('tracker.funnel.share')}
              </th>
            </tr>
          </thead>
          <tbody>
            {counts.map(({ stage, count }) => (
              <tr key={stage} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {t(`tracker.stages.${stage}`)}
                </th>
                <td className="py-1 pr-3 tabular-nums">{count}</td>
                <td className="py-1 tabular-nums">{percent.format(count / Math.max(1, total))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {byMonth.length > 0 ? (
        <div className="mt-6">
          <h4 id={ids.replies} className="font-medium text-slate-900">
            {t('tracker.funnel.replyHeading')}
          </h4>
          <p className="text-sm text-slate-700">{t('tracker.funnel.replyLead')}</p>
          {byMonth.length > 1 ? (
            <ScoreChart
              spec={{
                kind: 'lines',
                xLabels: byMonth.map((month) => month.label),
                series: [
                  {
                    label: t('tracker.funnel.rateSeries'),
                    values: byMonth.map((month) => Math.round(100 * month.rate)),
                    color: BAR_COLOR,
                    width: 3,
                  },
                ],
              }}
            />
          ) : null}
          <table aria-labelledby={ids.replies} className="mt-3 w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('tracker.funnel.month')}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('tracker.funnel.sent')}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('tracker.funnel.replies')}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t('tracker.funnel.rate')}
                </th>
              </tr>
            </thead>
            <tbody>
              {byMonth.map((month) => (
                <tr key={month.label} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {month.label}
                  </th>
                  <td className="py-1 pr-3 tabular-nums">{month.sent}</td>
                  <td className="py-1 pr-3 tabular-nums">{month.replies}</td>
                  <td className="py-1 tabular-nums">{percent.format(month.rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
