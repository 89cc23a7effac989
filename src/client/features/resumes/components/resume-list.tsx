import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { ApiError } from '../../../lib/api-client';
import { useResumes } from '../api/resumes-api';
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
  const titleId = useId();
  const failureText = useLoadFailureText(resumes.error);
  return (
    <section aria-labelledby={titleId} className="mt-10">
      <h2 id={titleId} className="mb-4 text-xl font-semibold text-slate-900">
        {t('list.title')}
      </h2>
      {resumes.isPending ? (
        <p role="status" className="text-slate-600">
          {t('list.loading')}
        </p>
      ) : resumes.isError ? (
        <ErrorPanel
          message={failureText}
          onRetry={() => void resumes.refetch()}
          isRetrying={resumes.isFetching}
        />
      ) : resumes.data.resumes.length === 0 ? (
        <p className="text-slate-600">{t('list.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {resumes.data.resumes.map((resume) => (
            <ResumeListItem
              key={resume.id}
              resume={resume}
              isReportOpen={openReportId === resume.id}
              onToggleReport={() => onToggleReport(resume.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
