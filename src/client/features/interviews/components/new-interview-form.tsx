import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../lib/app-config';
import { useNavigate } from 'react-router';
import { LANGUAGES, SENIORITIES, type Seniority } from '../../../../shared/constants';
import { type Language, parseLanguage } from '../../../../shared/language';
import type { KeptAnswer } from '../../../../shared/schemas/interviews';
import { FormField } from '../../../components/form-field';
import { FormMessage } from '../../../components/form-message';
import { JobDescriptionField } from '../../../components/job-description-field';
import { buttonClass, card, fieldInput } from '../../../components/ui-classes';
import { ApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { type NewInterviewPrefill, paths } from '../../../paths';
import { describeApiError } from '../../../lib/describe-api-error';
import { useStartInterview } from '../api/start-interview';
import { useMyResumes } from '../api/list-my-resumes';
import { interviewNoticeState } from '../lib/ai-notice-state';

/**
 * Job title, description and interview language; on success opens the new interview. `prefill`
 * starts the form with a job's title and description (from a vacancy or a saved job).
 */
export function NewInterviewForm(props: {
  prefill?: NewInterviewPrefill | null;
  /** The interview language to start with; the interface's otherwise. */
  initialLanguage?: Language;
  /** A trial answer that becomes question 1 of the interview. */
  keptAnswer?: KeptAnswer;
  onStarted?: () => void;
}) {
  const { prefill, keptAnswer, onStarted } = props;
  const { t } = useTranslation('interviews');
  const navigate = useNavigate();
  const start = useStartInterview();
  const config = useAppConfig();
  const [jobTitle, setJobTitle] = useState(prefill?.jobTitle ?? '');
  const [jobDescription, setJobDescription] = useState(prefill?.jobDescription ?? '');
  const uiLanguage = useLanguage();
  // Follows the interface's language until the user picks one (a new user's walk switched the
  // site to Русский and found the interview still set to English until a reload).
  const [chosenLanguage, setLanguage] = useState<Language | null>(props.initialLanguage ?? null);
  const language = chosenLanguage ?? uiLanguage;
  const [resumeId, setResumeId] = useState(prefill?.resumeId ?? '');
  const [seniority, setSeniority] = useState<Seniority | ''>(prefill?.seniority ?? '');
  const resumes = useMyResumes();
  const messageId = useId();
  const uploadDate = new Intl.DateTimeFormat(uiLanguage, { dateStyle: 'medium' });
  // Spec §5: both fields must have more than whitespace before the button is enabled.
  const isComplete = jobTitle.trim() !== '' && jobDescription.trim() !== '';
  // A disabled button says why, next to it (a trial answer may come with no description).
  const needs =
    jobTitle.trim() === ''
      ? jobDescription.trim() === ''
        ? 'both'
        : 'title'
      : jobDescription.trim() === ''
        ? 'description'
        : null;
  const needsId = useId();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isComplete || start.isPending) return;
    start.mutate(
      {
        jobTitle: jobTitle.trim(),
        jobDescription: jobDescription.trim(),
        language,
        ...(resumeId ? { resumeId } : {}),
        ...(seniority ? { seniority } : {}),
        ...(keptAnswer ? { keptAnswer } : {}),
      },
      {
        // A notice (the daily AI limit) is shown by the interview page, which it opens.
        onSuccess: ({ interview, notice }) => {
          onStarted?.();
          void navigate(paths.interview(interview.id), {
            state: notice ? interviewNoticeState(notice) : undefined,
          });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit} className={`${card} space-y-5`}>
      <FormField label={t('newInterview.jobTitle')}>
        {(control) => (
          <input
            {...control}
            name="jobTitle"
            required
            value={jobTitle}
            placeholder={t('newInterview.jobTitlePlaceholder')}
            onChange={(event) => setJobTitle(event.target.value)}
            className={fieldInput}
          />
        )}
      </FormField>
      <JobDescriptionField
        label={t('newInterview.jobDescription')}
        placeholder={t('newInterview.jobDescriptionPlaceholder')}
        value={jobDescription}
        onChange={setJobDescription}
      />
      <FormField label={t('newInterview.language')}>
        {(control) => (
          <select
            {...control}
            name="language"
            value={language}
            onChange={(event) => setLanguage(parseLanguage(event.target.value))}
            className={fieldInput}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {t(`languages.${code}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('newInterview.seniority')}>
        {(control) => (
          <select
            {...control}
            name="seniority"
            value={seniority}
            onChange={(event) => setSeniority(event.target.value as Seniority | '')}
            className={fieldInput}
          >
            <option value="">{t('newInterview.seniorityAny')}</option>
            {SENIORITIES.map((level) => (
              <option key={level} value={level}>
                {t(`newInterview.seniorities.${level}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {resumes.data && resumes.data.resumes.length > 0 ? (
        <FormField label={t('newInterview.resume')} hint={t('newInterview.resumeHint')}>
          {(control) => (
            <select
              {...control}
              name="resumeId"
              value={resumeId}
              onChange={(event) => setResumeId(event.target.value)}
              className={fieldInput}
            >
              <option value="">{t('newInterview.noResume')}</option>
              {resumes.data.resumes.map((resume) => (
                <option key={resume.id} value={resume.id}>
                  {t('newInterview.uploadedOn', {
                    name: resume.fileName,
                    date: uploadDate.format(new Date(resume.createdAt)),
                  })}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
      {resumes.isError ? (
        <p className="text-sm text-slate-600">{t('newInterview.resumesFailed')}</p>
      ) : null}
      {start.isError ? (
        <FormMessage kind="error" id={messageId}>
          {start.error instanceof ApiError && start.error.status === 401
            ? t('newInterview.loginRequired')
            : describeApiError(start.error, { fallback: t('newInterview.unknownError') }).message}
        </FormMessage>
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          className={buttonClass('primary', 'lg')}
          disabled={!isComplete || start.isPending}
          aria-describedby={
            [start.isError ? messageId : null, needs ? needsId : null].filter(Boolean).join(' ') ||
            undefined
          }
        >
          {start.isPending ? t('newInterview.submitting') : t('newInterview.submit')}
        </button>
        {needs ? (
          <p id={needsId} className="text-sm text-slate-600">
            {t(`newInterview.startNeeds.${needs}`)}
          </p>
        ) : null}
        {/* Only a model can take that long: the offline coach answers at once. */}
        {start.isPending && config.data?.aiModel ? (
          <p role="status" className="text-sm text-slate-600">
            {t('newInterview.slowHint')}
          </p>
        ) : null}
      </div>
    </form>
  );
}
