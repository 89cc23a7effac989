import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, eventStream, jsonResponse, renderApp, stubApi } from '../../../testing/render-app';
import { SIGNED_IN, detail } from '../testing/interview-fixtures';

// The story bank (issue 21): an answer saved from its results with a title and skills, kept and
// edited on the progress page, and used as a draft when a similar question comes up.

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.removeItem('language');
});

function story(overrides: { id: string; title: string; body: string; skills: string[] }) {
  return {
    interviewId: null,
    questionOrder: null,
    createdAt: '2025-03-09T10:00:00.000Z',
    updatedAt: '2025-03-09T10:00:00.000Z',
    ...overrides,
  };
}

const CHECKOUT = story({
  id: 's1',
  title: 'The checkout fix',
  body: 'I added an index and a cache; p95 fell by 45%.',
  skills: ['PostgreSQL', 'performance'],
});
const CONFLICT = story({
  id: 's2',
  title: 'A disagreement about deadlines',
  body: 'I met the designer, we split the scope and shipped on time.',
  skills: ['conflict', 'teamwork'],
});

describe('the story bank', () => {
  it('saves an answer from its results with its question as the title and the job terms it used', async () => {
    const interview = detail({
      answered: 12,
      overrides: { status: 'completed', score: 70, completedAt: '2025-03-09T12:00:00.000Z' },
    });
    const api = stubApi({
      ...SIGNED_IN,
      'GET /api/interviews/i1': () => jsonResponse({ interview }),
      'POST /api/stories': () => jsonResponse({ story: CHECKOUT }, 201),
    });
    const { user } = renderApp('/results/i1');

    const breakdown = await screen.findByRole('region', { name: 'Questions and answers' });
    const first = within(breakdown).getAllByRole('listitem')[0]!;
    await user.click(
      within(first).getByRole('button', {
        name: 'Save the answer to question 1 to your story bank',
      }),
    );
    const title = within(first).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Question text number 1?');
    expect(within(first).getByRole('textbox', { name: 'Story' })).toHaveValue('Answer 1');
    expect(within(first).getByRole('textbox', { name: 'Skills it shows (optional)' })).toHaveValue(
      'React',
    );
    await user.clear(title);
    await user.type(title, 'Rebuilding the form');
    await user.click(within(first).getByRole('button', { name: 'Save story' }));

    expect(
      await within(first).findByText('Saved to your story bank. You will find it under Progress.'),
    ).toBeVisible();
    // Saved: the question's actions come back (Try again does not vanish).
    expect(within(first).getByRole('button', { name: 'Try again: question 1' })).toBeVisible();
    expect(within(first).queryByRole('textbox', { name: 'Title' })).toBeNull();
    // …but not "Save to story bank" again: a second press had saved a second copy.
    expect(
      within(first).queryByRole('button', {
        name: 'Save the answer to question 1 to your story bank',
      }),
    ).toBeNull();
    expect(api.requestsTo('POST /api/stories')).toHaveLength(1);
    expect(bodyOf(api.requestsTo('POST /api/stories')[0]?.[1])).toEqual({
      title: 'Rebuilding the form',
      body: 'Answer 1',
      skills: ['React'],
      interviewId: 'i1',
      questionOrder: 1,
    });
  });

  it('lists the stories on the progress page, renames one and deletes one after asking, in Russian', async () => {
    localStorage.setItem('language', 'ru');
    let stories = [CHECKOUT, CONFLICT];
    const api = stubApi({
      ...SIGNED_IN,
      'GET /api/interviews/progress': () =>
        jsonResponse({ interviews: [], gaps: [], answersRead: 0 }),
      'GET /api/stories': () => jsonResponse({ stories }),
      'PATCH /api/stories/s1': () => {
        stories = [{ ...CHECKOUT, title: 'Ускорил оформление заказа' }, CONFLICT];
        return jsonResponse({ story: stories[0] });
      },
      'DELETE /api/stories/s2': () => {
        stories = stories.filter((item) => item.id !== 's2');
        return jsonResponse({ id: 's2', isDeleted: true });
      },
    });
    const { user } = renderApp('/dashboard/progress');

    const bank = await screen.findByRole('region', { name: 'Копилка историй' });
    expect(await within(bank).findByRole('heading', { name: 'The checkout fix' })).toBeVisible();
    expect(within(bank).getByText('PostgreSQL')).toBeVisible();

    await user.click(
      within(bank).getByRole('button', { name: 'Изменить историю «The checkout fix»' }),
    );
    const title = within(bank).getByRole('textbox', { name: 'Название' });
    await user.clear(title);
    await user.type(title, 'Ускорил оформление заказа');
    await user.click(within(bank).getByRole('button', { name: 'Сохранить изменения' }));
    expect(
      await within(bank).findByRole('heading', { name: 'Ускорил оформление заказа' }),
    ).toBeVisible();
    expect(bodyOf(api.requestsTo('PATCH /api/stories/s1')[0]?.[1])).toEqual({
      title: 'Ускорил оформление заказа',
      skills: ['PostgreSQL', 'performance'],
    });

    await user.click(
      within(bank).getByRole('button', {
        name: 'Удалить историю «A disagreement about deadlines»',
      }),
    );
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Удалить эту историю?');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить историю' }));
    expect(await screen.findByRole('heading', { name: 'Ускорил оформление заказа' })).toBeVisible();
    await vi.waitFor(() =>
      expect(
        within(bank).queryByRole('heading', { name: 'A disagreement about deadlines' }),
      ).toBeNull(),
    );
  });

  it('offers the stories that suit the question first, and puts the chosen one in the answer box', async () => {
    const interview = detail();
    interview.questions[0]!.questionText =
      'Tell me about a conflict with a colleague over deadlines. How did you resolve it?';
    stubApi({
      ...SIGNED_IN,
      'GET /api/interviews/i1': () => jsonResponse({ interview }),
      'GET /api/stories': () => jsonResponse({ stories: [CHECKOUT, CONFLICT] }),
      'POST /api/interviews/i1/answers/stream': () => eventStream().response,
    });
    const { user } = renderApp('/interview/i1');

    const picker = await screen.findByRole('combobox', { name: 'Start from one of your stories' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a story', 'A disagreement about deadlines', 'The checkout fix']);
    await user.type(screen.getByLabelText('Your answer'), 'Last spring');
    await user.selectOptions(picker, 's2');
    await user.click(screen.getByRole('button', { name: 'Use as a draft' }));
    expect(screen.getByLabelText('Your answer')).toHaveValue(
      'Last spring\n\nI met the designer, we split the scope and shipped on time.',
    );
  });
});
