import type { TextLine } from '../extraction/text-line';
import { isBulletCharacter } from '../extraction/clean-text';
import { findDates, isDateOnly } from './dates';
import type { ResumeBlock } from './resume-model';

const LINE_SPACING = 1.7;
const FULL_LINE_SHARE = 0.75;
/** A line this much of its column's width or more is long: a list's short items are not. */
const LONG_LINE_SHARE = 0.6;
/** A list drawn without text markers (Chromium's <ul>) is indented at least this far. */
const LIST_INDENT = 12;
const MAX_LIST_INDENT = 72;

interface OpenBlock {
  block: ResumeBlock;
  last: TextLine;
  lastX: number;
  bulletX: number;
  /** The last line held one cell once a margin date was taken off (not a header with a date). */
  isLastSingle: boolean;
}

export interface TextArea {
  left: number;
  right: number;
}

const LABELLED_LINE = /^\p{Lu}[\p{L}\s/&-]{0,30}:\s/u;

/**
 * Paragraphs and bullets from a section's lines. A bullet's indented lines continue it; a text
 * line continues a paragraph when the one above ran to the right edge in the same font. A date
 * drawn in a left margin (moderncv) moves after its line's text, and its second half ("Present"
 * on the next line) joins the first.
 */
export function buildBlocks(
  lines: TextLine[],
  areaOf: (line: TextLine) => TextArea,
): ResumeBlock[] {
  const blocks: ResumeBlock[] = [];
  /** Where each text block's first line starts, to find lists drawn without markers. */
  const starts = new Map<ResumeBlock, number>();
  let open: OpenBlock | null = null;
  for (const line of lines) {
    const { cells: body, x, marginDate } = splitMarginDate(line);
    const lastBlock = blocks[blocks.length - 1];
    // "June 2022 –" above, "Present" in the margin of this line: one range.
    const isRangeEnd = marginDate !== null && lastBlock !== undefined && isDangling(lastBlock);
    if (isRangeEnd) lastBlock.text = `${lastBlock.text} ${marginDate}`;
    const cells = marginDate && !isRangeEnd ? [...body, marginDate] : body;
    const first = cells[0] ?? '';
    const bullet = splitBullet(first);
    if (bullet !== null) {
      const block: ResumeBlock = { kind: 'bullet', text: [bullet, ...cells.slice(1)].join('\t') };
      blocks.push(block);
      open = { block, last: line, lastX: x, bulletX: line.x, isLastSingle: cells.length === 1 };
      continue;
    }
    if (cells.length === 1 && lastBlock && isDangling(lastBlock) && isDateOnly(first)) {
      lastBlock.text = `${lastBlock.text} ${first}`;
      continue;
    }
    if (open && open.block.kind === 'text' && continuesCells(open, { line, cells })) {
      const merged = open.block.text.split('\t');
      for (const cell of line.cells) {
        const column = open.last.cells.findIndex((above) => Math.abs(above.x - cell.x) <= 2);
        merged[column] = joinWrapped(merged[column] ?? '', cell.text);
      }
      open.block.text = merged.join('\t');
      open = { ...open, last: { ...line, cells: open.last.cells }, lastX: x };
      continue;
    }
    if (open && cells.length === 1 && continues(open, { line, x, area: areaOf(line) })) {
      open.block.text = joinWrapped(open.block.text, first);
      open = { ...open, last: line, lastX: x, isLastSingle: true };
      continue;
    }
    const block: ResumeBlock = { kind: 'text', text: cells.join('\t') };
    blocks.push(block);
    if (cells.length === 1) starts.set(block, x);
    open = { block, last: line, lastX: x, bulletX: Number.NaN, isLastSingle: cells.length === 1 };
  }
  markUnmarkedLists(blocks, { starts, lines });
  return blocks;
}

/**
 * Browsers draw a <ul>'s discs as shapes, not text, so its items arrive as indented paragraphs.
 * Two or more one-cell paragraphs starting at the same indent, clearly right of the section's
 * left edge, are a list: they become bullets, and keep their markers when the resume is redrawn.
 */
