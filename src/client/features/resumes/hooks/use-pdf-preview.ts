import { type RefObject, useEffect, useState } from 'react';

export interface PdfPreviewState {
  status: 'loading' | 'ready' | 'failed';
  /** The file's page count once known; kept while another page of the same file loads. */
  pageCount: number | null;
}

interface Drawn {
  fileKey: string;
  pageNumber: number;
  status: 'ready' | 'failed';
  pageCount: number | null;
}

function keyOf(file: File): string {
  return `${file.name}:${file.size}:${file.lastModified}`;
}

/**
 * Draws page `pageNumber` of `file` into `canvasRef` with pdf.js. pdf.js is loaded only here, on
 * demand, so it never weighs on pages without a preview. A browser without Web Workers (or a
 * file pdf.js cannot read) gets `failed`: parsing untrusted PDFs on the main thread is no option.
 */
export function usePdfPreview(options: {
  file: File;
  pageNumber: number;
  canvasRef: RefObject<HTMLCanvasElement | null>;
}): PdfPreviewState {
  const { file, pageNumber, canvasRef } = options;
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const fileKey = keyOf(file);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const controller = new AbortController();
    const show = (result: Omit<Drawn, 'fileKey' | 'pageNumber'>) => {
      if (!controller.signal.aborted) setDrawn({ fileKey: keyOf(file), pageNumber, ...result });
    };
    if (typeof Worker === 'undefined') {
      show({ status: 'failed', pageCount: null });
      return;
    }
    import('../lib/render-pdf-page')
      .then(({ renderPdfPage }) =>
        renderPdfPage({ file, pageNumber, canvas, signal: controller.signal }),
      )
      .then(({ pageCount }) => show({ status: 'ready', pageCount }))
      .catch(() => show({ status: 'failed', pageCount: null }));
    return () => controller.abort();
  }, [file, pageNumber, canvasRef]);

  const isSameFile = drawn?.fileKey === fileKey;
  // A new file or page reads "loading" until its own result arrives, never the previous one's.
  const status = isSameFile && drawn.pageNumber === pageNumber ? drawn.status : 'loading';
  return { status, pageCount: isSameFile ? drawn.pageCount : null };
}
