import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyJobLines } from './job-sections';

// Any pasted job description, English, Russian or both mixed, with headings in any form, is read
// line by line into required, preferred and ignored parts without throwing, and nothing is lost:
// every line keeps its text, except a heading, which keeps what follows its colon.

const HEADINGS = [
  'Requirements:',
  'Nice to have',
  'We offer:',
  'Требования:',
  'Будет плюсом:',
  'Мы предлагаем',
  'Обязанности: Python, SQL',
  'Qualifications:: ',
  '::',
  ':',
  'Skills - ',
  'О КОМПАНИИ',
];
const LINES = [
  '- 5+ years with TypeScript and PostgreSQL',
  '- опыт с Kafka и ClickHouse будет плюсом',
  'Experience with GraphQL is a plus.',
  'Знание Docker желательно',
  'Ёлки-палки, ёжик',
  'C++/C#, .NET, Node.js, CI/CD',
  '🙂 emoji 🙂',
];
const jobLine = fc.oneof(
  fc.constantFrom(...HEADINGS, ...LINES),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

describe('classifyJobLines, for any description', () => {
  it('gives each line one role and keeps its text', () => {
    fc.assert(
      fc.property(
        fc.array(jobLine, { maxLength: 25 }),
        fc.constantFrom('\n', '\r\n'),
        (lines, eol) => {
          const description = lines.join(eol);
          const classified = classifyJobLines(description);
          expect(classified).toHaveLength(description.split(/\r?\n/).length);
          classified.forEach(({ text, role }, index) => {
            expect(['required', 'preferred', 'ignored']).toContain(role);
            const original = description.split(/\r?\n/)[index] ?? '';
            expect(original.endsWith(text)).toBe(true);
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('counts text before any heading as required unless it says it is a plus', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LINES.filter((line) => !/plus|плюс|желательно/i.test(line))),
        (line) => {
          expect(classifyJobLines(line)).toEqual([
            { text: line, role: 'required', heading: null, intro: false },
          ]);
        },
      ),
    );
  });
});
