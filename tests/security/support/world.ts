import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../../src/server/db/schema';
import { buildOneColumnPdf } from '../../../src/server/features/resumes/test-pdfs';
import { IVAN_PAGE } from '../../../src/server/features/resumes/test-resumes';
import { BACKEND_JOB } from '../../../src/server/features/interviews/testing/sample-job';
import { BACKEND_VACANCY } from '../../../src/server/features/vacancies/test-fixtures';
import { cookieFrom } from '../../support/http-client';
import { type SignedIn, signUp } from '../../support/sign-up';
import { type TestApp, jsonRequest } from '../../support/test-app';

// The data the security tests act on, made through the real API: an owner (Alice) with an
// interview, a vacancy with an application, a saved job and a resume; another signed-in user
// (Bob); an admin (a verified address in ADMIN_EMAILS) with a blog post; and Dave, an employer
// whose vacancy the others apply to.

export const ADMIN_EMAIL = 'editor@example.com';
export const PASSWORD = 'a long enough passphrase';

// What the feature tests post, so the security tests act on the same data.
export const SAMPLE_VACANCY = BACKEND_VACANCY;
export const SAMPLE_INTERVIEW = BACKEND_JOB;

export const SAMPLE_POST = {
  title: 'The STAR method',
  content: 'Situation, task, action, result.',
  language: 'en',
  tags: ['interviews'],
  status: 'published',
};

export const JOB_DESCRIPTION = 'Requirements: Java, Spring Boot, SQL and teamwork.';

export interface Person extends SignedIn {
  email: string;
}

export interface World {
  t: TestApp;
  alice: Person;
  bob: Person;
  admin: Person;
  dave: Person;
  /** Alice's: an interview with its first question unanswered, a vacancy, a resume. */
  interviewId: string;
  vacancyId: string;
  resumeId: string;
  savedSearchId: string;
  /** Alice's bookmark of Dave's vacancy. */
  savedJobId: string;
  /** Dave's active vacancy, which anyone signed in may save or apply to. */
  daveVacancyId: string;
  /** Dave's application to Alice's vacancy. */
  applicationId: string;
  /** The admin's published post. */
  postId: string;
  postSlug: string;
}

