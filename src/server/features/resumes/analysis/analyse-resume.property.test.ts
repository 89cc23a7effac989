import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ColumnPlace, ExtractedText, TextLine } from '../extraction/text-line';
import { analyseResume } from './analyse-resume';
import { SECTION_KINDS } from './resume-model';

// Section detection reads whatever lines a PDF gave: any text, English, Russian or both, any
// fonts, sizes and positions. It never throws, every section has a known kind, and a standard
// heading set apart from the body (here in capitals, in a bold font) always starts its section.

const HEADINGS = ['EXPERIENCE', 'EDUCATION', 'SKILLS', 'ОПЫТ РАБОТЫ', 'ОБРАЗОВАНИЕ', 'НАВЫКИ'];
const TEXTS = [
  'Anna Smith',
  'anna@example.com | +44 20 7946 0958 | London',
  'Backend Developer, Acme\t2019 – 2023',
  '• Built the payments API in Node.js',
  'Разработчик, ООО «Ромашка»\t2020 — н.в.',
  'Python, SQL, Docker; Kubernetes',
  'Projects:',
  'REFERENCES',
];

const line = fc.record({
  page: fc.integer({ min: 1, max: 3 }),
  column: fc.constantFrom<ColumnPlace>('full', 'left', 'right'),
  x: fc.double({ min: -100, max: 1000, noNaN: true }),
  width: fc.double({ min: 0, max: 600, noNaN: true }),
  y: fc.double({ min: -100, max: 1000, noNaN: true }),
  fontSize: fc.oneof(fc.constant(10), fc.double({ min: 0, max: 72, noNaN: true })),
  fontName: fc.oneof(fc.constantFrom('Body', 'Bold'), fc.string({ maxLength: 8 })),
  text: fc.oneof(
    fc.constantFrom(...TEXTS, ...HEADINGS),
    fc.string({ unit: 'grapheme', maxLength: 60 }),
    fc.string({ unit: 'binary', maxLength: 30 }),
  ),
});

function toTextLine(raw: {
  page: number;
  column: ColumnPlace;
  x: number;
  width: number;
  y: number;
  fontSize: number;
  fontName: string;
  text: string;
}): TextLine {
  const cells = raw.text.split('\t').map((text, index) => ({ x: raw.x + index * 200, text }));
  return {
    page: raw.page,
    column: raw.column,
    x: raw.x,
    right: raw.x + raw.width,
    y: raw.y,
    fontSize: raw.fontSize,
    fontName: raw.fontName,
    cells,
    text: raw.text,
  };
}

function extractedOf(lines: TextLine[]): ExtractedText {
  return {
    pageCount: Math.max(1, ...lines.map((l) => l.page)),
    lines,
    text: lines.map((l) => l.text).join('\n'),
    links: [],
    twoColumnPages: [],
    pagesWithoutText: [],
  };
}

describe('analyseResume, for any extracted lines', () => {
  it('never throws and gives sections of known kinds, a language and a word count', () => {
    fc.assert(
      fc.property(fc.array(line.map(toTextLine), { maxLength: 30 }), (lines) => {
        const document = analyseResume(extractedOf(lines));
        expect(['en', 'ru']).toContain(document.language);
        expect(Number.isInteger(document.wordCount)).toBe(true);
        for (const section of document.sections) {
          expect(SECTION_KINDS).toContain(section.kind);
          for (const block of section.blocks) expect(['text', 'bullet']).toContain(block.kind);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('starts a section at a standard heading in capitals and a bold font', () => {
    const body = fc
      .tuple(fc.constantFrom(...TEXTS.slice(0, 6)), fc.nat({ max: 40 }))
      .map(([text, row]) =>
        toTextLine({
          ...{ page: 1, column: 'full', x: 50, width: 400, fontSize: 10, fontName: 'Body' },
          y: 700 - row * 14,
          text,
        }),
      );
    fc.assert(
      fc.property(
        fc.array(body, { minLength: 1, maxLength: 8 }),
        fc.constantFrom(...HEADINGS),
        fc.array(body, { minLength: 1, maxLength: 8 }),
        (before, heading, after) => {
          const headingLine = toTextLine({
            page: 1,
            column: 'full',
            x: 50,
            width: 120,
            y: 400,
            fontSize: 12,
            fontName: 'Bold',
            text: heading,
          });
          const document = analyseResume(extractedOf([...before, headingLine, ...after]));
          expect(document.sections.map((section) => section.title)).toContain(heading);
        },
      ),
      { numRuns: 200 },
    );
  });
});
