import { afterEach, describe, expect, it } from 'vitest';
import { reply, userText } from '../../../../tests/support/fake-llm';
import { signUp } from '../../../../tests/support/sign-up';
import { type TestApp, createTestApp, jsonRequest } from '../../../../tests/support/test-app';
import { uploadResume } from '../../../../tests/security/support/world';

// An interview for this job and this resume, at a level (issue 21): the questions quote the
// candidate's own claims and name a required skill their resume lacks; another user's resume is
// not found; deleting the resume leaves the interview as it was.

let t: TestApp;
afterEach(async () => {
  await t.close();
});

// Ivan's resume (a Python developer) says he sped report exports up 3× with PostgreSQL indexes
// and never mentions Kubernetes.
const JOB = {
  jobTitle: 'Python-разработчик',
  jobDescription: [
    'Разрабатываем платёжные сервисы.',
    'Требования:',
    '- Python и Django от 3 лет',
    '- PostgreSQL',
    '- Kubernetes в продакшене',
  ].join('\n'),
  language: 'ru',
};

async function start(options: { cookie: string; body: object; language?: string }) {
  const res = await t.app.request(
    '/api/interviews',
    jsonRequest('POST', options.body, {
      language: options.language,
      headers: { cookie: options.cookie },
    }),
  );
  return {
    status: res.status,
    body: (await res.json()) as {
      interview: { id: string; seniority: string | null };
      error?: { code: string; message: string };
    },
  };
}

async function questionsOf(cookie: string, id: string): Promise<string[]> {
  const res = await t.app.request(`/api/interviews/${id}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  const { interview } = (await res.json()) as {
    interview: { questions: { questionText: string }[] };
  };
  return interview.questions.map((question) => question.questionText);
}

describe('POST /api/interviews with a resume and a level', () => {
  it('asks about the resume’s own claim and the skill it lacks, pitched at a senior, in Russian', async () => {
    t = await createTestApp();
    const ivan = await signUp(t.app, 'ivan@example.com', 'Иван');
    const resumeId = await uploadResume(t, ivan);

    const started = await start({
      cookie: ivan.cookie,
      body: { ...JOB, resumeId, seniority: 'senior' },
    });
    expect(started.status).toBe(201);
    expect(started.body.interview.seniority).toBe('senior');
    const questions = await questionsOf(ivan.cookie, started.body.interview.id);
    expect(questions).toHaveLength(12);
    expect(questions[1]).toBe(
      'В резюме вы пишете: «Ускорил выгрузку отчётов в 3 раза за счёт индексов в PostgreSQL». Расскажите подробнее: что было до этого, что вы сделали сами и как измерили результат.',
    );
    expect(questions[4]).toMatch(
      /^В вакансии требуется «Kubernetes», а в резюме об этом прямо не сказано/,
    );
    expect(questions[9]).toMatch(/^Расскажите о решении, которое вы продвигали/);

    // The resume deleted, the interview stays as it was.
    const deleted = await t.app.request(`/api/resumes/${resumeId}`, {
      method: 'DELETE',
      headers: { cookie: ivan.cookie, origin: 'http://hireready.test' },
    });
    expect(deleted.status).toBeLessThan(300);
    expect(await questionsOf(ivan.cookie, started.body.interview.id)).toEqual(questions);
  });

  it("refuses another user's resume, or an unknown one, as not found, and starts nothing", async () => {
    t = await createTestApp();
    const ivan = await signUp(t.app, 'ivan@example.com', 'Иван');
    const olga = await signUp(t.app, 'olga@example.com', 'Ольга');
    const ivansResume = await uploadResume(t, ivan);

    for (const resumeId of [ivansResume, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const refused = await start({ cookie: olga.cookie, body: { ...JOB, resumeId } });
      expect(refused.status, resumeId).toBe(404);
      expect(refused.body.error?.code).toBe('resume_not_found');
    }
    const list = await t.app.request('/api/interviews', { headers: { cookie: olga.cookie } });
    expect(((await list.json()) as { interviews: unknown[] }).interviews).toEqual([]);
  });

  it('refuses a level it does not know, in the request language', async () => {
    t = await createTestApp();
    const ivan = await signUp(t.app, 'ivan@example.com', 'Иван');
    const refused = await start({
      cookie: ivan.cookie,
      body: { ...JOB, seniority: 'guru' },
      language: 'ru',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({
      code: 'seniority_invalid',
      message: 'Выберите уровень: младший, средний или старший — или не указывайте его.',
    });
  });

  it('gives a model the resume inside its data block and the level in the task', async () => {
    const ai = await createTestApp({ model: true });
    t = ai;
    const ivan = await signUp(ai.app, 'ivan@example.com', 'Иван');
    const resumeId = await uploadResume(ai, ivan);
    ai.llm.reset();
    ai.llm.respondWith(reply.questions(12, 'ru'));

    const started = await start({
      cookie: ivan.cookie,
      body: { ...JOB, resumeId, seniority: 'junior' },
    });
    expect(started.status).toBe(201);
    const [request] = ai.llm.requestsFor('questions');
    const prompt = userText(request!);
    const resume = /<resume>\n([\s\S]*?)\n<\/resume>/.exec(prompt)?.[1] ?? '';
    expect(resume).toContain('Ускорил выгрузку отчётов в 3 раза за счёт индексов в PostgreSQL');
    expect(prompt).toContain('Pitch every question at a junior candidate early in their career.');
    expect(prompt).toMatch(/In question 2, quote one measured achievement from the resume/);
  });
});