function markUnmarkedLists(
  blocks: ResumeBlock[],
  options: { starts: ReadonlyMap<ResumeBlock, number>; lines: readonly TextLine[] },
): void {
  const { starts, lines } = options;
  if (lines.length === 0) return;
  const left = Math.min(...lines.map((line) => line.x));
  const indented = [...starts].filter(
    ([, x]) => x >= left + LIST_INDENT && x <= left + MAX_LIST_INDENT,
  );
  for (const [block, x] of indented) {
    const sameIndent = indented.filter(([, other]) => Math.abs(other - x) <= 1).length;
    if (sameIndent >= 2) block.kind = 'bullet';
  }
}

function continues(open: OpenBlock, next: { line: TextLine; x: number; area: TextArea }): boolean {
  const { line, x, area } = next;
  const previous = open.last;
  if (previous.page !== line.page || previous.column !== line.column) return false;
  const spacing = previous.y - line.y;
  if (spacing <= 0 || spacing > Math.max(previous.fontSize, line.fontSize) * LINE_SPACING) {
    return false;
  }
  if (open.block.kind === 'bullet') {
    if (x > open.bulletX + 2) return true;
    // A typed "•" with no hanging indent wraps to the margin under the marker: the line goes on
    // when the one above ran to the edge in the same weight and did not end a sentence, or it
    // starts in lower case.
    const ranToEdge = previous.right >= area.left + (area.right - area.left) * FULL_LINE_SHARE;
    const sameWeight = isBold(previous.fontName) === isBold(line.fontName);
    const goesOn = /^[\p{Ll}\p{N}]/u.test(line.text) || !/[.!?;:]$/u.test(previous.text.trim());
    return (
      Math.abs(x - open.bulletX) <= 2 &&
      ranToEdge &&
      sameWeight &&
      goesOn &&
      !couldHaveFit(previous, { line, area })
    );
  }
  // A line with a far-off cell (a right-aligned date) is a header, complete in itself, and a
  // "Label: …" line starts a new point.
  if (!open.isLastSingle || LABELLED_LINE.test(line.text)) return false;
  const ranToEdge = previous.right >= area.left + (area.right - area.left) * FULL_LINE_SHARE;
  // Browsers switch subset fonts inside a paragraph, so the size decides, not the font's name.
  const isSameSize = Math.abs(previous.fontSize - line.fontSize) < 0.3;
  if (Math.abs(x - open.lastX) > 2 || !isSameSize) return false;
  // No item or paragraph ends on "and" or a comma, and none begins with "and": the line wrapped
  // however much room the one above seems to have left ("…under JCT D&B 2016 and" / "NEC4…").
  if (runsOn(previous.text) || opensOnJoiningWord(line.text)) return true;
  // In a list drawn without markers, a line in lower case under a long line that ends no
  // sentence goes on with it, however much room seems left ("…tissue adhesive), catheter" /
  // "troubleshooting and…", «…контроль остатков дней» / «отпуска, табель…»).
  const longLine = previous.right - previous.x >= (area.right - area.left) * LONG_LINE_SHARE;
  if (
    isListIndent(x, area) &&
    longLine &&
    /^\p{Ll}/u.test(line.text.trimStart()) &&
    !/[.!?;:]$/u.test(previous.text.trimEnd())
  ) {
    return true;
  }
  // In a list drawn without markers the items are short and the column narrow: a line wrapped
  // when its next word would not have fitted, measured in this line's own letters
  // ("Warehouse" / "management systems" in a sidebar).
  const wrapped =
    (ranToEdge && !couldHaveFit(previous, { line, area })) ||
    (isListIndent(x, area) && !couldHaveFit(previous, { line, area, measured: true }));
  return wrapped && !(isListIndent(x, area) && startsListItem(previous.text, line));
}

function isListIndent(x: number, area: TextArea): boolean {
  return x >= area.left + LIST_INDENT && x <= area.left + MAX_LIST_INDENT;
}

/** Words a line does not end on unless the sentence goes on to the next line. */
const JOINING_WORDS = new Set(
  (
    'a an the and or nor but of to in on at for with by from as into onto over under via per than ' +
    'that which who whose whom its their our your my his her including plus like e.g. incl. ' +
    'и в во на с со к ко по о об обо от до для из за при без под над через или либо а но что как ' +
    'чтобы его её ее их наш ваш свой своих своей включая т.ч. ч.'
  ).split(' '),
);

