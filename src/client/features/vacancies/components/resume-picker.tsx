import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { fieldInput } from '../../../components/ui-classes';
import { useMyResumes } from '../api/list-my-resumes';
import { useJobBoardFormat } from '../lib/format';

/** The choice in the picker: '', `builder:<id>:tailored|original`, or 'upload'. */
export type ResumeChoice = string;

interface ResumePickerProps {
  choice: ResumeChoice;
  onChoose: (choice: ResumeChoice) => void;
  /** The file picked when the choice is 'upload'. */
  onFile: (file: File | null) => void;
  fileError?: string;
}

/**
 * Which resume goes with the application: none, the tailored or original file of one of the
 * applicant's Resume Builder resumes, or a PDF or Word file from their device.
 */
export function ResumePicker({ choice, onChoose, onFile, fileError }: ResumePickerProps) {
  const { t } = useTranslation('jobMail');
  const format = useJobBoardFormat();
  const resumes = useMyResumes();
  const list = resumes.data?.resumes ?? [];
  return (
    <>
      <FormField label={t('applyResume.resume')} hint={t('applyResume.resumeHint')}>
        {(label) => (
          <select
            {...label}
            name="resume"
            value={choice}
            onChange={(event) => onChoose(event.target.value)}
            className={fieldInput}
          >
            <option value="">{t('applyResume.noResume')}</option>
            {resumes.isPending ? <option disabled>{t('applyResume.loadingResumes')}</option> : null}
            {list.length > 0 ? (
              <optgroup label={t('applyResume.fromBuilder')}>
                {list.flatMap((resume) => {
                  const values = { name: resume.fileName, date: format.date(resume.createdAt) };
                  return [
                    <option key={`${resume.id}:tailored`} value={`builder:${resume.id}:tailored`}>
                      {t('applyResume.tailored', values)}
                    </option>,
                    <option key={`${resume.id}:original`} value={`builder:${resume.id}:original`}>
                      {t('applyResume.original', values)}
                    </option>,
                  ];
                })}
              </optgroup>
            ) : null}
            <option value="upload">{t('applyResume.upload')}</option>
          </select>
        )}
      </FormField>
      {choice === 'upload' ? (
        <FormField label={t('applyResume.file')} hint={t('applyResume.fileHint')} error={fileError}>
          {(label) => (
            <input
              {...label}
              type="file"
              name="file"
              accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              onChange={(event) => onFile(event.target.files?.[0] ?? null)}
              className={fieldInput}
            />
          )}
        </FormField>
      ) : null}
    </>
  );
}
