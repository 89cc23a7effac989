import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, stubApi } from '../../../testing/render-app';
import { SIGNED_IN } from '../testing/interview-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.removeItem('language');
});

const PROGRESS = 'GET /api/interviews/progress';

function point(
  id: string,
  options: {
    score: number;
    completedAt: string;
    parts?: (number | null)[];
    jobTitle?: string;
    language?: 'en' | 'ru';
  },
) {
  const [background = null, technical = null, scenario = null, softSkills = null] =
    options.parts ?? [];
  return {
    id,
    jobTitle: options.jobTitle ?? 'Ward Nurse',
    language: options.language ?? 'en',
    completedAt: options.completedAt,
    score: options.score,
    parts: { background, technical, scenario, soft_skills: softSkills },
    delivery: null as Record<string, number | null> | null,
  };
}

const TWO_INTERVIEWS = {
  interviews: [
    point('i1', { score: 41, completedAt: '2026-11-01T10:00:00.000Z', parts: [50, 30, 40, 45] }),
    point('i2', { score: 68, completedAt: '2026-11-20T10:00:00.000Z', parts: [70, 65, null, 72] }),
  ],
  gaps: [
    { gap: 'no_figures', count: 7 },
    { gap: 'fillers', count: 2 },
  ],
  answersRead: 10,
  byJob: {} as Record<string, { gaps: { gap: string; count: number }[]; answersRead: number }>,
};

