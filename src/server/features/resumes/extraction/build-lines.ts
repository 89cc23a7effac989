import { isBulletCharacter } from './clean-text';
import type { ColumnPlace, PositionedText, TextCell, TextLine } from './text-line';
import { readWrappedRow } from './wrapped-rows';

// Gaps are measured in font sizes: a word space is about a quarter of one, a tab run many.
const SAME_BASELINE = 0.3;
const WORD_GAP = 0.12;
const TAB_GAP = 1.2;
/** A smaller gap still separates cells when the text after it starts at a column stop. */
const STOP_GAP = 0.5;
const STOP_TOLERANCE = 1.5;
const MIN_LINES_AT_STOP = 3;
/** Runs on one line from which it may be a row of parts (title, employer, dates). */
const MIN_ROW_PARTS = 3;

/**
 * Groups runs into lines by baseline and joins each line left to right: touching runs directly,
 * a word gap as a space, a wide gap (a tab run, right-aligned dates) as a cell boundary. A gap
 * that ends where many lines start (moderncv's dates in a margin column) is a boundary too.
 */
export function buildLines(
  runs: PositionedText[],
  place: { page: number; column: ColumnPlace },
): TextLine[] {
  const groups = groupByBaseline(runs);
  const stops = findColumnStops(groups);
  const lines: TextLine[] = [];
  for (let index = 0; index < groups.length; index += 1) {
    const line = toLine(groups[index]!, { stops, place });
    // A row whose parts stand closer than a tab (a title box, ", ", an employer box, the dates)
    // is one cell here, yet may wrap part by part all the same ("Quantity" over "Surveyor").
    const row =
      line.cells.length > 1 || (groups[index]?.length ?? 0) >= MIN_ROW_PARTS
        ? readWrappedRow(groups, { index, headerCells: line.cells })
        : undefined;
    if (row && row.taken > 0) {
      const taken = groups.slice(index + 1, index + 1 + row.taken).flat();
      lines.push({
        ...line,
        right: Math.max(line.right, ...taken.map((run) => run.x + run.width)),
        cells: row.cells,
        text: row.cells.map((cell) => cell.text).join('\t'),
      });
      index += row.taken;
    } else {
      lines.push(line);
    }
  }
  return lines;
}

function groupByBaseline(runs: PositionedText[]): PositionedText[][] {
  const sorted = [...runs].sort((a, b) => b.y - a.y || a.x - b.x);
  const groups: PositionedText[][] = [];
  let current: PositionedText[] = [];
  let baseline = Number.NaN;
  for (const run of sorted) {
    const size = Math.min(run.fontSize, current[0]?.fontSize ?? run.fontSize);
    if (current.length > 0 && Math.abs(run.y - baseline) <= Math.max(1, size * SAME_BASELINE)) {
      current.push(run);
      continue;
    }
    if (current.length > 0) groups.push(current);
    current = [run];
    baseline = run.y;
  }
  if (current.length > 0) groups.push(current);
  return groups.map((group) => dropOverprints(group.sort((a, b) => a.x - b.x)));
}

/** Fake bold draws the same text twice, a hair apart; keep one copy. */
function dropOverprints(group: PositionedText[]): PositionedText[] {
  return group.filter((run, index) => {
    const previous = group[index - 1];
    return !(previous && previous.text === run.text && Math.abs(previous.x - run.x) < 1);
  });
}

function findColumnStops(groups: PositionedText[][]): number[] {
  const counts = new Map<number, number>();
  for (const group of groups) {
    const start = Math.round(group[0]?.x ?? 0);
    counts.set(start, (counts.get(start) ?? 0) + 1);
  }
  return [...counts].filter(([, count]) => count >= MIN_LINES_AT_STOP).map(([x]) => x);
}

function toLine(
  group: PositionedText[],
  options: { stops: number[]; place: { page: number; column: ColumnPlace } },
): TextLine {
  const { stops, place } = options;
  const cells: TextCell[] = [];
  let previous: PositionedText | undefined;
  for (const run of group) {
    const cell = cells[cells.length - 1];
    if (!previous || !cell) {
      cells.push({ x: run.x, text: run.text.trim() });
      previous = run;
      continue;
    }
    const size = Math.min(previous.fontSize, run.fontSize);
    const gap = run.x - (previous.x + previous.width);
    const isAtStop = stops.some((stop) => Math.abs(stop - run.x) <= STOP_TOLERANCE);
    // A bullet and its text belong together however far apart they are drawn.
    const isAfterBullet = cells.length === 1 && isBulletCharacter(cell.text);
    // ", Employer" drawn in a box of its own (a template's flex row) still goes on the text before.
    const goesOn = /^\s*[,;]/u.test(run.text);
    if (
      !isAfterBullet &&
      !goesOn &&
      (gap > size * TAB_GAP || (gap > size * STOP_GAP && isAtStop))
    ) {
      cells.push({ x: run.x, text: run.text.trim() });
    } else {
      const needsSpace =
        isAfterBullet || gap > size * WORD_GAP || /\s$/.test(previous.text) || /^\s/.test(run.text);
      cell.text = `${cell.text}${needsSpace ? ' ' : ''}${run.text.trim()}`;
    }
    previous = run;
  }
  const dominant = findDominantRun(group);
  const normalisedCells = cells.map((cell) => ({
    x: cell.x,
    text: cell.text.replace(/\s+/g, ' '),
  }));
  return {
    page: place.page,
    column: place.column,
    x: group[0]?.x ?? 0,
    right: Math.max(...group.map((run) => run.x + run.width)),
    y: dominant.y,
    fontSize: dominant.fontSize,
    fontName: dominant.fontName,
    cells: normalisedCells,
    text: normalisedCells.map((cell) => cell.text).join('\t'),
  };
}

function findDominantRun(group: PositionedText[]): PositionedText {
  const weight = new Map<string, number>();
  for (const run of group) {
    const key = `${run.fontName}|${run.fontSize.toFixed(1)}`;
    weight.set(key, (weight.get(key) ?? 0) + run.text.trim().length);
  }
  const [bestKey] = [...weight].sort((a, b) => b[1] - a[1])[0] ?? [''];
  return group.find((run) => `${run.fontName}|${run.fontSize.toFixed(1)}` === bestKey) ?? group[0]!;
}
