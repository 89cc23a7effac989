// The tailored resume in the formats besides its PDF (Word and plain text), each read back and
// checked against the resume it was made from: every word, section, entry and bullet must come
// back. A format that fails is not offered, and the report says so; the user never downloads a
// file that lost part of their resume.
import { analyseResume } from '../analysis/analyse-resume';
import { getDocumentText } from '../analysis/document-text';
import type { ResumeDocument } from '../analysis/resume-model';
import { findLostStructure, measureShape } from '../tailoring/compare-structure';
import { readDrawnDocxOffThread, renderDocxOffThread } from './render-off-thread';
import { renderResumeText } from './render-resume-text';
import { findMissingWords } from './verify-rendered';
import type { TailoredOtherFormat } from '../../../storage/object-key';

export type OtherFormat = TailoredOtherFormat;

export interface CheckedFormats {
  /** The files that kept everything, ready to store and offer. */
  files: Partial<Record<OtherFormat, Uint8Array>>;
  /** The formats not offered, because reading them back lost part of the resume. */
  unavailable: OtherFormat[];
}

/** Whether plain text keeps every word, every section heading and every bullet as its own line. */
function textKeepsAll(document: ResumeDocument, text: string): boolean {
  if (findMissingWords({ expected: getDocumentText(document), actual: text }).length > 0) {
    return false;
  }
  const bullets = text.split('\n').filter((line) => line.startsWith('• ')).length;
  const headings = document.sections.filter((section) => section.title !== null);
  const lines = new Set(text.split('\n'));
  return (
    bullets >= measureShape(document).bullets &&
    headings.every((section) => lines.has((section.title ?? '').toUpperCase()))
  );
}

/** Renders and checks the Word and text versions of a resume. */
export async function checkOtherFormats(document: ResumeDocument): Promise<CheckedFormats> {
  const files: CheckedFormats['files'] = {};
  const unavailable: OtherFormat[] = [];
  try {
    const docx = await renderDocxOffThread(document);
    // Read back off the server's thread (mammoth holds it 10–50 ms).
    const reread = analyseResume(await readDrawnDocxOffThread(docx));
    const missing = findMissingWords({
      expected: getDocumentText(document),
      actual: getDocumentText(reread),
    });
    if (missing.length === 0 && findLostStructure(document, reread).length === 0) {
      files.docx = docx;
    } else unavailable.push('docx');
  } catch {
    unavailable.push('docx');
  }
  const text = renderResumeText(document);
  if (textKeepsAll(document, text)) files.txt = new TextEncoder().encode(text);
  else unavailable.push('txt');
  return { files, unavailable };
}
