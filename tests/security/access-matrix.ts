import {
  PASSWORD,
  SAMPLE_INTERVIEW,
  SAMPLE_POST,
  SAMPLE_VACANCY,
  type Person,
  type World,
  createPost,
  createVacancy,
  answerQuestions,
  applicationForm,
  applyWithResume,
  interviewWithFollowUp,
  resumeForm,
  retakenInterview,
  saveSearch,
  saveStory,
  trackApplication,
  trackWithSentResume,
  saveVacancy,
  signInAgain,
  closeVacancy,
  startInterview,
  uploadResume,
} from './support/world';
import { interviewQuestions, interviews } from '../../src/server/db/schema';

// Who may call each /api route, and how to build a request to it. access-matrix.test.ts checks
// this table against the app's own route table both ways, so a new route cannot ship without a
// line here, and then asks every route as a guest, as another signed-in user and as the owner
// (an admin for the blog editor).
//
// Access classes and what each caller must get:
//   public      anyone: the route's own answer (`ok`) for all three
//   signed-in   guest 401; any signed-in user acts on their own data (`ok`)
//   owner       guest 401; another user 404, as if the resource did not exist; the owner `ok`
//   admin       guest 404 and a signed-in non-admin 404: to them the editor does not exist

export type AccessClass = 'public' | 'signed-in' | 'owner' | 'admin';
export type Caller = 'anonymous' | 'other' | 'owner';

export interface RequestSpec {
  path: string;
  /** A JSON body. */
  body?: unknown;
  /** A multipart body instead (the resume upload). */
  form?: FormData;
  /** A file's bytes as the body instead (a blog image). */
  file?: { bytes: Uint8Array; type: string };
  /** A cookie other than the caller's usual session (a route that ends the session it gets). */
  cookie?: string;
}

export interface RequestContext {
  world: World;
  caller: Caller;
  /** The caller's account, or null for a guest. */
  who: Person | null;
  /** What `prepare` made for this route. */
  ids: Record<string, string>;
}

export interface MatrixEntry {
  access: AccessClass;
  /** Makes resources this route consumes (deletes, answers once), fresh for this route alone. */
  prepare?: (world: World) => Promise<Record<string, string>>;
  request: (context: RequestContext) => RequestSpec | Promise<RequestSpec>;
  /** What the allowed callers get; 200 unless said. */
  ok?: number;
  /** Where a caller's answer is not the class default, with the reason in `note`. */
  expect?: Partial<Record<Caller, number>>;
  note?: string;
}

/**
 * Alice's interview with its first question answered, made once per world (interview starts are
 * limited per hour), and its recording kept afresh for each route that reads or deletes it.
 */
const answeredInterviews = new WeakMap<World, Promise<string>>();
function answeredInterview(world: World): Promise<string> {
  let made = answeredInterviews.get(world);
  if (!made) {
    made = (async () => {
      const interviewId = await startInterview(world.t, world.alice);
      await answerQuestions(world.t, { who: world.alice, interviewId, count: 1 });
      return interviewId;
    })();
    answeredInterviews.set(world, made);
  }
  return made;
}

async function keptRecording(world: World): Promise<Record<string, string>> {
  const interviewId = await answeredInterview(world);
  const res = await world.t.app.request(`/api/interviews/${interviewId}/questions/1/recording`, {
    method: 'PUT',
    headers: { cookie: world.alice.cookie, 'Content-Type': 'audio/webm' },
    body: new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]),
  });
  if (res.status !== 201) throw new Error(`keeping a recording answered ${res.status}`);
  return { interviewId };
}

/** An interview of Alice's to delete, written straight to the database (starts are limited). */
async function interviewToDelete(world: World): Promise<Record<string, string>> {
  const [row] = await world.t.database.db
    .insert(interviews)
    .values({
      userId: world.alice.id,
      jobTitle: 'Deleted job',
      jobDescription: 'x',
      language: 'en',
    })
    .returning({ id: interviews.id });
  return { interviewId: row!.id };
}

/**
 * An interview of Alice's with three of its twelve questions answered, written straight to the
 * database (interview starts are limited per hour, and the hostile requests prepare it again).
 */
