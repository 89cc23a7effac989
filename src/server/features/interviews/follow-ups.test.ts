import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { reply, userText } from '../../../../tests/support/fake-llm';
import { READING_VERSION } from '../../ai/offline/analyse-answer';
import { interviewQuestions } from '../../db/schema';
import { signUp } from '../../../../tests/support/sign-up';
import { type TestApp, createTestApp, jsonRequest } from '../../../../tests/support/test-app';
import type { AnswerEvidence } from '../../ai/offline/analyse-answer';

// Follow-up questions (issue 21): after an answer that lacks what its question needs (the
// candidate's own part, the result, the steps, an example), the coach asks one short follow-up;
// its answer counts with the answer it follows. With a model, the model words it.

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

const EN_FOLLOW_UPS = [
  'And what did you do yourself, step by step?',
  'How did it end: what changed, and how did you know?',
  'Which steps would you take, in what order?',
  'Can you give one real example of when you did this?',
];

interface Outcome {
  feedback: string;
  followUp?: string | null;
  nextOrder: number | null;
  isCompleted: boolean;
}

async function start(cookie: string, job: Corpus) {
  const res = await t.app.request(
    '/api/interviews',
    jsonRequest('POST', job, { headers: { cookie } }),
  );
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
  return (await res.json()) as Outcome;
}

async function answerFollowUp(options: {
  cookie: string;
  id: string;
  order: number;
  text: string;
  language?: string;
}) {
  const res = await t.app.request(
    `/api/interviews/${options.id}/questions/${options.order}/follow-up`,
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
      feedback: string;
      score: number;
      error?: { code: string; message: string };
    },
  };
}

/** Answers vaguely, in order, until the coach asks a follow-up: its question and outcome. */
async function untilFollowUp(options: { cookie: string; id: string; job: Corpus }) {
  for (let order = 1; order < 12; order += 1) {
    const outcome = await answer({
      ...options,
      order,
      text: options.job.answers.vague[order - 1]!,
    });
    if (outcome.followUp) return { order, outcome };
  }
  throw new Error('no follow-up in eleven vague answers');
}

async function questionOf(cookie: string, id: string, order: number) {
  const res = await t.app.request(`/api/interviews/${id}`, { headers: { cookie } });
  const { interview } = (await res.json()) as {
    interview: {
      questions: Array<{
        order: number;
        followUp: string | null;
        followUpAnswer: string | null;
        followUpSkipped: boolean;
        feedback: string | null;
        evidence: { score: number } | null;
      }>;
    };
  };
  return interview.questions.find((question) => question.order === order)!;
}

