// Transcription through any OpenAI-compatible `/audio/transcriptions` endpoint the operator names
// (STT_BASE_URL: faster-whisper servers, whisper.cpp's server, LocalAI, vLLM, OpenAI). Word
// timestamps are asked for where offered (verbose_json); a server that refuses that format is
// asked again for plain json. The key stays on the server; the audio is sent once and not kept.
import { z } from 'zod';
import type { Language } from '../../shared/language';

export interface TranscribedWord {
  word: string;
  start: number;
  end: number;
}

export interface Transcript {
  text: string;
  /** Word timings in seconds, where the server gives them. */
  words: TranscribedWord[] | null;
  /** Whether the service keeps "um" and «ээ» (the operator says so: STT_KEEPS_FILLERS). */
  keepsFillers: boolean;
}

export type TranscriptionFailure = 'failed' | 'timeout';

export class TranscriptionError extends Error {
  constructor(
    readonly failure: TranscriptionFailure,
    message: string,
  ) {
    super(message);
    this.name = 'TranscriptionError';
  }
}

const responseSchema = z.object({
  text: z.string(),
  words: z
    .array(z.object({ word: z.string(), start: z.number(), end: z.number() }))
    .optional()
    .nullable(),
});

const EXTENSION: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
};

export interface TranscriberOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  /** The operator's word that the service writes down "um" and «ээ» (most drop them). */
  keepsFillers?: boolean;
  fetch?: typeof fetch;
}

export type Transcriber = (input: {
  audio: Uint8Array<ArrayBuffer>;
  contentType: string;
  language: Language;
}) => Promise<Transcript>;

export function createTranscriber(options: TranscriberOptions): Transcriber {
  const send = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
  const request = async (
    input: Parameters<Transcriber>[0],
    format: 'verbose_json' | 'json',
  ): Promise<Response> => {
    const form = new FormData();
    const type = input.contentType.split(';')[0]!.trim();
    form.set('file', new Blob([input.audio], { type }), `answer.${EXTENSION[type] ?? 'webm'}`);
    form.set('model', options.model);
    form.set('language', input.language);
    form.set('response_format', format);
    if (format === 'verbose_json') form.append('timestamp_granularities[]', 'word');
    try {
      return await send(url, {
        method: 'POST',
        body: form,
        headers: options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {},
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new TranscriptionError('timeout', `no answer within ${options.timeoutMs} ms`);
      }
      throw new TranscriptionError('failed', `could not reach the transcription service`);
    }
  };
  return async (input) => {
    let response = await request(input, 'verbose_json');
    // Some servers speak only json (and refuse the richer format with a 400).
    if (response.status === 400) {
      await response.body?.cancel();
      response = await request(input, 'json');
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new TranscriptionError(
        'failed',
        `the transcription service answered ${response.status}`,
      );
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new TranscriptionError('timeout', `no answer within ${options.timeoutMs} ms`);
      }
      throw new TranscriptionError('failed', 'the transcription service sent no JSON');
    }
    const parsed = responseSchema.safeParse(body);
    if (!parsed.success) {
      throw new TranscriptionError('failed', 'the transcription service sent no text');
    }
    return {
      text: parsed.data.text.trim(),
      words: parsed.data.words ?? null,
      keepsFillers: options.keepsFillers ?? false,
    };
  };
}
