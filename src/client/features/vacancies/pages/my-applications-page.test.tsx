import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, stubApi } from '../../../testing/render-app';
import { SIGNED_IN, VACANCY_ID, ownApplication } from '../testing/job-board-fixtures';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/my/applications';
/** The tracker above the board's applications, with nothing of the seeker's own in it. */
const NO_TRACKED = { 'GET /api/tracker': () => jsonResponse({ items: [] }) };

describe('My Applications', () => {
  it("shows each application's status, and says when its vacancy is inactive or removed", async () => {
    const api = stubApi({
      ...SIGNED_IN,
      ...NO_TRACKED,
      [LIST]: () =>
        jsonResponse({
          applications: [
            ownApplication({ status: 'interview' }),
            ownApplication({
              id: 'a2',
              status: 'reviewed',
              vacancy: { id: 'v2', title: 'Data Analyst', status: 'inactive' },
            }),
            ownApplication({
              id: 'a3',
              vacancy: { id: null, title: 'QA Engineer', status: 'removed' },
            }),
          ],
        }),
    });
    renderApp('/dashboard/applications');

    expect(await screen.findByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
    const sidebar = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(sidebar).getByRole('link', { name: 'My Applications' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const first = await screen.findByRole('link', { name: 'Backend Developer' });
    expect(first).toHaveAttribute('href', `/vacancies/${VACANCY_ID}`);
    const [active, inactive, removed] = within(first.closest('ul')!)
      .getAllByRole('listitem')
      .map((item) => within(item));
    expect(active!.getByText('Interview')).toBeVisible();
    expect(active!.getByText('Applied Mar 11, 2026')).toBeVisible();
    expect(inactive!.getByText('Reviewed')).toBeVisible();
    expect(inactive!.getByText('This vacancy is no longer active.')).toBeVisible();
    expect(inactive!.queryByRole('link')).toBeNull();
    expect(removed!.getByText('QA Engineer')).toBeVisible();
    expect(removed!.getByText('Vacancy removed')).toBeVisible();
    expect(document.title).toBe('My Applications · HireReady');
    expect(api.unexpected).toEqual([]);
  });

  it('shows what was sent with each application: the letter and the resume to download', async () => {
    stubApi({
      ...SIGNED_IN,
      ...NO_TRACKED,
      [LIST]: () =>
        jsonResponse({
          applications: [
            ownApplication({
              coverLetter: 'I built payment APIs for five years.',
              resume: { fileName: 'anna.pdf', url: '/api/applications/application-1/resume' },
            }),
            ownApplication({ id: 'a2', vacancy: { id: 'v2', title: 'Data Analyst' } }),
          ],
        }),
    });
    const { user } = renderApp('/dashboard/applications');
    const first = await screen.findByRole('link', { name: 'Backend Developer' });
    const [withBoth, withNone] = within(first.closest('ul')!)
      .getAllByRole('listitem')
      .map((item) => within(item));
    await user.click(withBoth!.getByText('What you sent'));
    expect(withBoth!.getByText('I built payment APIs for five years.')).toBeVisible();
    expect(withBoth!.getByRole('link', { name: 'Download anna.pdf' })).toHaveAttribute(
      'href',
      '/api/applications/application-1/resume',
    );
    await user.click(withNone!.getByText('What you sent'));
    expect(withNone!.getByText('No cover letter.')).toBeVisible();
    expect(withNone!.getByText('No resume attached.')).toBeVisible();
  });

  it('says when there are none yet, pointing to the board', async () => {
    stubApi({ ...SIGNED_IN, ...NO_TRACKED, [LIST]: () => jsonResponse({ applications: [] }) });
    renderApp('/dashboard/applications');

    expect(await screen.findByText('You have not applied to any vacancies yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse vacancies' })).toHaveAttribute(
      'href',
      '/vacancies',
    );
  });

  it("says 'Failed to load your applications'", async () => {
    stubApi({ ...SIGNED_IN, ...NO_TRACKED, [LIST]: () => new Response(null, { status: 500 }) });
    renderApp('/dashboard/applications');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your applications');
  });

  it('is in Russian', async () => {
    localStorage.setItem('language', 'ru');
    stubApi({
      ...SIGNED_IN,
      ...NO_TRACKED,
      [LIST]: () =>
        jsonResponse({
          applications: [ownApplication({ vacancy: { status: 'removed', id: null } })],
        }),
    });
    renderApp('/dashboard/applications');

    expect(await screen.findByText('Вакансия удалена')).toBeVisible();
    expect(screen.getByText('На рассмотрении')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Мои отклики' })).toBeVisible();
  });
});
