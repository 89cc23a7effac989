import { describe, expect, it } from 'vitest';
import {
  findSpeechSegments,
  measureDelivery,
  summariseDelivery,
  watchAnswer,
} from './speech-delivery';

const FRAME_MS = 32;

/** Probabilities for a recording: [speech?, milliseconds] runs. */
function frames(...runs: [boolean, number][]): number[] {
  return runs.flatMap(([speech, ms]) =>
    Array.from({ length: Math.round(ms / FRAME_MS) }, () => (speech ? 0.9 : 0.05)),
  );
}

describe('speech delivery from voice activity', () => {
  it('times the first word, the speaking time and the long pauses', () => {
    const probabilities = frames(
      [false, 1600],
      [true, 3200],
      [false, 1280],
      [true, 2400],
      [false, 480],
      [true, 1600],
      [false, 640],
    );
    const delivery = measureDelivery({ probabilities, frameMs: FRAME_MS });
    expect(delivery.firstWordMs).toBe(1600);
    expect(delivery.longPauses).toBe(1);
    expect(delivery.longPauseMs).toBe(1280);
    expect(delivery.speakingMs).toBe(3200 + 1280 + 2400 + 480 + 1600);
    expect(delivery.recordingMs).toBe(11200);
  });

  it('says nothing about words a minute or fillers without a transcript, and counts them with one', () => {
    const probabilities = frames([true, 30_000]);
    const without = measureDelivery({ probabilities, frameMs: FRAME_MS });
    expect(without.wordsPerMinute).toBeNull();
    expect(without.fillers).toBeNull();
    const text = Array.from({ length: 70 }, () => 'word').join(' ');
    const dropped = measureDelivery({
      probabilities,
      frameMs: FRAME_MS,
      transcript: { text, fillerSounds: null, fillerWords: 2 },
    });
    expect(dropped.wordsPerMinute).toBe(140);
    // A transcript that drops "um" cannot say there were none; its words and hedges it keeps.
    expect(dropped.fillers).toBeNull();
    expect(dropped.fillerWords).toBe(2);
    const kept = measureDelivery({
      probabilities,
      frameMs: FRAME_MS,
      transcript: { text, fillerSounds: 3, fillerWords: 2 },
    });
    expect(kept.fillers).toBe(3);
    expect(without.fillerWords).toBeNull();
  });

  it('joins the short gaps between words and ignores clicks', () => {
    const probabilities = frames([true, 960], [false, 160], [true, 960], [false, 640], [true, 64]);
    expect(findSpeechSegments(probabilities, FRAME_MS)).toEqual([{ startMs: 0, endMs: 2080 }]);
    expect(
      measureDelivery({ probabilities: frames([false, 2000]), frameMs: FRAME_MS }),
    ).toMatchObject({ firstWordMs: null, speakingMs: 0, longPauses: 0 });
  });
});

describe('the delivery of an interview', () => {
  const answer = (overrides: Partial<ReturnType<typeof measureDelivery>>) => ({
    recordingMs: 10_000,
    firstWordMs: 1_000,
    speakingMs: 8_000,
    longPauses: 0,
    longPauseMs: 0,
    wordsPerMinute: null,
    fillers: null,
    ...overrides,
  });

  it('sums what the spoken answers had, and says nothing of typed ones', () => {
    expect(summariseDelivery([null, undefined])).toBeNull();
    expect(
      summariseDelivery([
        answer({ firstWordMs: 800, longPauses: 2 }),
        null,
        answer({ firstWordMs: 2_400, wordsPerMinute: 150, speakingMs: 6_000 }),
        answer({ firstWordMs: 1_200, longPauses: 1, wordsPerMinute: 120, speakingMs: 12_000 }),
      ]),
    ).toEqual({
      spoken: 3,
      medianFirstWordMs: 1_200,
      longPauses: 3,
      answersWithLongPauses: 2,
      // Weighted by speaking time: (150 × 6 + 120 × 12) / 18.
      wordsPerMinute: 130,
    });
  });
});

describe('watching a spoken answer for its end (phone screen)', () => {
  const watch = (probabilities: number[]) => {
    const next = watchAnswer({ frameMs: FRAME_MS });
    return probabilities.map((probability) => next(probability));
  };

  it('ends an answer on three seconds of silence after speech, not on a thinking pause', () => {
    const said = watch(frames([false, 1600], [true, 3200], [false, 2500], [true, 2000]));
    expect(said).not.toContain('ended');
    const ended = watch(frames([true, 3200], [false, 3100]));
    expect(ended.at(-1)).toBe('ended');
    expect(ended.indexOf('ended') * FRAME_MS).toBeGreaterThanOrEqual(3200 + 3000 - FRAME_MS);
  });

  it('does not end on silence before the first word or after a cough, and gives up after 20 s of nothing', () => {
    const waiting = watch(frames([false, 10_000], [true, 300], [false, 5000]));
    expect(waiting).not.toContain('ended');
    expect(waiting).not.toContain('nothingHeard');
    expect(watch(frames([false, 20_100])).at(-1)).toBe('nothingHeard');
  });
});
