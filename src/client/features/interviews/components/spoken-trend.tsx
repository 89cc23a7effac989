import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EASY_PACE } from '../../../../shared/speech-delivery';
import { ScrollTable } from '../../../components/scroll-table';
import { card } from '../../../components/ui-classes';
import { useLanguage } from '../../../lib/i18n';
import { paths } from '../../../paths';
import type { Progress } from '../api/get-progress';
import { inSeconds } from './delivery-panel';

/**
 * How the answers given aloud were spoken, interview by interview (timing measured in the
 * browser): shown only once an interview had a spoken answer; never part of a score.
 */
export function SpokenTrend({ interviews }: { interviews: Progress['interviews'] }) {
  const { t } = useTranslation('interviews');
  const language = useLanguage();
  const titleId = useId();
  const spoken = interviews.flatMap((interview) =>
    interview.delivery ? [{ ...interview, delivery: interview.delivery }] : [],
  );
  if (spoken.length === 0) return null;
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const notMeasured = t('progress.spoken.notMeasured');
  const headerCell = 'px-3 py-2 text-left font-medium text-slate-600';
  const cell = 'px-3 py-2 whitespace-nowrap tabular-nums text-slate-800';
  return (
    <section aria-labelledby={titleId} className={`${card} mt-6`}>
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        {t('progress.spoken.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('progress.spoken.lead', EASY_PACE)}</p>
      <ScrollTable caption={t('progress.spoken.caption')}>
        <thead>
          <tr className="border-b border-slate-200">
            {(['date', 'job', 'answers', 'firstWord', 'pauses', 'pace'] as const).map((column) => (
              <th key={column} scope="col" className={headerCell}>
                {t(`progress.spoken.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {spoken.map(({ id, jobTitle, completedAt, delivery }) => (
            <tr key={id} className="border-b border-slate-100 last:border-0">
              <td className={cell}>
                {completedAt ? dateTime.format(new Date(completedAt)) : t('results.notAvailable')}
              </td>
              <th scope="row" className="px-3 py-2 text-left font-medium break-words">
                <Link to={paths.results(id)} className="text-indigo-700 underline">
                  {jobTitle}
                </Link>
              </th>
              <td className={cell}>{delivery.spoken}</td>
              <td className={cell}>
                {delivery.medianFirstWordMs === null
                  ? notMeasured
                  : t('progress.spoken.seconds', {
                      value: inSeconds(delivery.medianFirstWordMs, language),
                    })}
              </td>
              <td className={cell}>
                {delivery.longPauses === 0
                  ? t('progress.spoken.noPauses')
                  : t('progress.spoken.pausesIn', {
                      pauses: delivery.longPauses,
                      count: delivery.answersWithLongPauses,
                    })}
              </td>
              <td className={cell}>
                {delivery.wordsPerMinute === null
                  ? notMeasured
                  : t('voice.delivery.wordsPerMinute', { count: delivery.wordsPerMinute })}
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </section>
  );
}
