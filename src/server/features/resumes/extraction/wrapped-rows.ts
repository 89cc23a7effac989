import type { PositionedText, TextCell } from './text-line';

// Gaps and steps are measured in font sizes, as in build-lines.
const WORD_GAP = 0.12;
/** Text closer than this runs on; the parts of a row are a column gap (about an em) apart. */
const SEGMENT_GAP = 0.5;
const ALIGN_TOLERANCE = 1.5;
const SIZE_TOLERANCE = 0.6;
const MIN_LINE_STEP = 0.8;
const MAX_LINE_STEP = 1.6;

/** Text that starts at one place on a line and runs on without a gap wider than a word space. */
interface Segment {
  x: number;
  right: number;
  text: string;
}

/**
 * A row of cells whose cells wrap onto the lines below — an HTML template's "title | employer |
 * dates" row printed by a browser, each part a flex column too narrow for its text:
 *
 *     Логист по            , ООО          апрель 2021 — по настоящее время
 *     международным        «ТрансЛайн
 *     перевозкам           Карго»
 *
 * The lines below belong to the row when every piece of text on them starts where a part of the
 * first line starts (and ends before the next part does), in the same size of type, one line apart;
 * and the first of them continues a part other than the first alone, several parts at once, or the
 * first part when its first word could not have fitted on the row (a short first part over a line
 * of its own is a new line: "Engineer  2020–2023" over "Acme Corp"). Later lines may only continue
 * parts the line above continued, and only where the word could not have fitted on that line.
 *
 * Returns how many of the following groups the row takes, and its cells with each part's text
 * whole; 0 when the first group is not such a row.
 */
export function readWrappedRow(
  groups: PositionedText[][],
  row: { index: number; headerCells: TextCell[] },
): { taken: number; cells: TextCell[] } {
  const { index, headerCells } = row;
  const header = groups[index];
  if (!header || header.length === 0) return { taken: 0, cells: headerCells };
  const size = Math.min(...header.map((run) => run.fontSize));
  const starts = segmentsOf(header, size);
  if (starts.length < 2) return { taken: 0, cells: headerCells };
  const parts: string[][] = starts.map((segment) => [segment.text]);
  /** Each part's lines so far, to tell a wrap from a new line under it. */
  const ends: Segment[][] = starts.map((segment) => [segment]);
  let previousUsed = new Set(starts.map((_, column) => column));
  let taken = 0;
  for (let next = index + 1; next < groups.length; next += 1) {
    const group = groups[next]!;
    const above = groups[next - 1]!;
    if (group.some((run) => Math.abs(run.fontSize - size) > SIZE_TOLERANCE)) break;
    const step = (above[0]?.y ?? 0) - (group[0]?.y ?? 0);
    if (step < size * MIN_LINE_STEP || step > size * MAX_LINE_STEP) break;
    const placed = placeSegments(segmentsOf(group, size), starts);
    if (!placed) break;
    const used = new Set(placed.map(([column]) => column));
    const isFirst = taken === 0;
    if (
      isFirst &&
      used.size < 2 &&
      used.has(0) &&
      !isWrapOfFirst(starts, { next: placed[0]![1], size })
    ) {
      break;
    }
    if (!isFirst && [...used].some((column) => !previousUsed.has(column))) break;
    if (
      !isFirst &&
      placed.some(([column, segment]) => !wrapsAfter(ends[column]!, { next: segment, size }))
    ) {
      break;
    }
    for (const [column, segment] of placed) {
      parts[column]!.push(segment.text);
      ends[column]!.push(segment);
    }
    previousUsed = used;
    taken += 1;
  }
  if (taken === 0) return { taken: 0, cells: headerCells };
  // A header cell holds every part that starts inside it; its text is those parts', whole.
  const cells = headerCells.map((cell, cellIndex) => {
    const end = headerCells[cellIndex + 1]?.x ?? Number.POSITIVE_INFINITY;
    const texts = starts
      .map((segment, column) => ({ segment, column }))
      .filter(
        ({ segment }) => segment.x >= cell.x - ALIGN_TOLERANCE && segment.x < end - ALIGN_TOLERANCE,
      )
      .map(({ column }) => joinWrapped(parts[column]!));
    return { x: cell.x, text: texts.reduce((text, part) => joinParts(text, part), '') };
  });
  return { taken, cells };
}

/**
 * A line that continues only the first part wrapped there when its first word would not have
 * fitted between the end of the first part and the start of the second.
 */
function isWrapOfFirst(starts: Segment[], on: { next: Segment; size: number }): boolean {
  const { next, size } = on;
  const [first, second] = starts;
  if (!first || !second) return false;
  return first.right + size * 0.25 + firstWordWidth(next) > second.x - size * SEGMENT_GAP;
}

/**
 * A further line of a part wrapped there when its first word would not have fitted after the
 * part's line above, within the widest line the part has (its column's width).
 */
function wrapsAfter(lines: Segment[], on: { next: Segment; size: number }): boolean {
  const { next, size } = on;
  const above = lines[lines.length - 1];
  if (!above) return false;
  const width = Math.max(next.right, ...lines.map((line) => line.right));
  return above.right + size * 0.25 + firstWordWidth(next) > width + size * 0.1;
}

function firstWordWidth(segment: Segment): number {
  const firstWord = segment.text.split(/\s+/u)[0] ?? '';
  const share = [...firstWord].length / Math.max(1, [...segment.text].length);
  return (segment.right - segment.x) * share;
}

function segmentsOf(group: PositionedText[], size: number): Segment[] {
  const segments: Segment[] = [];
  for (const run of group) {
    const text = run.text.trim();
    if (!text) continue;
    const last = segments[segments.length - 1];
    const gap = last ? run.x - last.right : Number.POSITIVE_INFINITY;
    if (last && gap <= size * SEGMENT_GAP) {
      last.text =
        gap > size * WORD_GAP || /\s$/.test(run.text)
          ? `${last.text} ${text}`
          : `${last.text}${text}`;
      last.right = run.x + run.width;
    } else {
      segments.push({ x: run.x, right: run.x + run.width, text });
    }
  }
  return segments;
}

/** Each segment with the part it continues, or undefined when one does not line up with a part. */
function placeSegments(segments: Segment[], starts: Segment[]): [number, Segment][] | undefined {
  const placed: [number, Segment][] = [];
  for (const segment of segments) {
    const column = starts.findIndex((start) => Math.abs(start.x - segment.x) <= ALIGN_TOLERANCE);
    if (column < 0) return undefined;
    const nextStart = starts[column + 1]?.x ?? Number.POSITIVE_INFINITY;
    if (segment.right > nextStart + ALIGN_TOLERANCE) return undefined;
    if (placed.some(([other]) => other === column)) return undefined;
    placed.push([column, segment]);
  }
  return placed.length > 0 ? placed : undefined;
}

/** The lines of one wrapped part: a word broken after its hyphen ("Диспетчер-" "логист") joins whole. */
function joinWrapped(lines: string[]): string {
  return lines.reduce(
    (text, line) => (!text ? line : /\p{L}-$/u.test(text) ? `${text}${line}` : `${text} ${line}`),
    '',
  );
}

function joinParts(text: string, part: string): string {
  if (!text) return part;
  return /^[,;.]/.test(part) ? `${text.replace(/\s+$/, '')}${part}` : `${text} ${part}`;
}
