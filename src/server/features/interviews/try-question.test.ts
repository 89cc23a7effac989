import { count } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signUp } from '../../../../tests/support/sign-up';
import { type TestApp, createTestApp, jsonRequest } from '../../../../tests/support/test-app';
import type { AnswerEvidence } from '../../../shared/schemas/interviews';
import { interviewQuestions, interviews, rateLimits } from '../../db/schema';

// A visitor without an account tries one question: the coach's question for their job, then its
// feedback and evidence on their answer. Nothing is stored but the per-IP counts.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const NURSE = {
  jobTitle: 'Registered Nurse',
  jobDescription:
    'Provide patient care on a busy surgical ward; administer medication; document care in the EHR; work with doctors and families.',
  language: 'en',
} as const;
const SALES_RU = {
  jobTitle: 'Менеджер по продажам',
  jobDescription:
    'Поиск новых клиентов, ведение переговоров, выполнение плана продаж, работа в CRM.',
  language: 'ru',
} as const;

interface Tried {
  question: string;
  kind?: string;
  turn: number;
  hasNext: boolean;
  feedback?: string;
  evidence?: AnswerEvidence;
}

async function ask(body: object, language = 'en') {
  const res = await t.app.request('/api/try/question', jsonRequest('POST', body, { language }));
  return {
    status: res.status,
    body: (await res.json()) as Tried & { error?: { code: string; message: string } },
  };
}

async function answer(body: object, language = 'en') {
  const res = await t.app.request('/api/try/answer', jsonRequest('POST', body, { language }));
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as Tried & { error?: { code: string; message: string } },
  };
}

async function rowsOf(table: typeof interviews | typeof interviewQuestions | typeof rateLimits) {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row?.n ?? -1;
}

describe('POST /api/try/question', () => {
  it("asks a question from the job's own field, and another one on the next turn", async () => {
    const first = await ask(NURSE);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ turn: 0, hasNext: true });
    expect(first.body.question).toMatch(/patient/i);
    // What the question asks for, so the hint under the answer fits it.
    expect(['story', 'method', 'open']).toContain(first.body.kind);

    const second = await ask({ ...NURSE, turn: 1 });
    expect(second.body.question).not.toBe(first.body.question);
    const last = await ask({ ...NURSE, turn: 3 });
    expect(last.body.hasNext).toBe(false);
  });

  it('asks in Russian for a Russian job, from its field, and needs only the title', async () => {
    const withDescription = await ask(SALES_RU, 'ru');
    expect(withDescription.body.question).toMatch(/[а-яё]/i);
    expect(withDescription.body.question).not.toMatch(/[a-z]{4,}/);
    const titleOnly = await ask({ jobTitle: 'Бухгалтер', language: 'ru' }, 'ru');
    expect(titleOnly.status).toBe(200);
    expect(titleOnly.body.question).toMatch(/отч[её]т|баланс|сверк|учёт|учет|налог|банк/i);
  });

  it.each([
    [
      'no job title',
      { language: 'en' },
      'try_job_title_required',
      'Please enter the job you want to practice for.',
    ],
    [
      'a turn past the last',
      { ...NURSE, turn: 4 },
      'try_question_invalid',
      'This question is not one of the practice questions. Please ask for a question again.',
    ],
    ['another language', { ...NURSE, language: 'de' }, 'interview_language_invalid', undefined],
    [
      'a job description that is not text',
      { ...NURSE, jobDescription: 42 },
      'job_description_invalid',
      "The job description must be text: paste the vacancy's text or leave it empty.",
    ],
  ])('refuses %s with a message to act on', async (_case, body, code, message) => {
    const res = await ask(body);
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe(code);
    if (message) expect(res.body.error?.message).toBe(message);
  });

  it('explains a missing title in Russian for a Russian UI', async () => {
    const res = await ask({ jobTitle: '  ', language: 'ru' }, 'ru');
    expect(res.body.error?.message).toBe(
      'Пожалуйста, укажите должность, к собеседованию на которую хотите подготовиться.',
    );
  });
});

