import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { signUp } from '../../../../tests/support/sign-up';
import { reply, userText } from '../../../../tests/support/fake-llm';
import { type TestApp, createTestApp, jsonRequest } from '../../../../tests/support/test-app';
import { asc, eq } from 'drizzle-orm';
import { MAX_ATTEMPTS_PER_QUESTION } from '../../../shared/schemas/interviews';
import { READING_VERSION } from '../../ai/offline/analyse-answer';
import { interviewAnswerAttempts } from '../../db/schema';
import type { AnswerEvidence } from '../../ai/offline/analyse-answer';

// "Try again" (issue 21): a question answered anew gets its own feedback; every attempt is kept,
// the best one counts in the results and the assessment, and a finished interview's assessment
// can be rewritten with the retakes. Everything is the owner's alone.

let t: TestApp;
afterEach(async () => {
  await t.close();
});

interface Corpus {
  jobTitle: string;
  jobDescription: string;
  language: 'en' | 'ru';
  answers: { strong: string[]; vague: string[] };
}
const corpus = (path: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../../eval/coach/corpus/${path}`, import.meta.url), 'utf8'),
  ) as Corpus;
const NURSE = corpus('en/en-nurse.json');
const ACCOUNTANT = corpus('ru/ru-accountant.json');

interface Attempt {
  attempt: number;
  answer: string;
  feedback: string | null;
  evidence: { score: number } | null;
  answeredAt: string | null;
}
interface Detail {
  score: number | null;
  firstScore: number | null;
  assessment: string | null;
  isAssessmentStale: boolean;
  questions: Array<{
    order: number;
    answer: string | null;
    attempts: Attempt[];
    bestAttempt: number | null;
  }>;
}

async function start(options: { cookie: string; job: Corpus }) {
  const res = await t.app.request(
    '/api/interviews',
    jsonRequest(
      'POST',
      {
        jobTitle: options.job.jobTitle,
        jobDescription: options.job.jobDescription,
        language: options.job.language,
      },
      { headers: { cookie: options.cookie } },
    ),
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { interview: { id: string } }).interview.id;
}

async function answer(options: { cookie: string; id: string; order: number; text: string }) {
  const res = await t.app.request(
    `/api/interviews/${options.id}/answers`,
    jsonRequest(
      'POST',
      { order: options.order, answer: options.text },
      {
        headers: { cookie: options.cookie },
      },
    ),
  );
  expect(res.status).toBe(200);
}

async function retake(options: {
  cookie: string;
  id: string;
  order: number | string;
  text: string;
  language?: string;
}) {
  const res = await t.app.request(
    `/api/interviews/${options.id}/questions/${options.order}/attempts`,
    jsonRequest(
      'POST',
      { answer: options.text },
      {
        language: options.language,
        headers: { cookie: options.cookie },
      },
    ),
  );
  return {
    status: res.status,
    body: (await res.json()) as {
      attempt: Attempt;
      attempts: Attempt[];
      bestAttempt: number;
      error?: { code: string; message: string };
    },
  };
}

async function detail(cookie: string, id: string): Promise<Detail> {
  const res = await t.app.request(`/api/interviews/${id}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { interview: Detail }).interview;
}

async function reassess(options: { cookie: string; id: string; language?: string }) {
  const res = await t.app.request(
    `/api/interviews/${options.id}/assessment`,
    jsonRequest('POST', {}, { language: options.language, headers: { cookie: options.cookie } }),
  );
  return {
    status: res.status,
    body: (await res.json()) as { interview: Detail; error?: { code: string; message: string } },
  };
}

