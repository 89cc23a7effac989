import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui-classes';
import { usePdfPreview } from '../hooks/use-pdf-preview';

/** The chosen PDF's pages, one at a time, drawn by pdf.js; or why they cannot be shown. */
export function PdfPreview({ file }: { file: File }) {
  const { t } = useTranslation('resumes');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [page, setPage] = useState({ file, number: 1 });
  // A new file starts again at its first page.
  const pageNumber = page.file === file ? page.number : 1;
  const preview = usePdfPreview({ file, pageNumber, canvasRef });
  const titleId = useId();
  const pageCount = preview.pageCount;
  const goTo = (number: number) => setPage({ file, number });

  return (
    <figure
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <figcaption id={titleId} className="mb-3 text-sm font-medium text-slate-800">
        {t('preview.title', { fileName: file.name })}
      </figcaption>
      <div aria-live="polite">
        {preview.status === 'loading' ? (
          <p className="text-sm text-slate-600">{t('preview.loading')}</p>
        ) : null}
        {preview.status === 'failed' ? (
          <p role="alert" className="text-sm font-medium text-red-900">
            {t('preview.failed')}
          </p>
        ) : null}
      </div>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={t('preview.pageImage', { page: pageNumber, fileName: file.name })}
        hidden={preview.status === 'failed'}
        className="h-auto w-full max-w-[480px] bg-white shadow"
      />
      {pageCount !== null && pageCount > 1 ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={pageNumber <= 1}
            onClick={() => goTo(pageNumber - 1)}
          >
            {t('preview.previous')}
          </button>
          <span className="text-sm text-slate-700">
            {t('preview.pageOf', { page: pageNumber, count: pageCount })}
          </span>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={pageNumber >= pageCount}
            onClick={() => goTo(pageNumber + 1)}
          >
            {t('preview.next')}
          </button>
        </div>
      ) : null}
    </figure>
  );
}