describe('POST /api/try/answer', () => {
  const specific =
    'On my surgical ward last winter we had two post-operative wound infections in a month. ' +
    'As the nurse in charge of the bay I audited our dressing changes, found that hand hygiene ' +
    'before dressings was skipped at night, and I ran a five-minute huddle and a checklist at each ' +
    'bedside. Over the next three months we had no wound infections, and the checklist is now used ' +
    'on two other wards.';

  it('gives feedback and the evidence it rests on, and stores nothing but the count', async () => {
    const interviewsBefore = await rowsOf(interviews);
    const res = await answer({ ...NURSE, answer: specific });
    expect(res.status).toBe(200);
    expect(res.body.question).toBe((await ask(NURSE)).body.question);
    expect(res.body.feedback?.length).toBeGreaterThan(20);
    expect(res.body.evidence).toMatchObject({ nonAnswerReason: null });
    expect(res.body.evidence?.starPartsFound).toEqual(
      expect.arrayContaining(['situation', 'action', 'result']),
    );
    // "Over the next three months" is the period watched, not a figure of the result.
    expect(res.body.evidence?.metrics).not.toContain('three months');
    // Counts said in words are figures the panel shows ("Figures: None found" had been shown).
    expect(res.body.evidence?.metrics).toEqual(
      expect.arrayContaining(['two post-operative wound infections', 'two other wards']),
    );
    expect(res.body.feedback).not.toContain('three months');

    expect(await rowsOf(interviews)).toBe(interviewsBefore);
    expect(await rowsOf(interviewQuestions)).toBe(0);
  });

  it('scores a keyword list below an honest answer, and says it is not an answer', async () => {
    const honest = await answer({ ...NURSE, answer: specific });
    const stuffed = await answer({
      ...NURSE,
      answer:
        'patient care, infection control, EHR, medication, surgical ward, doctors, families, hand hygiene, safety, teamwork',
    });
    expect(stuffed.status).toBe(200);
    expect(stuffed.body.evidence?.nonAnswerReason).not.toBeNull();
    expect(stuffed.body.evidence?.score).toBeLessThan(honest.body.evidence?.score ?? 0);
  });

  it('answers a Russian answer with Russian feedback', async () => {
    const res = await answer(
      {
        ...SALES_RU,
        answer:
          'В прошлом году клиент просил скидку 25%, а я мог дать только 10%. Я выяснил, что для него важнее сроки поставки, ' +
          'предложил скидку 8% и поставку за неделю вместо месяца. Сделку закрыли на 3,2 млн рублей, клиент продлил договор.',
      },
      'ru',
    );
    expect(res.status).toBe(200);
    expect(res.body.feedback).toMatch(/[а-яё]{3,}/i);
    expect(res.body.feedback).not.toMatch(/\b(the|your|answer)\b/i);
  });

  it('refuses an empty answer in the UI language, and an answer longer than any answer may be', async () => {
    const empty = await answer({ ...NURSE, answer: '   ' }, 'ru');
    expect(empty.status).toBe(400);
    expect(empty.body.error?.code).toBe('answer_required');
    expect(empty.body.error?.message).toMatch(/[а-яё]/i);
    const long = await answer({ ...NURSE, answer: 'x'.repeat(10_001) });
    expect(long.body.error?.code).toBe('answer_too_long');
  });

  it('answers twenty an hour from one address, then 429 with Retry-After', async () => {
    for (let index = 0; index < 20; index += 1) {
      expect((await answer({ ...NURSE, answer: `Attempt ${index}: ${specific}` })).status).toBe(
        200,
      );
    }
    const refused = await answer({ ...NURSE, answer: specific });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    // A question can still be asked: the two are counted apart.
    expect((await ask(NURSE)).status).toBe(200);
  });
});

describe('keeping a trial answer in a new account', () => {
  it('starts a full interview with it as question 1, answered, and goes on at question 2', async () => {
    const tried = await answer({ ...NURSE, answer: 'I check every line before I give a drug.' });
    const { cookie } = await signUp(t.app, 'kept@example.com', 'Kept Answer');
    const started = await t.app.request(
      '/api/interviews',
      jsonRequest(
        'POST',
        {
          ...NURSE,
          keptAnswer: {
            question: tried.body.question,
            answer: 'I check every line before I give a drug.',
          },
        },
        { headers: { cookie } },
      ),
    );
    expect(started.status).toBe(201);
    const { interview } = (await started.json()) as { interview: { id: string } };
    const detail = await t.app.request(`/api/interviews/${interview.id}`, { headers: { cookie } });
    const { interview: loaded } = (await detail.json()) as {
      interview: {
        nextOrder: number;
        questions: Array<{
          order: number;
          questionText: string;
          answer: string | null;
          feedback: string | null;
          followUp: string | null;
        }>;
      };
    };
    expect(loaded.nextOrder).toBe(2);
    // Its feedback was read on the trial page: no follow-up holds the interview at question 1.
    expect(loaded.questions[0]?.followUp).toBeNull();
    expect(loaded.questions).toHaveLength(12);
    expect(loaded.questions[0]).toMatchObject({
      order: 1,
      questionText: tried.body.question,
      answer: 'I check every line before I give a drug.',
    });
    expect(loaded.questions[0]?.feedback).toBeTruthy();
    // Asked once: the coach's own copy of the question is not asked again later.
    const texts = loaded.questions.map((question) => question.questionText);
    expect(new Set(texts).size).toBe(12);
    expect(loaded.questions.slice(1).every((question) => question.answer === null)).toBe(true);
  });

  it('refuses a kept answer whose question is too long, and starts nothing', async () => {
    const { cookie } = await signUp(t.app, 'long@example.com', 'Long Question');
    const res = await t.app.request(
      '/api/interviews',
      jsonRequest(
        'POST',
        { ...NURSE, keptAnswer: { question: 'q'.repeat(501), answer: 'a' } },
        { headers: { cookie } },
      ),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'try_question_invalid',
    );
    expect(await rowsOf(interviews)).toBe(0);
  });
});
