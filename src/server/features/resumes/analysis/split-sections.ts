import type { TextLine } from '../extraction/text-line';
import { buildBlocks, type TextArea } from './build-blocks';
import { findHeadingKind, withoutLengthOfService } from './headings';
import type { ResumeSection, SectionKind } from './resume-model';

const MAX_HEADING_WORDS = 5;
const MAX_HEADING_LENGTH = 48;
/** Without a part above the first heading or a contact section, the name is looked for here. */
const FALLBACK_HEADER_LINES = 5;

interface BodyStyle {
  fontName: string;
  fontSize: number;
}

/**
 * Splits the lines at headings. A standard heading (English or Russian) counts when it stands out
 * from the body text: larger, in another font, in capitals, or ending with a colon. After the
 * first standard heading, any short line in capitals and another font, or much larger, starts a
 * section of its own ('others'). Lines above the first heading form the contact section.
 */
export function splitSections(lines: TextLine[]): {
  sections: ResumeSection[];
  /** The lines above the first heading, where the name and contact details are. */
  headerLines: TextLine[];
} {
  const body = findBodyStyle(lines);
  const areaOf = measureAreas(lines);
  const parts: { kind: SectionKind; title: string | null; lines: TextLine[] }[] = [];
  let current: (typeof parts)[number] = { kind: 'contact', title: null, lines: [] };
  let hasStandardHeading = false;
  for (const line of lines) {
    const heading = readHeading(line, { body, hasStandardHeading });
    if (!heading) {
      current.lines.push(line);
      continue;
    }
    hasStandardHeading ||= heading.isStandard;
    if (current.lines.length > 0 || current.title !== null) parts.push(current);
    current = { kind: heading.kind, title: line.text.trim(), lines: [] };
  }
  if (current.lines.length > 0 || current.title !== null) parts.push(current);
  const sections = parts.map((part) => ({
    kind: part.kind,
    title: part.title,
    blocks: buildBlocks(part.lines, areaOf),
  }));
  // The name and contacts: the part above the first heading and a section headed "Contact" (a
  // sidebar's), together.
  const headerParts = [
    ...parts.filter((part) => part.title === null),
    ...parts.filter((part) => part.title !== null && part.kind === 'contact'),
  ];
  const headerLines = headerParts.flatMap((part) => part.lines);
  return {
    sections,
    headerLines: headerLines.length > 0 ? headerLines : lines.slice(0, FALLBACK_HEADER_LINES),
  };
}

function readHeading(
  line: TextLine,
  options: { body: BodyStyle; hasStandardHeading: boolean },
): { kind: SectionKind; isStandard: boolean } | null {
  const { body, hasStandardHeading } = options;
  if (line.cells.length !== 1) return null;
  const text = line.text.trim();
  const words = text.split(/\s+/);
  if (words.length > MAX_HEADING_WORDS || text.length > MAX_HEADING_LENGTH) return null;
  if (/[.,;!?]$/.test(text) || /\d/.test(withoutLengthOfService(text))) return null;
  const letters = text.replace(/[^\p{L}]/gu, '');
  const isCapitals =
    letters.length >= 3 && letters === letters.toUpperCase() && /\p{Lu}/u.test(letters);
  const isLarger = line.fontSize >= body.fontSize * 1.08;
  const isOtherFont = line.fontName !== body.fontName;
  const kind = findHeadingKind(text);
  if (kind) {
    const standsOut = isLarger || isOtherFont || isCapitals || text.endsWith(':');
    return standsOut ? { kind, isStandard: true } : null;
  }
  if (!hasStandardHeading || letters.length < 4 || !/^\p{Lu}/u.test(text)) return null;
  const isMuchLarger = line.fontSize >= body.fontSize * 1.25;
  return (isCapitals && (isOtherFont || isLarger)) || isMuchLarger
    ? { kind: 'others', isStandard: false }
    : null;
}

/** The font and size most characters are set in. */
function findBodyStyle(lines: TextLine[]): BodyStyle {
  const weights = new Map<string, number>();
  for (const line of lines) {
    const key = `${line.fontName}|${line.fontSize.toFixed(1)}`;
    weights.set(key, (weights.get(key) ?? 0) + line.text.length);
  }
  const [key = '|10'] = [...weights].sort((a, b) => b[1] - a[1])[0] ?? [];
  const [fontName = '', fontSize = '10'] = key.split('|');
  return { fontName, fontSize: Number(fontSize) };
}

/** The left and right edges of the text in each column of each page. */
function measureAreas(lines: TextLine[]): (line: TextLine) => TextArea {
  const areas = new Map<string, TextArea>();
  const keyOf = (line: TextLine) => `${line.page}|${line.column}`;
  for (const line of lines) {
    const area = areas.get(keyOf(line));
    areas.set(keyOf(line), {
      left: Math.min(area?.left ?? line.x, line.x),
      right: Math.max(area?.right ?? line.right, line.right),
    });
  }
  return (line) => areas.get(keyOf(line)) ?? { left: line.x, right: line.right };
}
