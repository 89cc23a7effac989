import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ScoreChart } from '../../../components/score-chart';
import { ScrollTable } from '../../../components/scroll-table';
import { card } from '../../../components/ui-classes';
import type { InterviewDetail } from '../api/get-interview';
import { resultsAtAGlance } from '../../../../shared/results-at-a-glance';

/**
 * The four parts of the interview side by side: how many answers, their average score (when the
 * offline coach scored them), complete stories (situation, action, result) and filler words, so the weakest part shows
 * before reading twelve answers.
 */
export function ResultsAtAGlance({
  questions,
  isOffline,
}: {
  questions: InterviewDetail['questions'];
  /** Per-answer scores are the offline coach's; a model's feedback is not scored per answer. */
  isOffline: boolean;
}) {
  const { t } = useTranslation('interviews');
  const titleId = useId();
  const rows = resultsAtAGlance(questions);
  const headerCell = 'px-3 py-2 text-left font-medium text-slate-600';
  const cell = 'px-3 py-2 whitespace-nowrap tabular-nums text-slate-800';
  return (
    <section aria-labelledby={titleId} className={`${card} mt-8`}>
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        {t('results.glance.title')}
      </h2>
      {isOffline ? (
        <ScoreChart
          spec={{
            kind: 'bars',
            xLabels: rows.map((row) => t(`results.glance.parts.${row.category}`)),
            series: [
              {
                label: t('results.glance.averageScore'),
                values: rows.map((row) => row.averageScore),
                color: '#4f46e5',
              },
            ],
          }}
        />
      ) : null}
      <ScrollTable caption={t('results.glance.caption')}>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className={headerCell}>
              {t('results.glance.part')}
            </th>
            <th scope="col" className={headerCell}>
              {t('results.glance.answered')}
            </th>
            {isOffline ? (
              <th scope="col" className={headerCell}>
                {t('results.glance.averageScore')}
              </th>
            ) : null}
            <th scope="col" className={headerCell}>
              {t('results.glance.completeStories')}
            </th>
            <th scope="col" className={headerCell}>
              {t('results.glance.fillers')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.category} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                {t(`results.glance.parts.${row.category}`)}
              </th>
              <td className={cell}>{row.answered}</td>
              {isOffline ? (
                <td className={cell}>
                  {row.averageScore === null
                    ? t('results.notAvailable')
                    : t('results.scoreValue', { score: row.averageScore })}
                </td>
              ) : null}
              <td className={cell}>{row.completeStories}</td>
              <td className={cell}>{row.fillers}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </section>
  );
}
