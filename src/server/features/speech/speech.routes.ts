import { Hono } from 'hono';
import { isLanguage } from '../../../shared/language';
import { TRANSCRIPTION_MAX_BYTES } from '../../../shared/constants';
import { AppError } from '../../app-error';
import type { AppEnv } from '../../http/context';
import { readLimitedBody } from '../../http/read-limited-body';
import { requireUser } from '../../http/session';
import type { Logger } from '../../logger';
import { enforceRateLimits } from '../../rate-limit/enforce';
import type { RateLimiter, RateLimitRule } from '../../rate-limit/rate-limiter';
import { AUDIO_TYPE } from '../../speech/audio-type';
import { countSpokenTics } from '../../speech/spoken-tics';
import { type Transcriber, TranscriptionError } from '../../speech/transcribe';

// Writing down a spoken answer, only when the user asks and only where the operator configured a
// transcription service (STT_BASE_URL): the recording is the request's body (its own audio type),
// sent on to that service once and kept nowhere. Without one, the route says so (404).

const PATH = '/api/speech/transcriptions';
/** A person practising records a few answers an hour; each costs the operator a transcription. */
export const TRANSCRIPTIONS_PER_USER: RateLimitRule = { limit: 60, windowMs: 60 * 60_000 };

/** Whether the request is a recording sent for transcription (it has its own body limit). */
export function isTranscriptionUpload(request: Request): boolean {
  return request.method === 'POST' && new URL(request.url).pathname === PATH;
}

export interface SpeechDeps {
  transcribe: Transcriber | null;
  limiter: RateLimiter;
  logger: Logger;
}

export function speechRoutes(deps: SpeechDeps) {
  return new Hono<AppEnv>().post('/speech/transcriptions', requireUser, async (c) => {
    const transcribe = deps.transcribe;
    if (!transcribe) throw new AppError('transcription_not_configured');
    const language = c.req.query('language');
    if (!isLanguage(language)) throw new AppError('interview_language_invalid');
    const contentType = c.req.header('Content-Type') ?? '';
    if (!AUDIO_TYPE.test(contentType)) throw new AppError('transcription_audio_invalid');
    await enforceRateLimits(deps.limiter, [
      { key: `transcription:user:${c.get('user').id}`, rule: TRANSCRIPTIONS_PER_USER },
    ]);
    const audio = await readLimitedBody(c.req.raw, {
      maxBytes: TRANSCRIPTION_MAX_BYTES,
      tooLarge: () => new AppError('payload_too_large', { limit: '10 MB' }),
    });
    if (audio.byteLength === 0) throw new AppError('transcription_audio_invalid');
    try {
      const transcript = await transcribe({ audio, contentType, language });
      c.header('Cache-Control', 'no-store');
      const tics = countSpokenTics(transcript.text, {
        language,
        keepsFillers: transcript.keepsFillers,
      });
      return c.json({ transcript: { ...transcript, ...tics } }, 200);
    } catch (error) {
      if (!(error instanceof TranscriptionError)) throw error;
      deps.logger.warn({ failure: error.failure, reason: error.message }, 'transcription failed');
      throw new AppError(
        error.failure === 'timeout' ? 'transcription_timeout' : 'transcription_failed',
      );
    }
  });
}