describe('progress page', () => {
  it('says nothing of a model when no interview listed was assessed by one', async () => {
    // A new user's walk (twenty-sixth session), who never used a model: "an interview a model
    // assessed shows its overall score only" read as confusing beside "no AI model".
    stubApi({ ...SIGNED_IN, [PROGRESS]: () => jsonResponse(TWO_INTERVIEWS) });
    renderApp('/dashboard/progress');
    const table = await screen.findByRole('table', { name: /Completed interviews, oldest first/ });
    expect(table.getAttribute('aria-label') ?? table.textContent).not.toMatch(/model/);
    expect(screen.queryByRole('table', { name: /model/ })).toBeNull();
  });

  it('says a model-assessed interview shows its overall score only where one is listed', async () => {
    const withModel = {
      ...TWO_INTERVIEWS,
      interviews: [
        ...TWO_INTERVIEWS.interviews,
        point('i3', { score: 72, completedAt: '2026-11-25T10:00:00.000Z' }),
      ],
    };
    stubApi({ ...SIGNED_IN, [PROGRESS]: () => jsonResponse(withModel) });
    renderApp('/dashboard/progress');
    expect(
      await screen.findByRole('table', {
        name: /an AI model assessed shows its overall score only/,
      }),
    ).toBeVisible();
  });

  it('shows each completed interview’s score and parts over time, the change, and the recurring gaps', async () => {
    stubApi({ ...SIGNED_IN, [PROGRESS]: () => jsonResponse(TWO_INTERVIEWS) });
    renderApp('/dashboard/progress');

    expect(await screen.findByRole('heading', { name: 'Scores over time' })).toBeVisible();
    expect(screen.getByText('Change since your first interview: +27')).toBeVisible();
    const table = screen.getByRole('table', { name: /Completed interviews, oldest first/ });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Completed',
      'Job',
      'Score',
      'Background and motivation',
      'Technical',
      'Scenarios',
      'Soft skills',
    ]);
    // Each interview's link says its date too: two interviews for one job are not two "Ward Nurse".
    const links = within(table).getAllByRole('link');
    expect(within(rows[1]!).getByRole('link', { name: /^Ward Nurse, / })).toHaveAttribute(
      'href',
      '/results/i1',
    );
    expect(new Set(links.map((link) => link.textContent)).size).toBe(links.length);
    const cells = within(rows[2]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // Date and time, so two interviews of one day stay apart.
    expect(cells[0]).toMatch(/^Nov 20, 2026, \d{1,2}:\d{2}/);
    expect(cells.slice(1)).toEqual(['68 / 100', '70 / 100', '65 / 100', 'N/A', '72 / 100']);

    const gaps = screen.getByRole('region', {
      name: 'What keeps coming back in your latest answers',
    });
    expect(
      within(gaps).getByText('From your latest 10 answers, whichever interviews they were in.'),
    ).toBeVisible();
    const items = within(gaps).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'No figures or measurable results7 of 10',
      'Filler words or hedges2 of 10',
    ]);
    // Reached from the dashboard's sidebar.
    expect(
      within(screen.getByRole('navigation', { name: 'Dashboard' })).getByRole('link', {
        name: 'Progress',
      }),
    ).toHaveAttribute('href', '/dashboard/progress');
  });

  it('shows how each interview answered aloud was spoken, beside the scores', async () => {
    const spoken = {
      ...point('i2', { score: 68, completedAt: '2026-11-20T10:00:00.000Z' }),
      delivery: {
        spoken: 4,
        medianFirstWordMs: 1_600,
        longPauses: 3,
        answersWithLongPauses: 2,
        wordsPerMinute: 138,
      },
    };
    stubApi({
      ...SIGNED_IN,
      [PROGRESS]: () =>
        jsonResponse({ ...TWO_INTERVIEWS, interviews: [TWO_INTERVIEWS.interviews[0], spoken] }),
    });
    renderApp('/dashboard/progress');
    expect(await screen.findByRole('heading', { name: 'How you spoke' })).toBeVisible();
    expect(screen.getByText(/About 120–160 words a minute is easy to follow/)).toBeVisible();
    const table = screen.getByRole('table', { name: /Interviews with answers given aloud/ });
    const rows = within(table).getAllByRole('row');
    // Only the interview with spoken answers has a row.
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Ward Nurse');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      expect.stringContaining('2026'),
      '4',
      '1.6 s',
      '3 in 2 answers',
      '138 words a minute',
    ]);
  });

  it('with interviews for several jobs, states a change of score within one job only, and narrows to a job', async () => {
    stubApi({
      ...SIGNED_IN,
      [PROGRESS]: () =>
        jsonResponse({
          ...TWO_INTERVIEWS,
          interviews: [
            point('g1', {
              score: 40,
              completedAt: '2026-11-01T10:00:00.000Z',
              jobTitle: 'Glazier',
            }),
            point('b1', {
              score: 80,
              completedAt: '2026-11-02T10:00:00.000Z',
              jobTitle: 'Пекарь',
              language: 'ru',
            }),
            point('g2', {
              score: 52,
              completedAt: '2026-11-03T10:00:00.000Z',
              jobTitle: 'glazier ',
            }),
            point('g3', {
              score: 47,
              completedAt: '2026-11-04T10:00:00.000Z',
              jobTitle: 'Glazier',
            }),
            // The same title in another language is asked other questions: another job.
            point('g4', {
              score: 90,
              completedAt: '2026-11-05T10:00:00.000Z',
              jobTitle: 'Glazier',
              language: 'ru',
            }),
          ],
          byJob: {
            'en:glazier': { gaps: [{ gap: 'no_result', count: 6 }], answersRead: 12 },
          },
        }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard/progress');

    expect(await screen.findByRole('heading', { name: 'Scores over time' })).toBeVisible();
    // The latest interview's job has one interview: no change is stated, the baker's 80 is not
    // compared with the glazier's 40.
    expect(screen.queryByText(/Change since your first interview/)).toBeNull();
    expect(
      screen.getByText(/A change of score is shown between interviews for the same job only/),
    ).toBeVisible();
    const filter = screen.getByRole('combobox', { name: 'Job' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All jobs (5 interviews)',
      'Glazier · Русский (1)',
      'Glazier · English (3)',
      'Пекарь (1)',
    ]);
    const table = screen.getByRole('table', { name: /Completed interviews, oldest first/ });
    expect(within(table).getAllByRole('row')).toHaveLength(6);

    await user.selectOptions(filter, 'Glazier · English (3)');
    const narrowed = within(screen.getByRole('table', { name: /Completed interviews/ }));
    expect(
      narrowed
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('40 / 100'),
      expect.stringContaining('52 / 100'),
      expect.stringContaining('47 / 100'),
    ]);
    expect(screen.getByText('Change since your first interview: +7')).toBeVisible();
    expect(screen.queryByText(/for the same job only/)).toBeNull();
    // What the answers lack, from this job's answers alone.
    expect(screen.getByText('From your latest 12 answers for this job.')).toBeVisible();
    expect(screen.getByText('6 of 12')).toBeVisible();

    await user.selectOptions(filter, 'All jobs (5 interviews)');
    expect(
      within(screen.getByRole('table', { name: /Completed interviews/ })).getAllByRole('row'),
    ).toHaveLength(6);
  });

  it('across jobs, names the latest job and its change when it has two interviews', async () => {
    localStorage.setItem('language', 'ru');
    stubApi({
      ...SIGNED_IN,
      [PROGRESS]: () =>
        jsonResponse({
          ...TWO_INTERVIEWS,
          interviews: [
            point('b1', {
              score: 45,
              completedAt: '2026-11-01T10:00:00.000Z',
              jobTitle: 'Пекарь',
              language: 'ru',
            }),
            point('g1', {
              score: 30,
              completedAt: '2026-11-02T10:00:00.000Z',
              jobTitle: 'Glazier',
            }),
            point('b2', {
              score: 61,
              completedAt: '2026-11-03T10:00:00.000Z',
              jobTitle: 'Пекарь.',
              language: 'ru',
            }),
          ],
        }),
    });
    renderApp('/dashboard/progress');
    expect(
      await screen.findByText('Изменение с первого собеседования на должность «Пекарь.»: +16'),
    ).toBeVisible();
    expect(
      screen.getByText(/показано только между собеседованиями на одну и ту же должность/),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Должность' })).toHaveDisplayValue(
      'Все должности (3 собеседования)',
    );
  });

  it('opens on the job a link names', async () => {
    stubApi({
      ...SIGNED_IN,
      [PROGRESS]: () =>
        jsonResponse({
          ...TWO_INTERVIEWS,
          interviews: [
            point('g1', {
              score: 40,
              completedAt: '2026-11-01T10:00:00.000Z',
              jobTitle: 'Glazier',
            }),
            point('b1', { score: 80, completedAt: '2026-11-02T10:00:00.000Z', jobTitle: 'Baker' }),
          ],
        }),
    });
    renderApp(`/dashboard/progress?job=${encodeURIComponent('en:glazier')}`);
    expect(await screen.findByRole('combobox', { name: 'Job' })).toHaveDisplayValue('Glazier (1)');
    const table = screen.getByRole('table', { name: /Completed interviews/ });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('link', { name: /^Glazier, / })).toBeVisible();
    // One interview for the job: the next step, not a chart that seems to lack a line.
    expect(
      screen.getByText(
        'One interview for this job so far: practice it again to see how your score changes.',
      ),
    ).toBeVisible();
  });

  it('has no spoken section for interviews that were typed', async () => {
    stubApi({ ...SIGNED_IN, [PROGRESS]: () => jsonResponse(TWO_INTERVIEWS) });
    renderApp('/dashboard/progress');
    expect(await screen.findByRole('heading', { name: 'Scores over time' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'How you spoke' })).toBeNull();
  });

  it('reads in Russian', async () => {
    localStorage.setItem('language', 'ru');
    stubApi({ ...SIGNED_IN, [PROGRESS]: () => jsonResponse(TWO_INTERVIEWS) });
    renderApp('/dashboard/progress');

    expect(await screen.findByRole('heading', { name: 'Динамика оценок' })).toBeVisible();
    expect(screen.getByText('Изменение с первого собеседования: +27')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Профессиональные вопросы' })).toBeVisible();
    expect(screen.getByText('По последним 10 ответам.')).toBeVisible();
    expect(screen.getByText('Нет цифр и измеримых результатов')).toBeVisible();
    expect(screen.getByText('7 из 10')).toBeVisible();
  });

  it('says how the answers were spoken in Russian, with Russian plurals and decimals', async () => {
    localStorage.setItem('language', 'ru');
    const spoken = {
      ...point('i1', { score: 50, completedAt: '2026-11-20T10:00:00.000Z' }),
      delivery: {
        spoken: 5,
        medianFirstWordMs: 2_400,
        longPauses: 5,
        answersWithLongPauses: 3,
        wordsPerMinute: null,
      },
    };
    stubApi({
      ...SIGNED_IN,
      [PROGRESS]: () => jsonResponse({ ...TWO_INTERVIEWS, interviews: [spoken] }),
    });
    renderApp('/dashboard/progress');
    expect(await screen.findByRole('heading', { name: 'Как вы говорили' })).toBeVisible();
    const table = screen.getByRole('table', { name: /Собеседования с ответами вслух/ });
    const row = within(table).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1),
    ).toEqual(['5', '2,4 с', '5 в 3 ответах', 'не измерено']);
  });

  it('invites a new user to finish an interview first', async () => {
    stubApi({
      ...SIGNED_IN,
      [PROGRESS]: () => jsonResponse({ interviews: [], gaps: [], answersRead: 0 }),
    });
    renderApp('/dashboard/progress');

    expect(await screen.findByText('Finish an interview to see your progress here.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start an interview' })).toHaveAttribute(
      'href',
      '/new-interview',
    );
  });
});
