import { describe, expect, it } from 'vitest';
import { findResumeFileProblem } from './resume-file-rules';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('findResumeFileProblem', () => {
  it.each([
    ['cv.pdf', 'application/pdf', null],
    ['cv.docx', DOCX, null],
    ['cv.docx', '', null],
    ['cv.docx', 'application/octet-stream', null],
    ['cv.doc', 'application/msword', 'doc'],
    ['cv.doc', '', 'doc'],
    ['cv.docm', 'application/vnd.ms-word.document.macroEnabled.12', 'macro'],
    [
      'cv.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'other_office',
    ],
    ['cv.odt', 'application/vnd.oasis.opendocument.text', 'other_office'],
    ['cv.txt', 'text/plain', 'invalid_type'],
    ['cv.pdf', '', 'invalid_type'],
  ])('%s (%j) → %j', (name, type, problem) => {
    expect(findResumeFileProblem(new File(['x'], name, { type }))).toBe(problem);
  });

  it('names an empty file as empty, not as the wrong type', () => {
    expect(findResumeFileProblem(new File([], 'cv.pdf', { type: 'application/pdf' }))).toBe(
      'empty',
    );
  });

  it('refuses a file over 5 MB', () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'cv.pdf', {
      type: 'application/pdf',
    });
    expect(findResumeFileProblem(big)).toBe('too_large');
  });
});