/**
 * In a list drawn without markers (indented, one item under another with nothing between), a
 * line that opens like a sentence (a capitalised word, then lower case) after a line that does
 * not run on (no comma, hyphen or joining word at its end) starts the next item: "…контроль
 * выпуска ДТ" / "Отслеживание грузов…".
 * A paragraph at the column's edge is never split this way.
 */
function startsListItem(previousText: string, line: TextLine): boolean {
  // A sentence opens with a capitalised word and goes on in lower case; a name that wrapped
  // ("Henry" / "Schein", "the NCDEQ" / "Stormwater Design Manual") does not.
  // «Предметно-количественный учёт» opens a sentence too, and so does "Fencing (closeboard, …)".
  const text = line.text.trimStart();
  if (
    !/^\p{Lu}\p{Ll}+(?:-\p{Ll}+)*[,:]?\s+\(?[\p{Ll}\p{N}]/u.test(text) &&
    // …or a capitalised word, a short acronym and lower case: «Перевод ИД в электронный вид».
    !/^\p{Lu}\p{Ll}+\s+\p{Lu}{2,5}\s+\p{Ll}/u.test(text) &&
    !OPENS_ON_ACTION.test(text) &&
    !OPENS_ON_MEASURE.test(text)
  ) {
    return false;
  }
  return !runsOn(previousText) && !/[;:]$/u.test(previousText.trimEnd());
}

/**
 * A line that opens on a word of action, whatever follows it: a past-tense verb or a gerund
 * ("Passed Class 2", "Picking and marshalling"), a Russian noun of action («Тестирование REST API»).
 * A name that wrapped opens on a name ("Schein Dental"), not on one of these.
 */
const OPENS_ON_ACTION =
  /^(?:\p{Lu}\p{Ll}{2,}(?:ed|ing)|[А-ЯЁ][а-яё]{3,}(?:ание|ение|ирование|ация|ция|ка)|[А-ЯЁ][а-яё]{3,}(?:[аиеяоу]л|[аиеяоу]ла)(?:ся|ась)?)\s+\S/u;

/** A line that opens on a measure joined to its word ("5-star rating", "18-tonne rigid"). */
const OPENS_ON_MEASURE = /^\d+(?:[.,]\d+)?[-–]\p{L}+\s+\p{L}/u;

/** A line that ends where no sentence or item ends: on a comma, a hyphen, "and", «и». */
function runsOn(text: string): boolean {
  const before = text.trimEnd();
  if (/[,(\-–—/&+]$/u.test(before)) return true;
  // As written: "Option A" ends on a name, not on the article.
  return JOINING_WORDS.has(before.split(/\s+/u).pop() ?? '');
}

/** A line that begins in lower case on "and", "of", «и», «для»: never the start of an item. */
function opensOnJoiningWord(text: string): boolean {
  const first = text.trimStart().split(/\s+/u)[0] ?? '';
  return /^\p{Ll}/u.test(first) && JOINING_WORDS.has(first);
}

/**
 * A row of three or more cells whose cells wrapped inside their own columns (a template's header
 * row laid out as flex boxes: title, employer, dates): the next line, right under it, has only
 * cells that start where cells above start — one of them a middle cell — and no date of its own.
 * Its cells continue the ones above, column by column.
 */
function continuesCells(open: OpenBlock, next: { line: TextLine; cells: string[] }): boolean {
  const { line, cells } = next;
  const above = open.last;
  if (above.cells.length < 3 || line.cells.length >= above.cells.length) return false;
  if (above.page !== line.page || above.column !== line.column) return false;
  const spacing = above.y - line.y;
  if (spacing <= 0 || spacing > Math.max(above.fontSize, line.fontSize) * LINE_SPACING)
    return false;
  if (cells.some((cell) => findDates(cell) !== null)) return false;
  const columns = line.cells.map((cell) =>
    above.cells.findIndex((cellAbove) => Math.abs(cellAbove.x - cell.x) <= 2),
  );
  const lastColumn = above.cells.length - 1;
  return (
    columns.every((column) => column !== -1 && column < lastColumn) &&
    columns.some((column) => column > 0) &&
    new Set(columns).size === columns.length
  );
}

/** Widest a character is taken to be, in ems: wider than most, so a wrap is rarely mistaken. */
const WIDE_CHARACTER_EM = 0.6;

/**
 * Whether the next line's first word would have fitted at the end of the line above: then the
 * line did not wrap there, and the next one starts a new paragraph or list item (a browser's
 * <li> items sit one under the other with nothing else to tell them apart). The word's width is
 * overestimated, so a real wrap is not split — or, for a list's items, measured from the line.
 */
function couldHaveFit(
  previous: TextLine,
  next: { line: TextLine; area: TextArea; measured?: boolean },
): boolean {
  const { line, area } = next;
  const firstWord = line.text.trimStart().split(/\s+/u)[0] ?? '';
  if (firstWord === '') return false;
  const space = line.fontSize * 0.25;
  // Measured: in the line's own letters, each weighed by how wide such a letter is in most
  // typefaces ("m" half as wide again as "n", "i" and "l" under half of it), so "management"
  // is not taken to fit where it wrapped nor "Gained" not to fit where it would have; a little
  // generous.
  const width = next.measured
    ? letterWidths(firstWord) * measuredUnit(line, space)
    : [...firstWord].length * line.fontSize * WIDE_CHARACTER_EM;
  return previous.right + space + width < area.right - 1;
}

/**
 * How wide a character is against a lower-case "n", in most typefaces (Helvetica's and Arial's
 * widths, which Liberation Sans, DejaVu Sans and the browsers' sans faces roughly share).
 */
function letterWidth(char: string): number {
  if (/[il.,:;'|!]/u.test(char)) return 0.4;
  if (/[jftrI()\-–/]/u.test(char)) return 0.55;
  if (/[mwMWЖжШшЩщЮю]/u.test(char)) return 1.5;
  if (/[\p{Lu}]/u.test(char)) return 1.2;
  return 1;
}

function letterWidths(text: string): number {
  let sum = 0;
  for (const char of text) sum += letterWidth(char);
  return sum;
}

/** The width of an "n" in a line, from the line's own width, its spaces taken out. */
function measuredUnit(line: TextLine, space: number): number {
  const text = line.text.trim();
  const spaces = text.match(/\s/gu)?.length ?? 0;
  const letters = letterWidths(text.replace(/\s/gu, ''));
  return Math.max(0, line.right - line.x - spaces * space) / Math.max(1, letters);
}

function isBold(fontName: string): boolean {
  return /bold|black|heavy|semibold/i.test(fontName);
}

/** "• text" → "text"; null when the line does not start with a bullet. */
function splitBullet(text: string): string | null {
  const [marker = '', ...rest] = [...text];
  if (!isBulletCharacter(marker)) return null;
  const body = rest.join('');
  // "-5% costs" or "*nix" are text; a bullet is followed by a space.
  if (!/^\s+\S/u.test(body)) return null;
  return body.trim();
}

/**
 * A date in the first cell of a multi-cell line is a margin note; it is placed after the line's
 * text ("2018 – 2022\tB.Tech" → "B.Tech\t2018 – 2022") unless it completes the range above.
 */
function splitMarginDate(line: TextLine): {
  cells: string[];
  x: number;
  marginDate: string | null;
} {
  const texts = line.cells.map((cell) => cell.text);
  const [first = '', ...rest] = texts;
  if (rest.length === 0 || !isDateOnly(first)) return { cells: texts, x: line.x, marginDate: null };
  return { cells: rest, x: line.cells[1]?.x ?? line.x, marginDate: first };
}

/** A block whose last cell is the first half of a range, waiting for "Present" or an end date. */
function isDangling(block: ResumeBlock): boolean {
  const lastCell = block.text.split('\t').pop() ?? '';
  return /[-–—]\s*$/.test(lastCell) && isDateOnly(lastCell);
}

/** A line break after a hyphen ("cloud-" + "native", "Test-" + "Driven") joins without a space. */
function joinWrapped(text: string, next: string): string {
  // "…223-" / "ФЗ": a word or a number joined by its hyphen ("223-ФЗ", "5-hour", "#03-3-28814").
  if (/[\p{L}\p{N}]-$/u.test(text) && /^[\p{L}\p{N}]/u.test(next)) return `${text}${next}`;
  // "…1,4 млн ₽/" / "год": a slash joins what it stands between.
  if (/\S\/$/u.test(text) && /^[\p{L}\p{N}]/u.test(next)) return `${text}${next}`;
  return `${text} ${next}`;
}
