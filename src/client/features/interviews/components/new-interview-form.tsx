import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LANGUAGES } from '../../../../shared/constants';
import { parseLanguage } from '../../../../shared/language';
import { FormMessage } from '../../../components/form-message';
import { buttonClass, card, fieldInput, fieldLabel } from '../../../components/ui-classes';
import { ApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { type NewInterviewPrefill, paths } from '../../../paths';
import { serverMessageOf } from '../api/error-message';
import { useStartInterview } from '../api/interviews-api';
import { interviewNoticeState } from '../lib/ai-notice-state';

/**
 * Job title, description and interview language; on success opens the new interview. `prefill`
 * starts the form with a job's title and description (from a vacancy or a saved job).
 */
export function NewInterviewForm({ prefill }: { prefill?: NewInterviewPrefill | null }) {
  const { t } = useTranslation('interviews');
  const navigate = useNavigate();
  const start = useStartInterview();
  const [jobTitle, setJobTitle] = useState(prefill?.jobTitle ?? '');
  const [jobDescription, setJobDescription] = useState(prefill?.jobDescription ?? '');
  const [language, setLanguage] = useState(useLanguage());
  const ids = { title: useId(), description: useId(), language: useId(), message: useId() };
  // Spec §5: both fields must have more than whitespace before the button is enabled.
  const isComplete = jobTitle.trim() !== '' && jobDescription.trim() !== '';

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isComplete || start.isPending) return;
    start.mutate(
      { jobTitle: jobTitle.trim(), jobDescription: jobDescription.trim(), language },
      {
        // A notice (the daily AI limit) is shown by the interview page, which it opens.
        onSuccess: ({ interview, notice }) =>
          void navigate(paths.interview(interview.id), {
            state: notice ? interviewNoticeState(notice) : undefined,
          }),
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit} className={`${card} space-y-5`}>
      <div>
        <label htmlFor={ids.title} className={fieldLabel}>
          {t('newInterview.jobTitle')}
        </label>
        <input
          id={ids.title}
          name="jobTitle"
          required
          value={jobTitle}
          placeholder={t('newInterview.jobTitlePlaceholder')}
          onChange={(event) => setJobTitle(event.target.value)}
          className={fieldInput}
        />
      </div>
      <div>
        <label htmlFor={ids.description} className={fieldLabel}>
          {t('newInterview.jobDescription')}
        </label>
        <textarea
          id={ids.description}
          name="jobDescription"
          required
          rows={8}
          value={jobDescription}
          placeholder={t('newInterview.jobDescriptionPlaceholder')}
          onChange={(event) => setJobDescription(event.target.value)}
          className={fieldInput}
        />
      </div>
      <div>
        <label htmlFor={ids.language} className={fieldLabel}>
          {t('newInterview.language')}
        </label>
        <select
          id={ids.language}
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
      </div>
      {start.isError ? (
        <FormMessage kind="error" id={ids.message}>
          {start.error instanceof ApiError && start.error.status === 401
            ? t('newInterview.loginRequired')
            : serverMessageOf(start.error, t('newInterview.unknownError'))}
        </FormMessage>
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          className={buttonClass('primary', 'lg')}
          disabled={!isComplete || start.isPending}
          aria-describedby={start.isError ? ids.message : undefined}
        >
          {start.isPending ? t('newInterview.submitting') : t('newInterview.submit')}
        </button>
        {start.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            {t('newInterview.slowHint')}
          </p>
        ) : null}
      </div>
    </form>
  );
}
