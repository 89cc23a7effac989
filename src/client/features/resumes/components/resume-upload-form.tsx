import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AiNotice } from '../../../../shared/schemas/interviews';
import { FormMessage } from '../../../components/form-message';
import { JobDescriptionField } from '../../../components/job-description-field';
import { buttonClass, card, fieldLabel } from '../../../components/ui-classes';
import { ApiError } from '../../../lib/api-client';
import type { ResumeReading } from '../../../../shared/schemas/resumes';
import { useReadResume } from '../api/read-resume';
import { useUploadResume } from '../api/upload-resume';
import { type ResumeEditor, toEditor, toFields } from '../lib/resume-editor';
import { type ResumeFileProblem, findResumeFileProblem, isPdfFile } from '../lib/resume-file-rules';
import { PdfPreview } from './pdf-preview';
import { ResumeReviewForm } from './resume-review-form';

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
 * The server refused the file itself (a scan, a damaged or locked file): optimizing it would fail
 * the same way. Anything else (the network, a limit, a fault) leaves optimizing as read possible.
 */
function isFileRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 403, 408, 429].includes(error.status)
  );
}

/**
 * The job description and the file, checked here before sending (type, 5 MB) and by the server
 * again; the file is then read into fields the user checks and corrects beside a preview of it,
 * and those fields are what is optimized. A failed upload keeps everything, so the user can fix
 * one thing and try again. `onOptimized`
 * gets the new resume's id and the server's notice, if the daily AI limit made it offline.
 */
export function ResumeUploadForm({
  onOptimized,
}: {
  onOptimized: (resumeId: string, notice: AiNotice | null) => void;
}) {
  const { t } = useTranslation('resumes');
  const upload = useUploadResume();
  const read = useReadResume();
  const [editor, setEditor] = useState<ResumeEditor | null>(null);
  const [readingMeta, setReadingMeta] = useState<Pick<ResumeReading, 'source' | 'savedAt'> | null>(
    null,
  );
  // The file the last reading is for: a reading that comes back after another file was chosen is
  // dropped.
  const readingFor = useRef<File | null>(null);
  const [jobDescription, setJobDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<ResumeFileProblem | null>(null);
  // Remounts the file input after a success, the one way to clear what it shows.
  const [inputGeneration, setInputGeneration] = useState(0);
  // Right after a success the form is empty by design: "please provide…" under "Your resume is
  // optimized" read as an error (a new user's walk), so it waits for the next change.
  const [justOptimized, setJustOptimized] = useState(false);
  const ids = {
    file: useId(),
    fileHelp: useId(),
    fileProblem: useId(),
    hint: useId(),
    message: useId(),
  };
  const isComplete = jobDescription.trim() !== '' && file !== null;
  const failureText = useUploadFailureText(upload.error);
  const readFailureText = useUploadFailureText(read.error);
  const fileRefused = isFileRefusal(read.error);
  const canSubmit = isComplete && !read.isPending && !fileRefused && !upload.isPending;
  const hint = !isComplete
    ? justOptimized
      ? null
      : t('form.required')
    : read.isPending
      ? t('review.readingHint')
      : fileRefused
        ? t('review.fixFileHint')
        : null;

  const handleFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setJustOptimized(false);
    const found = chosen ? findResumeFileProblem(chosen) : null;
    setProblem(found);
    setFile(found ? null : chosen);
    setEditor(null);
    setReadingMeta(null);
    upload.reset();
    read.reset();
    readingFor.current = found ? null : chosen;
    if (!chosen || found) return;
    read.mutate(chosen, {
      onSuccess: (reading, sent) => {
        if (readingFor.current !== sent) return;
        setEditor(toEditor(reading));
        setReadingMeta({ source: reading.source, savedAt: reading.savedAt });
      },
    });
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit || file === null) return;
    upload.mutate(
      { jobDescription, file, fields: editor ? toFields(editor) : null },
      {
        onSuccess: ({ resume, notice }) => {
          setFile(null);
          setEditor(null);
          setReadingMeta(null);
          readingFor.current = null;
          read.reset();
          setInputGeneration((generation) => generation + 1);
          setJustOptimized(true);
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
        onChange={(value) => {
          setJustOptimized(false);
          setJobDescription(value);
        }}
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
      {file ? (
        // A PDF is previewed beside the form; a Word file has no preview, so its note goes above
        // and the form takes the whole width.
        <div
          className={`grid grid-cols-1 items-start gap-6 ${isPdfFile(file) ? 'lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]' : ''}`}
        >
          <div className={`min-w-0 ${isPdfFile(file) ? 'lg:sticky lg:top-4' : ''}`}>
            {isPdfFile(file) ? (
              <PdfPreview file={file} />
            ) : (
              <p className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
                {t('preview.word')}
              </p>
            )}
          </div>
          <div aria-live="polite" className="min-w-0">
            {read.isPending ? (
              <p className="text-sm text-slate-700">{t('review.reading')}</p>
            ) : null}
            {fileRefused ? (
              <p role="alert" className="text-sm font-medium text-red-800">
                {readFailureText}
              </p>
            ) : null}
            {read.isError && !fileRefused ? (
              <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
                {t('review.readFailedNote', { reason: readFailureText })}
              </p>
            ) : null}
            {editor && readingMeta ? (
              <ResumeReviewForm reading={readingMeta} editor={editor} onChange={setEditor} />
            ) : null}
          </div>
        </div>
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
          disabled={!canSubmit}
          aria-describedby={hint ? ids.hint : undefined}
        >
          {upload.isPending ? t('form.submitting') : t('form.submit')}
        </button>
        <p aria-live="polite" className="text-sm text-slate-600">
          {upload.isPending ? t('form.slowHint') : null}
        </p>
      </div>
      {hint ? (
        <p id={ids.hint} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </form>
  );
}
