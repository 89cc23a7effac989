// The results page counts a complete story only from the score at which the coach credits an
// answer's parts: the shared constant stays the server's threshold, rounded up.
import { describe, expect, it } from 'vitest';
import { STORY_CREDITED_FROM } from '../../../shared/results-at-a-glance';
import { ABSENCE_CLAIMS_BELOW } from './score-answer';

describe('the score from which a complete story is counted', () => {
  it('is the coach’s threshold for crediting an answer’s parts', () => {
    expect(STORY_CREDITED_FROM).toBe(Math.ceil(ABSENCE_CLAIMS_BELOW));
  });
});
