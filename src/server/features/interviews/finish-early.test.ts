import { afterEach, describe, expect, it } from 'vitest';
import { corpusJob } from '../../../../tests/support/corpus-answers';
import { signUp } from '../../../../tests/support/sign-up';
import { type TestApp, createTestApp, jsonRequest } from '../../../../tests/support/test-app';

// Finishing early (a new user's walk of 2026-12-05: eight of twelve answered on a lunch break,
// and nothing summarised the work done): the answers given are assessed, the rest stay
// unanswered, and the interview is the owner's alone.

let t: TestApp;
afterEach(async () => {
  await t.close();
});

type Corpus = ReturnType<typeof corpusJob>;
const NURSE = corpusJob('en/en-nurse.json');
const ACCOUNTANT = corpusJob('ru/ru-accountant.json');

interface Detail {
  status: string;
  score: number | null;
  assessment: string | null;
  completedAt: string | null;
  questions: Array<{ order: number; answer: string | null; evidence: { score: number } | null }>;
}

async function start(cookie: string, job: Corpus) {
  const res = await t.app.request(
    '/api/interviews',
    jsonRequest(
      'POST',
      { jobTitle: job.jobTitle, jobDescription: job.jobDescription, language: job.language },
      { headers: { cookie } },
    ),
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { interview: { id: string } }).interview.id;
}

async function answer(options: { cookie: string; id: string; order: number; text: string }) {
  return t.app.request(
    `/api/interviews/${options.id}/answers`,
    jsonRequest(
      'POST',
      { order: options.order, answer: options.text },
      { headers: { cookie: options.cookie } },
    ),
  );
}

async function finish(options: { cookie: string; id: string; language?: string }) {
  const res = await t.app.request(
    `/api/interviews/${options.id}/finish`,
    jsonRequest('POST', {}, { language: options.language, headers: { cookie: options.cookie } }),
  );
  return {
    status: res.status,
    body: (await res.json()) as { interview: Detail; error?: { code: string; message: string } },
  };
}

describe('POST /api/interviews/:id/finish', () => {
  it('assesses the answers given so far and leaves the rest unanswered', async () => {
    t = await createTestApp();
    const { cookie } = await signUp(t.app, 'nora@example.com', 'Nora');
    const id = await start(cookie, NURSE);
    const texts = [NURSE.answers.strong[0]!, NURSE.answers.vague[1]!, NURSE.answers.strong[2]!];
    for (const [index, text] of texts.entries()) {
      expect((await answer({ cookie, id, order: index + 1, text })).status).toBe(200);
    }

    const finished = await finish({ cookie, id });
    expect(finished.status).toBe(200);
    const shown = finished.body.interview;
    expect(shown.status).toBe('completed');
    expect(shown.completedAt).not.toBeNull();
    expect(shown.assessment).toMatch(
      /^You finished early, after answering 3 of the 12 questions: this assessment and its score cover only the questions you answered\./,
    );
    // The score is the mean of the three answers' scores, not dragged down by nine blanks.
    const scores = shown.questions.slice(0, 3).map((question) => question.evidence!.score);
    const mean = Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length);
    expect(shown.score).toBeGreaterThanOrEqual(mean - 1);
    expect(shown.score).toBeLessThanOrEqual(mean + 1);
    expect(shown.assessment).not.toMatch(/No answer at all/);
    expect(shown.questions.slice(3).every((question) => question.answer === null)).toBe(true);

    // Finished is finished: no more answers, no second finish, and it shows in the history.
    const late = await answer({ cookie, id, order: 4, text: NURSE.answers.strong[3]! });
    expect(late.status).toBe(409);
    expect((await finish({ cookie, id })).body.error?.code).toBe('interview_completed');
    const list = await t.app.request('/api/interviews', { headers: { cookie } });
    const { interviews } = (await list.json()) as {
      interviews: Array<{ id: string; status: string; score: number | null; answered: number }>;
    };
    // The history says how many were answered.
    expect(interviews.find((entry) => entry.id === id)).toMatchObject({
      status: 'completed',
      score: shown.score,
      answered: 3,
    });
    // Its results download as a PDF, the unanswered questions with them.
    const pdf = await t.app.request(`/api/interviews/${id}/results.pdf`, { headers: { cookie } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const progress = await t.app.request('/api/interviews/progress', { headers: { cookie } });
    const points = ((await progress.json()) as { interviews: Array<{ id: string }> }).interviews;
    expect(points.map((point) => point.id)).toContain(id);
  });

  it('asks for three answers first, in the language of the page, and changes nothing', async () => {
    t = await createTestApp();
    const { cookie } = await signUp(t.app, 'ivan@example.com', 'Ivan');
    const id = await start(cookie, ACCOUNTANT);
    await answer({ cookie, id, order: 1, text: ACCOUNTANT.answers.strong[0]! });

    const refused = await finish({ cookie, id, language: 'ru' });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(
      'Чтобы завершить досрочно, ответьте хотя бы на 3 вопроса: оценке нужно на что-то опереться. Сейчас ответов: 1.',
    );
    const res = await t.app.request(`/api/interviews/${id}`, { headers: { cookie } });
    const kept = ((await res.json()) as { interview: Detail }).interview;
    expect(kept.status).toBe('in-progress');
    expect(kept.questions[0]!.answer).toBe(ACCOUNTANT.answers.strong[0]);

    // Then, with three, the assessment is written in the interview's language.
    await answer({ cookie, id, order: 2, text: ACCOUNTANT.answers.strong[1]! });
    await answer({ cookie, id, order: 3, text: ACCOUNTANT.answers.vague[2]! });
    const finished = await finish({ cookie, id, language: 'ru' });
    expect(finished.status).toBe(200);
    expect(finished.body.interview.assessment).toMatch(
      /^Вы завершили собеседование досрочно, ответив на 3 вопроса из 12: оценка и балл учитывают только их\./,
    );
  });

  it("gives 404 for another user's interview and finishes nothing", async () => {
    t = await createTestApp();
    const owner = await signUp(t.app, 'owner@example.com', 'Owner');
    const other = await signUp(t.app, 'other@example.com', 'Other');
    const id = await start(owner.cookie, NURSE);
    for (const order of [1, 2, 3]) {
      await answer({ cookie: owner.cookie, id, order, text: NURSE.answers.strong[order - 1]! });
    }
    const refused = await finish({ cookie: other.cookie, id });
    expect(refused.status).toBe(404);
    const res = await t.app.request(`/api/interviews/${id}`, {
      headers: { cookie: owner.cookie },
    });
    expect(((await res.json()) as { interview: Detail }).interview.status).toBe('in-progress');
    const anonymous = await t.app.request(`/api/interviews/${id}/finish`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
  });
});
