import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, deferred, jsonResponse, renderApp, stubApi } from '../../../testing/render-app';
import { detail, SIGNED_IN, summary } from '../testing/interview-fixtures';
import { readTriedAnswer, rememberTriedAnswer } from '../../../lib/tried-answer';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const LIST = 'GET /api/interviews';
const OFFLINE = { 'GET /api/config': () => jsonResponse({ googleSignIn: false, aiModel: false }) };
const EMPTY_LIST = {
  [LIST]: () => jsonResponse({ interviews: [] }),
  'GET /api/resumes': () => jsonResponse({ resumes: [] }),
  ...OFFLINE,
};

function resume(overrides: { id: string; fileName: string }) {
  return {
    status: 'optimized',
    createdAt: '2025-03-01T09:00:00.000Z',
    scoreBefore: 55,
    scoreAfter: 72,
    mode: 'offline',
    hasOriginal: true,
    ...overrides,
  };
}

describe('new-interview page', () => {
  it('enables Start Interview only with a title and a description, then opens the interview', async () => {
    const answer = deferred<Response>();
    const api = stubApi({
      ...SIGNED_IN,
      ...EMPTY_LIST,
      'POST /api/interviews': () => answer.promise,
      'GET /api/interviews/i9': () =>
        jsonResponse({ interview: detail({ overrides: { id: 'i9' } }) }),
    });
    const { router, user } = renderApp('/new-interview');

    const start = await screen.findByRole('button', { name: 'Start Interview' });
    expect(start).toBeDisabled();
    // Never disabled without a reason beside it.
    expect(start).toHaveAccessibleDescription(
      'To start, enter the job title and paste the job description.',
    );
    expect(screen.getByLabelText('Interview language')).toHaveValue('en');
    await user.type(screen.getByLabelText('Job Title'), '  Frontend Developer ');
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(
      'To start, paste the job description: the questions follow its duties and skills.',
    );
    await user.type(screen.getByLabelText('Job Description / Requirements'), '   ');
    expect(start).toBeDisabled();
    await user.type(screen.getByLabelText('Job Description / Requirements'), 'React, TypeScript');
    expect(start).toBeEnabled();
    expect(start).not.toHaveAccessibleDescription();
    await user.selectOptions(screen.getByLabelText('Interview language'), 'ru');
    await user.click(start);

    expect(screen.getByRole('button', { name: 'Preparing Questions...' })).toBeDisabled();
    // The offline coach answers at once: no talk of a model's half minute.
    expect(screen.queryByText(/half a minute/)).toBeNull();
    answer.resolve(jsonResponse({ interview: summary({ id: 'i9' }) }, 201));

    expect(await screen.findByRole('heading', { name: 'Question 1 of 12' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/interview/i9');
    expect(bodyOf(api.requestsTo('POST /api/interviews')[0]?.[1])).toEqual({
      jobTitle: 'Frontend Developer',
      jobDescription: 'React, TypeScript',
      language: 'ru',
    });
  });

  it('says a model can take half a minute only when a model writes the questions', async () => {
    const answer = deferred<Response>();
    stubApi({
      ...SIGNED_IN,
      ...EMPTY_LIST,
      'GET /api/config': () => jsonResponse({ googleSignIn: false, aiModel: true }),
      'POST /api/interviews': () => answer.promise,
    });
    const { user } = renderApp('/new-interview');
    await user.type(await screen.findByLabelText('Job Title'), 'Nurse');
    await user.type(screen.getByLabelText('Job Description / Requirements'), 'Ward care');
    await user.click(screen.getByRole('button', { name: 'Start Interview' }));
    expect(
      await screen.findByText('With an AI model this can take up to half a minute.'),
    ).toBeVisible();
    answer.resolve(jsonResponse({ error: { code: 'internal', message: 'x' } }, 500));
  });

  it('bases the questions on a chosen resume and level, and offers no resume choice without resumes', async () => {
    const api = stubApi({
      ...SIGNED_IN,
      ...EMPTY_LIST,
      'GET /api/resumes': () =>
        jsonResponse({
          resumes: [
            resume({ id: 'r1', fileName: 'anna-cv.pdf' }),
            resume({ id: 'r2', fileName: 'anna-cv-2.docx' }),
          ],
        }),
      'POST /api/interviews': () => jsonResponse({ interview: summary({ id: 'i9' }) }, 201),
      'GET /api/interviews/i9': () =>
        jsonResponse({ interview: detail({ overrides: { id: 'i9' } }) }),
    });
    const { user } = renderApp('/new-interview');

    await user.type(await screen.findByLabelText('Job Title'), 'Site Reliability Engineer');
    await user.type(
      screen.getByLabelText('Job Description / Requirements'),
      'Kubernetes, Terraform',
    );
    const resumeChoice = await screen.findByLabelText('Base the questions on my resume (optional)');
    expect(resumeChoice).toHaveAccessibleDescription(
      'Questions will ask about results your resume claims and about a required skill it does not name. Upload resumes in the Resume Builder.',
    );
    expect(
      within(resumeChoice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'No resume: questions for the job only',
      'anna-cv.pdf, uploaded Mar 1, 2025',
      'anna-cv-2.docx, uploaded Mar 1, 2025',
    ]);
    await user.selectOptions(resumeChoice, 'r2');
    await user.selectOptions(screen.getByLabelText('Level (optional)'), 'senior');
    await user.click(screen.getByRole('button', { name: 'Start Interview' }));

    expect(await screen.findByRole('heading', { name: 'Question 1 of 12' })).toBeVisible();
    expect(bodyOf(api.requestsTo('POST /api/interviews')[0]?.[1])).toEqual({
      jobTitle: 'Site Reliability Engineer',
      jobDescription: 'Kubernetes, Terraform',
      language: 'en',
      resumeId: 'r2',
      seniority: 'senior',
    });
  });

  it('asks for the level in Russian, and shows no resume choice to someone without resumes', async () => {
    localStorage.setItem('language', 'ru');
    stubApi({ ...SIGNED_IN, ...EMPTY_LIST });
    renderApp('/new-interview');

    const level = await screen.findByLabelText('Уровень (необязательно)');
    expect(
      within(level)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Не указан', 'Младший (junior)', 'Средний (middle)', 'Старший (senior)']);
    expect(screen.queryByLabelText('Задать вопросы по моему резюме (необязательно)')).toBeNull();
  });

  it("shows the server's message when questions cannot be had, keeping what was typed", async () => {
    const message = 'Failed to get questions from AI: Service Unavailable - Unknown AI error';
    stubApi({
      ...SIGNED_IN,
      ...EMPTY_LIST,
      'POST /api/interviews': () =>
        jsonResponse({ error: { code: 'questions_failed', message } }, 502),
    });
    const { router, user } = renderApp('/new-interview');

    await user.type(await screen.findByLabelText('Job Title'), 'Designer');
    await user.type(screen.getByLabelText('Job Description / Requirements'), 'Figma');
    await user.click(screen.getByRole('button', { name: 'Start Interview' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Job Title')).toHaveValue('Designer');
    expect(screen.getByLabelText('Job Description / Requirements')).toHaveValue('Figma');
    expect(screen.getByRole('button', { name: 'Start Interview' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/new-interview');
  });

  it.each([
    [
      401,
      { error: { code: 'unauthorized', message: 'Please sign in to continue.' } },
      'You must be logged in to start an interview.',
    ],
    [500, null, 'An unknown error occurred'],
  ])('explains a %i answer', async (status, body, message) => {
    stubApi({
      ...SIGNED_IN,
      ...EMPTY_LIST,
      'POST /api/interviews': () => jsonResponse(body, status),
    });
    const { user } = renderApp('/new-interview');

    await user.type(await screen.findByLabelText('Job Title'), 'Designer');
    await user.type(screen.getByLabelText('Job Description / Requirements'), 'Figma');
    await user.click(screen.getByRole('button', { name: 'Start Interview' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('lists the history with badges, dates in the interface language, language, score and links', async () => {
    stubApi({
      ...SIGNED_IN,
      [LIST]: () =>
        jsonResponse({
          interviews: [
            summary({ id: 'a', jobTitle: 'Data Analyst', status: 'completed', score: 78 }),
            summary({ id: 'b', jobTitle: 'Backend Developer', language: 'ru' }),
            { ...summary({ id: 'c', jobTitle: 'QA Engineer' }), status: 'archived' },
            summary({
              id: 'd',
              jobTitle: 'Warehouse Operative',
              status: 'completed',
              score: 45,
              answered: 6,
            }),
          ],
        }),
    });
    renderApp('/new-interview');

    const history = await screen.findByRole('region', { name: 'Interview History' });
    const items = await within(history).findAllByRole('listitem');
    const [done, open, other] = items.map((item) => within(item));
    expect(done!.getByText('Completed')).toHaveClass('bg-green-100');
    // One date form per language: Mar 9, 2025 (9 мар. 2025 г. in Russian).
    expect(done!.getByText('Mar 9, 2025')).toBeVisible();
    expect(done!.getByText('English')).toBeVisible();
    expect(done!.getByText('Score: 78/100')).toBeVisible();
    expect(done!.getByRole('link', { name: 'View Result →' })).toHaveAttribute(
      'href',
      '/results/a',
    );
    expect(open!.getByText('In Progress')).toHaveClass('bg-yellow-100');
    expect(open!.getByText('Russian')).toBeVisible();
    expect(open!.queryByText(/Score/)).toBeNull();
    expect(open!.getByRole('link', { name: 'Continue →' })).toHaveAttribute('href', '/interview/b');
    expect(other!.getByText('archived')).toBeVisible();
    // Finished early: said beside its score; a whole interview says nothing of it.
    const early = items.find((item) => within(item).queryByText('Warehouse Operative'));
    expect(within(early!).getByText('6 of 12 answered')).toBeVisible();
    expect(done!.queryByText(/answered/)).toBeNull();
  });

  it('deletes an interview from the history after asking; keeping it sends nothing', async () => {
    let interviews = [
      summary({ id: 'a', jobTitle: 'Data Analyst', status: 'completed', score: 78 }),
      summary({ id: 'b', jobTitle: 'Backend Developer' }),
    ];
    const api = stubApi({
      ...SIGNED_IN,
      [LIST]: () => jsonResponse({ interviews }),
      'DELETE /api/interviews/a': () => {
        interviews = interviews.filter((interview) => interview.id !== 'a');
        return jsonResponse({ id: 'a', isDeleted: true });
      },
    });
    const { user } = renderApp('/new-interview');
    const history = await screen.findByRole('region', { name: 'Interview History' });
    const remove = await within(history).findByRole('button', {
      name: 'Delete the interview for Data Analyst',
    });
    await user.click(remove);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this interview?' });
    expect(dialog).toHaveTextContent(/any recordings you kept are deleted for good/);
    // Keeping it sends nothing and gives the focus back.
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(remove).toHaveFocus();
    expect(api.requestsTo('DELETE /api/interviews/a')).toHaveLength(0);

    await user.click(remove);
    await user.click(screen.getByRole('button', { name: 'Delete interview' }));
    await waitFor(() => expect(within(history).queryByText('Data Analyst')).toBeNull());
    expect(within(history).getByText('Backend Developer')).toBeVisible();
    expect(api.requestsTo('DELETE /api/interviews/a')).toHaveLength(1);
  });

  it('says when the history is empty', async () => {
    stubApi({ ...SIGNED_IN, ...EMPTY_LIST });
    renderApp('/new-interview');
    expect(await screen.findByText(/No interviews yet/)).toBeVisible();
  });

  it("says 'Failed to load interview history.' when the list fails", async () => {
    stubApi({ ...SIGNED_IN, [LIST]: () => new Response(null, { status: 500 }) });
    renderApp('/new-interview');
    expect(await screen.findByText('Failed to load interview history.')).toBeVisible();
  });

  it('is in Russian with Russian chosen for the interview by default', async () => {
    localStorage.setItem('language', 'ru');
    stubApi({ ...SIGNED_IN, ...EMPTY_LIST });
    renderApp('/new-interview');

    const start = await screen.findByRole('button', { name: 'Начать собеседование' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(
      'Чтобы начать, укажите должность и вставьте описание вакансии.',
    );
    expect(screen.getByLabelText('Язык собеседования')).toHaveValue('ru');
  });

  it('is reachable from the dashboard, which shows the same history', async () => {
    stubApi({
      ...SIGNED_IN,
      [LIST]: () => jsonResponse({ interviews: [summary({ jobTitle: 'Data Analyst' })] }),
    });
    renderApp('/dashboard/ai-interview');

    expect(await screen.findByText('Data Analyst')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start a new interview' })).toHaveAttribute(
      'href',
      '/new-interview',
    );
  });

  describe('with an answer to the trial question from before signing up', () => {
    const TRIED = {
      jobTitle: 'Registered Nurse',
      jobDescription: 'Patient care on a surgical ward.',
      language: 'ru' as const,
      question: 'Как вы предотвращаете инфекции у своих пациентов?',
      answer: 'Каждое утро проверяю повязки и гигиену рук.',
    };

    it('offers it as question 1: the job filled in, the answer sent with the start', async () => {
      rememberTriedAnswer(TRIED);
      const api = stubApi({
        ...SIGNED_IN,
        ...EMPTY_LIST,
        'POST /api/interviews': () => jsonResponse({ interview: summary({ id: 'k1' }) }, 201),
        'GET /api/interviews/k1': () =>
          jsonResponse({ interview: detail({ overrides: { id: 'k1' } }) }),
      });
      const { user } = renderApp('/new-interview');

      const notice = await screen.findByRole('region', {
        name: 'Your answer from the trial question',
      });
      expect(within(notice).getByText(TRIED.question)).toBeVisible();
      expect(screen.getByLabelText('Job Title')).toHaveValue('Registered Nurse');
      expect(screen.getByLabelText('Interview language')).toHaveValue('ru');
      await user.click(screen.getByRole('button', { name: 'Start Interview' }));

      await screen.findByRole('heading', { name: 'Question 1 of 12' });
      expect(bodyOf(api.requestsTo('POST /api/interviews')[0]?.[1])).toEqual({
        jobTitle: 'Registered Nurse',
        jobDescription: 'Patient care on a surgical ward.',
        language: 'ru',
        keptAnswer: { question: TRIED.question, answer: TRIED.answer },
      });
      // Kept once: the next interview does not start with it again.
      expect(readTriedAnswer()).toBeNull();
    });

    it('with no description from the trial, says next to Start what it still needs, and starts once pasted', async () => {
      rememberTriedAnswer({ ...TRIED, jobDescription: '' });
      stubApi({
        ...SIGNED_IN,
        ...EMPTY_LIST,
        'POST /api/interviews': () => jsonResponse({ interview: summary({ id: 'k3' }) }, 201),
        'GET /api/interviews/k3': () =>
          jsonResponse({ interview: detail({ overrides: { id: 'k3' } }) }),
      });
      const { user } = renderApp('/new-interview');
      const start = await screen.findByRole('button', { name: 'Start Interview' });
      expect(screen.getByLabelText('Job Title')).toHaveValue('Registered Nurse');
      expect(start).toBeDisabled();
      expect(
        screen.getByText(
          'To start, paste the job description: the questions follow its duties and skills.',
        ),
      ).toBeVisible();
      await user.type(
        screen.getByLabelText('Job Description / Requirements'),
        'Patient care on a surgical ward.',
      );
      await user.click(start);
      await screen.findByRole('heading', { name: 'Question 1 of 12' });
    });

    it('starts without it when the user says so', async () => {
      rememberTriedAnswer(TRIED);
      const api = stubApi({
        ...SIGNED_IN,
        ...EMPTY_LIST,
        'POST /api/interviews': () => jsonResponse({ interview: summary({ id: 'k2' }) }, 201),
        'GET /api/interviews/k2': () =>
          jsonResponse({ interview: detail({ overrides: { id: 'k2' } }) }),
      });
      const { user } = renderApp('/new-interview');
      await user.click(await screen.findByRole('button', { name: 'Start without it' }));

      expect(
        screen.queryByRole('region', { name: 'Your answer from the trial question' }),
      ).toBeNull();
      expect(readTriedAnswer()).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Start Interview' }));
      await screen.findByRole('heading', { name: 'Question 1 of 12' });
      expect(bodyOf(api.requestsTo('POST /api/interviews')[0]?.[1])).not.toHaveProperty(
        'keptAnswer',
      );
    });
  });

  it('starts in the interface language, follows a switch of it, and keeps a language once chosen', async () => {
    stubApi({ ...SIGNED_IN, 'GET /api/interviews': () => jsonResponse({ interviews: [] }) });
    const { user } = renderApp('/new-interview');

    const chosen = () =>
      screen.getByRole('combobox', { name: /Interview language|Язык собеседования/ });
    await screen.findByRole('button', { name: 'Start Interview' });
    expect(chosen()).toHaveValue('en');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ru');
    expect(await screen.findByRole('button', { name: 'Начать собеседование' })).toBeVisible();
    expect(chosen()).toHaveValue('ru');
    // Chosen by hand, it stays when the interface changes again.
    await user.selectOptions(chosen(), 'en');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Язык' }), 'en');
    await screen.findByRole('button', { name: 'Start Interview' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ru');
    await screen.findByRole('button', { name: 'Начать собеседование' });
    expect(chosen()).toHaveValue('en');
  });
});
