import { describe, expect, it } from 'vitest';
import { parseScore } from './parse-score';

describe('parseScore', () => {
  it.each([
    ['Score: 85/100', 85],
    ['Summary.\n\n## Tips\n- x\n\nScore: 78/100', 78],
    ['**Score:** 85 / 100', 85],
    ['Score: **92**/100', 92],
    ['Overall score: 64 out of 100', 64],
    ['Оценка: 85 из 100', 85],
    ['Итоговая оценка: 70/100', 70],
    ['**Оценка:** 55/100', 55],
    ['Score - 85', 85],
    ['Score: 72', 72],
    ['You earned 85/100 overall.', 85],
    ['Score: 8/10', 80],
    ['Score: 7.5/10', 75],
    ['Score: 120/100', 100],
    ['Score: 0/100', 0],
  ])('reads %j as %d', (text, expected) => {
    expect(parseScore(text)).toBe(expected);
  });

  it('takes the last labelled score (the final line)', () => {
    expect(parseScore('Question 3 score: 40/100 …\n\nScore: 81/100')).toBe(81);
  });

  it('prefers a labelled score to a bare fraction', () => {
    expect(parseScore('Answered 100/100 of the questions.\nScore: 66/100')).toBe(66);
  });

  it('returns null when there is no score', () => {
    expect(parseScore('')).toBeNull();
    expect(parseScore('Great interview, well done.')).toBeNull();
    expect(parseScore('Answered 3/4 questions on 12/05.')).toBeNull();
  });
});
