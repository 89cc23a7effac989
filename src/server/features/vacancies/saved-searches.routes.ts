import { Hono } from 'hono';
import { SAVED_SEARCHES_MAX } from '../../../shared/schemas/saved-searches';
import {
  mailPreferencesInputSchema,
  mailUnsubscribeQuerySchema,
  savedSearchInputSchema,
  savedSearchUpdateSchema,
} from '../../../shared/schemas/saved-searches';
import { AppError } from '../../app-error';
import type { AppEnv } from '../../http/context';
import { queryParams as query } from '../../http/query-params';
import { requireUser } from '../../http/session';
import { jsonBody } from '../../http/validate';
import { isUuid } from '../../db/uuid';
import type { Language } from '../../../shared/language';
import { isUnsubscribeToken } from './mail/mail-links';
import type { MailPreferencesRepository } from './mail/mail-preferences.repository';
import type { SavedSearchRow, SavedSearchesRepository } from './saved-searches.repository';

export interface SavedSearchRouteDeps {
  savedSearches: SavedSearchesRepository;
  preferences: MailPreferencesRepository;
  /** Signs unsubscribe links (AUTH_SECRET). */
  secret: string;
  appUrl: string;
  now: () => Date;
}

function toSavedSearch(row: SavedSearchRow) {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    frequency: row.frequency,
    isPaused: row.isPaused,
    createdAt: row.createdAt.toISOString(),
    lastCheckedAt: row.checkedUntil.toISOString(),
  };
}

function toPreferences(row: Awaited<ReturnType<MailPreferencesRepository['get']>>) {
  return {
    newApplications: row.newApplications,
    statusChanges: row.statusChanges,
    searchAlerts: row.searchAlerts,
  };
}

/**
 * Saved searches with alerts, the job board's mail settings, and the one-click unsubscribe
 * every job-board mail links to. A saved search is its owner's alone (another user's id: 404).
 */
export function savedSearchRoutes(deps: SavedSearchRouteDeps) {
  const remember = (userId: string, language: Language) =>
    deps.preferences.rememberLanguage(userId, language);
  return (
    new Hono<AppEnv>()
      .get('/saved-searches', requireUser, async (c) => {
        const rows = await deps.savedSearches.listOwned(c.get('user').id);
        return c.json({ savedSearches: rows.map(toSavedSearch) }, 200);
      })
      .post('/saved-searches', requireUser, jsonBody(savedSearchInputSchema), async (c) => {
        const userId = c.get('user').id;
        const input = c.req.valid('json');
        const row = await deps.savedSearches.create(
          { userId, ...input, now: deps.now() },
          SAVED_SEARCHES_MAX,
        );
        if (row === null) throw new AppError('saved_searches_limit');
        // Alerts come in the language the search was saved in, until the user uses another.
        await remember(userId, c.get('language'));
        return c.json({ savedSearch: toSavedSearch(row) }, 201);
      })
      .patch('/saved-searches/:id', requireUser, jsonBody(savedSearchUpdateSchema), async (c) => {
        const id = c.req.param('id');
        const row = isUuid(id)
          ? await deps.savedSearches.updateOwned(
              { userId: c.get('user').id, id },
              c.req.valid('json'),
            )
          : null;
        if (!row) throw new AppError('saved_search_not_found');
        return c.json({ savedSearch: toSavedSearch(row) }, 200);
      })
      .delete('/saved-searches/:id', requireUser, async (c) => {
        const id = c.req.param('id');
        const isDeleted =
          isUuid(id) && (await deps.savedSearches.deleteOwned({ userId: c.get('user').id, id }));
        if (!isDeleted) throw new AppError('saved_search_not_found');
        return c.json({ id, isDeleted: true as const }, 200);
      })
      .get('/mail-preferences', requireUser, async (c) => {
        const userId = c.get('user').id;
        const row = await deps.preferences.get(userId);
        // Job-board mail waits for a confirmed address (ADR 0037); the page says so.
        const emailConfirmed = await deps.preferences.isAddressConfirmed(userId);
        return c.json({ preferences: toPreferences(row), emailConfirmed }, 200);
      })
      .put('/mail-preferences', requireUser, jsonBody(mailPreferencesInputSchema), async (c) => {
        const userId = c.get('user').id;
        const row = await deps.preferences.update(userId, {
          ...c.req.valid('json'),
          language: c.get('language'),
        });
        return c.json({ preferences: toPreferences(row) }, 200);
      })
      // One-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click`; our
      // page POSTs nothing. The body is never read, so any content type is accepted.
      .post('/mail/unsubscribe', query(mailUnsubscribeQuerySchema), async (c) => {
        const { user: userId, kind, token } = c.req.valid('query');
        if (!isUnsubscribeToken({ secret: deps.secret, userId, kind, token })) {
          throw new AppError('unsubscribe_link_invalid');
        }
        const change =
          kind === 'applications'
            ? { newApplications: 'off' as const }
            : kind === 'status'
              ? { statusChanges: false }
              : { searchAlerts: false };
        await deps.preferences.update(userId, change);
        return c.json({ unsubscribed: true as const, kind }, 200);
      })
      // Clients that only know RFC 2369 open the address in a browser: send the reader to the
      // page, which unsubscribes on a button press (link scanners prefetch GETs).
      .get('/mail/unsubscribe', (c) => {
        const search = new URL(c.req.url).search;
        return c.redirect(`${deps.appUrl}/mail/unsubscribe${search}`, 303);
      })
  );
}
