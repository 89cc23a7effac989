import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { capModelAssessment, findScoreCap } from './cap-model-score';

interface CorpusJob {
  jobTitle: string;
  jobDescription: string;
  answers: { strong: string[] };
}

function corpusJob(file: string): CorpusJob {
  const url = new URL(`../../../eval/coach/corpus/${file}`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as CorpusJob;
}

const job = corpusJob('en/en-nurse.json');

function interview(answerFor: (index: number) => string, from: CorpusJob = job) {
  return {
    jobTitle: from.jobTitle,
    jobDescription: from.jobDescription,
    language: 'en' as const,
    answers: Array.from({ length: 12 }, (_, index) => ({
      order: index + 1,
      question: `Question ${index + 1} about nursing care`,
      answer: answerFor(index),
      feedback: null,
    })),
  };
}

const GENEROUS = 'A confident candidate.\n\n## Strengths\n\n- Fluent.\n\nScore: 90/100';

describe('capModelAssessment', () => {
  it('bounds a generous model score when the job description was pasted for every answer', () => {
    const context = interview(() => job.jobDescription);
    const capped = capModelAssessment({ text: GENEROUS, score: 90 }, context);
    expect(capped.score).toBeLessThanOrEqual(10);
    expect(capped.text).toMatch(/capped at \d+/);
    expect(capped.text.trim().split('\n').at(-1)).toBe(`Score: ${capped.score}/100`);
    expect(capped.text).not.toContain('90/100');
  });

  it('leaves the model its judgement of real answers', () => {
    const context = interview((index) => job.answers.strong[index] ?? '');
    expect(findScoreCap(context).cap).toBe(100);
    expect(capModelAssessment({ text: GENEROUS, score: 90 }, context)).toEqual({
      text: GENEROUS,
      score: 90,
    });
  });

  it('counts only the answers that are not answers against the cap, in Russian too', () => {
    const russian = corpusJob('ru/ru-nurse.json');
    const context = {
      ...interview(
        (index) => (index < 9 ? (russian.answers.strong[index] ?? '') : 'не знаю'),
        russian,
      ),
      language: 'ru' as const,
    };
    const { cap, orders } = findScoreCap(context);
    expect(orders).toEqual([10, 11, 12]);
    expect(cap).toBeLessThan(80);
    const capped = capModelAssessment({ text: 'Итог.\n\nОценка: 95/100', score: 95 }, context);
    expect(capped.score).toBe(cap);
    expect(capped.text).toContain('Оценка ограничена');
  });
});
