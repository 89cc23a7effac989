import { describe, expect, it } from 'vitest';
import { type GlanceQuestion, resultsAtAGlance } from './results-at-a-glance';

function evidence(overrides: Partial<NonNullable<GlanceQuestion['evidence']>> = {}) {
  return {
    score: 82,
    starPartsFound: ['situation', 'action', 'result'],
    fillers: [],
    ...overrides,
  };
}

/** Twelve questions, the first `answered` of them answered with evidence. */
function detail(options: { answered: number }): { questions: GlanceQuestion[] } {
  return {
    questions: Array.from({ length: 12 }, (_, index) => ({
      order: index + 1,
      answer: index < options.answered ? `Answer ${index + 1}` : null,
      evidence: index < options.answered ? evidence() : null,
    })),
  };
}

// The results page's summary of the four parts, from the evidence stored with each answer.

describe('results at a glance', () => {
  it('groups the twelve answers into the spec’s four parts, with scores, stories and fillers', () => {
    const interview = detail({ answered: 12 });
    const scores = [60, 70, 80, 40, 50, 90, 55, 65, 75, 30, 30, 31];
    interview.questions.forEach((question, index) => {
      question.evidence = evidence({
        score: scores[index],
        starPartsFound: index % 2 === 0 ? ['situation', 'task', 'action', 'result'] : ['action'],
        fillers: index >= 9 ? ['um', 'kind of'] : [],
      });
    });
    expect(resultsAtAGlance(interview.questions)).toEqual([
      { category: 'background', answered: 3, averageScore: 70, completeStories: 2, fillers: 0 },
      { category: 'technical', answered: 3, averageScore: 60, completeStories: 1, fillers: 0 },
      { category: 'scenario', answered: 3, averageScore: 65, completeStories: 2, fillers: 0 },
      { category: 'soft_skills', answered: 3, averageScore: 30, completeStories: 1, fillers: 6 },
    ]);
  });

  it("never counts a template scored as one (under the coach's credit) as a complete story", () => {
    const interview = detail({ answered: 3 });
    interview.questions.forEach((question, index) => {
      question.evidence = evidence({ score: [82, 14, 24][index] });
    });
    expect(resultsAtAGlance(interview.questions)[0]?.completeStories).toBe(2);
  });

  it('counts only answered questions, and has no average where nothing was answered', () => {
    const interview = detail({ answered: 4 });
    interview.questions[1] = { ...interview.questions[1]!, evidence: null };
    const [background, technical, scenario] = resultsAtAGlance(interview.questions);
    // An answer saved before evidence was stored counts as answered but not in the average.
    expect(background).toMatchObject({ answered: 3, averageScore: 82 });
    expect(technical).toMatchObject({ answered: 1, averageScore: 82 });
    expect(scenario).toMatchObject({ answered: 0, averageScore: null, completeStories: 0 });
  });
});
