import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchReport, ReportKeyword } from '../../../../shared/schemas/resumes';
import { useLanguage } from '../../../lib/i18n';

/**
 * The job's keywords the resume names plainly, shows only elsewhere, does not name but meets in
 * part (asked for together with what it shows), or lacks — and the concepts whose words it does
 * not use, which it may show in words of its own (never called missing).
 */
export function KeywordSections({ report }: { report: MatchReport }) {
  const { t } = useTranslation('resumes');
  const askedWithShown = report.askedWithShown ?? [];
  const notFoundAsWritten = report.notFoundAsWritten ?? [];
  const total =
    report.matched.length +
    report.shownElsewhere.length +
    askedWithShown.length +
    report.notInResume.length +
    notFoundAsWritten.length;
  if (total === 0) return <p className="text-sm text-slate-700">{t('report.keywords.none')}</p>;
  const groups = 3 + Number(askedWithShown.length > 0) + Number(notFoundAsWritten.length > 0);
  return (
    <div
      className={`grid gap-4 ${groups > 3 ? 'md:grid-cols-2 xl:grid-cols-4' : 'lg:grid-cols-3'}`}
    >
      <KeywordGroup
        title={t('report.keywords.matched')}
        hint={t('report.keywords.matchedHint')}
        keywords={report.matched}
        tone="good"
      />
      <KeywordGroup
        title={t('report.keywords.shownElsewhere')}
        hint={t('report.keywords.shownElsewhereHint')}
        keywords={report.shownElsewhere}
        tone="warn"
      />
      {askedWithShown.length > 0 ? (
        <KeywordGroup
          title={t('report.keywords.askedWithShown')}
          hint={t('report.keywords.askedWithShownHint')}
          keywords={askedWithShown}
          tone="warn"
        />
      ) : null}
      <KeywordGroup
        title={t('report.keywords.notInResume')}
        hint={t('report.keywords.notInResumeHint')}
        keywords={report.notInResume}
        tone="bad"
      />
      {notFoundAsWritten.length > 0 ? (
        <KeywordGroup
          title={t('report.keywords.notFoundAsWritten')}
          hint={t('report.keywords.notFoundAsWrittenHint')}
          keywords={notFoundAsWritten}
          tone="warn"
        />
      ) : null}
    </div>
  );
}

const TONES = {
  good: 'border-emerald-200 bg-emerald-50',
  warn: 'border-amber-200 bg-amber-50',
  bad: 'border-red-200 bg-red-50',
} as const;

function KeywordGroup(props: {
  title: string;
  hint: string;
  keywords: ReportKeyword[];
  tone: keyof typeof TONES;
}) {
  const { t } = useTranslation('resumes');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={`rounded-xl border p-4 ${TONES[props.tone]}`}>
      <h5 id={titleId} className="font-semibold text-slate-900">
        {props.title} ({props.keywords.length})
      </h5>
      <p className="mt-1 text-sm text-slate-700">{props.hint}</p>
      {props.keywords.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('report.keywords.empty')}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {props.keywords.map((keyword) => (
            <KeywordItem key={`${keyword.kind}:${keyword.label}`} keyword={keyword} />
          ))}
        </ul>
      )}
    </section>
  );
}

function KeywordItem({ keyword }: { keyword: ReportKeyword }) {
  const { t } = useTranslation('resumes');
  const language = useLanguage();
  const label = language === 'ru' && keyword.ruLabel ? keyword.ruLabel : keyword.label;
  const places = [
    ...new Set(
      keyword.foundIn.map((place) => place.title ?? t(`report.sections.${place.section}`)),
    ),
  ];
  return (
    <li className="text-sm text-slate-800">
      <span className="font-medium">{label}</span>{' '}
      <span className="text-slate-600">
        ({t(`report.keywordKinds.${keyword.kind}`)}, {t(`report.levels.${keyword.level}`)})
      </span>
      {keyword.askedWith !== undefined && keyword.askedWith.length > 0 ? (
        <span className="block text-slate-600">
          {t('report.keywords.askedWith', {
            labels: new Intl.ListFormat(language, { type: 'conjunction' }).format(
              keyword.askedWith.map((other) =>
                language === 'ru' && other.ruLabel ? other.ruLabel : other.label,
              ),
            ),
          })}
        </span>
      ) : null}
      {places.length > 0 ? (
        <span className="block text-slate-600">
          {t('report.keywords.foundIn', {
            places: new Intl.ListFormat(language, { type: 'conjunction' }).format(places),
          })}
        </span>
      ) : null}
    </li>
  );
}
