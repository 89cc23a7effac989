import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResumeList } from '../components/resume-list';
import { ResumeUploadForm } from '../components/resume-upload-form';

/** Dashboard section: the dashboard layout supplies the heading and tab title. */
export function ResumeBuilderPage() {
  const { t } = useTranslation('resumes');
  // One report open at a time; a freshly optimized resume opens its own.
  const [openReportId, setOpenReportId] = useState<string | null>(null);
  const [lastOptimizedId, setLastOptimizedId] = useState<string | null>(null);
  return (
    <div>
      <p className="mb-4 max-w-2xl text-slate-700">{t('lead')}</p>
      <ResumeUploadForm
        onOptimized={(resumeId) => {
          setOpenReportId(resumeId);
          setLastOptimizedId(resumeId);
        }}
      />
      <p role="status" className="mt-4 text-sm font-medium text-emerald-800">
        {lastOptimizedId ? t('form.done') : ''}
      </p>
      <ResumeList
        openReportId={openReportId}
        onToggleReport={(resumeId) =>
          setOpenReportId((current) => (current === resumeId ? null : resumeId))
        }
      />
    </div>
  );
}
