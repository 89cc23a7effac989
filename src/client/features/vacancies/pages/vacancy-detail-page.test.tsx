import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GOOGLE_SIGN_IN_OFF,
  GUEST_SESSION,
  jsonResponse,
  renderApp,
  sessionUser,
  stubApi,
} from '../../../testing/render-app';
import {
  SIGNED_IN,
  VACANCY_ID,
  listItem,
  owned,
  vacancy,
  vacancyView,
  viewer,
} from '../testing/job-board-fixtures';

afterEach(() => vi.unstubAllGlobals());

const DETAIL = `GET /api/vacancies/${VACANCY_ID}`;
const PAGE = `/vacancies/${VACANCY_ID}`;

describe('vacancy page', () => {
  it('shows the vacancy to a guest with Save, Share and Apply Now, and no owner controls', async () => {
    const api = stubApi({ ...GUEST_SESSION, [DETAIL]: () => jsonResponse(vacancyView()) });
    renderApp(PAGE);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Backend Developer' }),
    ).toBeVisible();
    expect(document.title).toBe('Backend Developer · HireReady');
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact('Company')).toHaveTextContent('Acme');
    expect(fact('Location')).toHaveTextContent('Berlin');
    expect(fact('Salary')).toHaveTextContent('€4,000 – €6,000');
    expect(fact('Posted')).toHaveTextContent('Mar 9, 2026');
    expect(fact('Work mode')).toHaveTextContent('Hybrid');
    expect(fact('Employment type')).toHaveTextContent('Full-time');
    expect(fact('Experience level')).toHaveTextContent('Mid level');
    for (const [title, text] of [
      ['Job Description', /Build payment APIs with Node.js./],
      ['Requirements', 'Three years of Node.js.'],
      ['Benefits', 'Remote Fridays.'],
    ] as const) {
      expect(within(screen.getByRole('region', { name: title })).getByText(text)).toBeVisible();
    }
    expect(screen.getByText('Last updated: Mar 12, 2026')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save job' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Share' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Apply Now' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'View Applications' })).toBeNull();
    expect(api.unexpected).toEqual([]);
  });

  it('shows no work mode, type or level for an older vacancy that states none', async () => {
    stubApi({
      ...GUEST_SESSION,
      [DETAIL]: () =>
        jsonResponse(
          vacancyView({ vacancy: { workMode: null, employmentType: null, experienceLevel: null } }),
        ),
    });
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.getByText('Salary', { selector: 'dt' })).toBeVisible();
    expect(screen.queryByText('Work mode', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('Experience level', { selector: 'dt' })).toBeNull();
  });

  it('sends a guest who saves to sign in, and back to the vacancy afterwards', async () => {
    let user: ReturnType<typeof sessionUser> | null = null;
    stubApi({
      ...GOOGLE_SIGN_IN_OFF,
      'GET /api/session': () => jsonResponse({ user }),
      'POST /api/auth/sign-in': () => {
        user = sessionUser();
        return jsonResponse({ user });
      },
      [DETAIL]: () => jsonResponse(vacancyView(user ? { viewer: viewer() } : {})),
    });
    const { router, user: person } = renderApp(PAGE);

    await person.click(await screen.findByRole('button', { name: 'Save job' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    expect(router.state.location.state).toMatchObject({ from: { pathname: PAGE } });

    await person.type(screen.getByLabelText('Email'), 'anna@example.com');
    await person.type(screen.getByLabelText('Password'), 'correct horse');
    await person.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Backend Developer' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(PAGE);
  });

  it('brings a guest who applies back to an open application form after signing in', async () => {
    let user: ReturnType<typeof sessionUser> | null = null;
    stubApi({
      ...GOOGLE_SIGN_IN_OFF,
      'GET /api/session': () => jsonResponse({ user }),
      'POST /api/auth/sign-in': () => {
        user = sessionUser();
        return jsonResponse({ user });
      },
      [DETAIL]: () => jsonResponse(vacancyView(user ? { viewer: viewer() } : {})),
    });
    const { router, user: person } = renderApp(PAGE);

    await person.click(await screen.findByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await person.type(screen.getByLabelText('Email'), 'anna@example.com');
    await person.type(screen.getByLabelText('Password'), 'correct horse');
    await person.click(screen.getByRole('button', { name: 'Sign In' }));

    // The form focuses its first field in an effect, which may run just after the field appears.
    const coverLetter = await screen.findByLabelText('Cover letter');
    await waitFor(() => expect(coverLetter).toHaveFocus());
    expect(router.state.location.hash).toBe('#apply');
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeVisible();
  });

  it('shows the owner the toggle, Edit, Delete and View Applications instead of Save and Apply', async () => {
    stubApi({
      ...SIGNED_IN,
      [DETAIL]: () =>
        jsonResponse(
          vacancyView({ vacancy: { status: 'inactive' }, viewer: viewer({ isOwner: true }) }),
        ),
      [`PATCH /api/vacancies/${VACANCY_ID}/status`]: () =>
        jsonResponse({ vacancy: vacancy({ status: 'active' }) }),
    });
    const { user } = renderApp(PAGE);

    expect(await screen.findByText(/This vacancy is inactive: only you can see it/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/dashboard/vacancies/edit/${VACANCY_ID}`,
    );
    expect(screen.getByRole('link', { name: 'View Applications' })).toHaveAttribute(
      'href',
      `/dashboard/vacancies/${VACANCY_ID}/applications`,
    );
    expect(screen.queryByRole('button', { name: 'Save job' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Vacancy is now active')).toBeVisible();
  });

  it('deletes after the confirm dialog and returns to Manage Vacancies', async () => {
    stubApi({
      ...SIGNED_IN,
      [DETAIL]: () => jsonResponse(vacancyView({ viewer: viewer({ isOwner: true }) })),
      [`DELETE /api/vacancies/${VACANCY_ID}`]: () =>
        jsonResponse({ id: VACANCY_ID, isDeleted: true }),
      'GET /api/my/vacancies': () =>
        jsonResponse({ vacancies: [owned({ id: 'v2', title: 'QA' })] }),
    });
    const { router, user } = renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Vacancy' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Vacancy deleted')).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard/vacancies');
  });

  it('says a closed vacancy is closed: what it was, when, and open ones like it (en, ru)', async () => {
    const notFound = () =>
      jsonResponse({ error: { code: 'vacancy_not_found', message: 'Vacancy not found' } }, 404);
    const closed = () =>
      jsonResponse({
        closed: {
          title: 'Backend Developer',
          company: 'Acme',
          location: 'Berlin',
          closedAt: '2026-03-20T10:00:00.000Z',
        },
        similar: [listItem({ id: 'v7', title: 'Senior Backend Developer' })],
      });
    stubApi({ ...GUEST_SESSION, [DETAIL]: notFound, [`${DETAIL}/closed`]: closed });
    renderApp(PAGE);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This vacancy is closed' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Backend Developer' })).toBeVisible();
    expect(screen.getByText('Closed on Mar 20, 2026')).toBeVisible();
    const similar = screen.getByRole('region', { name: 'Open vacancies like it' });
    expect(within(similar).getByRole('link', { name: 'Senior Backend Developer' })).toHaveAttribute(
      'href',
      '/vacancies/v7',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();

    localStorage.setItem('language', 'ru');
    renderApp(PAGE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Вакансия закрыта' }),
    ).toBeVisible();
    expect(screen.getByText(/^Закрыта 20 мар/)).toBeVisible();
  });

  it('shows the Error page with Go Back for a vacancy that does not exist (or is inactive)', async () => {
    stubApi({
      ...GUEST_SESSION,
      [DETAIL]: () =>
        jsonResponse({ error: { code: 'vacancy_not_found', message: 'Vacancy not found' } }, 404),
      [`${DETAIL}/closed`]: () =>
        jsonResponse({ error: { code: 'vacancy_not_found', message: 'Vacancy not found' } }, 404),
    });
    const { router, user } = renderApp(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Vacancy not found');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(router.state.location.pathname).toBe('/vacancies');
  });

  it("says 'Failed to load vacancy details' when the server fails, and Go Back returns", async () => {
    stubApi({
      ...GUEST_SESSION,
      [DETAIL]: () => new Response(null, { status: 500 }),
    });
    const { router, user } = renderApp('/');
    await router.navigate(PAGE);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load vacancy details');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens a practice interview filled with the job', async () => {
    stubApi({
      ...SIGNED_IN,
      [DETAIL]: () =>
        jsonResponse(vacancyView({ viewer: viewer(), vacancy: { experienceLevel: 'senior' } })),
      'GET /api/interviews': () => jsonResponse({ interviews: [] }),
    });
    const { user } = renderApp(PAGE);

    await user.click(
      await screen.findByRole('link', { name: 'Practice an interview for this job' }),
    );
    // A senior vacancy is practised at a senior level.
    expect(await screen.findByLabelText('Level (optional)')).toHaveValue('senior');

    expect(await screen.findByLabelText('Job Title')).toHaveValue('Backend Developer');
    expect(screen.getByLabelText('Job Description / Requirements')).toHaveValue(
      `${vacancy().description}\n\nThree years of Node.js.`,
    );
    expect(screen.getByRole('button', { name: 'Start Interview' })).toBeEnabled();
  });

  it('is in Russian, with money and dates in Russian', async () => {
    localStorage.setItem('language', 'ru');
    stubApi({
      ...GUEST_SESSION,
      [DETAIL]: () =>
        jsonResponse(
          vacancyView({ vacancy: { salaryMin: 150000, salaryMax: 200000, currency: 'RUB' } }),
        ),
    });
    renderApp(PAGE);

    expect(await screen.findByText('150 000–200 000 ₽ в месяц')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Описание вакансии' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Требования' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Преимущества' })).toBeVisible();
    expect(screen.getByText('Последнее обновление: 12 мар. 2026 г.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Сохранить вакансию' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Поделиться' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Откликнуться' })).toBeVisible();
  });
});
