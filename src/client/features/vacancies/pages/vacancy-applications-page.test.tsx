import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationStatus } from '../../../../shared/schemas/vacancies';
import { bodyOf, jsonResponse, renderApp, stubApi } from '../../../testing/render-app';
import { SIGNED_IN, VACANCY_ID, applicant } from '../testing/job-board-fixtures';

afterEach(() => vi.unstubAllGlobals());

const LIST = `GET /api/vacancies/${VACANCY_ID}/applications`;
const PAGE = `/dashboard/vacancies/${VACANCY_ID}/applications`;
const VACANCY = { id: VACANCY_ID, title: 'Backend Developer', status: 'active' };

describe("the owner's applications page", () => {
  it('lists applicants with name, email, date, cover letter and resume', async () => {
    const api = stubApi({
      ...SIGNED_IN,
      [LIST]: () =>
        jsonResponse({
          vacancy: VACANCY,
          applications: [
            applicant(),
            applicant({
              id: 'application-2',
              coverLetter: null,
              status: 'rejected',
              applicant: { name: 'Clara', email: 'clara@example.com' },
              resume: { fileName: 'clara-cv.pdf', url: '/api/applications/application-2/resume' },
            }),
          ],
        }),
    });
    renderApp(PAGE);

    expect(
      await screen.findByRole('heading', { name: 'Applications: Backend Developer' }),
    ).toBeVisible();
    const boris = within(screen.getByRole('listitem', { name: 'Boris' }));
    expect(boris.getByRole('link', { name: 'boris@example.com' })).toHaveAttribute(
      'href',
      'mailto:boris@example.com',
    );
    expect(boris.getByText('Applied Mar 11, 2026')).toBeVisible();
    expect(boris.getByText('I have built payment systems for five years.')).toBeVisible();
    expect(boris.getByText('No resume attached.')).toBeVisible();
    expect(boris.getByRole('combobox', { name: 'Status Boris' })).toHaveDisplayValue('Pending');
    const clara = within(screen.getByRole('listitem', { name: 'Clara' }));
    expect(clara.getByText('No cover letter.')).toBeVisible();
    expect(clara.getByRole('link', { name: 'Download clara-cv.pdf' })).toHaveAttribute(
      'href',
      '/api/applications/application-2/resume',
    );
    expect(clara.getByRole('combobox', { name: 'Status Clara' })).toHaveDisplayValue('Rejected');
    expect(screen.getByRole('link', { name: 'View the vacancy' })).toHaveAttribute(
      'href',
      `/vacancies/${VACANCY_ID}`,
    );
    expect(api.unexpected).toEqual([]);
  });

  it('moves an application along the pipeline and says so', async () => {
    let status: ApplicationStatus = 'pending';
    const api = stubApi({
      ...SIGNED_IN,
      [LIST]: () => jsonResponse({ vacancy: VACANCY, applications: [applicant({ status })] }),
      'PATCH /api/applications/application-1': (init) => {
        status = (bodyOf(init) as { status: ApplicationStatus }).status;
        return jsonResponse({ application: { ...applicant({ status }) } });
      },
    });
    const { user } = renderApp(PAGE);

    const select = await screen.findByRole('combobox', { name: 'Status Boris' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pending', 'Reviewed', 'Interview', 'Offer', 'Hired', 'Rejected']);
    await user.selectOptions(select, 'interview');

    expect(await screen.findByText('Boris: the application is now “Interview”')).toBeVisible();
    expect(select).toHaveDisplayValue('Interview');
    expect(bodyOf(api.requestsTo('PATCH /api/applications/application-1')[0]?.[1])).toEqual({
      status: 'interview',
    });
  });

  it('asks before rejecting, and any change can be undone', async () => {
    let status: ApplicationStatus = 'interview';
    const api = stubApi({
      ...SIGNED_IN,
      [LIST]: () => jsonResponse({ vacancy: VACANCY, applications: [applicant({ status })] }),
      'PATCH /api/applications/application-1': (init) => {
        status = (bodyOf(init) as { status: ApplicationStatus }).status;
        return jsonResponse({ application: { ...applicant({ status }) } });
      },
    });
    const { user } = renderApp(PAGE);
    const patches = () =>
      api
        .requestsTo('PATCH /api/applications/application-1')
        .map((request) => (bodyOf(request[1]) as { status: string }).status);

    const select = await screen.findByRole('combobox', { name: 'Status Boris' });
    await user.selectOptions(select, 'rejected');
    // Nothing is sent until the rejection is confirmed; "Keep the status" leaves it as it was.
    const ask = screen.getByRole('group', { name: 'Reject Boris?' });
    expect(within(ask).getByText('Reject Boris? They will get a mail saying so.')).toBeVisible();
    expect(patches()).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Keep the status' }));
    expect(select).toHaveDisplayValue('Interview');
    expect(patches()).toEqual([]);

    await user.selectOptions(select, 'rejected');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Boris: the application is now “Rejected”')).toBeVisible();
    expect(patches()).toEqual(['rejected']);

    // Undone: back where it was, and the applicant is mailed only about where it settles.
    await user.click(screen.getByRole('button', { name: 'Undo: Boris back to “Interview”' }));
    expect(await screen.findByText('Boris: the application is now “Interview”')).toBeVisible();
    expect(patches()).toEqual(['rejected', 'interview']);
    expect(select).toHaveDisplayValue('Interview');
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
  });

  it("says 'Failed to update application status' and shows the status as it was", async () => {
    stubApi({
      ...SIGNED_IN,
      [LIST]: () => jsonResponse({ vacancy: VACANCY, applications: [applicant()] }),
      'PATCH /api/applications/application-1': () => new Response(null, { status: 500 }),
    });
    const { user } = renderApp(PAGE);

    const select = await screen.findByRole('combobox', { name: 'Status Boris' });
    await user.selectOptions(select, 'offer');
    expect(await screen.findByText('Failed to update application status')).toBeVisible();
    expect(select).toHaveDisplayValue('Pending');
  });

  it('says when nobody has applied yet', async () => {
    stubApi({
      ...SIGNED_IN,
      [LIST]: () => jsonResponse({ vacancy: VACANCY, applications: [] }),
    });
    renderApp(PAGE);
    expect(await screen.findByText(/No applications yet/)).toBeVisible();
  });

  it('tells anyone but the owner that the vacancy does not exist', async () => {
    stubApi({
      ...SIGNED_IN,
      [LIST]: () =>
        jsonResponse({ error: { code: 'vacancy_not_found', message: 'Vacancy not found' } }, 404),
    });
    renderApp(PAGE);
    expect(await screen.findByRole('alert')).toHaveTextContent('Vacancy not found');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeVisible();
  });

  it('is in Russian', async () => {
    localStorage.setItem('language', 'ru');
    stubApi({
      ...SIGNED_IN,
      [LIST]: () =>
        jsonResponse({
          vacancy: VACANCY,
          applications: [
            applicant(),
            applicant({
              id: 'application-2',
              applicant: { name: 'Clara', email: 'clara@example.com' },
              resume: { fileName: 'clara.pdf', url: '/api/applications/application-2/resume' },
            }),
          ],
        }),
    });
    renderApp(PAGE);

    expect(
      await screen.findByRole('heading', { name: 'Отклики: Backend Developer' }),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Статус Boris' })).toHaveDisplayValue(
      'На рассмотрении',
    );
    expect(screen.getByText('Резюме не приложено.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Скачать clara.pdf' })).toBeVisible();
  });
});
