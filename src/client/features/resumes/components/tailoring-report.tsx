import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  MatchReport,
  TailoringReport as Report,
  ResumeMode,
} from '../../../../shared/schemas/resumes';
import { AtsCheckList } from './ats-check-list';
import { ChangeList } from './change-list';
import { KeywordSections } from './keyword-sections';

/**
 * The match report of a tailored resume: the score before and after, the job's keywords and
 * the ATS checks as the tailored PDF stands, every change made, and any words it lost. A model's
 * edits (mode 'ai') also say how many were dropped for claiming what the resume does not.
 */
export function TailoringReport({ report, mode }: { report: Report; mode: ResumeMode }) {
  const { t } = useTranslation('resumes');
  const rejectedEdits = mode === 'ai' ? (report.rejectedEdits ?? 0) : 0;
  return (
    <div className="space-y-6">
      {report.noImprovement ? (
        <div
          role="status"
          className="rounded-xl border border-slate-300 bg-slate-50 p-4 text-sm text-slate-900"
        >
          <p className="font-semibold">{t('report.noImprovement.title')}</p>
          <ul className="mt-1 list-disc pl-5">
            {report.noImprovement.map((reason) => (
              <li key={reason}>{t(`report.noImprovement.${reason}`)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {report.unavailableFormats && report.unavailableFormats.length > 0 ? (
        <p role="status" className="rounded-xl border border-slate-300 bg-slate-50 p-4 text-sm">
          {t('report.unavailableFormats', {
            formats: report.unavailableFormats
              .map((format) => t(`report.formatNames.${format}`))
              .join(', '),
          })}
        </p>
      ) : null}
      {report.missing.length > 0 ? (
        <div
          role="alert"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <p className="font-semibold">{t('report.missing.title')}</p>
          <p className="mt-1">{t('report.missing.body', { words: report.missing.join(', ') })}</p>
        </div>
      ) : null}
      <ReportSection title={t('report.scores.title')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <ScoreCard title={t('report.scores.before')} report={report.before} />
          <ScoreCard title={t('report.scores.after')} report={report.after} />
        </div>
      </ReportSection>
      <ReportSection title={t('report.keywords.title')}>
        <KeywordSections report={report.after} />
      </ReportSection>
      <ReportSection title={t('report.atsTitle')}>
        <AtsCheckList checks={report.after.atsChecks} />
      </ReportSection>
      <ReportSection title={t('report.changes.title')}>
        {rejectedEdits > 0 ? (
          <p className="mb-3 text-sm text-slate-700">
            {t('report.changes.rejected', { count: rejectedEdits })}
          </p>
        ) : null}
        {report.noImprovement ? (
          <p className="text-sm text-slate-700">{t('report.changes.kept')}</p>
        ) : (
          <ChangeList changes={report.changes} />
        )}
      </ReportSection>
    </div>
  );
}

function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h4 id={titleId} className="mb-3 text-base font-semibold text-slate-900">
        {title}
      </h4>
      {children}
    </section>
  );
}

function ScoreCard({ title, report }: { title: string; report: MatchReport }) {
  const { t } = useTranslation('resumes');
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <p className="text-sm font-medium text-slate-700">{title}</p>
      <p className="mt-1 text-3xl font-bold text-indigo-700 tabular-nums">
        {t('report.scores.value', { score: report.score })}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {report.keywordScore === null
          ? t('report.scores.noKeywords')
          : t('report.scores.keywordScore', { score: report.keywordScore })}
        {' · '}
        {t('report.scores.atsScore', { score: report.atsScore })}
      </p>
    </div>
  );
}
