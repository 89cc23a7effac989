import { describe, expect, it } from 'vitest';
import { analyseAnswer } from '../analyse-answer';
import { judgeInputOf } from '../score-answer';
import {
  calibrate,
  checkWeights,
  concernProbabilities,
  explainAnswer,
  featureVector,
  judgeConcern,
  JUDGE_WEIGHTS,
  predict,
} from './judge';
import { baselineBoosted } from './trees';

const JOB = {
  language: 'en' as const,
  jobTitle: 'Warehouse Operative',
  jobDescription:
    'Pick and pack customer orders, load and unload deliveries, keep the racking tidy and record stock movements on handheld scanners.',
  question: 'Tell me about a time you found a mistake in an order before it went out.',
};

describe('the judge’s calibration to the graders’ scale', () => {
  const calibration = { raw: [20, 40, 60, 90], calibrated: [14, 35, 63, 88] };

  it('maps along its knots, never reversing the order of two answers', () => {
    expect(calibrate(40, calibration)).toBe(35);
    expect(calibrate(50, calibration)).toBeCloseTo(49, 6);
    const raws = Array.from({ length: 121 }, (_, i) => i - 10);
    const mapped = raws.map((raw) => calibrate(raw, calibration));
    mapped.slice(1).forEach((value, i) => expect(value).toBeGreaterThanOrEqual(mapped[i]!));
  });

  it('holds its ends flat, and leaves a score alone without a calibration', () => {
    expect(calibrate(5, calibration)).toBe(14);
    expect(calibrate(99, calibration)).toBe(88);
    expect(calibrate(57.3, undefined)).toBe(57.3);
  });

  it('ships a non-decreasing map when it ships one', () => {
    const shipped = JUDGE_WEIGHTS.calibration;
    if (!shipped) return;
    expect(shipped.raw).toHaveLength(shipped.calibrated.length);
    shipped.raw
      .slice(1)
      .forEach((value, i) => expect(value).toBeGreaterThanOrEqual(shipped.raw[i]!));
    shipped.calibrated
      .slice(1)
      .forEach((value, i) => expect(value).toBeGreaterThanOrEqual(shipped.calibrated[i]!));
  });
});

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

describe('what a concern may tell the user', () => {
  const HOUSEKEEPER = {
    language: 'en' as const,
    jobTitle: 'Hotel Room Attendant / Housekeeper',
    jobDescription:
      'Room Attendant – 4-star city centre hotel (142 rooms), Manchester. You will clean and prepare guest bedrooms and bathrooms to our brand standards, restock amenities and minibars, change linen, report maintenance faults and lost property, and keep your trolley and linen cupboards tidy. You will follow COSHH guidance when using cleaning chemicals and respect guest privacy and security at all times.',
    question:
      'What are the common pitfalls with security, and how have you avoided them in real work?',
  };

  it('never says "general terms" of an answer with no general phrase about oneself', () => {
    const short = analyseAnswer({
      ...HOUSEKEEPER,
      answer:
        "Letting someone in who says 'it's my room'. I never open a door for anyone; I send them to reception. And my master key stays on me, never on the trolley.",
    });
    expect(short.text.platitudes).toBe(0);
    expect(short.concern).not.toBe('generic');
    // Not even where the classifier alone would say it (graded 78 by the hiring managers; the
    // 40-job fit's classifier did): with its threshold under this answer's probability.
    const input = judgeInputOf(short);
    const probability = concernProbabilities(featureVector(input)).generic;
    const eager = {
      ...JUDGE_WEIGHTS,
      concerns: {
        ...JUDGE_WEIGHTS.concerns,
        generic: { ...JUDGE_WEIGHTS.concerns.generic, threshold: probability / 2 },
      },
    };
    expect(concernProbabilities(featureVector(input), eager).generic).toBeGreaterThan(
      eager.concerns.generic.threshold,
    );
    expect(judgeConcern(input, eager)).not.toBe('generic');
  });

  it('still says it of general words about oneself', () => {
    const vague = analyseAnswer({
      ...HOUSEKEEPER,
      answer:
        'I am a very careful and professional person. I always try my best and I believe honesty is the most important thing in this job. I am a team player and a fast learner.',
    });
    expect(vague.text.platitudes).toBeGreaterThan(0);
    expect(vague.concern).toBe('generic');
  });
});
