import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatChange } from '../../../../shared/format';
import { type Language, parseLanguage } from '../../../../shared/language';
import { shortDate } from '../../../lib/short-date';
import { useLanguage } from '../../../lib/i18n';
import { card, textLink } from '../../../components/ui-classes';
import { paths } from '../../../paths';
import type { InterviewDetail } from '../api/get-interview';
import { FinishEarly } from './finish-early';

/**
 * The completion day in the one form every screen uses (lib/short-date.ts; the spec's en-GB
 * dd/mm/yyyy reads as another day to an American); 'Invalid Date' for a bad value, 'N/A' for none.
 */
export function completionDateOf(
  value: string | null,
  options: { notAvailable: string; language: Language },
): string {
  return value ? shortDate(value, options.language) : options.notAvailable;
}

/** Number, completion date, language and the score out of 100. */
export function ResultsSummary({ interview }: { interview: InterviewDetail }) {
  const { t } = useTranslation('interviews');
  const language = useLanguage();
  const notAvailable = t('results.notAvailable');
  return (
    <div className={`${card} flex flex-wrap items-center justify-between gap-6`}>
      <ul className="space-y-1 text-slate-700">
        {interview.number !== null && interview.number !== undefined ? (
          <li>{t('results.number', { number: interview.number })}</li>
        ) : null}
        {/* Not "Completed: N/A" for an interview still under way: it says so below. */}
        {interview.status === 'completed' ? (
          <li>
            {t('results.completedOn', {
              date: completionDateOf(interview.completedAt, { notAvailable, language }),
            })}
          </li>
        ) : null}
        <li>
          {t('results.language', { language: t(`languages.${parseLanguage(interview.language)}`) })}
        </li>
        {interview.seniority === 'junior' ||
        interview.seniority === 'mid' ||
        interview.seniority === 'senior' ? (
          <li>
            {t('results.level', { level: t(`newInterview.seniorities.${interview.seniority}`) })}
          </li>
        ) : null}
        {interview.coach === 'offline' ? <li>{t('interview.offlineCoach')}</li> : null}
        {interview.status !== 'completed' ? (
          <li>
            {t('results.notFinished')}{' '}
            <Link to={paths.interview(interview.id)} className={textLink}>
              {t('results.continue')}
            </Link>
            <span className="mt-2 flex">
              <FinishEarly
                interviewId={interview.id}
                answered={interview.questions.filter((question) => question.answer !== null).length}
                total={interview.questionsCount}
                isTyping={false}
                onFinishing={() => undefined}
              />
            </span>
          </li>
        ) : null}
      </ul>
      <p className="text-center">
        <span className="block text-sm font-medium text-slate-600">{t('results.score')}</span>
        <span className="block text-5xl font-bold text-indigo-700 tabular-nums">
          {interview.score === null
            ? notAvailable
            : t('results.scoreValue', { score: interview.score })}
        </span>
        {/* After retakes rewrote the assessment: where it started. */}
        {interview.firstScore !== null && interview.score !== null ? (
          <span className="mt-1 block text-sm text-slate-700">
            {interview.score === interview.firstScore
              ? t('retake.firstScoreSame', { first: interview.firstScore })
              : t('retake.firstScore', {
                  first: interview.firstScore,
                  change: formatChange(interview.score - interview.firstScore),
                })}
          </span>
        ) : null}
      </p>
    </div>
  );
}