/** Sends a request as `who` (or nobody) and returns status, headers and the body text. */
export async function send(
  t: TestApp,
  options: { method: string; path: string; who?: SignedIn | null; body?: unknown },
) {
  const headers: Record<string, string> = options.who ? { cookie: options.who.cookie } : {};
  const init =
    options.body === undefined
      ? { method: options.method, headers: { 'Accept-Language': 'en', ...headers } }
      : jsonRequest(options.method, options.body, { headers });
  const res = await t.app.request(options.path, init);
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** Like send, but the answer must be `status`; returns the parsed JSON. */
export async function sendOk<T>(
  t: TestApp,
  options: Parameters<typeof send>[1] & { status?: number },
): Promise<T> {
  const res = await send(t, options);
  const errors = t.logs.filter((line) => line.includes('"level":50'));
  expect(res.status, `${options.method} ${options.path}: ${res.text} ${errors.join('')}`).toBe(
    options.status ?? 200,
  );
  return JSON.parse(res.text) as T;
}

async function signUpPerson(t: TestApp, email: string): Promise<Person> {
  return { ...(await signUp(t.app, email)), email };
}

/** A resume upload form with a real, text-bearing PDF. */
export async function resumeForm(): Promise<FormData> {
  const form = new FormData();
  const pdf = await buildOneColumnPdf([IVAN_PAGE]);
  form.set('file', new File([new Uint8Array(pdf)], 'ivan.pdf', { type: 'application/pdf' }));
  form.set('jobDescription', JOB_DESCRIPTION);
  return form;
}

/** An application form with a resume file (PDF) and a cover letter. */
export async function applicationForm(): Promise<FormData> {
  const form = new FormData();
  const pdf = await buildOneColumnPdf([IVAN_PAGE]);
  form.set('file', new File([new Uint8Array(pdf)], 'ivan.pdf', { type: 'application/pdf' }));
  form.set('coverLetter', 'My resume is attached.');
  return form;
}

/** Applies to the vacancy with a resume file; returns the application's id. */
export async function applyWithResume(
  t: TestApp,
  who: SignedIn,
  vacancyId: string,
): Promise<string> {
  const res = await t.app.request(`/api/vacancies/${vacancyId}/applications/upload`, {
    method: 'POST',
    headers: { cookie: who.cookie, 'Accept-Language': 'en' },
    body: await applicationForm(),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { application: { id: string } }).application.id;
}

/** Saves a board search with an alert for the person; returns its id. */
export async function saveSearch(t: TestApp, who: SignedIn): Promise<string> {
  const body = await sendOk<{ savedSearch: { id: string } }>(t, {
    method: 'POST',
    path: '/api/saved-searches',
    who,
    body: { name: 'Remote backend', query: { q: 'backend', workMode: 'remote' } },
    status: 201,
  });
  return body.savedSearch.id;
}

export async function uploadResume(t: TestApp, who: SignedIn): Promise<string> {
  const res = await t.app.request('/api/resumes', {
    method: 'POST',
    headers: { cookie: who.cookie, 'Accept-Language': 'en' },
    body: await resumeForm(),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { resume: { id: string } }).resume.id;
}

export async function createVacancy(t: TestApp, who: SignedIn): Promise<string> {
  const body = await sendOk<{ vacancy: { id: string } }>(t, {
    method: 'POST',
    path: '/api/vacancies',
    who,
    body: SAMPLE_VACANCY,
    status: 201,
  });
  return body.vacancy.id;
}

/** A vacancy of `who`'s, taken off the board (inactive): its link shows it closed. */
export async function closeVacancy(t: TestApp, who: SignedIn): Promise<string> {
  const id = await createVacancy(t, who);
  await sendOk(t, {
    method: 'PATCH',
    path: `/api/vacancies/${id}/status`,
    who,
    body: { status: 'inactive' },
    status: 200,
  });
  return id;
}

export async function startInterview(t: TestApp, who: SignedIn): Promise<string> {
  const body = await sendOk<{ interview: { id: string } }>(t, {
    method: 'POST',
    path: '/api/interviews',
    who,
    body: SAMPLE_INTERVIEW,
    status: 201,
  });
  return body.interview.id;
}

/** Answers the interview's first `count` questions, in order. */
export async function answerQuestions(
  t: TestApp,
  options: { who: SignedIn; interviewId: string; count: number },
): Promise<void> {
  for (let order = 1; order <= options.count; order += 1) {
    await sendOk(t, {
      method: 'POST',
      path: `/api/interviews/${options.interviewId}/answers`,
      who: options.who,
      body: { order, answer: `In my last role I fixed release problem number ${order} myself.` },
    });
  }
}

/** A story in the user's story bank; its id. */
export async function saveStory(t: TestApp, who: SignedIn): Promise<string> {
  const body = await sendOk<{ story: { id: string } }>(t, {
    method: 'POST',
    path: '/api/stories',
    who,
    body: { title: 'The checkout fix', body: 'I added an index and p95 fell by 45%.' },
    status: 201,
  });
  return body.story.id;
}

/** Short answers that say what a team did, each different (a repeat would be judged a copy). */
const TEAM_ANSWERS = [
  'Our team handled the outage together and it went fine.',
  'We split the migration between us and finished it.',
  'The group reviewed the release and shipped it on time.',
  'Everyone helped with the database upgrade, which worked out.',
  'My colleagues and I fixed the slow API in the end.',
  'We talked to the client as a team and they were happy.',
  'The department planned the rollout and it was a success.',
  'Together we cleaned up the backlog last spring.',
  'We onboarded the new hires as a group.',
  'Our squad rewrote the billing job and it runs now.',
  'We agreed on the plan in a meeting and followed it.',
];

/**
 * An interview answered until the coach asks a follow-up (a team answer with no result draws one
 * on a story or method question); the question that has it. In a world whose model declines to
 * ask one, question 1: the refusals that come before the route's own work are the same there.
 */
export async function interviewWithFollowUp(
  t: TestApp,
  who: SignedIn,
): Promise<{ interviewId: string; order: string }> {
  const interviewId = await startInterview(t, who);
  for (let order = 1; order < 12; order += 1) {
    const outcome = await sendOk<{ followUp?: string | null }>(t, {
      method: 'POST',
      path: `/api/interviews/${interviewId}/answers`,
      who,
      body: { order, answer: TEAM_ANSWERS[(order - 1) % TEAM_ANSWERS.length] },
    });
    if (outcome.followUp) return { interviewId, order: String(order) };
  }
  return { interviewId, order: '1' };
}

/** A finished interview whose first question was answered again after its assessment. */
export async function retakenInterview(t: TestApp, who: SignedIn): Promise<string> {
  const interviewId = await startInterview(t, who);
  await answerQuestions(t, { who, interviewId, count: 12 });
  await sendOk(t, {
    method: 'POST',
    path: `/api/interviews/${interviewId}/questions/1/attempts`,
    who,
    body: {
      answer: 'I traced the failing release to a config change and rolled it back in 5 minutes.',
    },
    status: 201,
  });
  return interviewId;
}

export async function saveVacancy(t: TestApp, who: SignedIn, vacancyId: string): Promise<string> {
  await sendOk(t, { method: 'PUT', path: `/api/vacancies/${vacancyId}/save`, who });
  const body = await sendOk<{ savedJobs: Array<{ id: string; vacancy: { id: string } }> }>(t, {
    method: 'GET',
    path: '/api/saved-jobs',
    who,
  });
  const saved = body.savedJobs.find((job) => job.vacancy.id === vacancyId);
  if (!saved) throw new Error(`the saved job for ${vacancyId} is not listed`);
  return saved.id;
}

export async function createPost(t: TestApp, who: SignedIn, title = SAMPLE_POST.title) {
  const body = await sendOk<{ post: { id: string; slug: string } }>(t, {
    method: 'POST',
    path: '/api/admin/blog/posts',
    who,
    body: { ...SAMPLE_POST, title },
    status: 201,
  });
  return body.post;
}

/** Signs in again: a second session for routes that end the one they are given. */
export async function signInAgain(t: TestApp, who: Person): Promise<SignedIn> {
  const res = await t.app.request(
    '/api/auth/sign-in',
    jsonRequest('POST', { email: who.email, password: PASSWORD }),
  );
  expect(res.status).toBe(200);
  return { id: who.id, cookie: cookieFrom(res.headers) };
}

export async function buildWorld(t: TestApp): Promise<World> {
  const alice = await signUpPerson(t, 'alice@example.com');
  const bob = await signUpPerson(t, 'bob@example.com');
  const dave = await signUpPerson(t, 'dave@example.com');
  const admin = await signUpPerson(t, ADMIN_EMAIL);
  // An admin's address must be proven (a completed reset or Google); the blog tests do the same.
  await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, admin.id));

  const interviewId = await startInterview(t, alice);
  const vacancyId = await createVacancy(t, alice);
  const daveVacancyId = await createVacancy(t, dave);
  const savedJobId = await saveVacancy(t, alice, daveVacancyId);
  const applied = await sendOk<{ application: { id: string } }>(t, {
    method: 'POST',
    path: `/api/vacancies/${vacancyId}/applications`,
    who: dave,
    body: { coverLetter: 'I have built payment systems for five years.' },
    status: 201,
  });
  const resumeId = await uploadResume(t, alice);
  const savedSearchId = await saveSearch(t, alice);
  const post = await createPost(t, admin);
  return {
    t,
    alice,
    bob,
    admin,
    dave,
    interviewId,
    vacancyId,
    resumeId,
    savedSearchId,
    savedJobId,
    daveVacancyId,
    applicationId: applied.application.id,
    postId: post.id,
    postSlug: post.slug,
  };
}

/** An application in the seeker's own tracker, with an interview date (issue 38). */
export async function trackApplication(t: TestApp, who: SignedIn): Promise<string> {
  const body = await sendOk<{ item: { id: string } }>(t, {
    method: 'POST',
    path: '/api/tracker',
    who,
    body: { title: 'Staff Nurse', stage: 'interview', interviewAt: '2026-12-01T10:00:00Z' },
    status: 201,
  });
  return body.item.id;
}

/** A tracked application with a copy of the resume that was sent kept with it. */
export async function trackWithSentResume(
  t: TestApp,
  options: { who: SignedIn; resumeId: string },
): Promise<string> {
  const id = await trackApplication(t, options.who);
  await sendOk(t, {
    method: 'POST',
    path: `/api/tracker/${id}/sent`,
    who: options.who,
    body: { resumeId: options.resumeId, coverLetter: 'Thank you for reading.' },
    status: 200,
  });
  return id;
}
