import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAssessment, spansOf } from './assessment-markdown';

// The assessment's sections (src/server/ai/assessment-sections.ts names them) are read back on
// the results page from untrusted model text. For any text the reader returns plain data (never
// throws), keeps every visible word, and the bold runs put back together give the line again.

const SECTION_HEADINGS = [
  'Strengths',
  'Weaknesses',
  'Recommendations for Improvement',
  'Сильные стороны',
  'Общие советы по собеседованию',
];

const line = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc
    .tuple(
      fc.constantFrom('## ', '# ', '###### ', '- ', '* ', '• ', '1. ', '2) ', '**'),
      fc.string(),
    )
    .map(([mark, rest]) => `${mark}${rest}`),
  fc.constantFrom(...SECTION_HEADINGS).map((heading) => `## ${heading}`),
  fc.constantFrom('', '  ', '**', '****', '## **Bold**', '<script>alert(1)</script>'),
);
const markdown = fc
  .tuple(fc.array(line, { maxLength: 20 }), fc.constantFrom('\n', '\r\n', '\r'))
  .map(([lines, eol]) => lines.join(eol));

const words = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];

describe('parseAssessment, for any text', () => {
  it('keeps every word of the text in a heading, a paragraph or a list item', () => {
    fc.assert(
      fc.property(markdown, (text) => {
        const sections = parseAssessment(text);
        const kept = sections
          .flatMap((section) => [
            section.heading ?? '',
            ...section.blocks.flatMap((block) =>
              block.kind === 'list' ? block.items : [block.text],
            ),
          ])
          .join(' ');
        // Numbered list markers are dropped, so compare without the digits.
        const withoutNumbers = (text: string) => words(text).filter((word) => !/^\d+$/.test(word));
        expect(new Set(withoutNumbers(kept))).toEqual(new Set(withoutNumbers(text)));
        for (const section of sections) {
          expect(section.heading !== null || section.blocks.length > 0).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('splits a line into spans that join back into the line', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (text) => {
        const spans = spansOf(text);
        const joined = spans.map((span) => (span.isBold ? `**${span.text}**` : span.text)).join('');
        expect(joined).toBe(text);
        for (const span of spans) expect(span.text).not.toBe('');
      }),
      { numRuns: 500 },
    );
  });
});
