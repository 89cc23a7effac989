import { z } from 'zod';

// Where a page of the board starts or ends, for keyset pagination: the sort keys of one vacancy
// in the list, so the next page is "the vacancies after this one" and costs the same at page 50
// as at page 2. Opaque to the client (base64url of JSON); the server reads it back here.

/** The creation time as the database writes it for a cursor: UTC, microseconds, ISO 8601. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CURSOR_MAX_LENGTH = 200;

/** A salary in US dollars at the reference rates (the "Highest salary" order's keys). */
const salary = z.number().finite().min(0).max(1e12);

const cursorContent = z.union([
  z.tuple([z.literal('newest'), z.string().regex(TIMESTAMP), z.string().regex(UUID)]),
  z.tuple([
    z.literal('salary'),
    salary,
    salary,
    z.string().regex(TIMESTAMP),
    z.string().regex(UUID),
  ]),
]);

export type VacancyCursor =
  | { sort: 'newest'; createdAt: string; id: string }
  | { sort: 'salary'; salaryMax: number; salaryMin: number; createdAt: string; id: string };

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string {
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

export function encodeVacancyCursor(cursor: VacancyCursor): string {
  const content =
    cursor.sort === 'newest'
      ? [cursor.sort, cursor.createdAt, cursor.id]
      : [cursor.sort, cursor.salaryMax, cursor.salaryMin, cursor.createdAt, cursor.id];
  return toBase64Url(JSON.stringify(content));
}

/** The cursor in a page link, or undefined when the text is not one this server wrote. */
export function decodeVacancyCursor(encoded: string): VacancyCursor | undefined {
  if (encoded.length > CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(encoded)) return undefined;
  let content: unknown;
  try {
    content = JSON.parse(fromBase64Url(encoded));
  } catch {
    return undefined;
  }
  const parsed = cursorContent.safeParse(content);
  if (!parsed.success) return undefined;
  const value = parsed.data;
  return value[0] === 'newest'
    ? { sort: 'newest', createdAt: value[1], id: value[2] }
    : {
        sort: 'salary',
        salaryMax: value[1],
        salaryMin: value[2],
        createdAt: value[3],
        id: value[4],
      };
}
