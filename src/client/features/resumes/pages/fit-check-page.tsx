import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { SALARY_PERIODS, WORK_MODES, type WorkMode } from '../../../../shared/constants';
import {
  FIT_CURRENCIES,
  type FitCurrency,
  type FitSeeker,
} from '../../../../shared/schemas/fit-check';
import { FormMessage } from '../../../components/form-message';
import { PageHeader } from '../../../components/page-header';
import {
  buttonClass,
  card,
  container,
  fieldInput,
  fieldLabel,
  textLink,
} from '../../../components/ui-classes';
import { describeApiError } from '../../../lib/describe-api-error';
import { useLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { shortDate } from '../../../lib/short-date';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paths } from '../../../paths';
import { useFitCheck, useFitTrial } from '../api/fit-check';
import { useResumes } from '../api/list-resumes';
import { FitCheckResult } from '../components/fit-check-result';

const LIMITS_KEY = 'hireready.fitCheck.limits';

interface Limits {
  floor: string;
  currency: FitCurrency;
  period: (typeof SALARY_PERIODS)[number];
  workModes: WorkMode[];
}

/** The seeker's limits as they left them last time in this browser (nothing leaves it unasked). */
function readLimits(fallbackCurrency: FitCurrency): Limits {
  const empty: Limits = { floor: '', currency: fallbackCurrency, period: 'year', workModes: [] };
  try {
    const stored = JSON.parse(window.localStorage.getItem(LIMITS_KEY) ?? 'null') as Partial<Limits>;
    if (!stored || typeof stored !== 'object') return empty;
    return {
      floor: typeof stored.floor === 'string' ? stored.floor : '',
      currency: FIT_CURRENCIES.includes(stored.currency as FitCurrency)
        ? (stored.currency as FitCurrency)
        : fallbackCurrency,
      period: SALARY_PERIODS.includes(stored.period as Limits['period'])
        ? (stored.period as Limits['period'])
        : 'year',
      workModes: Array.isArray(stored.workModes)
        ? stored.workModes.filter((mode): mode is WorkMode => WORK_MODES.includes(mode))
        : [],
    };
  } catch {
    return empty;
  }
}

function seekerOf(limits: Limits): FitSeeker {
  const amount = Number(limits.floor.replace(/[\s\u00a0,]/gu, ''));
  return {
    salaryFloor:
      limits.floor.trim() === '' || !Number.isFinite(amount)
        ? null
        : { amount: Math.round(amount), currency: limits.currency, period: limits.period },
    workModes: limits.workModes,
  };
}

/**
 * /fit-check: a posting (pasted, or a vacancy of the board with ?vacancy=) read against the
 * seeker's resume from the Resume Builder — or, for a visitor, against a resume pasted as text,
 * stored nowhere — before they apply (issue 38).
 */
