import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// The CSP allows scripts from our own origin only, so the worker is a file of the build rather
// than a blob or an inline script; eval stays off for the same reason.
GlobalWorkerOptions.workerSrc = workerUrl;

/** The preview's width in CSS pixels; the page is scaled to it. */
const PREVIEW_WIDTH = 480;
/** pdf.js's VerbosityLevel.ERRORS: its warnings about odd but readable files are noise here. */
const ERRORS_ONLY = 0;

/**
 * Renders one page of a PDF into `canvas` (CSS sizes it; its pixel size keeps the page's shape),
 * sharp on high-density screens, and tells how many
 * pages the file has. Rejects when the file cannot be read or `signal` aborts.
 */
export async function renderPdfPage(options: {
  file: File;
  pageNumber: number;
  canvas: HTMLCanvasElement;
  signal: AbortSignal;
}): Promise<{ pageCount: number }> {
  const data = new Uint8Array(await options.file.arrayBuffer());
  const task = getDocument({ data, isEvalSupported: false, verbosity: ERRORS_ONLY });
  const abort = () => void task.destroy();
  options.signal.addEventListener('abort', abort, { once: true });
  try {
    const document = await task.promise;
    const page = await document.getPage(Math.min(options.pageNumber, document.numPages));
    const unscaled = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: PREVIEW_WIDTH / unscaled.width });
    const ratio = window.devicePixelRatio || 1;
    options.canvas.width = Math.floor(viewport.width * ratio);
    options.canvas.height = Math.floor(viewport.height * ratio);
    await page.render({
      canvas: options.canvas,
      viewport,
      transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
    }).promise;
    return { pageCount: document.numPages };
  } finally {
    options.signal.removeEventListener('abort', abort);
    if (!options.signal.aborted) void task.destroy();
  }
}
