import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { Language } from '../../../shared/language';
import {
  trackedFieldsSchema,
  trackedPatchSchema,
  trackerImportSchema,
  trackerReadSchema,
  trackerSentSchema,
} from '../../../shared/schemas/tracker';
import { attachmentDisposition } from '../../http/attachment-disposition';
import type { AppEnv } from '../../http/context';
import { requireUser } from '../../http/session';
import { jsonBody } from '../../http/validate';
import { enforceRateLimits } from '../../rate-limit/enforce';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { TRACKER_WRITES_PER_USER } from './rate-limits';
import { readPostingFields } from './read-posting';
import {
  type TrackerDeps,
  addTracked,
  assertOwned,
  deleteAllTracked,
  deleteTracked,
  keepSent,
  openSentResume,
  exportTrackerCsv,
  importTracked,
  interviewCalendar,
  listTracker,
  updateTracked,
} from './tracker.service';

export interface TrackerRouteDeps extends TrackerDeps {
  limiter: RateLimiter;
  /** The language the seeker's reminders are written in: the one they last tracked in. */
  rememberLanguage: (userId: string, language: Language) => Promise<void>;
}

/** The seeker's tracker (issue 38): every route is the owner's alone. */
export function trackerRoutes(deps: TrackerRouteDeps) {
  const limitWrites = (userId: string) =>
    enforceRateLimits(deps.limiter, [
      { key: `tracker-write:user:${userId}`, rule: TRACKER_WRITES_PER_USER },
    ]);
  const remember = (who: { userId: string; language: Language }) =>
    deps.rememberLanguage(who.userId, who.language);
  return new Hono<AppEnv>()
    .get('/tracker', requireUser, async (c) => {
      return c.json({ items: await listTracker(deps, c.get('user').id) }, 200);
    })
    .post('/tracker/read', requireUser, jsonBody(trackerReadSchema), (c) => {
      const { posting, url } = c.req.valid('json');
      return c.json({ fields: readPostingFields(posting, url) }, 200);
    })
    .post('/tracker', requireUser, jsonBody(trackedFieldsSchema), async (c) => {
      const userId = c.get('user').id;
      await limitWrites(userId);
      const item = await addTracked(deps, { userId, fields: c.req.valid('json') });
      await remember({ userId, language: c.get('language') });
      return c.json({ item }, 201);
    })
    .patch('/tracker/:id', requireUser, jsonBody(trackedPatchSchema), async (c) => {
      const userId = c.get('user').id;
      // Another seeker's id is unknown before anything is counted or written.
      await assertOwned(deps, { userId, id: c.req.param('id') });
      await limitWrites(userId);
      const item = await updateTracked(deps, {
        userId,
        id: c.req.param('id'),
        patch: c.req.valid('json'),
      });
      await remember({ userId, language: c.get('language') });
      return c.json({ item }, 200);
    })
    .delete('/tracker/:id', requireUser, async (c) => {
      const userId = c.get('user').id;
      await assertOwned(deps, { userId, id: c.req.param('id') });
      await limitWrites(userId);
      await deleteTracked(deps, { userId, id: c.req.param('id') });
      return c.json({ id: c.req.param('id'), isDeleted: true }, 200);
    })
    .delete('/tracker', requireUser, async (c) => {
      const userId = c.get('user').id;
      await limitWrites(userId);
      const deleted = await deleteAllTracked(deps, userId);
      return c.json({ deleted }, 200);
    })
    .get('/tracker/export.csv', requireUser, async (c) => {
      const csv = await exportTrackerCsv(deps, c.get('user').id);
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': attachmentDisposition('hireready-applications.csv'),
        'X-Content-Type-Options': 'nosniff',
      });
    })
    .post('/tracker/import', requireUser, jsonBody(trackerImportSchema), async (c) => {
      const userId = c.get('user').id;
      await limitWrites(userId);
      const imported = await importTracked(deps, { userId, rows: c.req.valid('json').rows });
      await remember({ userId, language: c.get('language') });
      return c.json({ imported }, 201);
    })
    .post('/tracker/:id/sent', requireUser, jsonBody(trackerSentSchema), async (c) => {
      const userId = c.get('user').id;
      await assertOwned(deps, { userId, id: c.req.param('id') });
      await limitWrites(userId);
      const item = await keepSent(deps, {
        userId,
        id: c.req.param('id'),
        sent: c.req.valid('json'),
      });
      return c.json({ item }, 200);
    })
    .get('/tracker/:id/sent-resume', requireUser, async (c) => {
      const file = await openSentResume(deps, { userId: c.get('user').id, id: c.req.param('id') });
      return c.body(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': attachmentDisposition(file.fileName),
        'X-Content-Type-Options': 'nosniff',
      });
    })
    .get('/tracker/:id/interview.ics', requireUser, async (c) => {
      const calendar = await interviewCalendar(deps, {
        userId: c.get('user').id,
        id: c.req.param('id'),
      });
      return c.body(calendar.body, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': attachmentDisposition(calendar.fileName),
        'X-Content-Type-Options': 'nosniff',
      });
    });
}
