import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeLlm, reply } from '../../../../tests/support/fake-llm';
import { signUp as signUpUser } from '../../../../tests/support/sign-up';
import { type ModelTestApp, createTestApp, jsonRequest } from '../../../../tests/support/test-app';
import { interviewQuestions, interviews } from '../../db/schema';
import { BACKEND_JOB as JOB } from './testing/sample-job';
import { honestAnswer } from '../../../../tests/support/corpus-answers';

// The interview flow through the API with a real coach: the OpenAI-compatible one, talking over
// HTTP to a fake provider whose answers each test sets.

let t: ModelTestApp;
let llm: FakeLlm;
beforeEach(async () => {
  t = await createTestApp({ model: true });
  llm = t.llm;
});
afterEach(async () => {
  await t.close();
});

async function signUp(email: string) {
  return (await signUpUser(t.app, email)).cookie;
}

async function api(method: string, path: string, cookie: string, body?: unknown, language = 'en') {
  const res = await t.app.request(
    path,
    body === undefined
      ? { method, headers: { cookie, 'Accept-Language': language } }
      : jsonRequest(method, body, { language, headers: { cookie } }),
  );
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown> & {
      error?: { code: string; message: string };
    },
  };
}

async function start(cookie: string, job: Record<string, unknown> = JOB) {
  const res = await api('POST', '/api/interviews', cookie, job);
  expect(res.status).toBe(201);
  return (res.body.interview as { id: string }).id;
}

function answer(cookie: string, id: string, order: number, text = honestAnswer(order)) {
  return api('POST', `/api/interviews/${id}/answers`, cookie, { order, answer: text });
}

async function storedAnswers(id: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(interviewQuestions)
    .where(and(eq(interviewQuestions.interviewId, id), isNotNull(interviewQuestions.answer)));
  return row?.n ?? -1;
}

describe('GET /api/config with a model configured', () => {
  it('says a model writes the questions and feedback, so the interface may mention its latency', async () => {
    const res = await t.app.request('/api/config');
    expect(await res.json()).toMatchObject({ aiModel: true });
  });
});

describe('starting an interview', () => {
  it('stores the interview in progress with its 12 questions, asking the model with the spec parameters', async () => {
    const cookie = await signUp('ada@example.com');
    const id = await start(cookie);
    const detail = await api('GET', `/api/interviews/${id}`, cookie);
    const interview = detail.body.interview as {
      status: string;
      questionsCount: number;
      nextOrder: number;
      questions: unknown[];
      coach: string;
    };
    expect(interview).toMatchObject({
      status: 'in-progress',
      questionsCount: 12,
      nextOrder: 1,
      coach: 'openai-compatible',
    });
    expect(interview.questions).toHaveLength(12);

    const [request] = llm.requestsFor('questions');
    expect(request?.body).toMatchObject({ model: 'test-model', temperature: 0.6, n: 1 });
    expect(request?.headers.authorization).toBe('Bearer sk-test-key');
  });

  it('keeps 11 questions when the model gives 11 (the count is tolerated)', async () => {
    llm.respondWith(reply.questions(11));
    const cookie = await signUp('ada@example.com');
    const id = await start(cookie);
    expect(
      (
        (await api('GET', `/api/interviews/${id}`, cookie)).body.interview as {
          questionsCount: number;
        }
      ).questionsCount,
    ).toBe(11);
  });

  it.each([
    [
      { ...JOB, jobTitle: '  ' },
      'interview_fields_required',
      'Please enter the job title and the job description.',
    ],
    [
      { ...JOB, jobDescription: '' },
      'interview_fields_required',
      'Please enter the job title and the job description.',
    ],
    [
      { ...JOB, language: 'de' },
      'interview_language_invalid',
      'Choose English or Russian for the interview.',
    ],
  ])('refuses %j and stores nothing', async (job, code, message) => {
    const cookie = await signUp('ada@example.com');
    const res = await api('POST', '/api/interviews', cookie, job);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code, message });
    expect(await t.database.db.select().from(interviews)).toEqual([]);
  });

  it('says what the provider said when no questions come, in the UI language, and stores nothing', async () => {
    llm.setResponder(() => reply.serverError('The model is overloaded.'));
    const cookie = await signUp('ada@example.com');
    const res = await api('POST', '/api/interviews', cookie, JOB, 'ru');
    expect(res.status).toBe(502);
    expect(res.body.error?.message).toMatch(
      /^Не удалось получить вопросы от ИИ: .*The model is overloaded\.$/,
    );
    expect(llm.requestsFor('questions')).toHaveLength(3); // the call and two retries
    expect(await t.database.db.select().from(interviews)).toEqual([]);
  });

  it.each([
    [reply.empty(), 'AI did not return questions text.'],
    [reply.content('\n\n   \n'), 'AI did not return questions text.'],
  ])(
    'gives the spec message when the model returns no question text',
    async (modelReply, message) => {
      llm.setResponder(() => modelReply);
      const cookie = await signUp('ada@example.com');
      const res = await api('POST', '/api/interviews', cookie, JOB);
      expect(res.status).toBe(502);
      expect(res.body.error?.message).toBe(message);
    },
  );

  it('needs a signed-in user', async () => {
    const res = await api('POST', '/api/interviews', '', JOB);
    expect(res.status).toBe(401);
  });
});

