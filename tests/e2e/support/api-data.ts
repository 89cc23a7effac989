import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { QUESTIONS_PER_INTERVIEW } from '../../../src/shared/constants';
import { expect } from './fixtures';

// Data a journey needs before it starts, made through the API with the browser's own session
// (the page's cookies), so a test opens the pages under test instead of clicking its way there.

/** The origin check (src/server/http/origin-check.ts) wants writes to come from the app. */
function writeHeaders(origin = process.env.E2E_BASE_URL!): Record<string, string> {
  return { Origin: origin };
}

async function postJson<T>(
  request: APIRequestContext,
  url: string,
  data: unknown,
  origin?: string,
): Promise<T> {
  const response = await request.post(origin ? new URL(url, origin).href : url, {
    data,
    headers: writeHeaders(origin),
  });
  expect(response.ok(), `POST ${url} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** Uploads a resume file to the Resume Builder (tailored to `jobDescription`); its id. */
export async function uploadResume(
  page: Page,
  options: { path: string; jobDescription: string },
): Promise<string> {
  const response = await page.request.post('/api/resumes', {
    headers: writeHeaders(),
    multipart: {
      file: {
        name: basename(options.path),
        mimeType: 'application/pdf',
        buffer: readFileSync(options.path),
      },
      jobDescription: options.jobDescription,
    },
  });
  expect(response.ok(), `POST /api/resumes answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { resume: { id: string } }).resume.id;
}

/**
 * Starts an offline-coach interview (in English unless told) and answers `answered` of its
 * questions; `origin` for a journey's own server.
 */
export async function createInterview(
  page: Page,
  options: {
    jobTitle: string;
    answered: number;
    language?: 'en' | 'ru';
    jobDescription?: string;
    origin?: string;
  },
): Promise<string> {
  const { interview } = await postJson<{ interview: { id: string } }>(
    page.request,
    '/api/interviews',
    {
      jobTitle: options.jobTitle,
      jobDescription:
        options.jobDescription ??
        'Build REST APIs with Node.js and PostgreSQL. Own CI/CD. Mentor juniors.',
      language: options.language ?? 'en',
    },
    options.origin,
  );
  for (let order = 1; order <= Math.min(options.answered, QUESTIONS_PER_INTERVIEW); order += 1) {
    await postJson(
      page.request,
      `/api/interviews/${interview.id}/answers`,
      {
        order,
        answer:
          'I profiled the slow queries, added an index and a cache, and p95 latency fell by 45%.',
      },
      options.origin,
    );
  }
  return interview.id;
}

/** Posts an active vacancy owned by the page's user. */
export async function createVacancy(page: Page, title: string): Promise<string> {
  const { vacancy } = await postJson<{ vacancy: { id: string } }>(page.request, '/api/vacancies', {
    title,
    company: 'Acme Payments',
    location: 'Berlin',
    salaryMin: 4000,
    salaryMax: 6000,
    currency: 'EUR',
    description: 'Build the settlement service in Node.js and PostgreSQL.',
    requirements: 'Three years of Node.js.',
    benefits: 'Remote Fridays.',
  });
  return vacancy.id;
}

/** Applies to a vacancy as the page's user and saves it to their saved jobs. */
export async function applyAndSave(page: Page, vacancyId: string): Promise<void> {
  await postJson(page.request, `/api/vacancies/${vacancyId}/applications`, {
    coverLetter: 'I have run card payments in production for five years.',
  });
  const saved = await page.request.put(`/api/vacancies/${vacancyId}/save`, {
    headers: writeHeaders(),
  });
  expect(saved.ok(), `PUT save answered ${saved.status()}`).toBe(true);
}

/** Writes a draft blog post as the page's user, who must be an admin. */
export async function createDraftPost(page: Page, title: string): Promise<string> {
  const { post } = await postJson<{ post: { id: string } }>(page.request, '/api/admin/blog/posts', {
    title,
    content: '## First steps\nPractise out loud, then write down what you would change.',
    language: 'en',
    tags: ['practice'],
  });
  return post.id;
}
