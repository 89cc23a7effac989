import { buildLines } from './build-lines';
import { ExtractionError } from './extraction-error';
import { findColumns } from './find-columns';
import { openPdf } from '../../../pdf/pdfjs';
import { readPageText } from './read-page-text';
import type { ExtractedText, TextLine } from './text-line';

const DEFAULT_MAX_PAGES = 20;
/** Fewer readable letters than this in the whole file means there is no text to work with. */
const MIN_LETTERS = 20;
const MIN_LETTERS_ON_PAGE = 5;

/**
 * The text of a PDF resume, line by line in reading order (a two-column page's main column in its
 * place, sidebars after the last page). Throws ExtractionError: not_pdf, password_protected, unreadable, too_many_pages, or
 * no_text for a scan, whose content is never guessed.
 */
export async function extractResumeText(
  bytes: Uint8Array,
  options: { maxPages?: number } = {},
): Promise<ExtractedText> {
  if (!startsWithPdfSignature(bytes)) {
    throw new ExtractionError('not_pdf', { message: 'The file does not start with %PDF-' });
  }
  const document = await openPdf(bytes).catch((error: unknown) => {
    throw toExtractionError(error);
  });
  try {
    const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
    if (document.numPages > maxPages) {
      throw new ExtractionError('too_many_pages', {
        message: `The PDF has more than ${maxPages} pages`,
      });
    }
    const lines: TextLine[] = [];
    // A sidebar is read after the main column on every page: the main column of page 1 goes on
    // on page 2 (the last job's bullets, the next job), never under the sidebar's last heading.
    const asides: TextLine[] = [];
    const links: string[] = [];
    const twoColumnPages: number[] = [];
    const pagesWithoutText: number[] = [];
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber += 1) {
      const page = await document.getPage(pageNumber);
      const pageText = await readPageText(page).catch((error: unknown) => {
        throw toExtractionError(error);
      });
      page.cleanup();
      links.push(...pageText.links.filter((link) => !links.includes(link)));
      if (countLetters(pageText.runs.map((run) => run.text).join('')) < MIN_LETTERS_ON_PAGE) {
        pagesWithoutText.push(pageNumber);
      }
      const regions = findColumns(pageText.runs);
      if (regions.isTwoColumn) twoColumnPages.push(pageNumber);
      for (const group of regions.groups) {
        const read = buildLines(group.runs, { page: pageNumber, column: group.column });
        (group.aside ? asides : lines).push(...read);
      }
    }
    lines.push(...asides);
    const text = lines.map((line) => line.text).join('\n');
    if (countLetters(text) < MIN_LETTERS) {
      throw new ExtractionError('no_text', {
        message: 'The PDF has no selectable text (a scan or an image)',
      });
    }
    return { pageCount: document.numPages, lines, text, links, twoColumnPages, pagesWithoutText };
  } finally {
    await document.destroy();
  }
}

function startsWithPdfSignature(bytes: Uint8Array): boolean {
  const signature = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
  return signature.every((byte, index) => bytes[index] === byte);
}

function countLetters(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}

function toExtractionError(error: unknown): ExtractionError {
  if (error instanceof ExtractionError) return error;
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') {
    return new ExtractionError('password_protected', {
      message: 'The PDF is protected by a password',
      cause: error,
    });
  }
  return new ExtractionError('unreadable', { message: 'The PDF could not be read', cause: error });
}
