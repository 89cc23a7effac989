import { describe, expect, it } from 'vitest';
import { CONCERN_SHOWN_BELOW, CONCERN_TOLD_BELOW, shownConcern } from './score-answer';

// What a concern the classifiers found becomes for the candidate: said only where the judged
// score bears it out, and general words never of an answer to an open question above the floor.
describe('the concerns told to the candidate', () => {
  const between = (CONCERN_SHOWN_BELOW + CONCERN_TOLD_BELOW) / 2;

  it('are told below the higher threshold, and never at or above it', () => {
    for (const concern of ['keyword_stuffing', 'off_topic', 'generic'] as const) {
      expect(shownConcern({ concern, score: CONCERN_SHOWN_BELOW - 1 })).toBe(concern);
      expect(shownConcern({ concern, score: between, questionKind: 'story' })).toBe(concern);
      expect(shownConcern({ concern, score: CONCERN_TOLD_BELOW })).toBeNull();
    }
    expect(shownConcern({ concern: null, score: 5 })).toBeNull();
  });

  it('never tell an answer to an open question above the floor that it is general words', () => {
    expect(shownConcern({ concern: 'generic', score: between, questionKind: 'open' })).toBeNull();
    expect(shownConcern({ concern: 'off_topic', score: between, questionKind: 'open' })).toBe(
      'off_topic',
    );
  });
});
