import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, stubApi } from '../../../testing/render-app';
import { detail, SIGNED_IN } from '../testing/interview-fixtures';

// "Finish now" (a new user's walk of 2026-12-05 had time for eight questions of twelve and got
// nothing summarised): from the third answer on, the answers so far are assessed.

afterEach(() => vi.unstubAllGlobals());

const GET = 'GET /api/interviews/i1';
const FINISH = 'POST /api/interviews/i1/finish';

describe('finishing an interview early', () => {
  it('is not offered before three answers', async () => {
    stubApi({ ...SIGNED_IN, [GET]: () => jsonResponse({ interview: detail({ answered: 2 }) }) });
    renderApp('/interview/i1');

    expect(await screen.findByRole('heading', { name: 'Question 3 of 12' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Leave interview' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Finish now' })).toBeNull();
  });

  it('asks first, says what is typed is not sent, then opens the results', async () => {
    let isDone = false;
    const api = stubApi({
      ...SIGNED_IN,
      [GET]: () =>
        jsonResponse({
          interview: isDone
            ? detail({ answered: 8, overrides: { status: 'completed', score: 64 } })
            : detail({ answered: 8 }),
        }),
      [FINISH]: () => {
        isDone = true;
        return jsonResponse({
          interview: detail({ answered: 8, overrides: { status: 'completed', score: 64 } }),
        });
      },
    });
    const { router, user } = renderApp('/interview/i1');

    const finish = await screen.findByRole('button', { name: 'Finish now' });
    await user.type(screen.getByLabelText('Your answer'), 'Half a thought');
    await user.click(finish);
    const dialog = screen.getByRole('alertdialog', { name: 'Finish the interview now?' });
    expect(dialog).toHaveAccessibleDescription(
      'Your answers so far are assessed now, and the 4 questions left stay unanswered: you cannot come back to them. What you are typing now is not sent.',
    );
    // Keeping on changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep going' }));
    expect(finish).toHaveFocus();
    expect(api.requestsTo(FINISH)).toHaveLength(0);

    await user.click(finish);
    await user.click(screen.getByRole('button', { name: 'Finish and see results' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frontend Developer' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/results/i1');
    expect(api.requestsTo(FINISH)).toHaveLength(1);
  });

  it('says why it could not finish, in Russian, and stays on the question', async () => {
    localStorage.setItem('language', 'ru');
    stubApi({
      ...SIGNED_IN,
      [GET]: () => jsonResponse({ interview: detail({ answered: 10 }) }),
      [FINISH]: () =>
        jsonResponse(
          { error: { code: 'interview_completed', message: 'Это собеседование уже завершено.' } },
          409,
        ),
    });
    const { router, user } = renderApp('/interview/i1');

    await user.click(await screen.findByRole('button', { name: 'Завершить сейчас' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Завершить собеседование сейчас?' });
    expect(dialog).toHaveAccessibleDescription(
      'Оценим ответы, которые вы уже дали, а на оставшиеся 2 вопроса ответить будет уже нельзя.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Завершить и посмотреть итоги' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось завершить собеседование: Это собеседование уже завершено.',
    );
    expect(router.state.location.pathname).toBe('/interview/i1');
  });

  it('is offered from the results of an unfinished interview', async () => {
    stubApi({ ...SIGNED_IN, [GET]: () => jsonResponse({ interview: detail({ answered: 5 }) }) });
    renderApp('/results/i1');

    expect(await screen.findByText('This interview is not finished yet.')).toBeVisible();
    expect(screen.queryByText(/^Completed:/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Finish now' })).toBeVisible();
  });
});
