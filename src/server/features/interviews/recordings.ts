import { Readable } from 'node:stream';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { QUESTIONS_PER_INTERVIEW, TRANSCRIPTION_MAX_BYTES } from '../../../shared/constants';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { interviewQuestions, interviews } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import type { AppEnv } from '../../http/context';
import { readLimitedBody } from '../../http/read-limited-body';
import { requireUser } from '../../http/session';
import type { Logger } from '../../logger';
import { enforceRateLimits } from '../../rate-limit/enforce';
import type { RateLimiter, RateLimitRule } from '../../rate-limit/rate-limiter';
import { AUDIO_TYPE } from '../../speech/audio-type';
import type { ObjectStorage } from '../../storage/storage';
import { isStorageError } from '../../storage/storage-error';

// A spoken answer's recording, kept only when the user chooses to (issue 37): in this site's own
// storage, under the user's key, played back only to them, and deleted with the interview (or
// when they delete it). Deleting an interview lives here too, as it is what removes the files.

/** Keeping a recording is one upload per answer given aloud; a person practises a few an hour. */
export const RECORDINGS_PER_USER: RateLimitRule = { limit: 120, windowMs: 60 * 60_000 };

const PATH = /^\/api\/interviews\/[^/]+\/questions\/\d+\/recording$/;

/** Whether the request uploads a recording (it has its own body limit, not JSON's). */
export function isRecordingUpload(request: Request): boolean {
  return request.method === 'PUT' && PATH.test(new URL(request.url).pathname);
}

export function recordingKeyOf(options: { userId: string; interviewId: string; order: number }) {
  return `recordings/${options.userId}/${options.interviewId}/${options.order}`;
}

interface QuestionKey {
  userId: string;
  interviewId: string;
  order: number;
}

export function createRecordingsRepository(db: Database) {
  const ownedQuestion = (key: QuestionKey) =>
    and(
      eq(interviewQuestions.interviewId, key.interviewId),
      eq(interviewQuestions.order, key.order),
      sql`exists (select 1 from ${interviews} where ${interviews.id} = ${key.interviewId} and ${interviews.userId} = ${key.userId})`,
    );
  return {
    /** The owner's question, or null (anyone else's, or none). */
    async question(key: QuestionKey) {
      if (!isUuid(key.interviewId)) return null;
      const [row] = await db
        .select({
          answer: interviewQuestions.answer,
          recordingKey: interviewQuestions.recordingKey,
          recordingType: interviewQuestions.recordingType,
        })
        .from(interviewQuestions)
        .where(ownedQuestion(key));
      return row ?? null;
    },
    async setRecording(key: QuestionKey, recording: { key: string; type: string } | null) {
      await db
        .update(interviewQuestions)
        .set({ recordingKey: recording?.key ?? null, recordingType: recording?.type ?? null })
        .where(ownedQuestion(key));
    },
    /** Deletes the owner's interview (its questions and attempts go with it); its files' keys. */
    async deleteInterview(key: { userId: string; interviewId: string }) {
      if (!isUuid(key.interviewId)) return null;
      return db.transaction(async (tx) => {
        const files = await tx
          .select({ key: interviewQuestions.recordingKey })
          .from(interviewQuestions)
          .innerJoin(interviews, eq(interviews.id, interviewQuestions.interviewId))
          .where(
            and(
              eq(interviews.id, key.interviewId),
              eq(interviews.userId, key.userId),
              isNotNull(interviewQuestions.recordingKey),
            ),
          );
        const deleted = await tx
          .delete(interviews)
          .where(and(eq(interviews.id, key.interviewId), eq(interviews.userId, key.userId)))
          .returning({ id: interviews.id });
        if (deleted.length === 0) return null;
        return files.flatMap((file) => (file.key ? [file.key] : []));
      });
    },
  };
}

export interface RecordingsDeps {
  repository: ReturnType<typeof createRecordingsRepository>;
  storage: ObjectStorage;
  limiter: RateLimiter;
  logger: Logger;
}

function orderOf(value: string): number {
  const order = Number(value);
  if (!Number.isInteger(order) || order < 1 || order > QUESTIONS_PER_INTERVIEW) {
    throw new AppError('interview_not_found');
  }
  return order;
}

export function recordingsRoutes(deps: RecordingsDeps) {
  const keyOf = (c: {
    get(name: 'user'): { id: string };
    req: { param(name: string): string };
  }) => ({
    userId: c.get('user').id,
    interviewId: c.req.param('id'),
    order: orderOf(c.req.param('order')),
  });
  const owned = async (key: QuestionKey) => {
    const question = await deps.repository.question(key);
    if (!question) throw new AppError('interview_not_found');
    return question;
  };
  const removeFiles = async (keys: readonly string[]) => {
    for (const file of keys) {
      try {
        await deps.storage.delete(file);
      } catch (error) {
        deps.logger.warn({ err: error, key: file }, 'could not delete a kept recording');
      }
    }
  };
  return (
    new Hono<AppEnv>()
      // Keeps the recording of an answer already saved (the answer is never held up by it).
      .put('/interviews/:id/questions/:order/recording', requireUser, async (c) => {
        const key = keyOf(c);
        const question = await owned(key);
        if (question.answer === null) throw new AppError('recording_needs_answer');
        const contentType = c.req.header('Content-Type') ?? '';
        if (!AUDIO_TYPE.test(contentType)) throw new AppError('recording_audio_invalid');
        await enforceRateLimits(deps.limiter, [
          { key: `recording:user:${key.userId}`, rule: RECORDINGS_PER_USER },
        ]);
        const audio = await readLimitedBody(c.req.raw, {
          maxBytes: TRANSCRIPTION_MAX_BYTES,
          tooLarge: () => new AppError('payload_too_large', { limit: '10 MB' }),
        });
        if (audio.byteLength === 0) throw new AppError('recording_audio_invalid');
        const stored = recordingKeyOf(key);
        await deps.storage.put(stored, { body: audio, contentType });
        await deps.repository.setRecording(key, { key: stored, type: contentType });
        return c.json({ recording: { size: audio.byteLength } }, 201);
      })
      .get('/interviews/:id/questions/:order/recording', requireUser, async (c) => {
        const question = await owned(keyOf(c));
        if (!question.recordingKey) throw new AppError('recording_not_found');
        try {
          const object = await deps.storage.get(question.recordingKey);
          return c.body(Readable.toWeb(object.body) as ReadableStream<Uint8Array>, 200, {
            'Content-Type': question.recordingType ?? object.contentType,
            'Content-Length': String(object.size),
            'Cache-Control': 'private, no-store',
            'X-Content-Type-Options': 'nosniff',
          });
        } catch (error) {
          if (isStorageError(error, 'not_found')) {
            throw new AppError('recording_not_found');
          }
          throw error;
        }
      })
      .delete('/interviews/:id/questions/:order/recording', requireUser, async (c) => {
        const key = keyOf(c);
        const question = await owned(key);
        if (question.recordingKey) {
          await deps.repository.setRecording(key, null);
          await removeFiles([question.recordingKey]);
        }
        return c.json({ isDeleted: true }, 200);
      })
      // Deleting an interview: its rows in one statement, then its kept recordings.
      .delete('/interviews/:id', requireUser, async (c) => {
        const files = await deps.repository.deleteInterview({
          userId: c.get('user').id,
          interviewId: c.req.param('id'),
        });
        if (files === null) throw new AppError('interview_not_found');
        await removeFiles(files);
        return c.json({ id: c.req.param('id'), isDeleted: true }, 200);
      })
  );
}
