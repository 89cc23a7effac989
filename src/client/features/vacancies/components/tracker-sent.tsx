import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COVER_LETTER_MAX_LENGTH } from '../../../../shared/constants';
import { FormMessage } from '../../../components/form-message';
import { buttonClass, fieldInput, fieldLabel, textLink } from '../../../components/ui-classes';
import { describeApiError } from '../../../lib/describe-api-error';
import { useMyResumes } from '../api/list-my-resumes';
import { sentResumeUrl, type TrackerItem, useKeepSent } from '../api/tracker';

/**
 * "What you sent" on a tracked application (issue 38): the kept resume copy and cover letter, and
 * a form to keep them — a Resume Builder resume copied as it is now, so it outlives the resume.
 */
export function TrackerSent({
  item,
  onMessage,
}: {
  item: TrackerItem;
  onMessage: (message: string) => void;
}) {
  const { t } = useTranslation('vacancies');
  const resumes = useMyResumes();
  const keep = useKeepSent();
  const [resumeId, setResumeId] = useState('');
  const [file, setFile] = useState<'tailored' | 'original'>('tailored');
  const [coverLetter, setCoverLetter] = useState(item.coverLetter);
  const ids = { resume: useId(), version: useId(), letter: useId() };
  const failure = { fallback: t('tracker.failed'), connectionLost: t('tracker.connectionLost') };

  return (
    <details className="mt-3 rounded-lg border border-slate-200 p-3">
      <summary className="cursor-pointer text-sm font-medium text-slate-900">
        {t('tracker.sent.heading')}
      </summary>
      <p className="mt-2 text-sm text-slate-700">{t('tracker.sent.lead')}</p>
      {item.sentResume ? (
        <a
          href={sentResumeUrl(item.id)}
          download
          className={`${textLink} mt-2 inline-block text-sm`}
        >
          {t('tracker.sent.download', { name: item.sentResume.fileName })}
        </a>
      ) : null}
      <form
        noValidate
        className="mt-3 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          keep.mutate(
            { id: item.id, ...(resumeId ? { resumeId } : {}), file, coverLetter },
            { onSuccess: () => onMessage(t('tracker.sent.kept', { title: item.title })) },
          );
        }}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={ids.resume} className={fieldLabel}>
              {t('tracker.sent.resume')}
            </label>
            <select
              id={ids.resume}
              value={resumeId}
              onChange={(event) => setResumeId(event.target.value)}
              className={fieldInput}
            >
              <option value="">{t('tracker.sent.noResume')}</option>
              {(resumes.data?.resumes ?? []).map((resume) => (
                <option key={resume.id} value={resume.id}>
                  {resume.fileName}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.version} className={fieldLabel}>
              {t('tracker.sent.version')}
            </label>
            <select
              id={ids.version}
              value={file}
              onChange={(event) => setFile(event.target.value as 'tailored' | 'original')}
              className={fieldInput}
            >
              <option value="tailored">{t('tracker.sent.versions.tailored')}</option>
              <option value="original">{t('tracker.sent.versions.original')}</option>
            </select>
          </div>
        </div>
        <div>
          <label htmlFor={ids.letter} className={fieldLabel}>
            {t('tracker.sent.coverLetter')}
          </label>
          <textarea
            id={ids.letter}
            rows={4}
            maxLength={COVER_LETTER_MAX_LENGTH}
            value={coverLetter}
            onChange={(event) => setCoverLetter(event.target.value)}
            className={fieldInput}
          />
        </div>
        {keep.isError ? (
          <FormMessage kind="error">{describeApiError(keep.error, failure).message}</FormMessage>
        ) : null}
        <button type="submit" disabled={keep.isPending} className={buttonClass('secondary')}>
          {keep.isPending ? t('tracker.sent.keeping') : t('tracker.sent.keep')}
        </button>
      </form>
    </details>
  );
}
