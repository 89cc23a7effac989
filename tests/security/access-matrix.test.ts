import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app';
import {
  ACCESS_MATRIX,
  type Caller,
  type MatrixEntry,
  expectedStatus,
  isDenied,
} from './access-matrix';
import { listApiRoutes, sendRoute } from './support/api-routes';
import { type DatabaseSnapshot, changedTables, snapshotDatabase } from './support/db-snapshot';
import { ADMIN_EMAIL, type Person, type World, buildWorld } from './support/world';

// Every /api route × {guest, another signed-in user, the owner or admin}, from the app's own route
// table. A refused request must leave the database exactly as it was, and nothing another user
// does may touch the owner's rows or show the owner's private ids.

const CALLERS: Caller[] = ['anonymous', 'other', 'owner'];

let t: TestApp;
let world: World;
beforeAll(async () => {
  // Background jobs run only when asked: a denied request must change nothing, and a job
  // running meanwhile would.
  t = await createTestApp({ adminEmails: [ADMIN_EMAIL], runJobs: false });
  world = await buildWorld(t);
});
afterAll(async () => {
  await t.close();
});

function callerAccount(entry: MatrixEntry, caller: Caller): Person | null {
  if (caller === 'anonymous') return null;
  if (caller === 'other') return world.bob;
  return entry.access === 'admin' ? world.admin : world.alice;
}

/** Alice's rows only: what another user's request must never change. */
function ownerRows(snapshot: DatabaseSnapshot): DatabaseSnapshot {
  return Object.fromEntries(
    Object.entries(snapshot).map(([table, rows]) => [
      table,
      rows.filter((row) => row.includes(world.alice.id)),
    ]),
  );
}

/** Ids only Alice (and, for the application, her vacancy's applicant) may see. */
function privateValues(): string[] {
  return [
    world.interviewId,
    world.resumeId,
    world.savedJobId,
    world.applicationId,
    world.alice.email,
  ];
}

describe('the route table', () => {
  it('lists each API route once, without middleware or pages', () => {
    const app = new Hono();
    app.use('/api/*', async (_c, next) => next());
    app.get('/api/things/:id', (c) => c.text('thing'));
    app.get('/api/things/:id', (c) => c.text('the same route, twice registered'));
    app.post('/api/things', (c) => c.text('made'));
    app.all('/api/*', (c) => c.text('not found', 404));
    app.get('/rss.xml', (c) => c.text('feed'));
    expect(listApiRoutes(app)).toEqual(['GET /api/things/:id', 'POST /api/things']);
  });
});

describe('the access-control matrix', () => {
  it('covers exactly the /api routes the app registers', () => {
    const registered = listApiRoutes(t.app);
    const covered = Object.keys(ACCESS_MATRIX).sort();
    expect(
      registered.filter((route) => !covered.includes(route)),
      'routes without a line in tests/security/access-matrix.ts',
    ).toEqual([]);
    expect(
      covered.filter((route) => !registered.includes(route)),
      'lines in tests/security/access-matrix.ts for routes that no longer exist',
    ).toEqual([]);
  });

  describe.each(Object.entries(ACCESS_MATRIX))('%s', (route, entry) => {
    const method = route.split(' ')[0] ?? 'GET';

    it(`answers a guest, another user and the ${entry.access === 'admin' ? 'admin' : 'owner'} as the ${entry.access} class says`, async () => {
      const ids = entry.prepare ? await entry.prepare(world) : {};
      for (const caller of CALLERS) {
        const who = callerAccount(entry, caller);
        const spec = await entry.request({ world, caller, who, ids });
        const before = await snapshotDatabase(t.database);
        const res = await sendRoute(t.app, {
          method,
          path: spec.path,
          cookie: spec.cookie ?? who?.cookie,
          body: spec.body,
          form: spec.form,
          file: spec.file,
        });
        const after = await snapshotDatabase(t.database);
        const what = `${caller} → ${method} ${spec.path}: ${res.text.slice(0, 300)}`;

        expect(res.status, what).toBe(expectedStatus(entry, caller));
        if (isDenied(entry, caller)) {
          expect(changedTables(before, after), `${what} changed the database`).toEqual([]);
          expect(res.headers.get('content-type'), what).toMatch(/^application\/json/);
          expect(JSON.parse(res.text), what).toMatchObject({ error: { code: expect.any(String) } });
        }
        if (caller !== 'owner') {
          expect(
            changedTables(ownerRows(before), ownerRows(after)),
            `${what} touched Alice's rows`,
          ).toEqual([]);
          for (const value of [...privateValues(), ...Object.values(ids)]) {
            expect(res.text, `${what} shows Alice's ${value}`).not.toContain(value);
          }
        }
      }
    });
  });
});
