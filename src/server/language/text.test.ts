import { describe, expect, it } from 'vitest';
import { countPhrases, findPhrases, normaliseText } from './text';

describe('phrases in a text', () => {
  it('reads a "*" as the end of a prefix in any word of a phrase, in either language', () => {
    const text = normaliseText(
      'Задача: обеспечить максимальную эффективность процесса. I am results-oriented.',
    );
    expect(findPhrases(text, ['максимальн* эффективност*', 'results-orient*'])).toEqual([
      'максимальн* эффективност*',
      'results-orient*',
    ]);
    expect(
      findPhrases(normaliseText('ориентирована на результат'), ['ориентирован* на результат']),
    ).toEqual(['ориентирован* на результат']);
  });

  it('matches whole words only, so a phrase inside a longer word does not count', () => {
    const text = normaliseText('The sales plan was unreliable.');
    expect(findPhrases(text, ['reliable', 'plan'])).toEqual(['plan']);
    expect(findPhrases(normaliseText('Ежемесячная премия'), ['месячн*'])).toEqual([]);
    expect(countPhrases(normaliseText('Plan, re-plan, plan again.'), ['plan'])).toBe(3);
  });
});
