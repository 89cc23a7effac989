import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, stubApi } from '../../../testing/render-app';
import type { InterviewDetail } from '../api/get-interview';
import { detail, evidence, SIGNED_IN } from '../testing/interview-fixtures';

// "Try again" on the results page (issue 21): a question answered anew shows its feedback and
// whether it beat the best so far; the best attempt is what the page shows; the weakest questions
// can be practised in a row, after which the assessment is rewritten.

afterEach(() => vi.unstubAllGlobals());

const GET = 'GET /api/interviews/i1';
const RETAKE = (order: number) => `POST /api/interviews/i1/questions/${order}/attempts`;
const REASSESS = 'POST /api/interviews/i1/assessment';

type Attempt = InterviewDetail['questions'][number]['attempts'][number];

function attempt(number: number, score: number, text = `Attempt ${number} text`): Attempt {
  return {
    attempt: number,
    answer: text,
    feedback: `Coach notes on try ${number}`,
    evidence: evidence({ score }),
    answeredAt: '2025-03-09T11:00:00.000Z',
  };
}

/** A finished interview scoring 60, whose answers scored as given (question 1 first). */
function finished(scores: number[], language = 'en'): InterviewDetail {
  const interview = detail({
    answered: 12,
    overrides: {
      status: 'completed',
      score: 60,
      language,
      completedAt: '2025-03-09T12:00:00.000Z',
      assessment: 'Solid answers overall.',
    },
  });
  interview.questions.forEach((question, index) => {
    const first = attempt(1, scores[index] ?? 85, `Answer ${index + 1}`);
    Object.assign(question, { evidence: first.evidence, attempts: [first], bestAttempt: 1 });
  });
  return interview;
}

