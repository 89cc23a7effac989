import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatChange } from '../../../../shared/format';
import { chartLabels } from './chart-labels';
import { Link, useSearchParams } from 'react-router';
import { QUESTION_CATEGORIES } from '../../../../shared/question-categories';
import { ErrorPanel } from '../../../components/error-panel';
import { ScoreChart } from '../../../components/score-chart';
import { ScrollTable } from '../../../components/scroll-table';
import { LoadingStatus } from '../../../components/loading-status';
import { buttonClass, card, fieldInput, fieldLabel } from '../../../components/ui-classes';
import { describeApiError } from '../../../lib/describe-api-error';
import { useLanguage } from '../../../lib/i18n';
import { paths } from '../../../paths';
import { type Progress, useProgress } from '../api/get-progress';
import { SpokenTrend } from '../components/spoken-trend';
import { StoryBank } from '../components/story-bank';
import {
  changeWithinJob,
  jobKeyOf,
  progressJobs,
  type ProgressJob,
} from '../../../../shared/progress-jobs';

/**
 * /dashboard/progress: every completed interview's score and its four parts over time, and what
 * keeps coming back in the latest answers (a missing part, or fillers). The dashboard layout supplies the heading and tab title.
 * Interviews for several jobs can be narrowed to one (`?job=`); a change of score is only ever
 * stated between interviews for the same job.
 */
export function ProgressPage() {
  const { t } = useTranslation('interviews');
  const query = useProgress();
  const [params, setParams] = useSearchParams();
  if (!query.data) {
    if (query.isError) {
      const { message } = describeApiError(query.error, {
        connectionLost: t('interview.connectionLost'),
        fallback: t('interview.serverFailed'),
      });
      return (
        <ErrorPanel
          message={t('progress.loadFailed', { message })}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      );
    }
    return <LoadingStatus />;
  }
  const progress = query.data;
  const jobs = progressJobs(progress.interviews);
  const chosen = jobs.find((job) => job.key === params.get('job')) ?? null;
  const shown = chosen
    ? progress.interviews.filter((interview) => jobKeyOf(interview) === chosen.key)
    : progress.interviews;
  const choose = (key: string) =>
    setParams(key ? { job: key } : {}, { replace: true, preventScrollReset: true });
  return (
    <div>
      <p className="mb-6 max-w-2xl text-slate-700">{t('progress.lead')}</p>
      {jobs.length > 1 ? (
        <JobFilter
          jobs={jobs}
          chosen={chosen}
          onChoose={choose}
          total={progress.interviews.length}
        />
      ) : null}
      {progress.interviews.length === 0 ? (
        <div className={card}>
          <p className="text-slate-700">{t('progress.empty')}</p>
          <Link to={paths.newInterview} className={`${buttonClass('primary')} mt-4`}>
            {t('progress.start')}
          </Link>
        </div>
      ) : (
        <>
          <ScoreTrend interviews={shown} jobs={chosen ? [chosen] : jobs} />
          <SpokenTrend interviews={shown} />
          <RecurringGaps
            gaps={chosen ? (progress.byJob[chosen.key] ?? progress) : progress}
            forJob={chosen !== null}
          />
        </>
      )}
      <StoryBank />
    </div>
  );
}

/** A job's name in a list of jobs: with its language where another job has the same title. */
function useJobLabel(jobs: readonly ProgressJob[]) {
  const { t: tCommon } = useTranslation('common');
  return (job: ProgressJob) =>
    jobs.some(
      (other) => other !== job && other.title.toLocaleLowerCase() === job.title.toLocaleLowerCase(),
    )
      ? `${job.title} · ${tCommon(`language.${job.language}`)}`
      : job.title;
}

/** One line per job when the chart shows several: a line never joins two jobs. */
const JOB_COLORS = ['#4338ca', '#0f766e', '#b45309', '#be123c', '#6d28d9', '#0369a1', '#4d7c0f'];

/** Each part's line on the chart: distinct hues, each readable on white. */
const PART_COLORS: Record<(typeof QUESTION_CATEGORIES)[number], string> = {
  background: '#0f766e',
  technical: '#b45309',
  scenario: '#be123c',
  soft_skills: '#6d28d9',
};

