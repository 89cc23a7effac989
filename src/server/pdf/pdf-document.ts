import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';
import { PDF_FONTS } from './fonts';

/**
 * pdfkit (with fontkit and its tables) is loaded when the first PDF is drawn, not at every start
 * of the server, which seldom draws one (issue 36).
 */
const loadPdfKit = (): typeof PDFDocument =>
  createRequire(import.meta.url)('pdfkit') as typeof PDFDocument;

export type Pdf = InstanceType<typeof PDFDocument>;
type PdfOptions = NonNullable<ConstructorParameters<typeof PDFDocument>[0]>;

/**
 * A new A4 PDF with HireReady's fonts registered as 'regular' and 'bold'; draw on `pdf`, then
 * `finish()` ends it and resolves with its bytes. pdfkit reads every info value it is given (an
 * undefined Author crashed it), so callers pass only values they have.
 */
export function createPdf(options: PdfOptions): { pdf: Pdf; finish: () => Promise<Uint8Array> } {
  const PdfKit = loadPdfKit();
  const pdf = new PdfKit({ size: 'A4', ...options });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve);
    pdf.on('error', reject);
  });
  pdf.registerFont('regular', PDF_FONTS.regular);
  pdf.registerFont('bold', PDF_FONTS.bold);
  return {
    pdf,
    finish: async () => {
      pdf.end();
      await finished;
      return new Uint8Array(Buffer.concat(chunks));
    },
  };
}
