import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GOOGLE_SIGN_IN_OFF,
  GUEST_SESSION,
  deferred,
  jsonResponse,
  renderApp,
  sessionUser,
  stubApi,
} from '../../../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const STATS = 'GET /api/dashboard/stats';
const SIGNED_IN = {
  'GET /api/session': () => jsonResponse({ user: sessionUser({ name: 'Anna' }) }),
};

function statsAnswer(
  stats: {
    completedInterviews: number;
    resumes: number;
    ownVacancies?: number;
    availableVacancies: number;
    savedJobs: number;
    activeApplications?: number;
  },
  scores: { first: number | null; latest: number | null; jobTitle: string | null } = {
    first: null,
    latest: null,
    jobTitle: null,
  },
) {
  return {
    [STATS]: () =>
      jsonResponse({ stats: { ownVacancies: 0, activeApplications: 0, ...stats }, scores }),
  };
}

/** A section's card: the link named after the section, outside the navigation menus. */
function card(title: string) {
  const links = screen
    .getAllByRole('link', { name: new RegExp(`^${title}`) })
    .filter((link) => !link.closest('nav'));
  expect(links).toHaveLength(1);
  return links[0]!;
}

const CAPTIONS = /completed interview|resumes? created|vacanc(y|ies) you posted|jobs? saved/;