function JobFilter(props: {
  jobs: ProgressJob[];
  chosen: ProgressJob | null;
  onChoose: (key: string) => void;
  total: number;
}) {
  const { t } = useTranslation('interviews');
  const id = useId();
  // The same title practised in both languages: the language tells the two apart.
  const name = useJobLabel(props.jobs);
  const label = (job: ProgressJob) => `${name(job)} (${job.count})`;
  return (
    <div className="mb-6 w-full max-w-sm">
      <label htmlFor={id} className={fieldLabel}>
        {t('progress.jobFilter')}
      </label>
      <select
        id={id}
        className={fieldInput}
        value={props.chosen?.key ?? ''}
        onChange={(event) => props.onChoose(event.target.value)}
      >
        <option value="">{t('progress.allJobs', { count: props.total })}</option>
        {props.jobs.map((job) => (
          <option key={job.key} value={job.key}>
            {label(job)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The change of score, only ever within one job: across all of them, the most recently practised
 * job's, named, with why the others are not compared.
 */
function ScoreChange(props: { interviews: Progress['interviews']; jobs: ProgressJob[] }) {
  const { t } = useTranslation('interviews');
  const [latest] = props.jobs;
  if (!latest) return null;
  const change = changeWithinJob(props.interviews, latest.key);
  if (props.jobs.length === 1) {
    // One interview for the job: what to do to see a change, not a chart that seems to lack one.
    if (change === null) {
      return latest.count === 1 ? (
        <p className="mt-1 text-slate-700">{t('progress.onceForJob')}</p>
      ) : null;
    }
    return (
      <p className="mt-1 text-slate-700">
        {t('progress.change', { change: formatChange(change) })}
      </p>
    );
  }
  return (
    <>
      {change === null ? null : (
        <p className="mt-1 text-slate-700">
          {t('progress.changeForJob', { job: latest.title, change: formatChange(change) })}
        </p>
      )}
      <p className="mt-1 text-sm text-slate-600">{t('progress.differentJobs')}</p>
    </>
  );
}

function ScoreTrend({
  interviews,
  jobs,
}: {
  interviews: Progress['interviews'];
  jobs: ProgressJob[];
}) {
  const { t } = useTranslation('interviews');
  const titleId = useId();
  const notAvailable = t('results.notAvailable');
  // Date and time, as the reader's language writes them: two interviews of one day stay apart.
  const language = useLanguage();
  const dateTime = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const scoreText = (score: number | null) =>
    score === null ? notAvailable : t('results.scoreValue', { score });
  const headerCell = 'px-3 py-2 text-left font-medium text-slate-600';
  const cell = 'px-3 py-2 whitespace-nowrap tabular-nums text-slate-800';
  const jobName = useJobLabel(jobs);
  // Several jobs: a line of overall scores per job (parts of different jobs are not drawn
  // together); one job: its score and its four parts.
  const series =
    jobs.length > 1
      ? jobs.map((job, index) => ({
          label: jobName(job),
          values: interviews.map((interview) =>
            jobKeyOf(interview) === job.key ? interview.score : null,
          ),
          color: JOB_COLORS[index % JOB_COLORS.length]!,
          width: 3,
        }))
      : [
          {
            label: t('progress.score'),
            values: interviews.map((interview) => interview.score),
            color: '#4338ca',
            width: 3,
          },
          ...QUESTION_CATEGORIES.map((category) => ({
            label: t(`results.glance.parts.${category}`),
            values: interviews.map((interview) => interview.parts[category]),
            color: PART_COLORS[category],
            width: 1.5,
          })),
        ];
  return (
    <section aria-labelledby={titleId} className={card}>
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        {t('progress.trendTitle')}
      </h2>
      <ScoreChange interviews={interviews} jobs={jobs} />
      <ScoreChart
        spec={{
          kind: 'lines',
          xLabels: chartLabels(interviews, language),
          series,
        }}
      />
      {/* The model's clause only where an interview here has its overall score alone. */}
      <ScrollTable
        caption={t(anyOverallOnly(interviews) ? 'progress.captionWithModel' : 'progress.caption')}
      >
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className={headerCell}>
              {t('progress.date')}
            </th>
            <th scope="col" className={headerCell}>
              {t('progress.job')}
            </th>
            <th scope="col" className={headerCell}>
              {t('progress.score')}
            </th>
            {QUESTION_CATEGORIES.map((category) => (
              <th key={category} scope="col" className={headerCell}>
                {t(`results.glance.parts.${category}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {interviews.map((interview) => {
            const when = interview.completedAt
              ? dateTime.format(new Date(interview.completedAt))
              : notAvailable;
            return (
              <tr key={interview.id} className="border-b border-slate-100 last:border-0">
                <td className={cell}>{when}</td>
                <th scope="row" className="px-3 py-2 text-left font-medium break-words">
                  <Link to={paths.results(interview.id)} className="text-indigo-700 underline">
                    {interview.jobTitle}
                    {/* Links to two interviews for one job are told apart by their date. */}
                    <span className="sr-only">, {when}</span>
                  </Link>
                </th>
                <td className={`${cell} font-semibold`}>{scoreText(interview.score)}</td>
                {QUESTION_CATEGORIES.map((category) => (
                  <td key={category} className={cell}>
                    {scoreText(interview.parts[category])}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </ScrollTable>
    </section>
  );
}

function RecurringGaps({
  gaps: progress,
  forJob,
}: {
  gaps: Pick<Progress, 'gaps' | 'answersRead'>;
  forJob: boolean;
}) {
  const { t } = useTranslation('interviews');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={`${card} mt-6`}>
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        {t('progress.gapsTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t(forJob ? 'progress.gapsLeadJob' : 'progress.gapsLead', { count: progress.answersRead })}
      </p>
      {progress.gaps.length === 0 ? (
        <p className="mt-3 text-slate-700">{t('progress.noGaps')}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {progress.gaps.map((entry) => (
            <li key={entry.gap} className="flex flex-wrap justify-between gap-3 text-slate-800">
              <span>{t(`progress.gaps.${entry.gap}`)}</span>
              <span className="font-semibold tabular-nums">
                {t('progress.gapCount', { count: entry.count, total: progress.answersRead })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Whether an interview a model assessed is listed: a score and no part scores. */
function anyOverallOnly(interviews: Progress['interviews']): boolean {
  return interviews.some(
    (interview) =>
      interview.score !== null &&
      QUESTION_CATEGORIES.every((category) => interview.parts[category] === null),
  );
}
