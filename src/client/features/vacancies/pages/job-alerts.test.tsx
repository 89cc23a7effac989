import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GUEST_SESSION,
  bodyOf,
  jsonResponse,
  renderApp,
  stubApi,
} from '../../../testing/render-app';
import { SIGNED_IN, listItem } from '../testing/job-board-fixtures';

// Saved searches with alerts (issue 22): saved from the board's URL, managed on the dashboard,
// and the page a mail's unsubscribe link opens.

afterEach(() => vi.unstubAllGlobals());

const SEARCH = 'GET /api/vacancies?q=react&workMode=remote&sort=salary';
const board = (vacancies = [listItem()]) =>
  jsonResponse({
    vacancies,
    total: vacancies.length,
    isTotalCapped: false,
    page: 1,
    pageSize: 20,
    pageCount: 1,
    nextCursor: null,
    previousCursor: null,
    salaryRates: null,
  });

function savedSearch(overrides: Record<string, unknown> = {}) {
  return {
    id: 's1',
    name: 'Remote React',
    query: { q: 'react', workMode: 'remote' },
    frequency: 'daily',
    isPaused: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    lastCheckedAt: '2026-11-24T00:00:00.000Z',
    ...overrides,
  };
}

describe('saving a search from the board', () => {
  it('keeps the filters (not the order) with a name and how often, and links to the alerts', async () => {
    const api = stubApi({
      ...SIGNED_IN,
      [SEARCH]: () => board(),
      'POST /api/saved-searches': () => jsonResponse({ savedSearch: savedSearch() }, 201),
      'GET /api/saved-searches': () => jsonResponse({ savedSearches: [savedSearch()] }),
    });
    const { user } = renderApp('/vacancies?q=react&workMode=remote&sort=salary');
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('react');
    // The form's code arrives on opening; focus follows once it has rendered.
    await waitFor(() => expect(name).toHaveFocus());
    await user.clear(name);
    await user.type(name, 'Remote React');
    await user.selectOptions(screen.getByLabelText('How often'), 'Weekly');
    await user.click(screen.getByRole('button', { name: 'Save search' }));

    expect(
      await screen.findByText(/Search saved\. New matching jobs will come by email/),
    ).toBeVisible();
    expect(bodyOf(api.requestsTo('POST /api/saved-searches')[0]?.[1])).toEqual({
      name: 'Remote React',
      query: { q: 'react', workMode: 'remote' },
      frequency: 'weekly',
    });
    expect(screen.getByRole('link', { name: 'Manage alerts' })).toHaveAttribute(
      'href',
      '/dashboard/saved-jobs#alerts',
    );
  });

  it('sends a guest to sign in first, to come back to the same search', async () => {
    stubApi({ ...GUEST_SESSION, [SEARCH]: () => board() });
    const { router, user } = renderApp('/vacancies?q=react&workMode=remote&sort=salary');
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.state).toMatchObject({
      from: {
        pathname: '/vacancies',
        search: '?q=react&workMode=remote&sort=salary',
        hash: '#save-search',
      },
    });
  });

  it('comes back from signing in with the form open on the same search', async () => {
    stubApi({ ...SIGNED_IN, [SEARCH]: () => board() });
    renderApp('/vacancies?q=react&workMode=remote#save-search');
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('react');
    expect(screen.getByRole('button', { name: 'Save search' })).toBeVisible();
  });
});

describe('job alerts on the dashboard', () => {
  it('lists each alert with its filters, and pauses, renames and deletes after asking', async () => {
    let searches = [savedSearch()];
    const api = stubApi({
      ...SIGNED_IN,
      'GET /api/saved-jobs?filter=all&sort=date': () => jsonResponse({ savedJobs: [] }),
      'GET /api/saved-searches': () => jsonResponse({ savedSearches: searches }),
      'PATCH /api/saved-searches/s1': (init) => {
        searches = [savedSearch({ ...searches[0], ...(bodyOf(init) as object) })];
        return jsonResponse({ savedSearch: searches[0] });
      },
      'DELETE /api/saved-searches/s1': () => {
        searches = [];
        return jsonResponse({ id: 's1', isDeleted: true });
      },
    });
    const { user } = renderApp('/dashboard/saved-jobs');
    const item = within(await screen.findByRole('listitem', { name: 'Remote React' }));
    expect(item.getByText('react · Remote')).toBeVisible();
    expect(item.getByRole('link', { name: 'Open the search' })).toHaveAttribute(
      'href',
      '/vacancies?q=react&workMode=remote',
    );

    await user.click(item.getByRole('button', { name: 'Pause' }));
    expect(await item.findByText('Paused')).toBeVisible();
    expect(bodyOf(api.requestsTo('PATCH /api/saved-searches/s1')[0]?.[1])).toEqual({
      isPaused: true,
    });

    await user.click(item.getByRole('button', { name: 'Rename' }));
    const rename = item.getByLabelText('New name for Remote React');
    await user.clear(rename);
    await user.type(rename, 'React anywhere');
    await user.click(item.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('listitem', { name: 'React anywhere' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this alert?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/No saved searches yet/)).toBeVisible();
  });

  it('is in Russian', async () => {
    localStorage.setItem('language', 'ru');
    stubApi({
      ...SIGNED_IN,
      'GET /api/saved-jobs?filter=all&sort=date': () => jsonResponse({ savedJobs: [] }),
      'GET /api/saved-searches': () =>
        jsonResponse({ savedSearches: [savedSearch({ isPaused: true, frequency: 'weekly' })] }),
    });
    renderApp('/dashboard/saved-jobs');
    expect(await screen.findByRole('heading', { name: 'Оповещения о вакансиях' })).toBeVisible();
    expect(await screen.findByText('Приостановлено')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Возобновить' })).toBeVisible();
    expect(screen.getByText('react · Удалённо')).toBeVisible();
  });
});

describe('the unsubscribe page of a job-board mail', () => {
  const PAGE = '/mail/unsubscribe?user=u1&kind=alerts&token=abc';

  it('changes nothing until the button is pressed, then says what stopped', async () => {
    const api = stubApi({
      ...GUEST_SESSION,
      'POST /api/mail/unsubscribe?user=u1&kind=alerts&token=abc': () =>
        jsonResponse({ unsubscribed: true, kind: 'alerts' }),
    });
    const { user } = renderApp(PAGE);
    expect(
      await screen.findByText('Stop job alert emails? You can turn them back on in your profile.'),
    ).toBeVisible();
    expect(api.fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Stop these emails' }));
    expect(await screen.findByText('Done: you will get no more job alert emails.')).toBeVisible();
  });

  it('says a broken link is invalid, in Russian', async () => {
    localStorage.setItem('language', 'ru');
    stubApi({ ...GUEST_SESSION });
    renderApp('/mail/unsubscribe?user=u1&kind=everything&token=abc');
    expect(await screen.findByText(/Эта ссылка для отписки недействительна/)).toBeVisible();
  });
});