describe('dashboard home', () => {
  it('shows the counts on their cards, in the right plural form', async () => {
    const api = stubApi({
      ...SIGNED_IN,
      ...statsAnswer({
        completedInterviews: 1,
        resumes: 2,
        ownVacancies: 3,
        availableVacancies: 1234,
        savedJobs: 0,
        activeApplications: 4,
      }),
    });
    renderApp('/dashboard');

    expect(await screen.findByText('completed interview')).toBeVisible();
    expect(screen.getByText('Welcome, Anna')).toBeVisible();
    expect(card('Interview Practice')).toHaveAttribute('href', '/dashboard/ai-interview');
    expect(card('Interview Practice')).toHaveTextContent(
      /^Interview Practice1 completed interview/,
    );
    expect(card('Resume Builder')).toHaveAttribute('href', '/dashboard/resume-creator');
    expect(card('Resume Builder')).toHaveTextContent('2 resumes created');
    expect(card('Vacancies')).toHaveAttribute('href', '/dashboard/vacancies');
    // The card opens the user's own vacancies, so it counts those; the board's count below.
    expect(card('Vacancies')).toHaveTextContent('3 vacancies you posted');
    expect(card('Vacancies')).toHaveTextContent('Open on the job board: 1,234');
    expect(card('Saved Jobs')).toHaveAttribute('href', '/dashboard/saved-jobs');
    expect(card('Saved Jobs')).toHaveTextContent('0 jobs saved');
    expect(card('My Applications')).toHaveAttribute('href', '/dashboard/applications');
    expect(card('My Applications')).toHaveTextContent('4 active applications');
    expect(screen.queryByText(/statistics will appear/i)).toBeNull();
    expect(api.requestsTo(STATS)).toHaveLength(1);
    expect(api.unexpected).toEqual([]);
  });

  it('shows the latest score and the change since the first, linking to the progress page', async () => {
    stubApi({
      ...SIGNED_IN,
      ...statsAnswer(
        { completedInterviews: 3, resumes: 0, availableVacancies: 0, savedJobs: 0 },
        { first: 41, latest: 68, jobTitle: 'Barista' },
      ),
    });
    renderApp('/dashboard');

    const progress = await screen.findByRole('region', { name: 'Your progress' });
    expect(progress).toHaveTextContent(
      'Your latest interview, for Barista, scored 68 / 100. That is +27 since your first interview for this job.',
    );
    expect(within(progress).getByRole('link', { name: 'See your progress' })).toHaveAttribute(
      'href',
      '/dashboard/progress',
    );
  });

  it('shows no progress card before the first finished interview', async () => {
    stubApi({
      ...SIGNED_IN,
      ...statsAnswer({ completedInterviews: 0, resumes: 0, availableVacancies: 0, savedJobs: 0 }),
    });
    renderApp('/dashboard');
    expect(await screen.findByText('completed interviews')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your progress' })).toBeNull();
  });

  it('says a fall with a true minus, in Russian', async () => {
    localStorage.setItem('language', 'ru');
    stubApi({
      ...SIGNED_IN,
      ...statsAnswer(
        { completedInterviews: 2, resumes: 0, availableVacancies: 0, savedJobs: 0 },
        { first: 70, latest: 62, jobTitle: 'Пекарь' },
      ),
    });
    renderApp('/dashboard');
    const progress = await screen.findByRole('region', { name: 'Ваш прогресс' });
    expect(progress).toHaveTextContent(
      'Последнее собеседование на должность «Пекарь» — 62 из 100. Это \u22128 с первого собеседования на эту должность.',
    );
    localStorage.removeItem('language');
  });

  it.each([
    [
      {
        completedInterviews: 1,
        resumes: 21,
        ownVacancies: 1,
        availableVacancies: 1,
        savedJobs: 31,
      },
      [
        '1 пройденное собеседование',
        '21 созданное резюме',
        '1 ваша вакансия',
        '31 сохранённая вакансия',
      ],
    ],
    [
      {
        completedInterviews: 3,
        resumes: 2,
        ownVacancies: 24,
        availableVacancies: 24,
        savedJobs: 4,
      },
      [
        '3 пройденных собеседования',
        '2 созданных резюме',
        '24 ваши вакансии',
        '4 сохранённые вакансии',
      ],
    ],
    [
      {
        completedInterviews: 0,
        resumes: 5,
        ownVacancies: 11,
        availableVacancies: 11,
        savedJobs: 12,
      },
      [
        '0 пройденных собеседований',
        '5 созданных резюме',
        '11 ваших вакансий',
        '12 сохранённых вакансий',
      ],
    ],
  ])('speaks Russian plurals for %j', async (stats, captions) => {
    localStorage.setItem('language', 'ru');
    stubApi({ ...SIGNED_IN, ...statsAnswer(stats) });
    renderApp('/dashboard');

    await screen.findByText(captions[0]!.replace(/^\d+ /, ''));
    const titles = [
      'Тренировка собеседований',
      'Конструктор резюме',
      'Вакансии',
      'Сохранённые вакансии',
    ];
    captions.forEach((caption, index) => expect(card(titles[index]!)).toHaveTextContent(caption));
  });

  it('shows a loading state while the counts load, with the cards already usable', async () => {
    const answer = deferred<Response>();
    stubApi({ ...SIGNED_IN, [STATS]: () => answer.promise });
    renderApp('/dashboard');

    expect(await screen.findByText('Loading your progress…')).toHaveAttribute('role', 'status');
    expect(card('Saved Jobs')).toHaveAttribute('href', '/dashboard/saved-jobs');

    answer.resolve(
      jsonResponse({
        stats: { completedInterviews: 2, resumes: 0, availableVacancies: 0, savedJobs: 1 },
      }),
    );
    expect(await screen.findByText('completed interviews')).toBeVisible();
    expect(screen.queryByText('Loading your progress…')).toBeNull();
    expect(card('Saved Jobs')).toHaveTextContent('1 job saved');
  });

  it('says when the counts could not be loaded and tries again on request', async () => {
    let isDown = true;
    const api = stubApi({
      ...SIGNED_IN,
      [STATS]: () =>
        isDown
          ? jsonResponse({ error: { code: 'internal', message: 'Something went wrong' } }, 500)
          : jsonResponse({
              stats: {
                completedInterviews: 0,
                resumes: 1,
                ownVacancies: 3,
                availableVacancies: 5,
                savedJobs: 0,
              },
            }),
    });
    const { user } = renderApp('/dashboard');

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your progress.');
    expect(card('Interview Practice')).toHaveAttribute('href', '/dashboard/ai-interview');

    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('resume created')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(card('Vacancies')).toHaveTextContent('3 vacancies you posted');
    expect(api.requestsTo(STATS)).toHaveLength(2);
  });

  it('says so in Russian when the counts could not be loaded', async () => {
    localStorage.setItem('language', 'ru');
    stubApi({ ...SIGNED_IN, [STATS]: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderApp('/dashboard');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось загрузить ваш прогресс.',
    );
    expect(screen.getByRole('button', { name: 'Попробовать еще раз' })).toBeEnabled();
  });
});

describe('/dashboardPage', () => {
  it('shows a signed-in user their greeting and counts', async () => {
    stubApi({
      ...SIGNED_IN,
      ...statsAnswer({ completedInterviews: 2, resumes: 1, availableVacancies: 0, savedJobs: 5 }),
    });
    renderApp('/dashboardPage');

    expect(await screen.findByText('Welcome, Anna')).toBeVisible();
    expect(await screen.findByText('completed interviews')).toBeVisible();
    expect(card('Saved Jobs')).toHaveTextContent('5 jobs saved');
    expect(screen.queryByText('Sign in to see your progress')).toBeNull();
  });

  it('shows a guest the cards and a sign-in prompt, and asks for no counts', async () => {
    const api = stubApi({ ...GUEST_SESSION, ...GOOGLE_SIGN_IN_OFF });
    const { user } = renderApp('/dashboardPage');

    const prompt = await screen.findByRole('region', { name: 'Sign in to see your progress' });
    expect(screen.getByText('Welcome, User')).toBeVisible();
    expect(within(prompt).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/signin',
    );
    expect(within(prompt).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/signup',
    );
    for (const title of ['Interview Practice', 'Resume Builder', 'Vacancies', 'Saved Jobs']) {
      expect(card(title)).not.toHaveTextContent(CAPTIONS);
    }
    expect(screen.queryByText('Loading your progress…')).toBeNull();

    await user.click(card('Resume Builder'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    expect(api.requestsTo(STATS)).toEqual([]);
    expect(api.unexpected).toEqual([]);
  });

  it('prompts a guest in Russian', async () => {
    localStorage.setItem('language', 'ru');
    const api = stubApi(GUEST_SESSION);
    renderApp('/dashboardPage');

    const prompt = await screen.findByRole('region', {
      name: 'Войдите, чтобы увидеть свой прогресс',
    });
    expect(within(prompt).getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/signin');
    expect(within(prompt).getByRole('link', { name: 'Регистрация' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(api.requestsTo(STATS)).toEqual([]);
  });
});

describe('counts after using the job board', () => {
  it('shows a job saved on a vacancy page when the user comes back', async () => {
    const vacancyId = '3f1c2a9e-5b7d-4c1e-9a2b-0d8e6f4a1b2c';
    let savedJobs = 0;
    stubApi({
      ...SIGNED_IN,
      [STATS]: () =>
        jsonResponse({
          stats: { completedInterviews: 0, resumes: 0, availableVacancies: 1, savedJobs },
        }),
      [`GET /api/vacancies/${vacancyId}`]: () =>
        jsonResponse({
          vacancy: {
            id: vacancyId,
            title: 'Backend Developer',
            company: 'Acme',
            location: 'Berlin',
            salaryMin: 4000,
            salaryMax: 6000,
            currency: 'EUR',
            status: 'active',
            description: 'Payments',
            requirements: 'Node.js',
            benefits: '',
            createdAt: '2026-03-09T10:00:00.000Z',
            updatedAt: '2026-03-09T10:00:00.000Z',
          },
          viewer: { isSignedIn: true, isOwner: false, isSaved: savedJobs > 0, application: null },
        }),
      [`PUT /api/vacancies/${vacancyId}/save`]: () => {
        savedJobs = 1;
        return jsonResponse({ isSaved: true });
      },
    });
    const { router, user } = renderApp('/dashboard');
    expect(await screen.findByText('jobs saved')).toBeVisible();

    await router.navigate(`/vacancies/${vacancyId}`);
    await user.click(await screen.findByRole('button', { name: 'Save job' }));
    expect(await screen.findByText('Added to saved jobs')).toBeVisible();
    await router.navigate('/dashboard');

    expect(await screen.findByText('job saved')).toBeVisible();
    expect(card('Saved Jobs')).toHaveTextContent('1 job saved');
  });
});
