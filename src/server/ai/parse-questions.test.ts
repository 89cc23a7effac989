import { describe, expect, it } from 'vitest';
import { CoachError } from './coach-error';
import { parseQuestions } from './parse-questions';

const questions = (count: number) =>
  Array.from({ length: count }, (_, i) => `What would you do in situation ${i + 1}?`);
const numbered = (items: string[]) => items.map((q, i) => `${i + 1}. ${q}`).join('\n');

describe('parseQuestions', () => {
  it('reads a clean numbered list', () => {
    expect(parseQuestions(numbered(questions(12)))).toEqual(questions(12));
  });

  it('tolerates 11 and 13 questions', () => {
    expect(parseQuestions(numbered(questions(11)))).toHaveLength(11);
    expect(parseQuestions(numbered(questions(13)))).toEqual(questions(13));
  });

  it('falls back to the items of a bulleted list, without its lead-in', () => {
    const text = `Here are your questions:\n\n${questions(12)
      .map((q) => `- ${q}`)
      .join('\n')}`;
    expect(parseQuestions(text)).toEqual(questions(12));
  });

  it('falls back to the non-empty lines when nothing is numbered or bulleted', () => {
    expect(parseQuestions('# Questions\n\nFirst question?\n\n  Second question?  \n')).toEqual([
      'First question?',
      'Second question?',
    ]);
  });

  it('ignores code fences around the list', () => {
    expect(parseQuestions('```markdown\n' + numbered(questions(12)) + '\n```')).toEqual(
      questions(12),
    );
    expect(parseQuestions('```\nOnly line?\n```')).toEqual(['Only line?']);
  });

  it('strips bold numbering, bold questions, category labels and quotes', () => {
    const text = [
      '**1.** Tell me about yourself.',
      '**2. Why this role?**',
      '3. **What motivates you?**',
      '4) **Technical:** How does an index speed up a query?',
      '5. **Scenario**: A deploy fails. What now?',
      '  6.   "How do you handle conflict?"',
      '7. Explain **idempotency** in an API.',
    ].join('\n');
    expect(parseQuestions(text)).toEqual([
      'Tell me about yourself.',
      'Why this role?',
      'What motivates you?',
      'How does an index speed up a query?',
      'A deploy fails. What now?',
      'How do you handle conflict?',
      'Explain **idempotency** in an API.',
    ]);
  });

  it('skips a preamble and closing remarks around a numbered list', () => {
    const text = `Sure! Here are 12 questions for the role.\n\n${numbered(questions(12))}\n\nGood luck!`;
    expect(parseQuestions(text)).toEqual(questions(12));
  });

  it('reads Russian questions and CRLF line ends', () => {
    const text = '1. Расскажите о себе.\r\n2. «Почему вы хотите у нас работать?»\r\n';
    expect(parseQuestions(text)).toEqual([
      'Расскажите о себе.',
      'Почему вы хотите у нас работать?',
    ]);
  });

  it('throws the spec error when nothing can be read', () => {
    for (const text of ['', '   \n\n', '```\n```', '1.\n2. **  **']) {
      expect(() => parseQuestions(text)).toThrowError(
        'No questions were parsed. Please check the AI response format or try again.',
      );
    }
    try {
      parseQuestions('');
    } catch (error) {
      expect(error).toBeInstanceOf(CoachError);
      expect((error as CoachError).kind).toBe('no_questions');
    }
  });
});
