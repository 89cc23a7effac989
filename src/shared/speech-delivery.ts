// How an answer was spoken, measured from the voice-activity detector's per-frame speech
// probabilities (Silero, run in the browser) and, where there is one, a transcript. Timing only:
// nothing here judges confidence or content, and nothing of it enters the content score.

/** A frame is speech from this probability on, and stays speech until it falls below the next. */
const SPEECH_FROM = 0.5;
const SPEECH_UNTIL = 0.35;
/** Shorter bursts are clicks and breaths, not words. */
const MIN_SPEECH_MS = 150;
/** Gaps shorter than this are the spaces between words, not pauses. */
const JOIN_GAP_MS = 300;
/** A pause a listener notices. */
export const LONG_PAUSE_MS = 1000;

export interface SpeechSegment {
  startMs: number;
  endMs: number;
}

export interface SpeechDelivery {
  /** The whole recording. */
  recordingMs: number;
  /** From the start of the recording to the first word; null when no speech was heard. */
  firstWordMs: number | null;
  /** From the first word to the last. */
  speakingMs: number;
  /** Silences of a second or more between words. */
  longPauses: number;
  longPauseMs: number;
  /** Words a minute over the speaking time, when a transcript gives the words. */
  wordsPerMinute: number | null;
  /** "um", «ээ» in a transcript whose service keeps them; null when not measured. */
  fillers: number | null;
  /**
   * Filler words and hedges ("you know", "I think", «как бы», «наверное») in a transcript; null
   * (or absent, on answers kept before it was measured) without one.
   */
  fillerWords?: number | null;
}

/** Speech segments from per-frame probabilities (frames of `frameMs`, from the recording's start). */
export function findSpeechSegments(
  probabilities: readonly number[],
  frameMs: number,
): SpeechSegment[] {
  const raw: SpeechSegment[] = [];
  let start: number | null = null;
  probabilities.forEach((probability, index) => {
    if (start === null && probability >= SPEECH_FROM) start = index;
    else if (start !== null && probability < SPEECH_UNTIL) {
      raw.push({ startMs: start * frameMs, endMs: index * frameMs });
      start = null;
    }
  });
  if (start !== null) raw.push({ startMs: start * frameMs, endMs: probabilities.length * frameMs });
  const joined: SpeechSegment[] = [];
  for (const segment of raw) {
    const last = joined.at(-1);
    if (last && segment.startMs - last.endMs < JOIN_GAP_MS) last.endMs = segment.endMs;
    else joined.push({ ...segment });
  }
  return joined.filter((segment) => segment.endMs - segment.startMs >= MIN_SPEECH_MS);
}

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function measureDelivery(options: {
  probabilities: readonly number[];
  frameMs: number;
  /**
   * What was said, when a transcription exists, with its filler sounds (null: the service drops
   * them) and filler words and hedges, counted on the server from fixed en/ru lists.
   */
  transcript?: { text: string; fillerSounds: number | null; fillerWords: number } | null;
}): SpeechDelivery {
  const { probabilities, frameMs } = options;
  const segments = findSpeechSegments(probabilities, frameMs);
  const recordingMs = Math.round(probabilities.length * frameMs);
  const first = segments[0];
  const last = segments.at(-1);
  const speakingMs = first && last ? last.endMs - first.startMs : 0;
  const gaps = segments.slice(1).map((segment, index) => segment.startMs - segments[index]!.endMs);
  const long = gaps.filter((gap) => gap >= LONG_PAUSE_MS);
  const transcript = options.transcript ?? null;
  const words = transcript ? (transcript.text.match(WORD) ?? []).length : 0;
  return {
    recordingMs,
    firstWordMs: first ? Math.round(first.startMs) : null,
    speakingMs: Math.round(speakingMs),
    longPauses: long.length,
    longPauseMs: Math.round(long.reduce((sum, gap) => sum + gap, 0)),
    wordsPerMinute:
      transcript && words > 0 && speakingMs > 0 ? Math.round(words / (speakingMs / 60_000)) : null,
    fillers: transcript?.fillerSounds ?? null,
    fillerWords: transcript ? transcript.fillerWords : null,
  };
}

