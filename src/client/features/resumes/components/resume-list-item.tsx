import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DownloadLink } from '../../../components/download-link';
import { FormMessage } from '../../../components/form-message';
import { buttonClass, textLink } from '../../../components/ui-classes';
import { ApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { useDeleteResume } from '../api/delete-resume';
import { useResume } from '../api/get-resume';
import type { ResumeListItem as Resume } from '../api/list-resumes';
import { resumeDownloadUrl } from '../api/resume-download-url';
import { TailoringReport } from './tailoring-report';

interface ResumeListItemProps {
  resume: Resume;
  isReportOpen: boolean;
  onToggleReport: () => void;
}

/** One tailored resume: its scores and mode, its downloads, its report on demand, and delete. */
export function ResumeListItem({ resume, isReportOpen, onToggleReport }: ResumeListItemProps) {
  const { t } = useTranslation('resumes');
  const language = useLanguage();
  const detail = useResume(resume.id, isReportOpen);
  const remove = useDeleteResume();
  const [isConfirming, setIsConfirming] = useState(false);
  const deleteButtonRef = useRef<HTMLButtonElement>(null);
  const ids = { title: useId(), report: useId() };
  const isWord = /\.docx$/i.test(resume.fileName);
  const createdAt = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(resume.createdAt));

  const closeDialog = () => {
    setIsConfirming(false);
    remove.reset();
    deleteButtonRef.current?.focus();
  };

  return (
    <li aria-labelledby={ids.title} className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={ids.title} className="font-semibold break-words text-slate-900">
            {resume.fileName}
          </h3>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
            <span>{t('list.created', { date: createdAt })}</span>
            {resume.scoreBefore !== null && resume.scoreAfter !== null ? (
              <span className="font-medium text-slate-800">
                {t('list.score', { before: resume.scoreBefore, after: resume.scoreAfter })}
              </span>
            ) : null}
            <span>{t(resume.mode === 'ai' ? 'list.modeAi' : 'list.modeOffline')}</span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {resume.formats.includes('pdf') ? (
            <a
              href={resumeDownloadUrl({ id: resume.id, file: 'tailored' })}
              download
              className={buttonClass('primary', 'sm')}
              aria-label={t('list.downloadFor', { fileName: resume.fileName })}
            >
              {t('list.download')}
            </a>
          ) : null}
          {/* Made on request, in a few seconds: the links say so meanwhile. */}
          {resume.formats.includes('docx') ? (
            <DownloadLink
              href={resumeDownloadUrl({ id: resume.id, file: 'tailored', format: 'docx' })}
              className={textLink}
              ariaLabel={t('list.downloadDocxFor', { fileName: resume.fileName })}
              label={t('list.downloadDocx')}
            />
          ) : null}
          {resume.formats.includes('txt') ? (
            <DownloadLink
              href={resumeDownloadUrl({ id: resume.id, file: 'tailored', format: 'txt' })}
              className={textLink}
              ariaLabel={t('list.downloadTextFor', { fileName: resume.fileName })}
              label={t('list.downloadText')}
            />
          ) : null}
          {resume.hasOriginal ? (
            <a
              href={resumeDownloadUrl({ id: resume.id, file: 'original' })}
              download
              // When tailoring kept the original, the original is the download.
              className={resume.formats.length === 0 ? buttonClass('primary', 'sm') : textLink}
              aria-label={t(isWord ? 'list.originalWordFor' : 'list.originalFor', {
                fileName: resume.fileName,
              })}
            >
              {t(isWord ? 'list.originalWord' : 'list.original')}
            </a>
          ) : null}
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            aria-expanded={isReportOpen}
            aria-controls={ids.report}
            onClick={onToggleReport}
          >
            {isReportOpen ? t('list.hideReport') : t('list.viewReport')}
          </button>
          <button
            ref={deleteButtonRef}
            type="button"
            className={buttonClass('secondary', 'sm')}
            aria-label={t('list.deleteFor', { fileName: resume.fileName })}
            onClick={() => setIsConfirming(true)}
          >
            {t('list.delete')}
          </button>
        </div>
      </div>
      <div id={ids.report} hidden={!isReportOpen} className="mt-4 border-t border-slate-200 pt-4">
        {isReportOpen ? <ReportPanel detail={detail} /> : null}
      </div>
      {isConfirming ? (
        <ConfirmDialog
          title={t('list.deleteTitle')}
          message={t('list.deleteMessage', { fileName: resume.fileName })}
          confirmLabel={t('list.confirmDelete')}
          cancelLabel={t('list.cancel')}
          pendingLabel={t('list.deleting')}
          isPending={remove.isPending}
          onCancel={closeDialog}
          onConfirm={() =>
            remove.mutate(resume.id, {
              // The item stays with its message; the dialog gives way so it can be read.
              onError: () => {
                setIsConfirming(false);
                deleteButtonRef.current?.focus();
              },
            })
          }
        />
      ) : null}
      {remove.isError ? (
        <div className="mt-3">
          <FormMessage kind="error">
            {remove.error instanceof ApiError && remove.error.message
              ? remove.error.message
              : t('errors.deleteFailed')}
          </FormMessage>
        </div>
      ) : null}
    </li>
  );
}

function ReportPanel({ detail }: { detail: ReturnType<typeof useResume> }) {
  const { t } = useTranslation('resumes');
  if (detail.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {t('report.loading')}
      </p>
    );
  }
  if (detail.isError) {
    return <FormMessage kind="error">{t('report.loadFailed')}</FormMessage>;
  }
  if (!detail.data.resume.report)
    return <p className="text-sm text-slate-700">{t('report.unavailable')}</p>;
  return <TailoringReport report={detail.data.resume.report} mode={detail.data.resume.mode} />;
}
