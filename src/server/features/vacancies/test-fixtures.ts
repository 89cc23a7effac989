import { expect } from 'vitest';
import { signUp as signUpUser } from '../../../../tests/support/sign-up';
import { type TestApp, jsonRequest } from '../../../../tests/support/test-app';
import { eq } from 'drizzle-orm';
import { users, vacancies } from '../../db/schema';

// Helpers for the job board's API tests: people sign up and act through the API, as browsers do.

export interface Person {
  id: string;
  name: string;
  email: string;
  /** The session cookie, ready for a `cookie` header. */
  cookie: string;
}

export async function signUp(t: TestApp, name: string): Promise<Person> {
  const email = `${name.toLowerCase()}@example.com`;
  return { ...(await signUpUser(t.app, email, name)), name, email };
}

/**
 * Marks the person's address confirmed, as following the mailed confirmation link does (that
 * flow has its own tests): for tests about the job-board mail itself.
 */
export async function confirmAddress(t: TestApp, person: Person): Promise<void> {
  await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, person.id));
}

export interface ApiAnswer {
  status: number;
  headers: Headers;
  // Tests read the JSON they expect; a wrong shape fails the assertion that reads it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** One API call as `who` (a guest when undefined), in the given UI language. */
export async function call(
  t: TestApp,
  request: { method: string; path: string; who?: Person; body?: unknown; language?: string },
): Promise<ApiAnswer> {
  const language = request.language ?? 'en';
  const cookie: Record<string, string> = request.who ? { cookie: request.who.cookie } : {};
  const res = await t.app.request(
    request.path,
    request.body === undefined
      ? { method: request.method, headers: { 'Accept-Language': language, ...cookie } }
      : jsonRequest(request.method, request.body, { language, headers: cookie }),
  );
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

export const BACKEND_VACANCY = {
  title: 'Backend Developer',
  company: 'Acme Payments',
  location: 'Berlin',
  salaryMin: 4000,
  salaryMax: 6000,
  currency: 'EUR',
  salaryPeriod: 'month',
  description: 'You will build payment services that process millions of transactions.',
  requirements: 'Three years of Node.js and PostgreSQL.',
  benefits: 'Remote Fridays, learning budget.',
  workMode: 'hybrid',
  employmentType: 'full_time',
  experienceLevel: 'mid',
} as const;

export const RUSSIAN_VACANCY = {
  title: 'Ведущий разработчик',
  company: 'Ромашка',
  location: 'Москва',
  salaryMin: 250_000,
  salaryMax: 350_000,
  currency: 'RUB',
  description: 'Ищем опытного разработчика в команду платежей.',
  requirements: 'Опыт работы с PostgreSQL от трёх лет.',
  benefits: 'ДМС, гибкий график.',
} as const;

/** Posts a vacancy as `owner` and returns it as the API answered. */
export async function postVacancy(
  t: TestApp,
  owner: Person,
  fields: Record<string, unknown> = BACKEND_VACANCY,
) {
  const res = await call(t, { method: 'POST', path: '/api/vacancies', who: owner, body: fields });
  expect(res.status).toBe(201);
  return res.body.vacancy as { id: string; status: string; createdAt: string; updatedAt: string };
}

/** Stores vacancies straight into the database: setup for lists longer than a posting limit. */
export async function seedVacancies(
  t: TestApp,
  ownerId: string,
  rows: ReadonlyArray<Partial<typeof vacancies.$inferInsert>>,
) {
  return t.database.db
    .insert(vacancies)
    .values(rows.map((row) => ({ ...BACKEND_VACANCY, userId: ownerId, ...row })))
    .returning({ id: vacancies.id });
}