async function interviewToFinish(world: World): Promise<Record<string, string>> {
  const { db } = world.t.database;
  const [row] = await db
    .insert(interviews)
    .values({
      userId: world.alice.id,
      jobTitle: 'Courier',
      jobDescription: 'Deliver parcels on a set round.',
      language: 'en',
      questionsCount: 12,
    })
    .returning({ id: interviews.id });
  const interviewId = row!.id;
  await db.insert(interviewQuestions).values(
    Array.from({ length: 12 }, (_, index) => ({
      interviewId,
      order: index + 1,
      questionText: `Question ${index + 1}?`,
      ...(index < 3
        ? {
            answer: `I delivered ${40 + index} parcels on my round before noon.`,
            answeredAt: new Date(),
            feedback: 'Say what you did yourself.',
          }
        : {}),
    })),
  );
  return { interviewId };
}

let unique = 0;
/** A value no earlier request used (sign-up addresses, post titles). */
function nextUnique(): number {
  unique += 1;
  return unique;
}

export const ACCESS_MATRIX: Record<string, MatrixEntry> = {
  'GET /api/session': { access: 'public', request: () => ({ path: '/api/session' }) },
  'GET /api/config': { access: 'public', request: () => ({ path: '/api/config' }) },
  'GET /api/auth/google/start': {
    access: 'public',
    ok: 302,
    note: 'Google sign-in is not configured here: the popup is sent back with an explanation.',
    request: () => ({ path: '/api/auth/google/start' }),
  },
  'GET /api/auth/provider/callback/:providerId': {
    access: 'public',
    ok: 302,
    note: 'A callback without the state cookie: better-auth sends the browser back with an error.',
    request: () => ({ path: '/api/auth/provider/callback/google?code=made-up&state=made-up' }),
  },
  'POST /api/auth/sign-up': {
    access: 'public',
    ok: 201,
    request: () => ({
      path: '/api/auth/sign-up',
      body: { name: 'New', email: `new-${nextUnique()}@example.com`, password: PASSWORD },
    }),
  },
  'POST /api/auth/sign-in': {
    access: 'public',
    request: ({ world, who }) => ({
      path: '/api/auth/sign-in',
      body: { email: (who ?? world.dave).email, password: PASSWORD },
    }),
  },
  'POST /api/auth/sign-out': {
    access: 'public',
    // Signing out ends the session it is sent with: use a second one, not the caller's own.
    request: async ({ world, who }) => ({
      path: '/api/auth/sign-out',
      cookie: who ? (await signInAgain(world.t, who)).cookie : undefined,
    }),
  },
  'POST /api/auth/password-reset-request': {
    access: 'public',
    request: () => ({
      path: '/api/auth/password-reset-request',
      body: { email: `reset-${nextUnique()}@example.com` },
    }),
  },
  'POST /api/auth/password-reset': {
    access: 'public',
    ok: 400,
    note: 'A made-up token: refused as invalid (400), never as unauthorized, for any caller.',
    request: () => ({
      path: '/api/auth/password-reset',
      body: { token: 'made-up-token', password: 'another long passphrase' },
    }),
  },
  'POST /api/auth/email-confirmation': {
    access: 'signed-in',
    note: 'Mails a confirmation link to the caller’s own address; nobody else’s can be named.',
    request: () => ({ path: '/api/auth/email-confirmation', body: {} }),
  },
  'POST /api/auth/email-confirmation/confirm': {
    access: 'public',
    ok: 400,
    note: 'A made-up token: refused as invalid (400), never as unauthorized, for any caller.',
    request: () => ({
      path: '/api/auth/email-confirmation/confirm',
      body: { token: 'made-up-token' },
    }),
  },
  'GET /api/account': {
    access: 'signed-in',
    note: 'Counts of what the caller’s own account holds; no id names another account.',
    request: () => ({ path: '/api/account' }),
  },
  'POST /api/account/password': {
    access: 'signed-in',
    ok: 400,
    note: 'A wrong current password: refused (400) for the caller’s own account, 401 to a guest.',
    request: () => ({
      path: '/api/account/password',
      body: { currentPassword: 'not the password', newPassword: 'another long passphrase' },
    }),
  },
  'POST /api/account/delete': {
    access: 'signed-in',
    ok: 400,
    note: 'A wrong confirmation: refused (400), the caller’s own account kept; 401 to a guest.',
    request: () => ({ path: '/api/account/delete', body: { confirmation: 'not the password' } }),
  },
  'PATCH /api/profile': {
    access: 'signed-in',
    request: () => ({
      path: '/api/profile',
      body: { name: 'Renamed', country: 'Germany', linkedIn: null },
    }),
  },
  'POST /api/feedbacks': {
    access: 'public',
    ok: 201,
    request: () => ({
      path: '/api/feedbacks',
      body: { title: 'Great app', description: 'The interview practice helped.', stars: 5 },
    }),
  },
  'POST /api/try/question': {
    access: 'public',
    request: () => ({
      path: '/api/try/question',
      body: { jobTitle: 'Registered Nurse', language: 'en' },
    }),
  },
  'POST /api/try/answer': {
    access: 'public',
    request: () => ({
      path: '/api/try/answer',
      body: {
        jobTitle: 'Registered Nurse',
        language: 'en',
        answer: 'I check the chart and the wristband before every dose.',
      },
    }),
  },
  'POST /api/newsletter': {
    access: 'public',
    request: () => ({
      path: '/api/newsletter',
      body: { email: `reader-${nextUnique()}@example.com` },
    }),
  },
  'POST /api/newsletter/confirm': {
    access: 'public',
    ok: 400,
    note: 'A made-up token: the link is invalid (400) whoever opens it.',
    request: () => ({ path: '/api/newsletter/confirm', body: { token: 'made-up-token' } }),
  },
  'POST /api/newsletter/unsubscribe': {
    access: 'public',
    ok: 400,
    note: 'A made-up signature: the link is invalid (400) whoever opens it.',
    request: () => ({
      path: '/api/newsletter/unsubscribe?email=reader%40example.com&token=made-up-token',
    }),
  },
  'GET /api/newsletter/unsubscribe': {
    access: 'public',
    ok: 303,
    request: () => ({ path: '/api/newsletter/unsubscribe?email=reader%40example.com&token=x' }),
  },
  'GET /api/auth/password-reset/check': {
    access: 'public',
    note: 'Whether a reset link still works; a made-up token is simply not usable.',
    request: () => ({ path: '/api/auth/password-reset/check?token=made-up-token' }),
  },
  'POST /api/mail/unsubscribe': {
    access: 'public',
    ok: 400,
    note: 'A made-up signature: the link is invalid (400) whoever opens it.',
    request: ({ world }) => ({
      path: `/api/mail/unsubscribe?user=${world.alice.id}&kind=alerts&token=made-up-token`,
    }),
  },
  'GET /api/mail/unsubscribe': {
    access: 'public',
    ok: 303,
    request: () => ({ path: '/api/mail/unsubscribe?user=u&kind=alerts&token=x' }),
  },
  'GET /api/mail-preferences': {
    access: 'signed-in',
    request: () => ({ path: '/api/mail-preferences' }),
  },
  'PUT /api/mail-preferences': {
    access: 'signed-in',
    request: () => ({ path: '/api/mail-preferences', body: { searchAlerts: true } }),
  },
  'GET /api/saved-searches': {
    access: 'signed-in',
    request: () => ({ path: '/api/saved-searches' }),
  },
  'POST /api/saved-searches': {
    access: 'signed-in',
    ok: 201,
    request: () => ({
      path: '/api/saved-searches',
      body: { name: `Search ${nextUnique()}`, query: { q: 'backend' } },
    }),
  },
  'PATCH /api/saved-searches/:id': {
    access: 'owner',
    request: ({ world }) => ({
      path: `/api/saved-searches/${world.savedSearchId}`,
      body: { isPaused: true },
    }),
  },
  'DELETE /api/saved-searches/:id': {
    access: 'owner',
    prepare: async (world) => ({ savedSearchId: await saveSearch(world.t, world.alice) }),
    request: ({ ids }) => ({ path: `/api/saved-searches/${ids.savedSearchId}` }),
  },
  'GET /api/dashboard/stats': {
    access: 'signed-in',
    request: () => ({ path: '/api/dashboard/stats' }),
  },
  'GET /api/interviews': { access: 'signed-in', request: () => ({ path: '/api/interviews' }) },
  'POST /api/interviews': {
    access: 'signed-in',
    ok: 201,
    request: () => ({ path: '/api/interviews', body: SAMPLE_INTERVIEW }),
  },
  'GET /api/stories': {
    access: 'signed-in',
    request: () => ({ path: '/api/stories' }),
  },
  'POST /api/stories': {
    access: 'signed-in',
    ok: 201,
    request: () => ({
      path: '/api/stories',
      body: { title: 'Calming an angry customer', body: 'I listened first, then fixed the order.' },
    }),
  },
  'PATCH /api/stories/:id': {
    access: 'owner',
    prepare: async (world) => ({ storyId: await saveStory(world.t, world.alice) }),
    request: ({ ids }) => ({ path: `/api/stories/${ids.storyId}`, body: { title: 'Renamed' } }),
  },
  'DELETE /api/stories/:id': {
    access: 'owner',
    prepare: async (world) => ({ storyId: await saveStory(world.t, world.alice) }),
    request: ({ ids }) => ({ path: `/api/stories/${ids.storyId}` }),
  },
  'GET /api/interviews/progress': {
    access: 'signed-in',
    request: () => ({ path: '/api/interviews/progress' }),
  },
  'GET /api/interviews/:id': {
    access: 'owner',
    request: ({ world }) => ({ path: `/api/interviews/${world.interviewId}` }),
  },
  'GET /api/interviews/:id/results.pdf': {
    access: 'owner',
    request: ({ world }) => ({ path: `/api/interviews/${world.interviewId}/results.pdf` }),
  },
  'POST /api/interviews/:id/questions/:order/attempts': {
    access: 'owner',
    ok: 201,
    prepare: async (world) => {
      const interviewId = await startInterview(world.t, world.alice);
      await answerQuestions(world.t, { who: world.alice, interviewId, count: 1 });
      return { interviewId };
    },
    request: ({ ids }) => ({
      path: `/api/interviews/${ids.interviewId}/questions/1/attempts`,
      body: { answer: 'I moved our payments API to PostgreSQL and cut p99 latency by 40%.' },
    }),
  },
  'PUT /api/interviews/:id/questions/:order/recording': {
    access: 'owner',
    ok: 201,
    prepare: async (world) => ({ interviewId: await answeredInterview(world) }),
    request: ({ ids }) => ({
      path: `/api/interviews/${ids.interviewId}/questions/1/recording`,
      file: { bytes: new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]), type: 'audio/webm' },
    }),
  },
  'GET /api/interviews/:id/questions/:order/recording': {
    access: 'owner',
    prepare: (world) => keptRecording(world),
    request: ({ ids }) => ({ path: `/api/interviews/${ids.interviewId}/questions/1/recording` }),
  },
  'DELETE /api/interviews/:id/questions/:order/recording': {
    access: 'owner',
    prepare: (world) => keptRecording(world),
    request: ({ ids }) => ({ path: `/api/interviews/${ids.interviewId}/questions/1/recording` }),
  },
  'DELETE /api/interviews/:id': {
    access: 'owner',
    prepare: interviewToDelete,
    request: ({ ids }) => ({ path: `/api/interviews/${ids.interviewId}` }),
  },
  'POST /api/interviews/:id/questions/:order/follow-up': {
    access: 'owner',
    prepare: (world) => interviewWithFollowUp(world.t, world.alice),
    request: ({ ids }) => ({
      path: `/api/interviews/${ids.interviewId}/questions/${ids.order}/follow-up`,
      body: { answer: 'I wrote the fix myself and errors fell from 40 a day to zero.' },
    }),
  },
  'POST /api/interviews/:id/questions/:order/follow-up/skip': {
    access: 'owner',
    prepare: (world) => interviewWithFollowUp(world.t, world.alice),
    request: ({ ids }) => ({
      path: `/api/interviews/${ids.interviewId}/questions/${ids.order}/follow-up/skip`,
      body: {},
    }),
  },
  'POST /api/interviews/:id/finish': {
    access: 'owner',
    // Finishing consumes the interview: one of three answers, for this route alone.
    prepare: interviewToFinish,
    request: ({ ids }) => ({ path: `/api/interviews/${ids.interviewId}/finish`, body: {} }),
  },
  'POST /api/interviews/:id/assessment': {
    access: 'owner',
    prepare: async (world) => ({ interviewId: await retakenInterview(world.t, world.alice) }),
    request: ({ ids }) => ({ path: `/api/interviews/${ids.interviewId}/assessment`, body: {} }),
  },
  'POST /api/interviews/:id/answers': {
    access: 'owner',
    prepare: async (world) => ({ interviewId: await startInterview(world.t, world.alice) }),
    request: ({ ids }) => ({
      path: `/api/interviews/${ids.interviewId}/answers`,
      body: { order: 1, answer: 'I led the migration of our payments API to PostgreSQL.' },
    }),
  },
  'POST /api/interviews/:id/answers/stream': {
    access: 'owner',
    prepare: async (world) => ({ interviewId: await startInterview(world.t, world.alice) }),
    request: ({ ids }) => ({
      path: `/api/interviews/${ids.interviewId}/answers/stream`,
      body: { order: 1, answer: 'I led the migration of our payments API to PostgreSQL.' },
    }),
  },
  'GET /api/vacancies': { access: 'public', request: () => ({ path: '/api/vacancies' }) },
  'POST /api/vacancies': {
    access: 'signed-in',
    ok: 201,
    request: () => ({ path: '/api/vacancies', body: SAMPLE_VACANCY }),
  },
  'GET /api/my/vacancies': { access: 'signed-in', request: () => ({ path: '/api/my/vacancies' }) },
  'GET /api/vacancies/:id': {
    access: 'public',
    request: ({ world }) => ({ path: `/api/vacancies/${world.vacancyId}` }),
  },
  'GET /api/vacancies/:id/closed': {
    access: 'public',
    note: 'What a closed vacancy showed everyone (title, company, place), for its link.',
    prepare: async (world) => ({ vacancyId: await closeVacancy(world.t, world.alice) }),
    request: ({ ids }) => ({ path: `/api/vacancies/${ids.vacancyId}/closed` }),
  },
  'PATCH /api/vacancies/:id': {
    access: 'owner',
    request: ({ world }) => ({
      path: `/api/vacancies/${world.vacancyId}`,
      body: { title: 'Senior Backend Developer' },
    }),
  },
  'PATCH /api/vacancies/:id/status': {
    access: 'owner',
    prepare: async (world) => ({ vacancyId: await createVacancy(world.t, world.alice) }),
    request: ({ ids }) => ({
      path: `/api/vacancies/${ids.vacancyId}/status`,
      body: { status: 'inactive' },
    }),
  },
  'DELETE /api/vacancies/:id': {
    access: 'owner',
    prepare: async (world) => ({ vacancyId: await createVacancy(world.t, world.alice) }),
    request: ({ ids }) => ({ path: `/api/vacancies/${ids.vacancyId}` }),
  },
  'PUT /api/vacancies/:id/save': {
    access: 'signed-in',
    note: "Anyone signed in may bookmark an active vacancy; the bookmark is the caller's own.",
    request: ({ world }) => ({ path: `/api/vacancies/${world.daveVacancyId}/save` }),
  },
  'DELETE /api/vacancies/:id/save': {
    access: 'signed-in',
    note: "Removes the caller's own bookmark only; Alice's stays (checked by the test).",
    request: ({ world }) => ({ path: `/api/vacancies/${world.daveVacancyId}/save` }),
  },
  'GET /api/saved-jobs': { access: 'signed-in', request: () => ({ path: '/api/saved-jobs' }) },
  'DELETE /api/saved-jobs/:id': {
    access: 'owner',
    prepare: async (world) => {
      const vacancyId = await createVacancy(world.t, world.dave);
      return { savedJobId: await saveVacancy(world.t, world.alice, vacancyId) };
    },
    request: ({ ids }) => ({ path: `/api/saved-jobs/${ids.savedJobId}` }),
  },
  'POST /api/vacancies/:id/applications': {
    access: 'signed-in',
    ok: 201,
    note: "Anyone signed in may apply to someone else's active vacancy (Dave's).",
    prepare: async (world) => ({ vacancyId: await createVacancy(world.t, world.dave) }),
    request: ({ ids }) => ({
      path: `/api/vacancies/${ids.vacancyId}/applications`,
      body: { coverLetter: 'I would love to join.' },
    }),
  },
  'POST /api/vacancies/:id/applications/upload': {
    access: 'signed-in',
    ok: 201,
    note: "Applying with a resume file: anyone signed in, to someone else's active vacancy.",
    prepare: async (world) => ({ vacancyId: await createVacancy(world.t, world.dave) }),
    request: async ({ ids }) => ({
      path: `/api/vacancies/${ids.vacancyId}/applications/upload`,
      form: await applicationForm(),
    }),
  },
  'GET /api/applications/:id/resume': {
    access: 'owner',
    note: "The resume Dave sent with his application to Alice's vacancy: Alice, its employer.",
    prepare: async (world) => {
      const vacancyId = await createVacancy(world.t, world.alice);
      return { applicationId: await applyWithResume(world.t, world.dave, vacancyId) };
    },
    request: ({ ids }) => ({ path: `/api/applications/${ids.applicationId}/resume` }),
  },
  'GET /api/vacancies/:id/applications': {
    access: 'owner',
    request: ({ world }) => ({ path: `/api/vacancies/${world.vacancyId}/applications` }),
  },
  'PATCH /api/applications/:id': {
    access: 'owner',
    note: "The vacancy's owner moves an application through the pipeline.",
    request: ({ world }) => ({
      path: `/api/applications/${world.applicationId}`,
      body: { status: 'reviewed' },
    }),
  },
  'GET /api/my/applications': {
    access: 'signed-in',
    request: () => ({ path: '/api/my/applications' }),
  },
  'POST /api/resumes': {
    access: 'signed-in',
    ok: 201,
    request: async () => ({ path: '/api/resumes', form: await resumeForm() }),
  },
  'POST /api/resumes/read': {
    access: 'signed-in',
    note: 'Reads the file into fields to check; stores nothing.',
    request: async () => ({ path: '/api/resumes/read', form: await resumeForm() }),
  },
  'GET /api/resumes': { access: 'signed-in', request: () => ({ path: '/api/resumes' }) },
  'GET /api/tracker': { access: 'signed-in', request: () => ({ path: '/api/tracker' }) },
  'POST /api/tracker': {
    access: 'signed-in',
    ok: 201,
    request: () => ({ path: '/api/tracker', body: { title: 'Staff Nurse' } }),
  },
  'POST /api/tracker/read': {
    access: 'signed-in',
    note: 'Reads a pasted posting into fields to check; stores nothing.',
    request: () => ({ path: '/api/tracker/read', body: { posting: 'Staff Nurse\nCompany: NHS' } }),
  },
  'PATCH /api/tracker/:id': {
    access: 'owner',
    prepare: async (world) => ({ trackedId: await trackApplication(world.t, world.alice) }),
    request: ({ ids }) => ({ path: `/api/tracker/${ids.trackedId}`, body: { stage: 'offer' } }),
  },
  'DELETE /api/tracker/:id': {
    access: 'owner',
    prepare: async (world) => ({ trackedId: await trackApplication(world.t, world.alice) }),
    request: ({ ids }) => ({ path: `/api/tracker/${ids.trackedId}` }),
  },
  'GET /api/tracker/:id/interview.ics': {
    access: 'owner',
    prepare: async (world) => ({ trackedId: await trackApplication(world.t, world.alice) }),
    request: ({ ids }) => ({ path: `/api/tracker/${ids.trackedId}/interview.ics` }),
  },
  'GET /api/tracker/export.csv': {
    access: 'signed-in',
    request: () => ({ path: '/api/tracker/export.csv' }),
  },
  'POST /api/tracker/import': {
    access: 'signed-in',
    ok: 201,
    request: () => ({ path: '/api/tracker/import', body: { rows: [{ title: 'Staff Nurse' }] } }),
  },
  'POST /api/tracker/:id/sent': {
    access: 'owner',
    prepare: async (world) => ({ trackedId: await trackApplication(world.t, world.alice) }),
    request: ({ ids }) => ({
      path: `/api/tracker/${ids.trackedId}/sent`,
      body: { coverLetter: 'Thank you for reading.' },
    }),
  },
  'GET /api/tracker/:id/sent-resume': {
    access: 'owner',
    prepare: async (world) => ({
      trackedId: await trackWithSentResume(world.t, { who: world.alice, resumeId: world.resumeId }),
    }),
    request: ({ ids }) => ({ path: `/api/tracker/${ids.trackedId}/sent-resume` }),
  },
  'DELETE /api/tracker': {
    access: 'signed-in',
    note: "Deletes the caller's own tracked applications only.",
    request: () => ({ path: '/api/tracker' }),
  },
  'POST /api/fit-check': {
    access: 'signed-in',
    note: "Reads a posting against the caller's own latest resume; stores nothing.",
    request: () => ({
      path: '/api/fit-check',
      body: { posting: 'Registered Nurse. Requirements: NMC registration, IV cannulation.' },
    }),
  },
  'POST /api/fit-check/trial': {
    access: 'public',
    note: "A visitor's fit check of pasted text; nothing is stored.",
    request: () => ({
      path: '/api/fit-check/trial',
      body: {
        posting: 'Registered Nurse. Requirements: NMC registration, IV cannulation.',
        resumeText: 'Ann Lee\nStaff Nurse\nExperience\n- IV cannulation on a surgical ward',
      },
    }),
  },
  'POST /api/speech/transcriptions': {
    access: 'signed-in',
    ok: 404,
    note: 'No transcription service is configured here: a signed-in caller is told so (404).',
    request: () => ({
      path: '/api/speech/transcriptions?language=en',
      file: { bytes: new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]), type: 'audio/webm' },
    }),
  },
  'GET /api/resumes/:id': {
    access: 'owner',
    request: ({ world }) => ({ path: `/api/resumes/${world.resumeId}` }),
  },
  'GET /api/resumes/:id/download': {
    access: 'owner',
    request: ({ world }) => ({ path: `/api/resumes/${world.resumeId}/download?file=original` }),
  },
  'DELETE /api/resumes/:id': {
    access: 'owner',
    prepare: async (world) => ({ resumeId: await uploadResume(world.t, world.alice) }),
    request: ({ ids }) => ({ path: `/api/resumes/${ids.resumeId}` }),
  },
  'GET /api/blog/posts': { access: 'public', request: () => ({ path: '/api/blog/posts' }) },
  'GET /api/blog/posts/:identifier': {
    access: 'public',
    request: ({ world }) => ({ path: `/api/blog/posts/${world.postSlug}` }),
  },
  'GET /api/admin/blog/posts': {
    access: 'admin',
    request: () => ({ path: '/api/admin/blog/posts' }),
  },
  'POST /api/admin/blog/posts': {
    access: 'admin',
    ok: 201,
    request: () => ({
      path: '/api/admin/blog/posts',
      body: { ...SAMPLE_POST, title: `Post ${nextUnique()}` },
    }),
  },
  'GET /api/admin/blog/posts/:id': {
    access: 'admin',
    request: ({ world }) => ({ path: `/api/admin/blog/posts/${world.postId}` }),
  },
  'PATCH /api/admin/blog/posts/:id': {
    access: 'admin',
    request: ({ world }) => ({
      path: `/api/admin/blog/posts/${world.postId}`,
      body: { title: 'The STAR method, revisited' },
    }),
  },
  'DELETE /api/admin/blog/posts/:id': {
    access: 'admin',
    ok: 204,
    prepare: async (world) => ({ postId: (await createPost(world.t, world.admin, 'Old news')).id }),
    request: ({ ids }) => ({ path: `/api/admin/blog/posts/${ids.postId}` }),
  },
  'POST /api/admin/blog/images': {
    access: 'admin',
    ok: 201,
    request: () => ({ path: '/api/admin/blog/images', file: { bytes: PNG, type: 'image/png' } }),
  },
  'GET /api/blog/images/:name': {
    access: 'public',
    prepare: async (world) => ({ imageUrl: await uploadImage(world.t, world.admin) }),
    request: ({ ids }) => ({ path: ids.imageUrl ?? '' }),
  },
  'POST /api/admin/blog/preview': {
    access: 'admin',
    request: () => ({ path: '/api/admin/blog/preview', body: { content: '**Bold** claim' } }),
  },
};

/** A real 1×1 PNG. */
const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

async function uploadImage(t: World['t'], admin: Person): Promise<string> {
  const res = await t.app.request('/api/admin/blog/images', {
    method: 'POST',
    headers: { cookie: admin.cookie, 'Content-Type': 'image/png' },
    body: PNG,
  });
  return ((await res.json()) as { url: string }).url;
}

const DENIED: Record<AccessClass, Partial<Record<Caller, number>>> = {
  public: {},
  'signed-in': { anonymous: 401 },
  owner: { anonymous: 401, other: 404 },
  admin: { anonymous: 404, other: 404 },
};

/** The status a caller must get from a route. */
export function expectedStatus(entry: MatrixEntry, caller: Caller): number {
  return entry.expect?.[caller] ?? DENIED[entry.access][caller] ?? entry.ok ?? 200;
}

/** Whether the caller is refused (so the database must not change). */
export function isDenied(entry: MatrixEntry, caller: Caller): boolean {
  return DENIED[entry.access][caller] !== undefined;
}
