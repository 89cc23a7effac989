import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, stubApi } from '../../../testing/render-app';
import {
  SIGNED_IN,
  VACANCY_ID,
  savedJob,
  vacancyView,
  viewer,
  NO_SAVED_SEARCHES,
} from '../testing/job-board-fixtures';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/saved-jobs?filter=all&sort=date';

describe('Saved Jobs', () => {
  it('shows each saved job as it is now, flagging deactivated and deleted vacancies', async () => {
    const api = stubApi({
      ...SIGNED_IN,
      ...NO_SAVED_SEARCHES,
      [LIST]: () =>
        jsonResponse({
          savedJobs: [
            savedJob(),
            savedJob({
              id: 'saved-2',
              applicationStatus: 'interview',
              vacancy: { id: 'v2', title: 'Data Analyst', status: 'inactive' },
            }),
            savedJob({
              id: 'saved-3',
              vacancy: { id: null, title: 'QA Engineer', status: 'removed' },
            }),
          ],
        }),
    });
    renderApp('/dashboard/saved-jobs');

    const firstTitle = await screen.findByRole('link', { name: 'Backend Developer' });
    const cards = within(firstTitle.closest('ul')!).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const [active, inactive, removed] = cards.map((card) => within(card));
    expect(active!.getByRole('link', { name: 'Backend Developer' })).toHaveAttribute(
      'href',
      `/vacancies/${VACANCY_ID}`,
    );
    expect(active!.getByText('Acme · Berlin')).toBeVisible();
    expect(active!.getByText('€4,000 – €6,000 a month')).toBeVisible();
    expect(active!.getByText('Saved Mar 10, 2026')).toBeVisible();
    expect(active!.getByText('Build payment APIs with Node.js.')).toBeVisible();
    expect(active!.getByRole('link', { name: 'Apply Now Backend Developer' })).toHaveAttribute(
      'href',
      `/vacancies/${VACANCY_ID}#apply`,
    );
    expect(active!.getByRole('link', { name: 'Practice an interview for this job' })).toBeVisible();

    expect(inactive!.getByText('This vacancy has been deactivated.')).toBeVisible();
    expect(inactive!.queryByRole('link', { name: 'Data Analyst' })).toBeNull();
    expect(inactive!.getByText('Interview')).toBeVisible();
    expect(inactive!.queryByRole('link', { name: /Apply Now/ })).toBeNull();
    expect(removed!.getByText('This vacancy has been deleted.')).toBeVisible();
    expect(removed!.getByRole('button', { name: 'Remove QA Engineer' })).toBeVisible();
    expect(api.unexpected).toEqual([]);
  });

  it('filters and sorts through the URL', async () => {
    const api = stubApi({
      ...SIGNED_IN,
      ...NO_SAVED_SEARCHES,
      [LIST]: () => jsonResponse({ savedJobs: [savedJob()] }),
      'GET /api/saved-jobs?filter=recent&sort=date': () => jsonResponse({ savedJobs: [] }),
      'GET /api/saved-jobs?filter=recent&sort=company': () => jsonResponse({ savedJobs: [] }),
      'GET /api/saved-jobs?filter=applied&sort=company': () =>
        jsonResponse({ savedJobs: [savedJob({ applicationStatus: 'pending' })] }),
    });
    const { router, user } = renderApp('/dashboard/saved-jobs');

    const filter = await screen.findByLabelText('Show');
    expect(filter).toHaveValue('all');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Jobs', 'Recent', 'Applied']);
    const sort = screen.getByLabelText('Sort');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sort by Date', 'Sort by Salary', 'Sort by Company']);

    await user.selectOptions(filter, 'recent');
    expect(await screen.findByText('No saved jobs match this filter.')).toBeVisible();
    expect(router.state.location.search).toBe('?filter=recent');
    await user.selectOptions(sort, 'company');
    expect(router.state.location.search).toBe('?filter=recent&sort=company');
    await user.selectOptions(filter, 'applied');
    expect(await screen.findByText('Pending')).toBeVisible();
    expect(api.requestsTo('GET /api/saved-jobs?filter=applied&sort=company')).toHaveLength(1);
    expect(api.unexpected).toEqual([]);
  });

  it("removes a card, saying so, and says 'Failed to remove job' when it cannot", async () => {
    let savedJobs = [savedJob(), savedJob({ id: 'saved-2', vacancy: { title: 'Data Analyst' } })];
    let isDown = false;
    stubApi({
      ...SIGNED_IN,
      ...NO_SAVED_SEARCHES,
      [LIST]: () => jsonResponse({ savedJobs }),
      'DELETE /api/saved-jobs/saved-1': () => {
        savedJobs = savedJobs.slice(1);
        return jsonResponse({ id: 'saved-1', isRemoved: true });
      },
      'DELETE /api/saved-jobs/saved-2': () =>
        isDown ? new Response(null, { status: 500 }) : jsonResponse({}),
    });
    const { user } = renderApp('/dashboard/saved-jobs');

    await user.click(await screen.findByRole('button', { name: 'Remove Backend Developer' }));
    expect(await screen.findByText('Removed from saved jobs')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove Backend Developer' })).toBeNull();

    isDown = true;
    await user.click(screen.getByRole('button', { name: 'Remove Data Analyst' }));
    expect(await screen.findByText('Failed to remove job')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove Data Analyst' })).toBeVisible();
  });

  it("shows the spec's empty text", async () => {
    stubApi({ ...SIGNED_IN, ...NO_SAVED_SEARCHES, [LIST]: () => jsonResponse({ savedJobs: [] }) });
    renderApp('/dashboard/saved-jobs');

    expect(await screen.findByRole('heading', { name: 'No saved jobs' })).toBeVisible();
    expect(screen.getByText("Start saving jobs you're interested in!")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse vacancies' })).toHaveAttribute(
      'href',
      '/vacancies',
    );
  });

  it("says 'Failed to load saved jobs'", async () => {
    stubApi({
      ...SIGNED_IN,
      ...NO_SAVED_SEARCHES,
      [LIST]: () => new Response(null, { status: 500 }),
    });
    renderApp('/dashboard/saved-jobs');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load saved jobs');
  });

  it('Apply Now opens the vacancy with the application form', async () => {
    stubApi({
      ...SIGNED_IN,
      ...NO_SAVED_SEARCHES,
      [LIST]: () => jsonResponse({ savedJobs: [savedJob()] }),
      [`GET /api/vacancies/${VACANCY_ID}`]: () =>
        jsonResponse(vacancyView({ viewer: viewer({ isSaved: true }) })),
    });
    const { user } = renderApp('/dashboard/saved-jobs');

    await user.click(await screen.findByRole('link', { name: 'Apply Now Backend Developer' }));
    // The form focuses its first field in an effect, which may run just after the field appears.
    const coverLetter = await screen.findByLabelText('Cover letter');
    await waitFor(() => expect(coverLetter).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Remove from saved jobs' })).toBeVisible();
  });

  it('is in Russian', async () => {
    localStorage.setItem('language', 'ru');
    stubApi({ ...SIGNED_IN, ...NO_SAVED_SEARCHES, [LIST]: () => jsonResponse({ savedJobs: [] }) });
    renderApp('/dashboard/saved-jobs');

    expect(await screen.findByRole('heading', { name: 'Нет сохранённых вакансий' })).toBeVisible();
    expect(screen.getByLabelText('Показать')).toHaveDisplayValue('Все вакансии');
    expect(screen.getByLabelText('Сортировка')).toHaveDisplayValue('По дате');
  });
});
