import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COVER_LETTER_MAX_LENGTH } from '../../../../shared/constants';
import { FormMessage } from '../../../components/form-message';
import { buttonClass, fieldInput } from '../../../components/ui-classes';
import { useLanguage } from '../../../lib/i18n';
import { type ApplyResume, useApply } from '../api/apply-to-vacancy';
import { type ResumeChoice, ResumePicker } from './resume-picker';
import { useMyResumes } from '../api/list-my-resumes';
import { FormField } from '../../../components/form-field';
import { describeApiError } from '../../../lib/describe-api-error';

interface ApplyFormProps {
  vacancyId: string;
  onApplied: () => void;
  onCancel: () => void;
}

/** What the picker's choice sends; null when a file is to be uploaded but none was chosen. */
function resumeOf(choice: ResumeChoice, file: File | null): ApplyResume | null {
  if (choice === 'upload') return file ? { kind: 'upload', file } : null;
  const [kind, resumeId, version] = choice.split(':');
  if (kind === 'builder' && resumeId) {
    return { kind: 'builder', resumeId, file: version === 'original' ? 'original' : 'tailored' };
  }
  return { kind: 'none' };
}

/**
 * An optional cover letter and resume, and Submit Application; what was typed and chosen stays
 * when sending fails.
 */
export function ApplyForm({ vacancyId, onApplied, onCancel }: ApplyFormProps) {
  const { t } = useTranslation('vacancies');
  const { t: tMail } = useTranslation('jobMail');
  const apply = useApply(vacancyId);
  const [coverLetter, setCoverLetter] = useState('');
  const [resumeChoice, setResumeChoice] = useState<ResumeChoice>('');
  // The newest tailored resume is chosen for the applicant until they choose otherwise.
  const resumes = useMyResumes();
  const hasChosen = useRef(false);
  useEffect(() => {
    if (hasChosen.current) return;
    const newest = [...(resumes.data?.resumes ?? [])].sort((a, b) =>
      b.createdAt.localeCompare(a.createdAt),
    )[0];
    if (newest) setResumeChoice(`builder:${newest.id}:tailored`);
  }, [resumes.data]);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const max = new Intl.NumberFormat(useLanguage()).format(COVER_LETTER_MAX_LENGTH);

  // The form opens on request (or on return from signing in): the letter is what comes next.
  useEffect(() => textareaRef.current?.focus(), []);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (apply.isPending) return;
    const resume = resumeOf(resumeChoice, file);
    if (!resume) {
      setFileError(tMail('applyResume.fileMissing'));
      event.currentTarget.querySelector<HTMLInputElement>('input[type="file"]')?.focus();
      return;
    }
    setFileError(undefined);
    apply.mutate({ coverLetter: coverLetter.trim() || null, resume }, { onSuccess: onApplied });
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby={titleId}
      className="mt-4 space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-5"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {t('apply.title')}
      </h2>
      <FormField label={t('apply.coverLetter')} hint={t('apply.coverLetterHint', { max })}>
        {(label) => (
          <textarea
            {...label}
            ref={textareaRef}
            name="coverLetter"
            rows={6}
            maxLength={COVER_LETTER_MAX_LENGTH}
            value={coverLetter}
            onChange={(event) => setCoverLetter(event.target.value)}
            className={fieldInput}
          />
        )}
      </FormField>
      <ResumePicker
        choice={resumeChoice}
        onChoose={(choice) => {
          hasChosen.current = true;
          setResumeChoice(choice);
          setFileError(undefined);
        }}
        onFile={(picked) => {
          setFile(picked);
          setFileError(undefined);
        }}
        fileError={fileError}
      />
      {apply.isError ? (
        <FormMessage kind="error">
          {describeApiError(apply.error, { fallback: t('apply.failed') }).message}
        </FormMessage>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass('primary')} disabled={apply.isPending}>
          {apply.isPending ? t('apply.submitting') : t('apply.submit')}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          {t('apply.cancel')}
        </button>
      </div>
    </form>
  );
}
