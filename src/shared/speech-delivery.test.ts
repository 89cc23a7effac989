import { describe, expect, it } from 'vitest';
import { findSpeechSegments, measureDelivery } from './speech-delivery';

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
      transcript: { text, keepsFillers: false },
      countFillers: () => 3,
    });
    expect(dropped.wordsPerMinute).toBe(140);
    // A transcript that drops "um" cannot say there were none.
    expect(dropped.fillers).toBeNull();
    const kept = measureDelivery({
      probabilities,
      frameMs: FRAME_MS,
      transcript: { text, keepsFillers: true },
      countFillers: () => 3,
    });
    expect(kept.fillers).toBe(3);
  });

  it('joins the short gaps between words and ignores clicks', () => {
    const probabilities = frames([true, 960], [false, 160], [true, 960], [false, 640], [true, 64]);
    expect(findSpeechSegments(probabilities, FRAME_MS)).toEqual([{ startMs: 0, endMs: 2080 }]);
    expect(
      measureDelivery({ probabilities: frames([false, 2000]), frameMs: FRAME_MS }),
    ).toMatchObject({ firstWordMs: null, speakingMs: 0, longPauses: 0 });
  });
});
