// A tiny reader for the assessment's markdown. The text is untrusted (a model or the offline
// coach wrote it), so it becomes plain data that React renders as text: never HTML.

export type Block = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export interface AssessmentSection {
  /** The `##` heading, or null for what comes before the first heading. */
  heading: string | null;
  blocks: Block[];
}

/** A run of text, bold when it was wrapped in `**`. */
export interface Span {
  text: string;
  isBold: boolean;
}

const HEADING = /^#{1,6}\s+(.*)$/;
const BULLET = /^(?:[-*•]|\d+[.)])\s+(.*)$/;

const stripHeadingMarks = (text: string) => text.replace(/^\*\*(.*)\*\*$/, '$1').trim();

/** Splits the assessment by its headings; paragraphs and bullet lists inside each section. */
export function parseAssessment(markdown: string): AssessmentSection[] {
  const sections: AssessmentSection[] = [];
  let current: AssessmentSection = { heading: null, blocks: [] };
  let paragraph: string[] = [];

  const flushParagraph = () => {
    if (paragraph.length > 0) current.blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  const flushSection = () => {
    flushParagraph();
    if (current.heading !== null || current.blocks.length > 0) sections.push(current);
  };

  for (const rawLine of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    if (heading) {
      flushSection();
      current = { heading: stripHeadingMarks(heading[1] ?? ''), blocks: [] };
    } else if (bullet) {
      flushParagraph();
      const last = current.blocks.at(-1);
      const item = bullet[1] ?? '';
      if (last?.kind === 'list') last.items.push(item);
      else current.blocks.push({ kind: 'list', items: [item] });
    } else if (line === '') {
      flushParagraph();
    } else {
      paragraph.push(line);
    }
  }
  flushSection();
  return sections;
}

/** Splits `**bold**` runs out of a line; everything else stays literal text. */
export function spansOf(text: string): Span[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter((part) => part !== '')
    .map((part) =>
      part.startsWith('**') && part.endsWith('**') && part.length > 4
        ? { text: part.slice(2, -2), isBold: true }
        : { text: part, isBold: false },
    );
}
