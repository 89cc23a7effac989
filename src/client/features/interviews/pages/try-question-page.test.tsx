import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readTriedAnswer } from '../../../lib/tried-answer';
import {
  bodyOf,
  GUEST_SESSION,
  jsonResponse,
  renderApp,
  stubApi,
} from '../../../testing/render-app';
import { evidence } from '../testing/interview-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

const NURSE_QUESTION =
  'How do you prevent infections and other avoidable harm for the patients in your care?';
const NEXT_QUESTION =
  'Your unit is short-staffed for the night shift. How do you keep your patients safe?';

describe('/try: a question without an account', () => {
  it('asks for a picked job, gives feedback with its evidence, and offers to keep the answer', async () => {
    const api = stubApi({
      ...GUEST_SESSION,
      'POST /api/try/question': (init) => {
        const { turn } = bodyOf(init) as { turn: number };
        return jsonResponse({
          question: turn === 0 ? NURSE_QUESTION : NEXT_QUESTION,
          kind: turn === 0 ? 'story' : 'method',
          turn,
          hasNext: true,
        });
      },
      'POST /api/try/answer': () =>
        jsonResponse({
          question: NEXT_QUESTION,
          turn: 1,
          hasNext: true,
          feedback: 'A clear example with a measured result. Say what you did first.',
          evidence: evidence({ score: 72, metrics: ['three months'] }),
        }),
    });
    const { user } = renderApp('/try');

    await user.click(await screen.findByRole('button', { name: 'Registered Nurse' }));
    expect(await screen.findByText(NURSE_QUESTION)).toBeVisible();
    expect(bodyOf(api.requestsTo('POST /api/try/question')[0]?.[1])).toEqual({
      jobTitle: 'Registered Nurse',
      jobDescription: '',
      language: 'en',
      turn: 0,
    });
    expect(screen.getByLabelText('Your answer')).toHaveAccessibleDescription(
      'Answer as you would in the interview: a real example, what you did, how it ended.',
    );
    await user.click(screen.getByRole('button', { name: 'Another question' }));
    expect(await screen.findByText(NEXT_QUESTION)).toBeVisible();
    // "How do you…": the hint asks for the way of working, not a story's ending.
    expect(screen.getByLabelText('Your answer')).toHaveAccessibleDescription(
      'Say how you go about it, step by step, and give one real case where it worked.',
    );

    await user.type(screen.getByLabelText('Your answer'), 'I asked for a float nurse and triaged.');
    await user.click(screen.getByRole('button', { name: 'Get feedback' }));

    expect(await screen.findByRole('heading', { name: 'Coach feedback' })).toBeVisible();
    expect(screen.getByText(/A clear example with a measured result/)).toBeVisible();
    expect(screen.getByText('Score for this answer: 72 out of 100')).toBeVisible();
    expect(screen.getByText('three months')).toBeInTheDocument();
    expect(bodyOf(api.requestsTo('POST /api/try/answer')[0]?.[1])).toMatchObject({
      jobTitle: 'Registered Nurse',
      turn: 1,
      answer: 'I asked for a float nurse and triaged.',
    });
    // A guest is offered an account that keeps this answer.
    expect(screen.getByRole('link', { name: 'Sign up to keep this answer' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(readTriedAnswer()).toMatchObject({
      jobTitle: 'Registered Nurse',
      question: NEXT_QUESTION,
      answer: 'I asked for a float nurse and triaged.',
      language: 'en',
    });
  });

  it('keeps the question and the answer typed over a reload, until the job is changed', async () => {
    stubApi({
      ...GUEST_SESSION,
      'POST /api/try/question': () =>
        jsonResponse({ question: NURSE_QUESTION, kind: 'story', turn: 0, hasNext: true }),
    });
    const first = renderApp('/try');
    await first.user.click(await screen.findByRole('button', { name: 'Registered Nurse' }));
    await first.user.type(await screen.findByLabelText('Your answer'), 'On my ward last winter');

    cleanup();
    const second = renderApp('/try');
    expect(await screen.findByText(NURSE_QUESTION)).toBeVisible();
    expect(screen.getByLabelText('Your answer')).toHaveValue('On my ward last winter');
    await second.user.click(screen.getByRole('button', { name: 'Change the job' }));

    cleanup();
    renderApp('/try');
    expect(await screen.findByRole('button', { name: 'Registered Nurse' })).toBeVisible();
    expect(screen.queryByText(NURSE_QUESTION)).toBeNull();
  });

  it("shows the server's refusal in Russian and keeps the answer typed", async () => {
    localStorage.setItem('language', 'ru');
    stubApi({
      ...GUEST_SESSION,
      'POST /api/try/question': () =>
        jsonResponse({
          question: 'Как вы готовите коммерческое предложение?',
          turn: 0,
          hasNext: true,
        }),
      'POST /api/try/answer': () =>
        jsonResponse(
          { error: { code: 'rate_limited', message: 'Слишком много попыток. Подождите 12 мин.' } },
          429,
        ),
    });
    const { user } = renderApp('/try');
    await user.type(await screen.findByLabelText('Должность'), 'Менеджер по продажам');
    await user.click(screen.getByRole('button', { name: 'Получить вопрос' }));
    expect(await screen.findByText('Как вы готовите коммерческое предложение?')).toBeVisible();
    await user.type(screen.getByLabelText('Ваш ответ'), 'Сначала выясняю, что важно клиенту.');
    await user.click(screen.getByRole('button', { name: 'Получить отзыв' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Слишком много попыток. Подождите 12 мин.',
    );
    expect(screen.getByLabelText('Ваш ответ')).toHaveValue('Сначала выясняю, что важно клиенту.');
    expect(readTriedAnswer()).toBeNull();
  });

  it('explains a missing job title with the server message', async () => {
    stubApi({
      ...GUEST_SESSION,
      'POST /api/try/question': () =>
        jsonResponse(
          {
            error: {
              code: 'try_job_title_required',
              message: 'Please enter the job you want to practice for.',
            },
          },
          400,
        ),
    });
    const { user } = renderApp('/try');
    await user.click(await screen.findByRole('button', { name: 'Get a question' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter the job you want to practice for.',
    );
  });
});
