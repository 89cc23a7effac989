import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AiNotice } from '../../../../shared/schemas/interviews';
import { AiNoticeStatus } from '../../../components/ai-notice-status';
import { ResumeList } from '../components/resume-list';
import { ResumeUploadForm } from '../components/resume-upload-form';

/** Dashboard section: the dashboard layout supplies the heading and tab title. */
export function ResumeBuilderPage() {
  const { t } = useTranslation('resumes');
  // One report open at a time; a freshly optimized resume opens its own.
  const [openReportId, setOpenReportId] = useState<string | null>(null);
  const [lastOptimizedId, setLastOptimizedId] = useState<string | null>(null);
  // Why the last upload was tailored offline (the daily AI limit), in the server's words.
  const [notice, setNotice] = useState<AiNotice | null>(null);
  return (
    <div>
      <p className="mb-4 max-w-2xl text-slate-700">{t('lead')}</p>
      <ResumeUploadForm
        onOptimized={(resumeId, uploadNotice) => {
          setOpenReportId(resumeId);
          setLastOptimizedId(resumeId);
          setNotice(uploadNotice);
        }}
      />
      <p role="status" className="mt-4 text-sm font-medium text-emerald-800">
        {lastOptimizedId ? t('form.done') : ''}
      </p>
      <AiNoticeStatus notice={notice} className="mt-2" />
      <ResumeList
        openReportId={openReportId}
        onToggleReport={(resumeId) =>
          setOpenReportId((current) => (current === resumeId ? null : resumeId))
        }
      />
    </div>
  );
}
