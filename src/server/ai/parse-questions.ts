import { CoachError } from './coach-error';

// Reads the model's questions per spec §5: lines beginning with a number and a dot; if none match,
// the non-empty lines. Models decorate lists in many ways (bold numbers, "1)", code fences, a
// preamble, bullets), so numbering and surrounding markup are stripped. Zero questions is an
// error; a count other than 12 is the caller's to tolerate.

const NUMBERED = /^(?:\*\*|__)?\s*\d{1,2}\s*[.)]\s*(.*)$/;
const BULLET = /^[-*+•–—]\s+(.*)$/;
const FENCE = /^(```|~~~)/;
const HEADING = /^#{1,6}(\s|$)/;
const WRAPPERS: Array<[string, string]> = [
  ['**', '**'],
  ['__', '__'],
  ['"', '"'],
  ["'", "'"],
  ['“', '”'],
  ['«', '»'],
  ['`', '`'],
];

export function parseQuestions(text: string): string[] {
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !FENCE.test(line));

  const numbered = pick(lines, NUMBERED);
  if (numbered.length > 0) return numbered;

  // A bulleted list with a lead-in line ("Here are your questions:") should not count the lead-in.
  const bulleted = pick(lines, BULLET);
  if (bulleted.length > 0) return bulleted;

  const questions = lines
    // A numbered line that was empty after cleaning ("1.", "2. ** **") is no question either.
    .filter((line) => !HEADING.test(line) && !NUMBERED.test(line))
    .map(cleanQuestion)
    .filter((line) => line !== '');
  if (questions.length === 0) throw CoachError.noQuestions();
  return questions;
}

function pick(lines: string[], pattern: RegExp): string[] {
  return lines
    .map((line) => pattern.exec(line)?.[1])
    .filter((rest) => rest !== undefined)
    .map(cleanQuestion)
    .filter((question) => question !== '');
}

/** Strips what surrounds the question: bold markers, a bold category label, quotes, backticks. */
function cleanQuestion(raw: string): string {
  let text = raw.trim();
  for (const marker of ['**', '__']) {
    // "**1.** Question" leaves "** Question" and "**1. Question**" leaves "Question**": an
    // unpaired marker at either end belonged to the numbering.
    if (text.split(marker).length % 2 === 0) {
      if (text.startsWith(marker)) text = text.slice(marker.length).trim();
      else if (text.endsWith(marker)) text = text.slice(0, -marker.length).trim();
    }
  }
  // "**Technical:** What is…" or "**Technical**: What is…": the category label is no question.
  text = text.replace(/^(\*\*|__)[^*_]{1,40}?(:\s*\1|\1\s*:)\s*(?=\S)/, '');
  for (const [open, close] of WRAPPERS) text = unwrap(text, { open, close });
  return text.trim();
}

function unwrap(text: string, wrapper: { open: string; close: string }): string {
  const { open, close } = wrapper;
  const isWrapped =
    text.length > open.length + close.length && text.startsWith(open) && text.endsWith(close);
  if (!isWrapped) return text;
  const inner = text.slice(open.length, text.length - close.length);
  // "**Bold** middle **bold**" is not one wrapped span.
  return inner.includes(open) || inner.includes(close) ? text : inner.trim();
}
