// What an uploaded resume file is, by its content: a PDF, a Word document, or one of the files
// people pick by mistake (an old .doc, a macro-enabled Word file renamed .docx, a spreadsheet, an
// OpenDocument text, a damaged Word file), each named so the user knows what to do next.
import type JSZip from 'jszip';
import { checkZipSize, looksLikeZip } from './extraction/docx-text';
import { isExtractionError } from './extraction/extraction-error';

export type ResumeFileKind = 'pdf' | 'docx';

/** Why a file is not a resume the Resume Builder can read; each has its own message. */
export type ResumeFileRefusal =
  /** Neither a PDF nor any Office file. */
  | 'resume_file_invalid'
  /** Word 97–2003 (.doc) or another Office 97–2003 file. */
  | 'resume_file_doc'
  /** A macro-enabled Word document (.docm), whatever its name says. */
  | 'resume_file_macro'
  /** A spreadsheet, a presentation or an OpenDocument file. */
  | 'resume_file_other_office'
  /** Named or declared a Word document, but its package cannot be opened. */
  | 'resume_docx_unreadable'
  /** Unpacks to far more than a resume (checked from the zip's directory, nothing inflated). */
  | 'resume_too_complex';

export type FileVerdict = { kind: ResumeFileKind } | { refusal: ResumeFileRefusal };

export const DOCX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** The main part of a Word document or template in [Content_Types].xml. */
const WORD_MAIN = /wordprocessingml\.(?:document|template)\.main\+xml/i;
const MACRO_WORD = /ms-word\.(?:document|template)\.macroEnabled/i;
const OTHER_OFFICE = /spreadsheetml|presentationml|ms-excel|ms-powerpoint/i;
/** Larger than any [Content_Types].xml: a bigger one is not read. */
const MAX_CONTENT_TYPES_BYTES = 256 * 1024;

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

function isDeclaredDocx(declared: string, name: string): boolean {
  return (
    declared === DOCX_CONTENT_TYPE ||
    ((declared === '' || declared === 'application/octet-stream') && /\.docx$/i.test(name))
  );
}

/**
 * The file's kind, or why it is refused. A PDF must be declared one (spec §5); any zip or Office
 * 97–2003 file is judged by its content, since its name and declared type are whatever the
 * user's system made of them.
 */
export async function readFileVerdict(file: {
  name: string;
  type: string;
  bytes: Uint8Array;
}): Promise<FileVerdict> {
  const declared = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  const { bytes, name } = file;
  if (startsWith(bytes, PDF_SIGNATURE)) {
    return declared === 'application/pdf' ? { kind: 'pdf' } : { refusal: 'resume_file_invalid' };
  }
  if (startsWith(bytes, OLE_SIGNATURE)) return { refusal: 'resume_file_doc' };
  if (!looksLikeZip(bytes)) {
    return isDeclaredDocx(declared, name)
      ? { refusal: 'resume_docx_unreadable' }
      : { refusal: 'resume_file_invalid' };
  }
  return readZipVerdict(bytes, isDeclaredDocx(declared, name));
}

async function readZipVerdict(bytes: Uint8Array, declaredDocx: boolean): Promise<FileVerdict> {
  const unreadable: FileVerdict = {
    refusal: declaredDocx ? 'resume_docx_unreadable' : 'resume_file_invalid',
  };
  try {
    checkZipSize(bytes);
  } catch (error) {
    if (isExtractionError(error, 'too_complex')) return { refusal: 'resume_too_complex' };
    throw error;
  }
  let zip: JSZip;
  try {
    // Loaded on first use, not at the server's start (sixty files).
    const { default: zipReader } = await import('jszip');
    zip = await zipReader.loadAsync(bytes, { checkCRC32: false });
  } catch {
    return unreadable;
  }
  const mimetype = zip.file('mimetype');
  if (mimetype) {
    const value = await readSmall(mimetype);
    if (value?.startsWith('application/vnd.oasis.opendocument')) {
      return { refusal: 'resume_file_other_office' };
    }
  }
  const contentTypes = zip.file('[Content_Types].xml');
  const types = contentTypes ? await readSmall(contentTypes) : null;
  if (types === null) return unreadable;
  if (MACRO_WORD.test(types)) return { refusal: 'resume_file_macro' };
  if (WORD_MAIN.test(types)) return { kind: 'docx' };
  if (OTHER_OFFICE.test(types)) return { refusal: 'resume_file_other_office' };
  return unreadable;
}

/** A small text entry of the zip, or null when it is too large or cannot be inflated. */
async function readSmall(entry: JSZip.JSZipObject): Promise<string | null> {
  const declaredSize = (entry as unknown as { _data?: { uncompressedSize?: number } })._data
    ?.uncompressedSize;
  if (declaredSize !== undefined && declaredSize > MAX_CONTENT_TYPES_BYTES) return null;
  try {
    const text = await entry.async('string');
    return text.length > MAX_CONTENT_TYPES_BYTES ? null : text;
  } catch {
    return null;
  }
}
