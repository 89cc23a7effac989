import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AiNotice } from '../../../../shared/schemas/interviews';
import { FormMessage } from '../../../components/form-message';
import { JobDescriptionField } from '../../../components/job-description-field';
import { buttonClass, card, fieldLabel } from '../../../components/ui-classes';
import { ApiError } from '../../../lib/api-client';
import { useUploadResume } from '../api/upload-resume';
import { type ResumeFileProblem, findResumeFileProblem, isPdfFile } from '../lib/resume-file-rules';
import { PdfPreview } from './pdf-preview';

const PROBLEM_KEYS = {
  invalid_type: 'form.invalidType',
  too_large: 'form.tooLarge',
  empty: 'form.empty',
  doc: 'form.doc',
  macro: 'form.macro',
  other_office: 'form.otherOffice',
} as const satisfies Record<ResumeFileProblem, string>;

/** Why the upload failed, in the UI language: the server's own words where it gave them. */
function useUploadFailureText(error: unknown): string {
  const { t } = useTranslation('resumes');
  if (error instanceof ApiError && error.status === 401) return t('errors.signInToOptimize');
  if (error instanceof ApiError && error.status === 403) return t('errors.noUploadPermission');
  if (error instanceof ApiError && error.message) return error.message;
  return t('errors.optimizeFailed');
}

/**
 * The job description and the PDF, checked here before sending (type, 5 MB) and by the server
 * again. A failed upload keeps both, so the user can fix one thing and try again. `onOptimized`
 * gets the new resume's id and the server's notice, if the daily AI limit made it offline.
 */
export function ResumeUploadForm({
  onOptimized,
}: {
  onOptimized: (resumeId: string, notice: AiNotice | null) => void;
}) {
  const { t } = useTranslation('resumes');
  const upload = useUploadResume();
  const [jobDescription, setJobDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<ResumeFileProblem | null>(null);
  // Remounts the file input after a success, the one way to clear what it shows.
  const [inputGeneration, setInputGeneration] = useState(0);
  const ids = {
    file: useId(),
    fileHelp: useId(),
    fileProblem: useId(),
    hint: useId(),
    message: useId(),
  };
  const isComplete = jobDescription.trim() !== '' && file !== null;
  const failureText = useUploadFailureText(upload.error);

  const handleFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const found = chosen ? findResumeFileProblem(chosen) : null;
    setProblem(found);
    setFile(found ? null : chosen);
    upload.reset();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isComplete || file === null || upload.isPending) return;
    upload.mutate(
      { jobDescription, file },
      {
        onSuccess: ({ resume, notice }) => {
          setFile(null);
          setInputGeneration((generation) => generation + 1);
          onOptimized(resume.id, notice ?? null);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit} className={`${card} space-y-5`}>
      <JobDescriptionField
        label={t('form.jobDescription')}
        placeholder={t('form.jobDescriptionPlaceholder')}
        value={jobDescription}
        onChange={setJobDescription}
      />
      <div>
        <label htmlFor={ids.file} className={fieldLabel}>
          {t('form.file')}
        </label>
        <input
          key={inputGeneration}
          id={ids.file}
          name="file"
          type="file"
          accept="application/pdf,.pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.docx"
          required
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${ids.fileHelp} ${ids.fileProblem}` : ids.fileHelp}
          onChange={handleFileChange}
          className="mt-1 block w-full text-sm text-slate-800 file:mr-4 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-4 file:py-2 file:font-semibold file:text-indigo-700 hover:file:bg-indigo-100"
        />
        <p id={ids.fileHelp} className="mt-1 text-sm text-slate-600">
          {t('form.fileHelp')}
        </p>
        {problem ? (
          <p id={ids.fileProblem} role="alert" className="mt-2 text-sm font-medium text-red-800">
            {t(PROBLEM_KEYS[problem])}
          </p>
        ) : null}
      </div>
      {file && isPdfFile(file) ? <PdfPreview file={file} /> : null}
      {file && !isPdfFile(file) ? (
        <p className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
          {t('preview.word')}
        </p>
      ) : null}
      {upload.isError ? (
        <FormMessage kind="error" id={ids.message}>
          {failureText}
        </FormMessage>
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          className={buttonClass('primary', 'lg')}
          disabled={!isComplete || upload.isPending}
          aria-describedby={isComplete ? undefined : ids.hint}
        >
          {upload.isPending ? t('form.submitting') : t('form.submit')}
        </button>
        <p aria-live="polite" className="text-sm text-slate-600">
          {upload.isPending ? t('form.slowHint') : null}
        </p>
      </div>
      {isComplete ? null : (
        <p id={ids.hint} className="text-sm text-slate-600">
          {t('form.required')}
        </p>
      )}
    </form>
  );
}