describe('answering', () => {
  it('saves the answer and the feedback and moves to the next question', async () => {
    const cookie = await signUp('ada@example.com');
    const id = await start(cookie);
    const res = await answer(cookie, id, 1);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ nextOrder: 2, isCompleted: false, feedbackFailed: false });
    expect(typeof res.body.feedback).toBe('string');
    const [request] = llm.requestsFor('feedback');
    expect(request?.body).toMatchObject({ temperature: 0.5, max_tokens: 100 });
    const detail = (await api('GET', `/api/interviews/${id}`, cookie)).body.interview as {
      nextOrder: number;
      questions: Array<{ answer: string | null; feedback: string | null }>;
    };
    expect(detail.nextOrder).toBe(2);
    expect(detail.questions[0]?.feedback).toBe(res.body.feedback);
  });

  it('keeps the answer and moves on when feedback fails', async () => {
    const cookie = await signUp('ada@example.com');
    const id = await start(cookie);
    llm.setResponder(() => reply.serverError());
    const res = await answer(cookie, id, 1);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      feedback: 'Feedback unavailable.',
      feedbackFailed: true,
      nextOrder: 2,
    });
    expect(await storedAnswers(id)).toBe(1);
  });

  it.each([
    [{ order: 1, answer: '   ' }, 400, 'answer_required'],
    [{ order: 2, answer: 'Skipping ahead' }, 409, 'question_out_of_order'],
    [{ order: 99, answer: 'No such question' }, 404, 'question_not_found'],
  ])('refuses %j and stores nothing', async (body, status, code) => {
    const cookie = await signUp('ada@example.com');
    const id = await start(cookie);
    const res = await api('POST', `/api/interviews/${id}/answers`, cookie, body);
    expect(res.status).toBe(status);
    expect(res.body.error?.code).toBe(code);
    expect(await storedAnswers(id)).toBe(0);
  });

  it('stores an answer sent 20 times at once exactly once, asks for feedback once, and answers all alike', async () => {
    const cookie = await signUp('ada@example.com');
    const id = await start(cookie);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => answer(cookie, id, 1, 'The same answer')),
    );
    expect(results.map((result) => result.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((result) => result.body.nextOrder))).toEqual(new Set([2]));
    expect(await storedAnswers(id)).toBe(1);
    expect(llm.requestsFor('feedback')).toHaveLength(1);
    const next = await answer(cookie, id, 2);
    expect(next.body.nextOrder).toBe(3);
  });

  it('refuses a different answer to a question already answered, naming the next one', async () => {
    const cookie = await signUp('ada@example.com');
    const id = await start(cookie);
    await answer(cookie, id, 1, 'First answer');
    const res = await answer(cookie, id, 1, 'Changed my mind');
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toBe(
      'This question already has a different answer. Continue with question 2.',
    );
  });

  it('after the last answer stores the assessment and its score, and marks the interview completed', async () => {
    const cookie = await signUp('ada@example.com');
    const id = await start(cookie);
    let last: Awaited<ReturnType<typeof answer>> | undefined;
    for (let order = 1; order <= 12; order += 1) last = await answer(cookie, id, order);
    expect(last?.body).toMatchObject({ nextOrder: null, isCompleted: true });
    const [request] = llm.requestsFor('assessment');
    expect(request?.body).toMatchObject({ temperature: 0.5, max_tokens: 1000 });
    const detail = (await api('GET', `/api/interviews/${id}`, cookie)).body.interview as {
      status: string;
      score: number;
      assessment: string;
      completedAt: string;
    };
    expect(detail).toMatchObject({ status: 'completed', score: 78 });
    expect(detail.assessment).toContain('## Strengths');
    expect(detail.completedAt).not.toBeNull();
    const done = await answer(cookie, id, 12, 'another last answer');
    expect(done.status).toBe(409);
  });

  it('stores the spec fallback when the assessment fails, keeping every feedback', async () => {
    const cookie = await signUp('ada@example.com');
    const id = await start(cookie);
    for (let order = 1; order <= 11; order += 1) await answer(cookie, id, order);
    llm.setResponder((request) =>
      request.task === 'assessment' ? reply.broken() : reply.content('Good.'),
    );
    await answer(cookie, id, 12);
    const detail = (await api('GET', `/api/interviews/${id}`, cookie)).body.interview as {
      status: string;
      assessment: string;
      score: number | null;
      questions: Array<{ feedback: string }>;
    };
    expect(detail).toMatchObject({
      status: 'completed',
      assessment: 'Overall assessment could not be generated.',
      score: null,
    });
    expect(detail.questions.every((question) => question.feedback.length > 0)).toBe(true);
  });

  it('finishes feedback that a stopped process never stored, once, when the same answer comes again', async () => {
    const cookie = await signUp('ada@example.com');
    const id = await start(cookie);
    // A process saved the answer and holds its work until `leaseUntil`; it may have died since.
    const leftBehind = async (leaseSeconds: number) =>
      t.database.db
        .update(interviewQuestions)
        .set({
          answer: 'The same answer',
          answeredAt: new Date(),
          feedback: null,
          leaseUntil: new Date(Date.now() + leaseSeconds * 1000),
        })
        .where(and(eq(interviewQuestions.interviewId, id), eq(interviewQuestions.order, 1)));

    // Still held by a live request: a repeat waits and is told the same.
    await leftBehind(60);
    const repeat = answer(cookie, id, 1, 'The same answer');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(llm.requestsFor('feedback')).toHaveLength(0);
    await t.database.db
      .update(interviewQuestions)
      .set({ feedback: 'Written by the first request.', leaseUntil: null })
      .where(and(eq(interviewQuestions.interviewId, id), eq(interviewQuestions.order, 1)));
    expect((await repeat).body).toMatchObject({
      feedback: 'Written by the first request.',
      feedbackFailed: false,
      nextOrder: 2,
    });

    // The holder stopped renewing its lease (another process, killed): five repeats at once,
    // one of them writes the feedback, all are told it.
    await leftBehind(-1);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => answer(cookie, id, 1, 'The same answer')),
    );
    expect(results.map((result) => result.status)).toEqual(Array(5).fill(200));
    expect(llm.requestsFor('feedback')).toHaveLength(1);
    for (const result of results) {
      expect(result.body).toMatchObject({ feedbackFailed: false, nextOrder: 2 });
      expect(result.body.feedback).toContain('Clear and relevant answer');
    }
    const [row] = await t.database.db
      .select({ leaseUntil: interviewQuestions.leaseUntil })
      .from(interviewQuestions)
      .where(and(eq(interviewQuestions.interviewId, id), eq(interviewQuestions.order, 1)));
    expect(row?.leaseUntil).toBeNull();
  });

  it('writes the assessment that a stopped process never wrote when the last answer comes again', async () => {
    const cookie = await signUp('ada@example.com');
    const id = await start(cookie);
    for (let order = 1; order <= 12; order += 1) {
      await t.database.db
        .update(interviewQuestions)
        .set({
          answer: `Answer ${order}`,
          answeredAt: new Date(Date.now() - 3_600_000),
          feedback: 'Ok.',
          leaseUntil: order === 12 ? new Date(Date.now() - 1_000) : null,
        })
        .where(and(eq(interviewQuestions.interviewId, id), eq(interviewQuestions.order, order)));
    }
    const stuck = (await api('GET', `/api/interviews/${id}`, cookie)).body.interview;
    expect(stuck).toMatchObject({ status: 'in-progress', nextOrder: null });

    const res = await answer(cookie, id, 12, 'Answer 12');
    expect(res.body).toMatchObject({ feedback: 'Ok.', nextOrder: null, isCompleted: true });
    expect(llm.requestsFor('feedback')).toHaveLength(0);
    const detail = (await api('GET', `/api/interviews/${id}`, cookie)).body.interview;
    expect(detail).toMatchObject({ status: 'completed', score: 78 });
  });

  it('does not complete an interview while an earlier answer lacks the feedback its stopped process never wrote', async () => {
    const cookie = await signUp('ada@example.com');
    const id = await start(cookie);
    for (let order = 1; order <= 11; order += 1) {
      await t.database.db
        .update(interviewQuestions)
        .set({
          answer: honestAnswer(order),
          answeredAt: new Date(),
          // Question 5's process died mid-feedback; its lease ran out.
          feedback: order === 5 ? null : 'Ok.',
          leaseUntil: order === 5 ? new Date(Date.now() - 1_000) : null,
        })
        .where(and(eq(interviewQuestions.interviewId, id), eq(interviewQuestions.order, order)));
    }
    const res = await answer(cookie, id, 12);
    expect(res.body).toMatchObject({ nextOrder: null, isCompleted: true, feedbackFailed: false });
    const detail = (await api('GET', `/api/interviews/${id}`, cookie)).body.interview as {
      status: string;
      questions: Array<{ feedback: string | null }>;
    };
    expect(detail.status).toBe('completed');
    expect(detail.questions[4]?.feedback).toContain('Clear and relevant answer');
    expect(llm.requestsFor('feedback')).toHaveLength(2);
  });

  it('resumes at the first unanswered question after a restart', async () => {
    const cookie = await signUp('ada@example.com');
    const id = await start(cookie);
    for (let order = 1; order <= 3; order += 1) await answer(cookie, id, order);
    t.app = t.restart();
    const detail = (await api('GET', `/api/interviews/${id}`, cookie)).body.interview as {
      nextOrder: number;
    };
    expect(detail.nextOrder).toBe(4);
  });
});