describe('follow-up questions', () => {
  it('asks one after a vague answer, and its answer rewrites that question’s feedback and score', async () => {
    t = await createTestApp();
    const { cookie } = await signUp(t.app, 'nora@example.com', 'Nora');
    const id = await start(cookie, NURSE);
    const { order, outcome } = await untilFollowUp({ cookie, id, job: NURSE });
    expect(EN_FOLLOW_UPS).toContain(outcome.followUp);
    // The interview has moved on: the follow-up is asked before the next question, not instead.
    expect(outcome.nextOrder).toBe(order + 1);
    const before = await questionOf(cookie, id, order);
    expect(before.followUp).toBe(outcome.followUp);

    const strong = NURSE.answers.strong[order - 1]!;
    const answered = await answerFollowUp({ cookie, id, order, text: strong });
    expect(answered.status).toBe(200);
    expect(answered.body.feedback).not.toBe(before.feedback);
    const after = await questionOf(cookie, id, order);
    expect(after.followUpAnswer).toBe(strong);
    expect(after.feedback).toBe(answered.body.feedback);
    expect(after.evidence!.score).toBe(answered.body.score);
    expect(after.evidence!.score).toBeGreaterThan(before.evidence!.score);
    // Read once and stored with the version it was read with: the answer with its follow-up.
    const [row] = await t.database.db
      .select({ reading: interviewQuestions.reading })
      .from(interviewQuestions)
      .where(and(eq(interviewQuestions.interviewId, id), eq(interviewQuestions.order, order)));
    expect(row?.reading?.version).toBe(READING_VERSION);
    const reading = row?.reading?.reading as AnswerEvidence | undefined;
    expect(reading?.score).toBe(after.evidence!.score);
    expect(reading?.wordCount).toBeGreaterThan(strong.split(/\s+/).length);

    const again = await answerFollowUp({ cookie, id, order, text: 'Something else.' });
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe('follow_up_answered');
  });

  it('keeps a skipped follow-up skipped for every tab, its owner only, and refuses one not asked', async () => {
    t = await createTestApp();
    const { cookie } = await signUp(t.app, 'nora@example.com', 'Nora');
    const id = await start(cookie, NURSE);
    const { order } = await untilFollowUp({ cookie, id, job: NURSE });
    const skip = (options: { cookie: string; order: number; language?: string }) =>
      t.app.request(
        `/api/interviews/${id}/questions/${options.order}/follow-up/skip`,
        jsonRequest('POST', undefined, {
          language: options.language,
          headers: { cookie: options.cookie },
        }),
      );
    // Another account cannot see the interview, let alone skip on it.
    const other = await signUp(t.app, 'eve@example.com', 'Eve');
    expect((await skip({ cookie: other.cookie, order })).status).toBe(404);
    expect((await questionOf(cookie, id, order)).followUpSkipped).toBe(false);

    const skipped = await skip({ cookie, order });
    expect(skipped.status).toBe(200);
    // What a page reads on load (any tab): skipped, and still unanswered.
    const after = await questionOf(cookie, id, order);
    expect(after.followUpSkipped).toBe(true);
    expect(after.followUpAnswer).toBeNull();
    expect((await skip({ cookie, order })).status).toBe(200);

    // The question after it was asked no follow-up: nothing to skip, said in the UI's language.
    const notAsked = await skip({ cookie, order: order + 1, language: 'ru' });
    expect(notAsked.status).toBe(409);
    expect(((await notAsked.json()) as { error: { message: string } }).error.message).toBe(
      'Здесь нет уточняющего вопроса. Переходите к следующему вопросу.',
    );
  });

  it('reads an answer that repeats an earlier follow-up’s answer as a repeat when it is saved, as the assessment does', async () => {
    t = await createTestApp();
    const { cookie } = await signUp(t.app, 'nora@example.com', 'Nora');
    const id = await start(cookie, NURSE);
    const { order } = await untilFollowUp({ cookie, id, job: NURSE });
    const strong = NURSE.answers.strong[order - 1]!;
    expect((await answerFollowUp({ cookie, id, order, text: strong })).status).toBe(200);
    // The next question answered with the very text given to the follow-up.
    const repeated = await answer({ cookie, id, order: order + 1, text: strong });
    expect(repeated.feedback).toMatch(/^This is the same text as an earlier answer/u);
    const next = await questionOf(cookie, id, order + 1);
    expect(next.feedback).toBe(repeated.feedback);
  });

  it('never follows up the last question, and refuses a follow-up answer where none was asked, in Russian', async () => {
    t = await createTestApp();
    const { cookie } = await signUp(t.app, 'olga@example.com', 'Ольга');
    const id = await start(cookie, ACCOUNTANT);
    for (let order = 1; order <= 11; order += 1) {
      await answer({ cookie, id, order, text: ACCOUNTANT.answers.strong[order - 1]! });
    }
    const last = await answer({ cookie, id, order: 12, text: ACCOUNTANT.answers.vague[11]! });
    expect(last.isCompleted).toBe(true);
    expect(last.followUp ?? null).toBeNull();

    const noFollowUp = await answerFollowUp({
      cookie,
      id,
      order: 12,
      text: 'Ответ',
      language: 'ru',
    });
    expect(noFollowUp.status).toBe(409);
    expect(noFollowUp.body.error).toEqual({
      code: 'follow_up_not_asked',
      message: 'Здесь нет уточняющего вопроса. Переходите к следующему вопросу.',
    });
  });

  it('asks in Russian for a Russian interview', async () => {
    t = await createTestApp();
    const { cookie } = await signUp(t.app, 'olga@example.com', 'Ольга');
    const id = await start(cookie, ACCOUNTANT);
    const { outcome } = await untilFollowUp({ cookie, id, job: ACCOUNTANT });
    expect(outcome.followUp).toMatch(/^[А-ЯЁ][^a-z]+[?.]$/u);
  });

  it('lets a model word the follow-up, only when the answer lacks something, and goes on without one when it fails', async () => {
    const ai = await createTestApp({ model: true });
    t = ai;
    const { cookie } = await signUp(ai.app, 'nora@example.com', 'Nora');
    const id = await start(cookie, NURSE);
    ai.llm.setResponder((request) =>
      request.task === 'follow-up'
        ? reply.content('What did you personally do when the patient’s pressure dropped?')
        : reply.content('Noted.'),
    );
    const { order, outcome } = await untilFollowUp({ cookie, id, job: NURSE });
    expect(outcome.followUp).toBe(
      'What did you personally do when the patient’s pressure dropped?',
    );
    const [request] = ai.llm.requestsFor('follow-up');
    expect(/<answer>\n([\s\S]*?)\n<\/answer>/.exec(userText(request!))?.[1]).toBe(
      NURSE.answers.vague[order - 1],
    );
    // Asked only after answers that lacked something: one call per follow-up.
    expect(ai.llm.requestsFor('follow-up')).toHaveLength(1);

    ai.llm.setResponder((request) =>
      request.task === 'follow-up' ? reply.serverError() : reply.content('Noted.'),
    );
    const next = await answer({ cookie, id, order: order + 1, text: 'We did it as a team.' });
    expect(next.followUp ?? null).toBeNull();
    expect(next.nextOrder).toBe(order + 2);
  });
});
