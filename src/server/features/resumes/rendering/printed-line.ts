// How one line of the resume is printed, the same in every format and in the review form: a line
// and what is set flush right on it (a job's dates, a place), or one line of joined cells.
import { findDates } from '../analysis/dates';
import type { ResumeBlock } from '../analysis/resume-model';

export interface PrintedLine {
  left: string;
  /** Set flush right (a right tab in Word, " — " in plain text); null when nothing is. */
  right: string | null;
}

/**
 * Two cells are a line and its right-hand part; three or more (a table row, a template's header
 * laid out in boxes) are joined into one line, with the last set on the right when it is a date.
 * A bullet is always one line.
 */
export function printedLine(block: ResumeBlock): PrintedLine {
  const cells = block.text
    .split('\t')
    .map((cell) => cell.replace(/\s+/gu, ' ').trim())
    .filter((cell) => cell !== '');
  const last = cells[cells.length - 1] ?? '';
  const hasRight =
    block.kind === 'text' && (cells.length === 2 || (cells.length > 2 && findDates(last) !== null));
  if (!hasRight) return { left: joinCells(cells), right: null };
  return { left: joinCells(cells.slice(0, -1)), right: last };
}

/** Cells joined by commas; a cell that starts with its own punctuation (", employer") keeps it. */
function joinCells(cells: readonly string[]): string {
  return cells.reduce(
    (line, cell) =>
      line === '' ? cell : /^[,;:.)]/u.test(cell) ? `${line}${cell}` : `${line}, ${cell}`,
    '',
  );
}
