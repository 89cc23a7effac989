import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { signUp as signUpUser } from '../../../../tests/support/sign-up';
import { type TestApp, createTestApp, jsonRequest } from '../../../../tests/support/test-app';
import { interviewQuestions } from '../../db/schema';

// A fresh install has no model: the offline coach runs the whole interview, and its report is
// honest about what the answers show.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function signUp(email: string) {
  return (await signUpUser(t.app, email, 'Candidate')).cookie;
}

interface CorpusJob {
  jobTitle: string;
  jobDescription: string;
  answers: { strong: string[] };
}

function corpusJob(file: string): CorpusJob {
  return JSON.parse(
    readFileSync(new URL(`../../../../eval/coach/corpus/${file}`, import.meta.url), 'utf8'),
  ) as CorpusJob;
}

async function runInterview(
  cookie: string,
  language: 'en' | 'ru',
  answerFor: (order: number) => string,
  job?: CorpusJob,
) {
  const started = await t.app.request(
    '/api/interviews',
    jsonRequest(
      'POST',
      {
        jobTitle: job?.jobTitle ?? (language === 'en' ? 'Backend Developer' : 'Бэкенд-разработчик'),
        jobDescription:
          job?.jobDescription ??
          (language === 'en'
            ? 'Build REST APIs with Node.js and PostgreSQL. Own CI/CD pipelines. Mentor junior developers.'
            : 'Разрабатывать REST API на Node.js и PostgreSQL. Настраивать CI/CD. Наставлять младших разработчиков.'),
        language,
      },
      { headers: { cookie } },
    ),
  );
  expect(started.status).toBe(201);
  const { interview } = (await started.json()) as {
    interview: { id: string; questionsCount: number; coach: string };
  };
  expect(interview).toMatchObject({ questionsCount: 12, coach: 'offline' });
  for (let order = 1; order <= 12; order += 1) {
    const res = await t.app.request(
      `/api/interviews/${interview.id}/answers`,
      jsonRequest('POST', { order, answer: answerFor(order) }, { headers: { cookie } }),
    );
    expect(res.status).toBe(200);
  }
  const detail = await t.app.request(`/api/interviews/${interview.id}`, { headers: { cookie } });
  return (
    (await detail.json()) as {
      interview: {
        id: string;
        status: string;
        score: number;
        assessment: string;
        questions: Array<{ evidence: Record<string, unknown> | null }>;
      };
    }
  ).interview;
}

it('scores specific answers far above gibberish and above one text sent for every question, in English and Russian', async () => {
  const cookie = await signUp('candidate@example.com');
  const sre = corpusJob('en/en-sre.json');
  const strong = await runInterview(
    cookie,
    'en',
    (order) => sre.answers.strong[order - 1] ?? '',
    sre,
  );
  const gibberish = await runInterview(cookie, 'en', () => 'asdf qwer zxcv');
  expect(strong.status).toBe('completed');
  expect(strong.assessment).toContain('## Strengths');
  expect(strong.score).toBeGreaterThanOrEqual(60);
  expect(gibberish.score).toBeLessThanOrEqual(10);
  // The same strong story sent for every question is not twelve answers.
  const sameText = await runInterview(cookie, 'en', () => sre.answers.strong[0] ?? '', sre);
  expect(sameText.score).toBeLessThanOrEqual(25);
  expect(sameText.assessment).toMatch(/same text as an earlier answer|repeat/i);

  const analyst = corpusJob('ru/ru-analyst.json');
  const russian = await runInterview(
    cookie,
    'ru',
    (order) => analyst.answers.strong[order - 1] ?? '',
    analyst,
  );
  expect(russian.assessment).toContain('## Сильные стороны');
  expect(russian.score).toBeGreaterThanOrEqual(50);
  expect(russian.score).toBeGreaterThan(gibberish.score);
});

it('shows under each answer the evidence its feedback rests on', async () => {
  const cookie = await signUp('candidate@example.com');
  const interview = await runInterview(cookie, 'en', (order) =>
    order === 1
      ? "I don't know."
      : 'When our checkout API was timing out, my task was to cut its latency. I profiled the PostgreSQL queries and added a cache; as a result p95 latency fell by 45% within two weeks.',
  );
  const [dontKnow, specific] = interview.questions;
  expect(dontKnow?.evidence).toMatchObject({ nonAnswerReason: 'dont_know', starPartsFound: [] });
  expect(specific?.evidence).toMatchObject({
    nonAnswerReason: null,
    starPartsFound: expect.arrayContaining(['task', 'action', 'result']) as unknown,
    metrics: expect.arrayContaining(['45%']) as unknown,
    jobTermsUsed: expect.arrayContaining(['PostgreSQL']) as unknown,
  });
  expect(Number(specific?.evidence?.score)).toBeGreaterThan(Number(dontKnow?.evidence?.score));
});

