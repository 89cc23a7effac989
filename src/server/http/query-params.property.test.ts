import { Writable } from 'node:stream';
import fc from 'fast-check';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../shared/constants';
import { isErrorCode } from '../../shared/errors';
import { postListQuerySchema } from '../../shared/schemas/blog';
import {
  SALARY_MAX_VALUE,
  SEARCH_QUERY_MAX_LENGTH,
  VACANCY_LOCATION_MAX_LENGTH,
  VACANCY_PAGE_MAX,
  VACANCY_PAGE_SIZE_MAX,
  VACANCY_SORTS,
  savedJobsQuerySchema,
  vacancySearchSchema,
} from '../../shared/schemas/vacancies';
import { createLogger } from '../logger';
import type { AppEnv } from './context';
import { handleError } from './error-handler';
import { queryParams } from './query-params';

// Anyone can type anything after "?" in the vacancy search, the blog list or the saved jobs. The
// route either works with a search the database can run (every value in range) or answers 400
// with one of the catalogue's codes. Never a 500, and never an "unhandled error" in the log.

const logged: string[] = [];
const logger = createLogger({
  level: 'error',
  destination: new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(chunk.toString());
      done();
    },
  }),
});

const app = new Hono<AppEnv>()
  .onError(handleError(logger))
  .get('/vacancies', queryParams(vacancySearchSchema), (c) => c.json(c.req.valid('query')))
  .get('/posts', queryParams(postListQuerySchema), (c) => c.json(c.req.valid('query')))
  .get('/saved', queryParams(savedJobsQuerySchema), (c) => c.json(c.req.valid('query')));

const KEYS = [
  'q',
  'location',
  'minSalary',
  'currency',
  'sort',
  'page',
  'pageSize',
  'tag',
  'filter',
];

/** A value as a person, a crawler or an attacker might send it. */
const value = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(...CURRENCIES, ...VACANCY_SORTS, 'all', 'date', 'usd', ' RUB ', ''),
  fc.constantFrom('0', '1', '-1', '1e3', '0x10', '007', ' 5 ', '1.5', 'NaN', 'Infinity', '٣'),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.nat({ max: 400 }).map((length) => 'x'.repeat(length)),
  fc.constantFrom('%', '%zz', '%00', '%E0%A4%A', '%FF', '+', '&', '=', '#'),
);
/** Raw text for the query string: percent-encoded, or left as typed where that matters. */
const pair = fc
  .tuple(fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 8 })), value, fc.boolean())
  .map(([key, text, isRaw]) =>
    isRaw ? `${key}=${text}` : `${encodeURIComponent(key)}=${encodeURIComponent(text)}`,
  );
const query = fc.array(pair, { maxLength: 8 }).map((pairs) => pairs.join('&'));

async function get(path: string) {
  // `new URL` would refuse some of these; a request line carries them as they are.
  const response = await app.request(`http://localhost${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('query parameters, for any query string', () => {
  it('the vacancy search gets values in range or a 400 with a catalogue code', async () => {
    await fc.assert(
      fc.asyncProperty(query, async (text) => {
        const { status, body } = await get(`/vacancies?${text}`);
        if (status === 400) {
          const error = body.error as { code: string };
          expect(isErrorCode(error.code)).toBe(true);
          return;
        }
        expect(status).toBe(200);
        expect(body.q === undefined || String(body.q).length <= SEARCH_QUERY_MAX_LENGTH).toBe(true);
        expect(
          body.location === undefined ||
            String(body.location).length <= VACANCY_LOCATION_MAX_LENGTH,
        ).toBe(true);
        if (body.minSalary !== undefined) {
          expect(Number.isSafeInteger(body.minSalary)).toBe(true);
          expect(body.minSalary).toBeGreaterThanOrEqual(0);
          expect(body.minSalary).toBeLessThanOrEqual(SALARY_MAX_VALUE);
        }
        expect(body.currency === undefined || CURRENCIES.includes(body.currency as never)).toBe(
          true,
        );
        expect(VACANCY_SORTS).toContain(body.sort);
        expect(Number.isInteger(body.page)).toBe(true);
        expect(body.page).toBeGreaterThanOrEqual(1);
        expect(body.page).toBeLessThanOrEqual(VACANCY_PAGE_MAX);
        expect(body.pageSize).toBeGreaterThanOrEqual(1);
        expect(body.pageSize).toBeLessThanOrEqual(VACANCY_PAGE_SIZE_MAX);
      }),
      { numRuns: 500 },
    );
    expect(logged).toEqual([]);
  });

  it('the blog list and the saved jobs answer 200 or 400, never 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/posts', '/saved'), query, async (path, text) => {
        const { status, body } = await get(`${path}?${text}`);
        expect([200, 400]).toContain(status);
        if (status === 400) expect(isErrorCode((body.error as { code: string }).code)).toBe(true);
      }),
      { numRuns: 300 },
    );
    expect(logged).toEqual([]);
  });
});
