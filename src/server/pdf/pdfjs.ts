// pdf.js (legacy build, the one meant for Node) loaded once, with the options every read uses.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let loading: Promise<PdfJs> | undefined;

function loadPdfJs(): Promise<PdfJs> {
  loading ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return loading;
}

const packageDir = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** Opens a PDF from memory. The caller must call destroy() on the result. */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    // pdf.js may transfer (and so empty) the buffer it is given; the caller keeps its own.
    data: new Uint8Array(bytes),
    // Fonts are never turned into JavaScript, and no system font is looked up.
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    // Errors only: warnings about odd fonts are pdf.js's business, not the server log's.
    verbosity: 0,
    standardFontDataUrl: join(packageDir, 'standard_fonts') + '/',
    cMapUrl: join(packageDir, 'cmaps') + '/',
    cMapPacked: true,
  });
  try {
    return await task.promise;
  } catch (error) {
    // A file that fails to open (locked, damaged) must not leave its worker behind.
    await task.destroy();
    throw error;
  }
}