it('stores the evidence with the answer, and gives it once to an answer saved before evidence was stored', async () => {
  const cookie = await signUp('candidate@example.com');
  const interview = await runInterview(
    cookie,
    'en',
    () =>
      'When our checkout API was timing out, my task was to cut its latency. I profiled the PostgreSQL queries and added a cache; as a result p95 latency fell by 45% within two weeks.',
  );
  const stored = await t.database.db
    .select({ order: interviewQuestions.order, evidence: interviewQuestions.evidence })
    .from(interviewQuestions)
    .where(eq(interviewQuestions.interviewId, interview.id));
  expect(stored.every((row) => row.evidence !== null)).toBe(true);
  expect(stored.find((row) => row.order === 2)?.evidence).toEqual(interview.questions[1]?.evidence);

  // An answer from before: no evidence stored. The first read computes and keeps it.
  await t.database.db
    .update(interviewQuestions)
    .set({ evidence: null })
    .where(and(eq(interviewQuestions.interviewId, interview.id), eq(interviewQuestions.order, 2)));
  const read = await t.app.request(`/api/interviews/${interview.id}`, { headers: { cookie } });
  const body = (await read.json()) as { interview: { questions: Array<{ evidence: unknown }> } };
  expect(body.interview.questions[1]?.evidence).toEqual(interview.questions[1]?.evidence);
  const [kept] = await t.database.db
    .select({ evidence: interviewQuestions.evidence })
    .from(interviewQuestions)
    .where(and(eq(interviewQuestions.interviewId, interview.id), eq(interviewQuestions.order, 2)));
  expect(kept?.evidence).toEqual(interview.questions[1]?.evidence);
});

it('stores each question with its kind and template, and reads the answer for the stored kind', async () => {
  const cookie = await signUp('candidate@example.com');
  const job = {
    jobTitle: 'Dog Groomer',
    jobDescription:
      'The role: full grooms, bath and tidies and puppy introductions; handling nervous and reactive dogs calmly and safely; keeping accurate client records. You will need: a City & Guilds Level 3 in dog grooming.',
    language: 'en',
  };
  const start = async () => {
    const started = await t.app.request(
      '/api/interviews',
      jsonRequest('POST', job, { headers: { cookie } }),
    );
    expect(started.status).toBe(201);
    return ((await started.json()) as { interview: { id: string } }).interview.id;
  };
  const rowsOf = (id: string) =>
    t.database.db.select().from(interviewQuestions).where(eq(interviewQuestions.interviewId, id));
  const first = await start();
  const rows = await rowsOf(first);
  expect(rows).toHaveLength(12);
  // A job of no known field: every question from the bank for any work, each with its kind.
  expect(rows.every((row) => row.templateId?.startsWith('any-work-'))).toBe(true);
  expect(rows.every((row) => ['story', 'method', 'open'].includes(row.questionKind ?? ''))).toBe(
    true,
  );
  expect(rows.some((row) => row.questionText.includes('“full grooms'))).toBe(true);

  // The answer is read for what the stored question asks, not for what its wording suggests:
  // the same wording stored as a story and as an open question is read as each.
  const question = 'Tell me about your grooming work so far.';
  const answer =
    'I groomed about eight dogs a day at a salon in Leeds for three years, mostly doodles and spaniels, and did the hand stripping for our terrier clients.';
  const readAs = async (id: string, kind: 'story' | 'open') => {
    const firstQuestion = and(
      eq(interviewQuestions.interviewId, id),
      eq(interviewQuestions.order, 1),
    );
    await t.database.db
      .update(interviewQuestions)
      .set({ questionText: question, questionKind: kind })
      .where(firstQuestion);
    const res = await t.app.request(
      `/api/interviews/${id}/answers`,
      jsonRequest('POST', { order: 1, answer }, { headers: { cookie } }),
    );
    expect(res.status).toBe(200);
    const [row] = await t.database.db
      .select({ evidence: interviewQuestions.evidence })
      .from(interviewQuestions)
      .where(firstQuestion);
    return row?.evidence?.questionKind;
  };
  expect(await readAs(first, 'open')).toBe('open');
  expect(await readAs(await start(), 'story')).toBe('story');
});