describe('results page: try again', () => {
  it('answers a question again from its card and says the new attempt beat the best', async () => {
    const user = userEvent.setup();
    const interview = finished([40]);
    const api = stubApi({
      ...SIGNED_IN,
      [GET]: () => jsonResponse({ interview }),
      [RETAKE(1)]: () =>
        jsonResponse(
          {
            attempt: attempt(2, 78, 'I rebuilt the form and cut errors by 30%.'),
            attempts: [interview.questions[0]!.attempts[0]!, attempt(2, 78)],
            bestAttempt: 2,
          },
          201,
        ),
    });
    renderApp('/results/i1');

    const breakdown = await screen.findByRole('region', { name: 'Questions and answers' });
    const first = within(breakdown).getAllByRole('listitem')[0]!;
    const tryAgain = within(first).getByRole('button', { name: 'Try again: question 1' });
    // The name a voice-control user says starts with what the button shows.
    expect(tryAgain).toHaveTextContent(/^Try again$/);
    await user.click(tryAgain);
    const box = within(first).getByRole('textbox', { name: 'Your new answer' });
    // It starts from the last answer, to improve on.
    expect(box).toHaveValue('Answer 1');
    await user.clear(box);
    await user.type(box, 'I rebuilt the form and cut errors by 30%.');
    await user.click(within(first).getByRole('button', { name: 'Send new answer' }));

    expect(await within(first).findByText('Feedback on attempt 2')).toBeVisible();
    expect(
      within(first).getByText('Better than your best so far: 40 → 78. This attempt now counts.'),
    ).toBeVisible();
    const [, init] = api.requestsTo(RETAKE(1))[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      answer: 'I rebuilt the form and cut errors by 30%.',
    });
  });

  it('says an attempt that ties the best is the same score, not better', async () => {
    const user = userEvent.setup();
    const interview = finished([83]);
    stubApi({
      ...SIGNED_IN,
      [GET]: () => jsonResponse({ interview }),
      [RETAKE(1)]: () =>
        jsonResponse(
          {
            attempt: attempt(2, 83),
            attempts: [interview.questions[0]!.attempts[0]!, attempt(2, 83)],
            bestAttempt: 2,
          },
          201,
        ),
    });
    renderApp('/results/i1');

    const breakdown = await screen.findByRole('region', { name: 'Questions and answers' });
    const first = within(breakdown).getAllByRole('listitem')[0]!;
    await user.click(within(first).getByRole('button', { name: 'Try again: question 1' }));
    await user.click(within(first).getByRole('button', { name: 'Send new answer' }));

    expect(
      await within(first).findByText(
        'The same score as your best so far (83 / 100): this latest attempt now counts.',
      ),
    ).toBeVisible();
    expect(within(first).queryByText(/Better than your best/)).toBeNull();
  });

  it('gives a worse attempt its own score beside the best that still counts', async () => {
    const user = userEvent.setup();
    const interview = finished([48]);
    stubApi({
      ...SIGNED_IN,
      [GET]: () => jsonResponse({ interview }),
      [RETAKE(1)]: () =>
        jsonResponse(
          {
            attempt: attempt(2, 46),
            attempts: [interview.questions[0]!.attempts[0]!, attempt(2, 46)],
            bestAttempt: 1,
          },
          201,
        ),
    });
    renderApp('/results/i1');

    const breakdown = await screen.findByRole('region', { name: 'Questions and answers' });
    const first = within(breakdown).getAllByRole('listitem')[0]!;
    await user.click(within(first).getByRole('button', { name: 'Try again: question 1' }));
    const box = within(first).getByRole('textbox', { name: 'Your new answer' });
    await user.clear(box);
    await user.type(box, 'Another way of telling it.');
    await user.click(within(first).getByRole('button', { name: 'Send new answer' }));
    expect(
      await within(first).findByText(
        'This attempt: 46 / 100, not better than your best so far (48 / 100), which still counts.',
      ),
    ).toBeVisible();
  });

  it('keeps the typed answer and says why when the retake is refused, in Russian', async () => {
    const user = userEvent.setup();
    localStorage.setItem('language', 'ru');
    const interview = finished([40], 'ru');
    stubApi({
      ...SIGNED_IN,
      [GET]: () => jsonResponse({ interview }),
      [RETAKE(1)]: () =>
        jsonResponse(
          {
            error: {
              code: 'retake_same_answer',
              message: 'Это тот же ответ, что и в прошлый раз.',
            },
          },
          400,
        ),
    });
    renderApp('/results/i1');

    const breakdown = await screen.findByRole('region', { name: 'Вопросы и ответы' });
    const first = within(breakdown).getAllByRole('listitem')[0]!;
    await user.click(within(first).getByRole('button', { name: 'Ответить ещё раз: вопрос 1' }));
    await user.click(within(first).getByRole('button', { name: 'Отправить новый ответ' }));

    expect(
      await within(first).findByText(
        'Не удалось отправить новый ответ: Это тот же ответ, что и в прошлый раз. Текст остался в поле — попробуйте ещё раз.',
      ),
    ).toBeVisible();
    expect(within(first).getByRole('textbox', { name: 'Ваш новый ответ' })).toHaveValue('Answer 1');
  });

  it('shows the best attempt, its change from the first, and folds the others', async () => {
    const interview = finished([40]);
    const question = interview.questions[0]!;
    question.attempts = [
      attempt(1, 40, 'My first try'),
      attempt(2, 81, 'My best story'),
      attempt(3, 55, 'My third'),
    ];
    question.bestAttempt = 2;
    stubApi({ ...SIGNED_IN, [GET]: () => jsonResponse({ interview }) });
    renderApp('/results/i1');

    const breakdown = await screen.findByRole('region', { name: 'Questions and answers' });
    const first = within(breakdown).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('My best story')).toBeVisible();
    expect(within(first).getByText('Score 81 / 100')).toBeVisible();
    expect(
      within(first).getByText(
        'Best of 3 attempts: attempt 2 counts · First answer 40 → best 81 (+41)',
      ),
    ).toBeVisible();
    // The others are there, folded away.
    expect(within(first).getByText('Other attempts')).toBeVisible();
    expect(within(first).getByText('My first try')).not.toBeVisible();
    // The table at a glance counts the best attempt too.
    const glance = screen.getByRole('table', { name: /Each part of the interview/ });
    expect(within(glance).getAllByRole('row')[1]).toHaveTextContent('Background and motivation');
  });

  it('practises the three weakest one at a time, then rewrites the assessment and shows the change', async () => {
    const user = userEvent.setup();
    let interview = finished([90, 30, 85, 50, 88, 20, 90, 90, 90, 45, 90, 90]);
    const api = stubApi({
      ...SIGNED_IN,
      [GET]: () => jsonResponse({ interview }),
      [RETAKE(2)]: () =>
        jsonResponse(
          { attempt: attempt(2, 70), attempts: [attempt(1, 30), attempt(2, 70)], bestAttempt: 2 },
          201,
        ),
      [RETAKE(6)]: () =>
        jsonResponse(
          { attempt: attempt(2, 65), attempts: [attempt(1, 20), attempt(2, 65)], bestAttempt: 2 },
          201,
        ),
      [REASSESS]: () => {
        interview = { ...interview, score: 71, firstScore: 60, isAssessmentStale: false };
        return jsonResponse({ interview });
      },
    });
    renderApp('/results/i1');

    await user.click(await screen.findByRole('link', { name: 'Practice the weakest again' }));
    expect(await screen.findByText('Question 1 of 3 to practice')).toBeVisible();
    // The weakest three, in interview order: 2 (30), 6 (20), 10 (45).
    expect(screen.getByRole('heading', { name: 'Answer question 2 again' })).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Your new answer' }), ' and what I did');
    await user.click(screen.getByRole('button', { name: 'Send new answer' }));
    expect(await screen.findByText('Feedback on attempt 2')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next question' }));

    expect(screen.getByRole('heading', { name: 'Answer question 6 again' })).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Your new answer' }), ' with figures');
    await user.click(screen.getByRole('button', { name: 'Send new answer' }));
    expect(await screen.findByText('Feedback on attempt 2')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next question' }));

    // The last one is skipped: finishing rewrites the assessment and returns to the results.
    expect(screen.getByRole('heading', { name: 'Answer question 10 again' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Update my results' }));
    expect(await screen.findByText('First assessment: 60 / 100 (+11 since)')).toBeVisible();
    expect(screen.getByText('71 / 100')).toBeVisible();
    expect(api.requestsTo(REASSESS)).toHaveLength(1);
    expect(api.requestsTo(RETAKE(10))).toHaveLength(0);
  });

  it('offers to update an assessment written before the latest retakes', async () => {
    const user = userEvent.setup();
    let interview: InterviewDetail = { ...finished([40]), isAssessmentStale: true };
    stubApi({
      ...SIGNED_IN,
      [GET]: () => jsonResponse({ interview }),
      [REASSESS]: () => {
        interview = { ...interview, score: 66, firstScore: 60, isAssessmentStale: false };
        return jsonResponse({ interview });
      },
    });
    renderApp('/results/i1');

    expect(
      await screen.findByText('You have answered questions again since this assessment.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Update the assessment' }));
    expect(await screen.findByText('First assessment: 60 / 100 (+6 since)')).toBeVisible();
    expect(
      screen.queryByText('You have answered questions again since this assessment.'),
    ).toBeNull();
  });

  it('offers no practice when every answer is already strong', async () => {
    stubApi({ ...SIGNED_IN, [GET]: () => jsonResponse({ interview: finished([]) }) });
    renderApp('/results/i1');
    await screen.findByRole('region', { name: 'Questions and answers' });
    expect(screen.queryByRole('link', { name: 'Practice the weakest again' })).toBeNull();
  });
});
