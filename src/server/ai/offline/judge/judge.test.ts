import { describe, expect, it } from 'vitest';
import { analyseAnswer } from '../analyse-answer';
import { judgeInputOf } from '../score-answer';
import { checkWeights, explainAnswer, featureVector, JUDGE_WEIGHTS, predict } from './judge';
import { baselineBoosted } from './trees';

const JOB = {
  language: 'en' as const,
  jobTitle: 'Warehouse Operative',
  jobDescription:
    'Pick and pack customer orders, load and unload deliveries, keep the racking tidy and record stock movements on handheld scanners.',
  question: 'Tell me about a time you found a mistake in an order before it went out.',
};

describe('the fitted judge', () => {
  it('ships weights fitted to the features it reads', () => {
    expect(() => checkWeights(JUDGE_WEIGHTS)).not.toThrow();
  });

  it('explains a score: the features’ shares add up to it', () => {
    const evidence = analyseAnswer({
      ...JOB,
      answer:
        'Last month the list said 12 boxes of tiles for a builder and I counted 11 on the pallet. I stopped it, found the missing box in the wrong bay and told the team leader so the stock was corrected.',
    });
    const input = judgeInputOf(evidence);
    const { value } = predict(featureVector(input));
    const shares = explainAnswer(input).reduce((sum, entry) => sum + entry.points, 0);
    expect(JUDGE_WEIGHTS.boosted).toBeDefined();
    expect(baselineBoosted(JUDGE_WEIGHTS.boosted!) + shares).toBeCloseTo(value, 6);
  });

  it('never lowers an answer for saying how it ended with a real figure', () => {
    const base =
      'A builder’s order said 12 boxes of tiles and the pallet had 11. I stopped it, found the missing box in the wrong bay and told the team leader.';
    const withResult = `${base} Since then I count every pallet twice, and our returns for short orders went from 9 to 2 a month.`;
    const without = analyseAnswer({ ...JOB, answer: base });
    const measured = analyseAnswer({ ...JOB, answer: withResult });
    expect(measured.score).toBeGreaterThanOrEqual(without.score);
  });
});
