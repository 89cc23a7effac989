import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FitCheck, FitRequirement } from '../../../../shared/schemas/fit-check';
import { buttonClass, card } from '../../../components/ui-classes';
import { useLanguage } from '../../../lib/i18n';
import { newInterviewState, paths } from '../../../paths';

const VERDICT_STYLE: Record<FitCheck['verdict'], string> = {
  apply: 'border-emerald-300 bg-emerald-50',
  stretch: 'border-amber-300 bg-amber-50',
  skip: 'border-rose-300 bg-rose-50',
};

/** The fit check's answer: the verdict and why, the warning signs, each requirement and its line. */
export function FitCheckResult({
  fit,
  posting,
  isGuest,
}: {
  fit: FitCheck;
  /** The posting as pasted, for "Practise an interview for this job" (empty for a vacancy). */
  posting: string;
  isGuest: boolean;
}) {
  const { t } = useTranslation('resumes');
  const headingId = useId();
  return (
    <div className="space-y-6">
      <section
        aria-labelledby={headingId}
        aria-live="polite"
        className={`rounded-2xl border p-6 ${VERDICT_STYLE[fit.verdict]}`}
      >
        <h2 id={headingId} className="text-2xl font-bold text-slate-900">
          {t(`fitCheck.verdicts.${fit.verdict}.title`)}
        </h2>
        <p className="mt-1 text-slate-800">{t(`fitCheck.verdicts.${fit.verdict}.lead`)}</p>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-900">
          {fit.reasons.map((reason) => (
            <li key={reason.code}>
              <ReasonText code={reason.code} values={reason.values} />
            </li>
          ))}
        </ul>
        {fit.resume.fileName ? (
          <p className="mt-3 text-sm text-slate-700">
            {t('fitCheck.resumeUsed', { name: fit.resume.fileName })}
          </p>
        ) : isGuest ? (
          <p className="mt-3 text-sm text-slate-700">{t('fitCheck.guestNote')}</p>
        ) : null}
      </section>
      {fit.redFlags.length > 0 ? (
        <section className="rounded-2xl border border-rose-300 bg-white p-6">
          <h2 className="text-lg font-semibold text-slate-900">{t('fitCheck.flags.heading')}</h2>
          <ul className="mt-3 space-y-3">
            {fit.redFlags.map((flag) => (
              <li key={flag.code}>
                <p className="text-slate-900">{t(`fitCheck.flags.${flag.code}`)}</p>
                <blockquote className="mt-1 border-l-4 border-rose-200 pl-3 text-sm text-slate-700">
                  {flag.quote}
                </blockquote>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <RequirementTable title={t('fitCheck.mustHaves')} requirements={fit.mustHaves} />
      <RequirementTable title={t('fitCheck.niceToHaves')} requirements={fit.niceToHaves} />
      <FactsCard fit={fit} />
      {posting.trim() !== '' ? (
        <Link
          to={paths.newInterview}
          state={newInterviewState({ jobTitle: fit.jobTitle, jobDescription: posting })}
          className={buttonClass('secondary')}
        >
          {t('fitCheck.practise')}
        </Link>
      ) : null}
    </div>
  );
}

function ReasonText({ code, values }: Pick<FitCheck['reasons'][number], 'code' | 'values'>) {
  const { t } = useTranslation('resumes');
  const mode = typeof values.mode === 'string' && values.mode !== '' ? values.mode : null;
  const count = typeof values.count === 'number' ? values.count : Number(values.total ?? 0);
  return (
    <>
      {t(`fitCheck.reasons.${code}`, {
        ...values,
        count,
        mode: mode ? t(`fitCheck.limits.modeWords.${mode as 'onsite' | 'hybrid' | 'remote'}`) : '',
      })}
    </>
  );
}

function RequirementTable({
  title,
  requirements,
}: {
  title: string;
  requirements: readonly FitRequirement[];
}) {
  const { t } = useTranslation('resumes');
  const language = useLanguage();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={card}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {requirements.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('fitCheck.noneRead')}</p>
      ) : (
        <table aria-labelledby={headingId} className="mt-3 w-full text-left text-sm break-words">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('fitCheck.requirement')}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t('fitCheck.inResume')}
              </th>
            </tr>
          </thead>
          <tbody>
            {requirements.map((requirement) => (
              <tr key={requirement.label} className="border-b border-slate-100 align-top">
                <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                  {language === 'ru' && requirement.ruLabel
                    ? requirement.ruLabel
                    : requirement.label}
                </th>
                <td className="py-2 text-slate-800">
                  {requirement.evidence ? (
                    <>
                      <span className="font-medium text-emerald-800">
                        {t('fitCheck.status.shown')}
                      </span>{' '}
                      <span className="text-slate-600">
                        ({t(`fitCheck.sections.${requirement.evidence.section}`)})
                      </span>
                      <q className="mt-1 block text-slate-700">{requirement.evidence.line}</q>
                    </>
                  ) : (
                    <span
                      className={
                        requirement.status === 'not_shown' ? 'text-rose-800' : 'text-slate-700'
                      }
                    >
                      {t(`fitCheck.status.${requirement.status}`)}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function FactsCard({ fit }: { fit: FitCheck }) {
  const { t } = useTranslation('resumes');
  const language = useLanguage();
  const number = new Intl.NumberFormat(language === 'ru' ? 'ru-RU' : 'en-US');
  const { seniority, place, pay } = fit;
  const years = (value: number | null) => number.format(value ?? 0);
  const range = pay.posting
    ? [
        ...new Set(
          [pay.posting.min, pay.posting.max].filter((value): value is number => value !== null),
        ),
      ]
        .map((value) => number.format(value))
        .join('–')
    : '';
  const payText = pay.posting
    ? `${range} ${pay.posting.currency === '$' ? '$' : pay.posting.currency}`
    : '';
  return (
    <section className={card}>
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="font-semibold text-slate-900">{t('fitCheck.seniority.heading')}</dt>
          <dd className="text-slate-800">
            {seniority.yearsAsked === null
              ? t('fitCheck.seniority.unknownAsked')
              : seniority.yearsShown === null
                ? t('fitCheck.seniority.unknownShown', { asked: years(seniority.yearsAsked) })
                : t(`fitCheck.seniority.${seniority.fit === 'below' ? 'below' : 'fits'}`, {
                    asked: years(seniority.yearsAsked),
                    shown: years(seniority.yearsShown),
                  })}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">{t('fitCheck.place.heading')}</dt>
          <dd className="text-slate-800">
            {place.workMode
              ? t('fitCheck.place.mode', { mode: t(`fitCheck.limits.modeNames.${place.workMode}`) })
              : t('fitCheck.place.unknown')}{' '}
            {place.location ? t('fitCheck.place.location', { location: place.location }) : null}{' '}
            {place.fit === 'does_not_fit' ? t('fitCheck.place.doesNotFit') : null}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">{t('fitCheck.pay.heading')}</dt>
          <dd className="text-slate-800">
            {pay.posting
              ? pay.posting.period
                ? t('fitCheck.pay.range', {
                    range: payText,
                    period: t(`fitCheck.limits.periods.${pay.posting.period}`),
                  })
                : t('fitCheck.pay.rangeNoPeriod', { range: payText })
              : t('fitCheck.pay.notStated')}{' '}
            {pay.fit !== 'unknown' ? t(`fitCheck.pay.${pay.fit}`) : null}
          </dd>
        </div>
      </dl>
    </section>
  );
}
