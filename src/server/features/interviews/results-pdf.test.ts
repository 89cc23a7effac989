import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signUp as signUpUser } from '../../../../tests/support/sign-up';
import { type TestApp, createTestApp, jsonRequest } from '../../../../tests/support/test-app';
import { openPdf } from '../../pdf/pdfjs';

// The results as a PDF: the owner downloads the whole interview in its own language, Cyrillic
// included, read back as text the way a PDF reader would; nobody else can.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const JOBS = {
  en: {
    jobTitle: 'Registered Nurse',
    jobDescription:
      'Monitor cardiac patients, give medication, educate families. Requirements: RN licence, BLS.',
    answer: (order: number) =>
      `On a cardiac ward I looked after six patients a shift; once I caught a falling blood pressure early and we adjusted the plan within the hour (case ${order}).`,
  },
  ru: {
    jobTitle: 'Бухгалтер по заработной плате',
    jobDescription:
      'Расчёт зарплаты 300 сотрудникам, отчётность в СФР и ФНС. Требования: 1С:ЗУП, опыт от 3 лет.',
    answer: (order: number) =>
      `Пять лет веду расчёт зарплаты в 1С:ЗУП; однажды нашла ошибку в отпускных и пересчитала 40 документов до выплаты (случай ${order}).`,
  },
};

async function completedInterview(cookie: string, language: 'en' | 'ru') {
  const job = JOBS[language];
  const started = await t.app.request(
    '/api/interviews',
    jsonRequest(
      'POST',
      { jobTitle: job.jobTitle, jobDescription: job.jobDescription, language },
      { headers: { cookie } },
    ),
  );
  const { interview } = (await started.json()) as { interview: { id: string } };
  for (let order = 1; order <= 12; order += 1) {
    const res = await t.app.request(
      `/api/interviews/${interview.id}/answers`,
      jsonRequest('POST', { order, answer: job.answer(order) }, { headers: { cookie } }),
    );
    expect(res.status).toBe(200);
  }
  const detail = await t.app.request(`/api/interviews/${interview.id}`, { headers: { cookie } });
  return (
    (await detail.json()) as {
      interview: {
        id: string;
        completedAt: string;
        score: number;
        number: number;
        questions: Array<{ questionText: string; feedback: string }>;
      };
    }
  ).interview;
}

async function downloadText(options: { id: string; cookie: string }) {
  const res = await t.app.request(`/api/interviews/${options.id}/results.pdf`, {
    headers: { cookie: options.cookie },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const document = await openPdf(new Uint8Array(await res.arrayBuffer()));
  let text = '';
  try {
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      for (const item of content.items) if ('str' in item) text += `${item.str} `;
    }
  } finally {
    await document.destroy();
  }
  // Lines wrap in a PDF; compare text with its whitespace made single spaces.
  return { res, text: text.replace(/\s+/g, ' ') };
}

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('GET /api/interviews/:id/results.pdf', () => {
  it('gives the owner every question, answer, feedback and score, with the English labels', async () => {
    const { cookie } = await signUpUser(t.app, 'nurse@example.com', 'Nora');
    const interview = await completedInterview(cookie, 'en');
    const { res, text } = await downloadText({ id: interview.id, cookie });

    const day = interview.completedAt.slice(0, 10);
    expect(res.headers.get('content-disposition')).toContain(
      `attachment; filename="HireReady - Registered Nurse - ${day}.pdf"`,
    );
    expect(text).toContain('Interview practice: Registered Nurse');
    expect(text).toContain(`Score: ${interview.score} / 100`);
    expect(text).toContain('At a glance');
    expect(text).toContain('Background and motivation: 3 of 3 answered');
    for (const [index, question] of interview.questions.entries()) {
      expect(text).toContain(`Question ${index + 1}`);
      expect(text).toContain(flat(question.questionText));
      expect(text).toContain(flat(question.feedback));
    }
    expect(text).toContain(`(case 12)`);
    expect(text).toContain('Overall Assessment');
    expect(text).toContain('Strengths');
    expect(text).toMatch(/complete stor(y|ies)/);
    expect(text).toMatch(/Page 1 of [2-9]/);
  });

  it('writes a Russian interview in Russian, Cyrillic intact', async () => {
    const { cookie } = await signUpUser(t.app, 'buh@example.com', 'Анна');
    const interview = await completedInterview(cookie, 'ru');
    const { text } = await downloadText({ id: interview.id, cookie });

    expect(text).toContain('Тренировочное собеседование: Бухгалтер по заработной плате');
    expect(text).toContain(`Оценка: ${interview.score} / 100`);
    expect(text).toContain('Кратко по разделам');
    expect(text).toContain('Вопрос 1');
    expect(text).toContain('пересчитала 40 документов');
    expect(text).toContain(flat(interview.questions[0]!.feedback));
    expect(text).toContain('Общая оценка');
    expect(text).toMatch(/Страница 1 из [2-9]/);
    expect(text).not.toMatch(/Question \d|Your answer/);
  });

  it('shows a follow-up with its answer, and a question by its best attempt', async () => {
    const { cookie } = await signUpUser(t.app, 'nurse@example.com', 'Nora');
    const job = JOBS.en;
    const started = await t.app.request(
      '/api/interviews',
      jsonRequest('POST', { ...job, language: 'en' }, { headers: { cookie } }),
    );
    const { interview } = (await started.json()) as { interview: { id: string } };
    const send = (path: string, body: object) =>
      t.app.request(`/api/interviews/${interview.id}${path}`, {
        ...jsonRequest('POST', body, { headers: { cookie } }),
      });
    let followUp: { order: number; question: string } | null = null;
    for (let order = 1; order <= 12; order += 1) {
      const answer = followUp
        ? job.answer(order)
        : `We handled case ${order} as a team and it went fine.`;
      const outcome = (await (await send('/answers', { order, answer })).json()) as {
        followUp?: string | null;
      };
      if (!followUp && outcome.followUp) followUp = { order, question: outcome.followUp };
    }
    expect(followUp).not.toBeNull();
    const followUpAnswer =
      'I checked the pressure every 15 minutes myself and called the doctor at once.';
    expect(
      (await send(`/questions/${followUp!.order}/follow-up`, { answer: followUpAnswer })).status,
    ).toBe(200);
    const retake =
      'On night shift I noticed a patient’s pressure falling, raised the alarm, and within 20 minutes it was back to normal.';
    expect((await send('/questions/1/attempts', { answer: retake })).status).toBe(201);

    const { text } = await downloadText({ id: interview.id, cookie });
    expect(text).toContain(flat(`Follow-up: ${followUp!.question}`));
    expect(text).toContain(flat(followUpAnswer));
    // Question 1 by its best attempt: the retake, not the team answer.
    expect(text).toContain(flat(retake));
    expect(text).not.toContain('We handled case 1 as a team');
  });

  it('is a 404 for another user and asks a guest to sign in', async () => {
    const { cookie } = await signUpUser(t.app, 'owner@example.com', 'Owner');
    const other = await signUpUser(t.app, 'other@example.com', 'Other');
    const interview = await completedInterview(cookie, 'en');
    const path = `/api/interviews/${interview.id}/results.pdf`;

    const foreign = await t.app.request(path, { headers: { cookie: other.cookie } });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ error: { code: 'interview_not_found' } });
    expect((await t.app.request(path)).status).toBe(401);
    const unknown = await t.app.request(
      '/api/interviews/00000000-0000-4000-8000-000000000000/results.pdf',
      {
        headers: { cookie },
      },
    );
    expect(unknown.status).toBe(404);
  });
});