describe('POST /api/interviews/:id/questions/:order/attempts', () => {
  it('answers a vague answer again with a real story: new feedback, both kept, the better one counts', async () => {
    t = await createTestApp();
    const { cookie } = await signUp(t.app, 'nora@example.com', 'Nora');
    const id = await start({ cookie, job: NURSE });
    await answer({ cookie, id, order: 1, text: NURSE.answers.vague[0]! });
    await answer({ cookie, id, order: 2, text: NURSE.answers.vague[1]! });

    const again = await retake({ cookie, id, order: 1, text: NURSE.answers.strong[0]! });
    expect(again.status).toBe(201);
    expect(again.body.attempt.attempt).toBe(2);
    expect(again.body.attempt.feedback).toBeTruthy();
    const [first, second] = again.body.attempts;
    expect(second!.evidence!.score).toBeGreaterThan(first!.evidence!.score);
    expect(again.body.bestAttempt).toBe(2);

    // A later, weaker attempt is kept but does not replace the best.
    const worse = await retake({ cookie, id, order: 1, text: 'I am a caring person.' });
    expect(worse.status).toBe(201);
    expect(worse.body.attempt.attempt).toBe(3);
    expect(worse.body.bestAttempt).toBe(2);

    const shown = await detail(cookie, id);
    const question = shown.questions[0]!;
    expect(question.attempts.map((attempt) => attempt.answer)).toEqual([
      NURSE.answers.vague[0],
      NURSE.answers.strong[0],
      'I am a caring person.',
    ]);
    expect(question.bestAttempt).toBe(2);
    // Each attempt is read once and stored with the version of the reading (what the assessment
    // then uses); none of it is sent to the page.
    const stored = await t.database.db
      .select({
        attempt: interviewAnswerAttempts.attempt,
        reading: interviewAnswerAttempts.reading,
      })
      .from(interviewAnswerAttempts)
      .where(eq(interviewAnswerAttempts.interviewId, id))
      .orderBy(asc(interviewAnswerAttempts.attempt));
    expect(stored.map((row) => [row.attempt, row.reading?.version])).toEqual([
      [2, READING_VERSION],
      [3, READING_VERSION],
    ]);
    expect((stored[0]!.reading!.reading as AnswerEvidence).score).toBe(second!.evidence!.score);
    expect(JSON.stringify(shown)).not.toContain(READING_VERSION);
    // The interview goes on where it was: question 3 is next.
    expect(shown.questions[2]!.answer).toBeNull();
  });

  it('counts the best attempts in the assessment, and rewrites a finished one on request, keeping the first score', async () => {
    t = await createTestApp();
    const { cookie } = await signUp(t.app, 'nora@example.com', 'Nora');
    const id = await start({ cookie, job: NURSE });
    for (let order = 1; order <= 12; order += 1) {
      await answer({ cookie, id, order, text: NURSE.answers.vague[order - 1]! });
    }
    const finished = await detail(cookie, id);
    expect(finished.isAssessmentStale).toBe(false);
    const firstScore = finished.score!;

    for (const order of [4, 5, 6, 7]) {
      const res = await retake({ cookie, id, order, text: NURSE.answers.strong[order - 1]! });
      expect(res.status).toBe(201);
    }
    const retaken = await detail(cookie, id);
    expect(retaken.isAssessmentStale).toBe(true);
    expect(retaken.score).toBe(firstScore);

    const rewritten = await reassess({ cookie, id });
    expect(rewritten.status).toBe(200);
    expect(rewritten.body.interview.score).toBeGreaterThan(firstScore);
    expect(rewritten.body.interview.firstScore).toBe(firstScore);
    expect(rewritten.body.interview.isAssessmentStale).toBe(false);
    expect(rewritten.body.interview.assessment).not.toBe(finished.assessment);

    // Nothing new since: said plainly, and the assessment stays.
    const again = await reassess({ cookie, id });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'assessment_up_to_date',
      message: 'The assessment already takes your latest answers into account.',
    });
    // A second rewrite keeps the very first score as the one to compare with.
    await retake({ cookie, id, order: 8, text: NURSE.answers.strong[7]! });
    const second = await reassess({ cookie, id });
    expect(second.body.interview.firstScore).toBe(firstScore);

    // An attempt that does not beat the best changes nothing: no update is offered for it.
    const worse = await retake({ cookie, id, order: 5, text: NURSE.answers.vague[4]! + ' Again.' });
    expect(worse.status).toBe(201);
    expect((await detail(cookie, id)).isAssessmentStale).toBe(false);
    expect((await reassess({ cookie, id })).status).toBe(409);
  });

  it('refuses what cannot be retaken, with a message in the request language', async () => {
    t = await createTestApp();
    const { cookie } = await signUp(t.app, 'nora@example.com', 'Nora');
    const id = await start({ cookie, job: NURSE });
    await answer({ cookie, id, order: 1, text: NURSE.answers.vague[0]! });

    const unanswered = await retake({ cookie, id, order: 2, text: 'A new answer', language: 'ru' });
    expect(unanswered.status).toBe(409);
    expect(unanswered.body.error).toEqual({
      code: 'retake_not_answered',
      message:
        'Сначала ответьте на этот вопрос и прочитайте разбор ответа, а потом попробуйте ещё раз.',
    });

    // The same words again, whatever their spacing and case.
    const same = await retake({
      cookie,
      id,
      order: 1,
      text: `  ${NURSE.answers.vague[0]!.toUpperCase()}  `,
    });
    expect(same.status).toBe(400);
    expect(same.body.error?.code).toBe('retake_same_answer');

    const blank = await retake({ cookie, id, order: 1, text: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error?.code).toBe('answer_required');

    for (const order of ['0', '13', 'first', '1.5']) {
      const wrong = await retake({ cookie, id, order, text: 'Another answer' });
      expect(wrong.status, order).toBe(404);
      expect(wrong.body.error?.code).toBe('question_not_found');
    }

    for (let attempt = 2; attempt <= MAX_ATTEMPTS_PER_QUESTION; attempt += 1) {
      const res = await retake({
        cookie,
        id,
        order: 1,
        text: `Attempt number ${attempt}: I checked the chart.`,
      });
      expect(res.status).toBe(201);
    }
    const beyond = await retake({ cookie, id, order: 1, text: 'One attempt too many.' });
    expect(beyond.status).toBe(409);
    expect(beyond.body.error).toEqual({
      code: 'retake_limit',
      message: `You have answered this question ${MAX_ATTEMPTS_PER_QUESTION} times, the most one question allows. Go on to another question, or start a new interview to practice it afresh.`,
    });

    const unfinished = await reassess({ cookie, id });
    expect(unfinished.status).toBe(409);
    expect(unfinished.body.error?.code).toBe('interview_not_completed');
  });

  it("is the owner's alone: another user's interview is not found, and a guest must sign in", async () => {
    t = await createTestApp();
    const owner = await signUp(t.app, 'nora@example.com', 'Nora');
    const other = await signUp(t.app, 'otto@example.com', 'Otto');
    const id = await start({ cookie: owner.cookie, job: NURSE });
    await answer({ cookie: owner.cookie, id, order: 1, text: NURSE.answers.vague[0]! });

    const stranger = await retake({ cookie: other.cookie, id, order: 1, text: 'Mine now' });
    expect(stranger.status).toBe(404);
    expect(stranger.body.error?.code).toBe('interview_not_found');
    expect((await reassess({ cookie: other.cookie, id })).status).toBe(404);
    const guest = await retake({ cookie: '', id, order: 1, text: 'Mine now' });
    expect(guest.status).toBe(401);

    // Nothing was added to the owner's interview.
    expect((await detail(owner.cookie, id)).questions[0]!.attempts).toHaveLength(1);
  });

  it('works in Russian: feedback in Russian for a Russian interview', async () => {
    t = await createTestApp();
    const { cookie } = await signUp(t.app, 'olga@example.com', 'Ольга');
    const id = await start({ cookie, job: ACCOUNTANT });
    await answer({ cookie, id, order: 1, text: ACCOUNTANT.answers.vague[0]! });
    const again = await retake({
      cookie,
      id,
      order: 1,
      text: ACCOUNTANT.answers.strong[0]!,
      language: 'ru',
    });
    expect(again.status).toBe(201);
    expect(again.body.attempt.feedback).toMatch(/[а-яё]{4}/iu);
    expect(again.body.attempt.feedback).not.toMatch(/\b(the|your|answer)\b/iu);
    expect(again.body.bestAttempt).toBe(2);
  });

  it('asks the configured model for the feedback on a retake, with the new answer inside its data block', async () => {
    const ai = await createTestApp({ model: true });
    t = ai;
    const { cookie } = await signUp(ai.app, 'nora@example.com', 'Nora');
    const id = await start({ cookie, job: NURSE });
    await answer({ cookie, id, order: 1, text: NURSE.answers.vague[0]! });
    ai.llm.reset();
    ai.llm.respondWith(
      reply.content('Much better: you named the patient, your check and the outcome.'),
    );

    const again = await retake({ cookie, id, order: 1, text: NURSE.answers.strong[0]! });
    expect(again.status).toBe(201);
    expect(again.body.attempt.feedback).toBe(
      'Much better: you named the patient, your check and the outcome.',
    );
    const [request] = ai.llm.requestsFor('feedback');
    expect(/<answer>\n([\s\S]*?)\n<\/answer>/.exec(userText(request!))?.[1]).toBe(
      NURSE.answers.strong[0],
    );

    // A model that fails leaves the answer stored, with the usual note instead of feedback.
    ai.llm.setResponder(() => reply.serverError());
    const failed = await retake({
      cookie,
      id,
      order: 1,
      text: 'I double-check every dose with a colleague.',
    });
    expect(failed.status).toBe(201);
    expect(failed.body.attempt.feedback).toBe('Feedback unavailable.');
    expect((await detail(cookie, id)).questions[0]!.attempts).toHaveLength(3);
  });
});