describe('privacy', () => {
  it('answers 404, not an error, for an id that is no interview id at all', async () => {
    const cookie = await signUp('ada@example.com');
    const res = await api('GET', '/api/interviews/not-a-uuid', cookie);
    expect(res.status).toBe(404);
    expect(res.body.error?.code).toBe('interview_not_found');
  });

  it('shows an interview only to its owner: anyone else gets 404 and changes nothing', async () => {
    const ada = await signUp('ada@example.com');
    const eve = await signUp('eve@example.com');
    const id = await start(ada);
    const read = await api('GET', `/api/interviews/${id}`, eve);
    expect(read.status).toBe(404);
    expect(read.body.error).toEqual({
      code: 'interview_not_found',
      message: 'Interview not found',
    });
    expect((await answer(eve, id, 1)).status).toBe(404);
    expect(await storedAnswers(id)).toBe(0);
    expect((await api('GET', '/api/interviews', eve)).body.interviews).toEqual([]);
    expect((await api('GET', '/api/interviews', ada)).body.interviews).toHaveLength(1);
    expect((await api('GET', `/api/interviews/${id}`, '')).status).toBe(401);
  });
});

describe('POST /api/interviews, started too often', () => {
  it('stops the 31st start in an hour with 429, Retry-After and a message in Russian', async () => {
    const cookie = await signUp('busy@example.com');
    for (let index = 0; index < 30; index += 1) {
      expect((await api('POST', '/api/interviews', cookie, JOB)).status).toBe(201);
    }
    const refused = await t.app.request(
      '/api/interviews',
      jsonRequest('POST', JOB, { language: 'ru', headers: { cookie } }),
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
      /Подождите \d+ мин/,
    );
    const [row] = await t.database.db.select({ n: count() }).from(interviews);
    expect(row?.n).toBe(30);
    // Another person is not held back by someone else's starts.
    expect(
      (await api('POST', '/api/interviews', await signUp('calm@example.com'), JOB)).status,
    ).toBe(201);
  });
});
