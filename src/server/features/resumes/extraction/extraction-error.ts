// Why a PDF's text could not be read. Each kind maps to one message the user can act on; the route
// layer chooses the words, in the user's language.
import { AppError } from '../../../app-error';

export type ExtractionErrorKind =
  /** The bytes are not a PDF at all. */
  | 'not_pdf'
  /** The PDF needs a password to open. */
  | 'password_protected'
  /** A PDF, but damaged or in a form pdf.js cannot read. */
  | 'unreadable'
  /** No selectable text: a scan or a picture of a resume. Nothing is ever guessed from images. */
  | 'no_text'
  /** More pages than any resume has; refused rather than read in part. */
  | 'too_many_pages'
  /**
   * More work than any resume needs: compressed content inflating past the cap, or reading that
   * ran out of its time or memory (a "PDF bomb" or a zip bomb). Refused, never read in part.
   */
  | 'too_complex';

export class ExtractionError extends Error {
  override name = 'ExtractionError';
  readonly kind: ExtractionErrorKind;

  constructor(kind: ExtractionErrorKind, details: { message: string; cause?: unknown }) {
    super(details.message, 'cause' in details ? { cause: details.cause } : undefined);
    this.kind = kind;
  }
}

export function isExtractionError(
  value: unknown,
  kind?: ExtractionErrorKind,
): value is ExtractionError {
  return value instanceof ExtractionError && (kind === undefined || value.kind === kind);
}

/** The page limit of the extractor, named in its message. */
const MAX_PAGES = 20;

/** The error a user is shown for a file the extractor could not read, naming what the file is. */
export function extractionAppError(kind: ExtractionErrorKind, fileKind: 'pdf' | 'docx'): AppError {
  switch (kind) {
    case 'not_pdf':
      return new AppError('resume_file_invalid');
    case 'password_protected':
      return new AppError('resume_password_protected');
    case 'unreadable':
      return new AppError(fileKind === 'docx' ? 'resume_docx_unreadable' : 'resume_unreadable');
    case 'no_text':
      return new AppError(fileKind === 'docx' ? 'resume_docx_no_text' : 'resume_no_text');
    case 'too_many_pages':
      return new AppError('resume_too_many_pages', { pages: MAX_PAGES });
    case 'too_complex':
      return new AppError('resume_too_complex');
  }
}
