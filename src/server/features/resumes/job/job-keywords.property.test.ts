import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractJobKeywords } from './job-keywords';

// The match report reads keywords out of whatever job description a person pastes: English,
// Russian, both mixed, markup, emoji or noise. It never throws, lists each keyword once with a
// known kind and level, required ones first, and a keyword is always found in the description it
// came from.

const WORDS = [
  'TypeScript',
  'Node.js',
  'PostgreSQL',
  'Docker',
  'Kubernetes',
  'CI/CD',
  'C++',
  'C#',
  '.NET',
  'React',
  'GraphQL',
  'Kafka',
  'ClickHouse',
  'Python',
  'SQL',
  'Git',
  'Figma',
  'Go',
  'R',
  'communication skills',
  'teamwork',
  'attention to detail',
  'mentoring',
  'коммуникабельность',
  'умение работать в команде',
  'наставничество',
  'ответственность',
  'опыт',
  'знание',
  'разработки',
  'years',
  'with',
  'and',
  'и',
  'или',
  ',',
  ';',
  '.',
  '/',
  '(',
  ')',
  'Requirements:',
  'Nice to have:',
  'We offer:',
  'Требования:',
  'Будет плюсом:',
  'Мы предлагаем:',
  'is a plus',
  'желательно',
  '\n',
  '\n- ',
  '\r\n',
  '🙂',
  '<script>',
  '**',
];
const description = fc.oneof(
  fc.array(fc.constantFrom(...WORDS), { maxLength: 40 }).map((words) => words.join(' ')),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

describe('extractJobKeywords, for any description', () => {
  it('lists each keyword once, required first, and finds it again in the description', () => {
    fc.assert(
      fc.property(description, (text) => {
        const keywords = extractJobKeywords(text);
        const labels = keywords.map((keyword) => keyword.label.toLowerCase());
        expect(new Set(labels).size).toBe(labels.length);
        const levels = keywords.map((keyword) => keyword.level);
        expect(levels).toEqual(
          [...levels].sort((a, b) => Number(a === 'preferred') - Number(b === 'preferred')),
        );
        for (const keyword of keywords) {
          expect(keyword.label.trim()).not.toBe('');
          expect(['hard_skill', 'tool', 'soft_skill']).toContain(keyword.kind);
          expect(keyword.isFoundIn(text)).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('answers "is it in this resume?" for any resume text without throwing', () => {
    fc.assert(
      fc.property(description, description, (job, resume) => {
        for (const keyword of extractJobKeywords(job)) {
          expect(typeof keyword.isFoundIn(resume)).toBe('boolean');
        }
      }),
      { numRuns: 100 },
    );
  });
});