export function FitCheckPage() {
  const { t } = useTranslation('resumes');
  useDocumentTitle(t('fitCheck.title'));
  const language = useLanguage();
  const session = useSession();
  const isSignedIn = Boolean(session.data?.user);
  const [params, setParams] = useSearchParams();
  const vacancyId = params.get('vacancy');
  // A tracked application's posting, handed over by "Check your fit" in the tracker.
  const handed = useLocation().state as { posting?: unknown; jobTitle?: unknown } | null;
  const [posting, setPosting] = useState(typeof handed?.posting === 'string' ? handed.posting : '');
  const [jobTitle, setJobTitle] = useState(
    typeof handed?.jobTitle === 'string' ? handed.jobTitle : '',
  );
  const [resumeText, setResumeText] = useState('');
  const [resumeId, setResumeId] = useState('');
  const [limits, setLimits] = useState<Limits>(() => readLimits(language === 'ru' ? 'RUB' : 'USD'));
  const check = useFitCheck();
  const trial = useFitTrial();
  const resumes = useResumes();
  // Which check the last submit made: its answer or error stays shown whoever the session says.
  const [sentAs, setSentAs] = useState<'check' | 'trial' | null>(null);
  const active = (sentAs ?? (isSignedIn ? 'check' : 'trial')) === 'check' ? check : trial;
  // Until the session is known, the page cannot tell a member's check from a visitor's trial.
  const isSessionUnknown = session.isPending;
  const ids = { posting: useId(), title: useId(), resume: useId(), floor: useId() };
  const failureTexts = {
    fallback: t('fitCheck.failed'),
    connectionLost: t('fitCheck.connectionLost'),
  };
  const ownResumes = isSignedIn ? (resumes.data?.resumes ?? []) : [];
  const hasNoResume = isSignedIn && resumes.isSuccess && ownResumes.length === 0;

  useEffect(() => {
    window.localStorage.setItem(LIMITS_KEY, JSON.stringify(limits));
  }, [limits]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (active.isPending || isSessionUnknown) return;
    const seeker = seekerOf(limits);
    setSentAs(isSignedIn ? 'check' : 'trial');
    if (isSignedIn) {
      check.mutate({
        ...(vacancyId ? { vacancyId } : { posting, jobTitle }),
        ...(resumeId ? { resumeId } : {}),
        seeker,
      });
    } else {
      trial.mutate({
        ...(vacancyId ? { vacancyId } : { posting, jobTitle }),
        resumeText,
        seeker,
      });
    }
  };

  const toggleMode = (mode: WorkMode) =>
    setLimits((current) => ({
      ...current,
      workModes: current.workModes.includes(mode)
        ? current.workModes.filter((other) => other !== mode)
        : [...current.workModes, mode],
    }));

  const result = active.data?.fit;
  return (
    <div className={`${container} max-w-3xl py-10`}>
      <PageHeader title={t('fitCheck.title')} lead={t('fitCheck.lead')} />
      <form noValidate onSubmit={submit} className={`${card} space-y-5`}>
        {vacancyId ? (
          <p className="text-slate-800">
            {result
              ? t('fitCheck.vacancy.checking', { title: result.jobTitle })
              : t('fitCheck.vacancy.loading')}{' '}
            <button
              type="button"
              className={textLink}
              onClick={() => {
                active.reset();
                setParams({});
              }}
            >
              {t('fitCheck.vacancy.pasteInstead')}
            </button>
          </p>
        ) : (
          <>
            <div>
              <label htmlFor={ids.title} className={fieldLabel}>
                {t('fitCheck.posting.jobTitle')}
              </label>
              <input
                id={ids.title}
                name="jobTitle"
                value={jobTitle}
                maxLength={200}
                onChange={(event) => setJobTitle(event.target.value)}
                className={fieldInput}
              />
            </div>
            <div>
              <label htmlFor={ids.posting} className={fieldLabel}>
                {t('fitCheck.posting.label')}
              </label>
              <p id={`${ids.posting}-hint`} className="text-sm text-slate-600">
                {t('fitCheck.posting.hint')}
              </p>
              <textarea
                id={ids.posting}
                name="posting"
                rows={10}
                value={posting}
                onChange={(event) => setPosting(event.target.value)}
                aria-describedby={`${ids.posting}-hint`}
                className={fieldInput}
              />
            </div>
          </>
        )}
        {isSignedIn ? (
          hasNoResume ? (
            <p className="rounded-lg border border-indigo-200 bg-indigo-50 p-4 text-slate-900">
              {t('fitCheck.resume.none')}{' '}
              <Link to={paths.dashboardResumeCreator} className={textLink}>
                {t('fitCheck.resume.toBuilder')}
              </Link>
            </p>
          ) : (
            <div>
              <label htmlFor={ids.resume} className={fieldLabel}>
                {t('fitCheck.resume.label')}
              </label>
              <p id={`${ids.resume}-hint`} className="text-sm text-slate-600">
                {t('fitCheck.resume.hint')}
              </p>
              <select
                id={ids.resume}
                name="resumeId"
                value={resumeId}
                onChange={(event) => setResumeId(event.target.value)}
                aria-describedby={`${ids.resume}-hint`}
                className={fieldInput}
              >
                {ownResumes.map((resume, index) => (
                  <option key={resume.id} value={index === 0 ? '' : resume.id}>
                    {t('fitCheck.resume.uploaded', {
                      name: resume.fileName,
                      date: shortDate(resume.createdAt, language),
                    })}
                  </option>
                ))}
              </select>
            </div>
          )
        ) : (
          <div>
            <label htmlFor={ids.resume} className={fieldLabel}>
              {t('fitCheck.guest.resumeLabel')}
            </label>
            <p id={`${ids.resume}-hint`} className="text-sm text-slate-600">
              {t('fitCheck.guest.resumeHint')}
            </p>
            <textarea
              id={ids.resume}
              name="resumeText"
              rows={10}
              value={resumeText}
              onChange={(event) => setResumeText(event.target.value)}
              aria-describedby={`${ids.resume}-hint`}
              className={fieldInput}
            />
          </div>
        )}
        <details className="rounded-lg border border-slate-200 p-4">
          <summary className="cursor-pointer font-medium text-slate-900">
            {t('fitCheck.limits.summary')}
          </summary>
          <div className="mt-3 grid gap-3 sm:grid-cols-3">
            <div>
              <label htmlFor={ids.floor} className={fieldLabel}>
                {t('fitCheck.limits.floor')}
              </label>
              <input
                id={ids.floor}
                name="floor"
                inputMode="numeric"
                value={limits.floor}
                onChange={(event) => setLimits({ ...limits, floor: event.target.value })}
                className={fieldInput}
              />
            </div>
            <div>
              <label htmlFor={`${ids.floor}-currency`} className={fieldLabel}>
                {t('fitCheck.limits.currency')}
              </label>
              <select
                id={`${ids.floor}-currency`}
                value={limits.currency}
                onChange={(event) =>
                  setLimits({ ...limits, currency: event.target.value as FitCurrency })
                }
                className={fieldInput}
              >
                {FIT_CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${ids.floor}-period`} className={fieldLabel}>
                {t('fitCheck.limits.period')}
              </label>
              <select
                id={`${ids.floor}-period`}
                value={limits.period}
                onChange={(event) =>
                  setLimits({ ...limits, period: event.target.value as Limits['period'] })
                }
                className={fieldInput}
              >
                {SALARY_PERIODS.map((period) => (
                  <option key={period} value={period}>
                    {t(`fitCheck.limits.periods.${period}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <fieldset className="mt-3">
            <legend className={fieldLabel}>{t('fitCheck.limits.modes')}</legend>
            <div className="mt-1 flex flex-wrap gap-4">
              {WORK_MODES.map((mode) => (
                <label key={mode} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    checked={limits.workModes.includes(mode)}
                    onChange={() => toggleMode(mode)}
                  />
                  {t(`fitCheck.limits.modeNames.${mode}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <p className="mt-2 text-xs text-slate-600">{t('fitCheck.limits.remembered')}</p>
        </details>
        {active.isError ? (
          <FormMessage kind="error">
            {describeApiError(active.error, failureTexts).message}
          </FormMessage>
        ) : null}
        <button
          type="submit"
          disabled={active.isPending || hasNoResume || isSessionUnknown}
          className={buttonClass('primary')}
        >
          {active.isPending ? t('fitCheck.submitting') : t('fitCheck.submit')}
        </button>
        {!isSignedIn ? (
          <p className="text-sm text-slate-700">
            <Link to={paths.signUp} className={textLink}>
              {t('fitCheck.guest.signUp')}
            </Link>
          </p>
        ) : null}
      </form>
      {result ? (
        <div className="mt-8">
          <FitCheckResult fit={result} posting={posting} isGuest={!isSignedIn} />
        </div>
      ) : null}
    </div>
  );
}