/** The pace the panel calls easy to follow (words a minute). */
export const EASY_PACE = { from: 120, to: 160 } as const;

export interface InterviewDelivery {
  /** Answers given aloud (with a delivery). */
  spoken: number;
  /** The middle time to the first word over those answers. */
  medianFirstWordMs: number | null;
  /** Pauses of a second or more over all of them, and how many answers had one. */
  longPauses: number;
  answersWithLongPauses: number;
  /** Words a minute over the answers that have it (a transcript), weighted by speaking time. */
  wordsPerMinute: number | null;
}

/** The interview's delivery in one line: null when no answer was given aloud. */
export function summariseDelivery(
  deliveries: ReadonlyArray<SpeechDelivery | null | undefined>,
): InterviewDelivery | null {
  const spoken = deliveries.filter((delivery): delivery is SpeechDelivery => Boolean(delivery));
  if (spoken.length === 0) return null;
  const firstWords = spoken
    .map((delivery) => delivery.firstWordMs)
    .filter((ms): ms is number => ms !== null)
    .sort((a, b) => a - b);
  const paced = spoken.filter(
    (delivery) => delivery.wordsPerMinute !== null && delivery.speakingMs > 0,
  );
  const pacedMs = paced.reduce((sum, delivery) => sum + delivery.speakingMs, 0);
  return {
    spoken: spoken.length,
    medianFirstWordMs:
      firstWords.length > 0 ? firstWords[Math.floor((firstWords.length - 1) / 2)]! : null,
    longPauses: spoken.reduce((sum, delivery) => sum + delivery.longPauses, 0),
    answersWithLongPauses: spoken.filter((delivery) => delivery.longPauses > 0).length,
    wordsPerMinute:
      pacedMs > 0
        ? Math.round(
            paced.reduce(
              (sum, delivery) => sum + delivery.wordsPerMinute! * delivery.speakingMs,
              0,
            ) / pacedMs,
          )
        : null,
  };
}

/** Hands-free answering: a silence this long after some speech ends the answer. */
export const END_OF_ANSWER_SILENCE_MS = 3000;
/** Speech heard in all before a silence may end the answer (a cough or "um" is not an answer). */
const END_OF_ANSWER_MIN_SPEECH_MS = 1000;
/** With no speech at all for this long, the answer ends (the page says none was heard). */
export const NO_ANSWER_MS = 20_000;

export type AnswerWatch = 'speaking' | 'ended' | 'nothingHeard';

/**
 * Watches an answer frame by frame as it is spoken (the speech probabilities the meter reads)
 * and says when it is over: a silence of `silenceMs` once at least a second of speech was heard,
 * or no speech for `NO_ANSWER_MS`. Long pauses in the middle of an answer are shorter than the
 * silence that ends it, so thinking aloud is never cut off.
 */
export function watchAnswer(options: { frameMs: number; silenceMs?: number }) {
  const silenceMs = options.silenceMs ?? END_OF_ANSWER_SILENCE_MS;
  let heardMs = 0;
  let quietMs = 0;
  let inSpeech = false;
  return (probability: number): AnswerWatch => {
    if (inSpeech ? probability >= SPEECH_UNTIL : probability >= SPEECH_FROM) {
      inSpeech = true;
      heardMs += options.frameMs;
      quietMs = 0;
    } else {
      inSpeech = false;
      quietMs += options.frameMs;
    }
    if (heardMs >= END_OF_ANSWER_MIN_SPEECH_MS && quietMs >= silenceMs) return 'ended';
    if (heardMs < END_OF_ANSWER_MIN_SPEECH_MS && quietMs >= NO_ANSWER_MS) return 'nothingHeard';
    return 'speaking';
  };
}
