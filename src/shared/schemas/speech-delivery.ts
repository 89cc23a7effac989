import { z } from 'zod';
import type { SpeechDelivery } from '../speech-delivery';

// The delivery's schema lives apart from src/shared/speech-delivery.ts, so the pages that only
// measure and show a delivery (the interview page and its recorder) do not load zod for it.

const milliseconds = z
  .number({ error: 'validation_failed' })
  .int({ error: 'validation_failed' })
  .min(0, { error: 'validation_failed' })
  .max(60 * 60_000, { error: 'validation_failed' });

/**
 * The delivery as the page sends it with a spoken answer: timing figures only (no audio, no
 * words), kept with the answer so the results can show them beside the feedback.
 */
export const speechDeliverySchema = z.object({
  recordingMs: milliseconds,
  firstWordMs: milliseconds.nullable(),
  speakingMs: milliseconds,
  longPauses: z.number().int().min(0).max(10_000),
  longPauseMs: milliseconds,
  wordsPerMinute: z.number().int().min(0).max(1000).nullable(),
  fillers: z.number().int().min(0).max(10_000).nullable(),
  fillerWords: z.number().int().min(0).max(10_000).nullable().optional(),
}) satisfies z.ZodType<SpeechDelivery>;
