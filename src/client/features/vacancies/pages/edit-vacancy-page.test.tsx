import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, jsonResponse, renderApp, stubApi } from '../../../testing/render-app';
import {
  SIGNED_IN,
  VACANCY_ID,
  owned,
  vacancy,
  vacancyView,
  viewer,
} from '../testing/job-board-fixtures';

afterEach(() => vi.unstubAllGlobals());

const DETAIL = `GET /api/vacancies/${VACANCY_ID}`;
const UPDATE = `PATCH /api/vacancies/${VACANCY_ID}`;
const EDIT_PATH = `/dashboard/vacancies/edit/${VACANCY_ID}`;

describe('Edit vacancy', () => {
  it('starts from the vacancy as stored, saves every field and returns to the list', async () => {
    const api = stubApi({
      ...SIGNED_IN,
      [DETAIL]: () => jsonResponse(vacancyView({ viewer: viewer({ isOwner: true }) })),
      [UPDATE]: () => jsonResponse({ vacancy: vacancy({ title: 'Senior Backend Developer' }) }),
      'GET /api/my/vacancies': () =>
        jsonResponse({ vacancies: [owned({ title: 'Senior Backend Developer' })] }),
    });
    const { router, user } = renderApp(EDIT_PATH);

    expect(
      await screen.findByRole('heading', { name: 'Edit vacancy: Backend Developer' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Job Title')).toHaveValue('Backend Developer');
    expect(screen.getByLabelText('Minimum Salary')).toHaveValue('4000');
    expect(screen.getByLabelText('Currency')).toHaveValue('EUR');
    expect(screen.getByLabelText('Benefits')).toHaveValue('Remote Fridays.');
    expect(screen.getByLabelText('Work mode')).toHaveValue('hybrid');
    expect(screen.getByLabelText('Experience level')).toHaveValue('mid');

    await user.type(screen.getByLabelText('Job Title'), '{Home}Senior ');
    await user.selectOptions(screen.getByLabelText('Experience level'), 'Senior');
    await user.clear(screen.getByLabelText('Maximum Salary'));
    await user.type(screen.getByLabelText('Maximum Salary'), '7000');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Vacancy updated')).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard/vacancies');
    expect(await screen.findByRole('link', { name: 'Senior Backend Developer' })).toBeVisible();
    expect(bodyOf(api.requestsTo(UPDATE)[0]?.[1])).toEqual({
      title: 'Senior Backend Developer',
      company: 'Acme',
      location: 'Berlin',
      salaryMin: 4000,
      salaryMax: 7000,
      currency: 'EUR',
      salaryPeriod: 'month',
      description: vacancy().description,
      requirements: 'Three years of Node.js.',
      benefits: 'Remote Fridays.',
      workMode: 'hybrid',
      employmentType: 'full_time',
      experienceLevel: 'senior',
    });
  });

  it("says 'Failed to update vacancy' when the server fails, keeping the edits", async () => {
    stubApi({
      ...SIGNED_IN,
      [DETAIL]: () => jsonResponse(vacancyView({ viewer: viewer({ isOwner: true }) })),
      [UPDATE]: () => new Response(null, { status: 503 }),
    });
    const { router, user } = renderApp(EDIT_PATH);
    await user.clear(await screen.findByLabelText('Location'));
    await user.type(screen.getByLabelText('Location'), 'Remote');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update vacancy');
    expect(screen.getByLabelText('Location')).toHaveValue('Remote');
    expect(router.state.location.pathname).toBe(EDIT_PATH);
  });

  it('tells anyone but the owner that the vacancy does not exist, with Go Back', async () => {
    stubApi({ ...SIGNED_IN, [DETAIL]: () => jsonResponse(vacancyView({ viewer: viewer() })) });
    const { router, user } = renderApp(EDIT_PATH);

    expect(await screen.findByRole('alert')).toHaveTextContent('Vacancy not found');
    expect(screen.queryByLabelText('Job Title')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(router.state.location.pathname).toBe('/dashboard/vacancies');
  });
});
