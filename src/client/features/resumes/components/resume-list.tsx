import { useTranslation } from 'react-i18next';
import { ListSection } from '../../../components/list-section';
import { ApiError } from '../../../lib/api-client';
import { useResumes } from '../api/list-resumes';
import { ResumeListItem } from './resume-list-item';

interface ResumeListProps {
  /** The resume whose report is shown, if any. */
  openReportId: string | null;
  onToggleReport: (resumeId: string) => void;
}

/** Spec §8: a guest is asked to sign in, a refused read explains permissions, else a retry. */
function useLoadFailureText(error: unknown): string {
  const { t } = useTranslation('resumes');
  if (error instanceof ApiError && error.status === 401) return t('errors.signInToList');
  if (error instanceof ApiError && error.status === 403) return t('errors.noListPermission');
  return t('errors.loadFailed');
}

/** "Your Optimized Resumes", newest first. */
export function ResumeList({ openReportId, onToggleReport }: ResumeListProps) {
  const { t } = useTranslation('resumes');
  const resumes = useResumes();
  const failureText = useLoadFailureText(resumes.error);
  return (
    <ListSection
      title={t('list.title')}
      query={resumes}
      items={resumes.data?.resumes}
      text={{ loading: t('list.loading'), loadFailed: failureText, empty: t('list.empty') }}
      renderItem={(resume) => (
        <ResumeListItem
          key={resume.id}
          resume={resume}
          isReportOpen={openReportId === resume.id}
          onToggleReport={() => onToggleReport(resume.id)}
        />
      )}
    />
  );
}
