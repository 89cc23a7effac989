import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CoachError } from './coach-error';
import { parseQuestions } from './parse-questions';

// Whatever a model sends back, reading its questions either gives questions a person can be
// asked (one line each, no numbering left, nothing blank) or the typed "no questions" error that
// the interview start turns into a message. Never another exception.

/** Lines a model might write: numbers, bullets, bold, fences, headings, quotes, any text. */
const modelLine = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc
    .tuple(fc.integer({ min: 0, max: 120 }), fc.constantFrom('. ', ') ', '.', '** '), fc.string())
    .map(([n, mark, rest]) => `${n}${mark}${rest}`),
  fc
    .tuple(
      fc.constantFrom('- ', '* ', '+ ', '• ', '– ', '**', '__', '# ', '```', '~~~'),
      fc.string(),
    )
    .map(([mark, rest]) => `${mark}${rest}`),
  fc.constantFrom(
    '',
    '   ',
    '**1.**',
    '1.',
    '2. ** **',
    '«»',
    '""',
    '``',
    '****',
    '**Technical:**',
  ),
);
const modelText = fc
  .tuple(fc.array(modelLine, { maxLength: 16 }), fc.constantFrom('\n', '\r\n', '\r'))
  .map(([lines, eol]) => lines.join(eol));

function read(text: string): string[] | CoachError {
  try {
    return parseQuestions(text);
  } catch (error) {
    if (error instanceof CoachError) return error;
    throw error;
  }
}

describe('parseQuestions, for any text', () => {
  it('returns non-empty one-line questions or throws the typed no_questions error', () => {
    fc.assert(
      fc.property(fc.oneof(modelText, fc.string({ unit: 'binary', maxLength: 300 })), (text) => {
        const result = read(text);
        if (result instanceof CoachError) {
          expect(result.kind).toBe('no_questions');
          return;
        }
        expect(result.length).toBeGreaterThan(0);
        for (const question of result) {
          expect(question).not.toBe('');
          expect(question).toBe(question.trim());
          expect(question).not.toMatch(/[\r\n]/);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('reads back exactly the questions of a numbered list', () => {
    const question = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 50 })
      .map((text) => text.replace(/[\r\n\u2028\u2029*_`"'“”«»]/g, ' ').trim())
      .filter((text) => /^\p{L}/u.test(text));
    fc.assert(
      fc.property(fc.array(question, { minLength: 1, maxLength: 14 }), (questions) => {
        const text = questions.map((q, index) => `${index + 1}. ${q}`).join('\n');
        expect(parseQuestions(text)).toEqual(questions);
      }),
      { numRuns: 300 },
    );
  });
});
