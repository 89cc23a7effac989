import { screen } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_SESSION, jsonResponse, renderApp, stubApi } from '../../../testing/render-app';
import { jobBoardKeys } from '../api/job-board-keys';
import { SIGNED_IN, VACANCY_ID, vacancyView, viewer } from '../testing/job-board-fixtures';

// A vacancy page the server rendered arrives with a guest's view of the vacancy in the query
// cache (start-app.tsx hydrates it from the page's JSON): these tests start from that cache.

afterEach(() => vi.unstubAllGlobals());

const DETAIL = `GET /api/vacancies/${VACANCY_ID}`;
const PAGE = `/vacancies/${VACANCY_ID}`;

function withGuestView(queryClient: QueryClient): void {
  queryClient.setQueryData(jobBoardKeys.vacancy(VACANCY_ID), vacancyView());
}

describe('vacancy page rendered by the server', () => {
  it("keeps a guest's view for a guest: no second request, and the buttons work once the session is known", async () => {
    let answerSession: (response: Response) => void = () => {};
    const api = stubApi({
      'GET /api/session': () => new Promise<Response>((resolve) => (answerSession = resolve)),
      [DETAIL]: () => jsonResponse(vacancyView()),
    });
    const { user, router } = renderApp(PAGE, { withServerData: withGuestView });

    // Until the session says who is there, a guest's Save could be a signed-in user's click.
    const save = await screen.findByRole('button', { name: 'Save job' });
    expect(save).toBeDisabled();

    answerSession(jsonResponse({ user: null }));
    await vi.waitFor(() => expect(save).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Apply Now' })).toBeEnabled();
    expect(api.requestsTo(DETAIL)).toHaveLength(0);

    await user.click(save);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('asks again as the signed-in user and shows the owner their own actions', async () => {
    const api = stubApi({
      ...SIGNED_IN,
      [DETAIL]: () => jsonResponse(vacancyView({ viewer: viewer({ isOwner: true }) })),
    });
    renderApp(PAGE, { withServerData: withGuestView });

    expect(await screen.findByRole('link', { name: 'View Applications' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save job' })).toBeNull();
    expect(api.requestsTo(DETAIL)).toHaveLength(1);
  });

  it('lets a guest use the page when the session cannot be read', async () => {
    const api = stubApi({
      'GET /api/session': () => jsonResponse({ error: { code: 'x', message: 'down' } }, 503),
      [DETAIL]: () => jsonResponse(vacancyView()),
    });
    renderApp(PAGE, { withServerData: withGuestView });

    const save = await screen.findByRole('button', { name: 'Save job' });
    await vi.waitFor(() => expect(save).toBeEnabled());
    expect(api.requestsTo(DETAIL)).toHaveLength(0);
  });

  it('fetches a vacancy opened inside the app as whoever is signed in', async () => {
    const api = stubApi({ ...GUEST_SESSION, [DETAIL]: () => jsonResponse(vacancyView()) });
    renderApp(PAGE);

    const save = await screen.findByRole('button', { name: 'Save job' });
    await vi.waitFor(() => expect(save).toBeEnabled());
    expect(api.requestsTo(DETAIL)).toHaveLength(1);
  });
});
