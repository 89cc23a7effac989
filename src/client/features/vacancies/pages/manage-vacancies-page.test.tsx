import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, deferred, jsonResponse, renderApp, stubApi } from '../../../testing/render-app';
import { SIGNED_IN, VACANCY_ID, owned, vacancy } from '../testing/job-board-fixtures';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const LIST = 'GET /api/my/vacancies';
const CREATE = 'POST /api/vacancies';

type User = ReturnType<typeof renderApp>['user'];

async function fillForm(user: User, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(label), value);
  }
}

const COMPLETE_FORM = {
  'Job Title': 'Backend Developer',
  Company: 'Acme',
  Location: 'Berlin',
  'Minimum Salary': '4000',
  'Maximum Salary': '6000',
  'Job Description': 'Build payment APIs.',
  Requirements: 'Node.js',
};

describe('Manage Vacancies', () => {
  it("shows the spec's empty text, and Create Vacancy opens and closes the form", async () => {
    const api = stubApi({ ...SIGNED_IN, [LIST]: () => jsonResponse({ vacancies: [] }) });
    const { user } = renderApp('/dashboard/vacancies');

    expect(
      await screen.findByText('No vacancies found. Create your first vacancy to get started!'),
    ).toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Create Vacancy' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Job Title')).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const label of [...Object.keys(COMPLETE_FORM), 'Currency', 'Benefits']) {
      expect(screen.getByLabelText(label)).toBeVisible();
    }
    expect(screen.getByLabelText('Currency')).toHaveValue('USD');
    expect(screen.getByLabelText('Benefits')).toHaveAccessibleDescription('Optional.');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Job Title')).toBeNull();
    expect(toggle).toHaveFocus();
    expect(api.unexpected).toEqual([]);
  });

  it('checks the form before sending: every field but Benefits, whole salaries, min not above max', async () => {
    const api = stubApi({ ...SIGNED_IN, [LIST]: () => jsonResponse({ vacancies: [] }) });
    const { user } = renderApp('/dashboard/vacancies');
    await user.click(await screen.findByRole('button', { name: 'Create Vacancy' }));

    const form = screen.getByRole('group', { name: 'New vacancy' });
    await user.click(within(form).getByRole('button', { name: 'Create Vacancy' }));

    const title = screen.getByLabelText('Job Title');
    expect(title).toHaveFocus();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Please enter the job title.');
    expect(screen.getByLabelText('Company')).toHaveAccessibleDescription(
      'Please enter the company name.',
    );
    // The salary may be left blank (not stated); the hint says so.
    expect(screen.getByLabelText('Minimum Salary')).toHaveAccessibleDescription(
      'Optional: leave both blank to post without a salary.',
    );
    expect(screen.getByLabelText('Requirements')).toHaveAccessibleDescription(
      'Please enter the requirements.',
    );
    expect(screen.getByLabelText('Benefits')).not.toHaveAttribute('aria-invalid', 'true');

    await fillForm(user, { ...COMPLETE_FORM, 'Minimum Salary': '7000.5' });
    await user.click(within(form).getByRole('button', { name: 'Create Vacancy' }));
    expect(screen.getByLabelText('Minimum Salary')).toHaveFocus();
    expect(screen.getByLabelText('Minimum Salary')).toHaveAccessibleDescription(
      'Optional: leave both blank to post without a salary. Salaries must be whole numbers, such as 90000 or 90 000.',
    );

    await user.clear(screen.getByLabelText('Minimum Salary'));
    await user.type(screen.getByLabelText('Minimum Salary'), '7000');
    await user.click(within(form).getByRole('button', { name: 'Create Vacancy' }));
    expect(screen.getByLabelText('Maximum Salary')).toHaveFocus();
    expect(screen.getByLabelText('Maximum Salary')).toHaveAccessibleDescription(
      'The minimum salary cannot be higher than the maximum salary.',
    );

    // One end alone: the other is asked for, or both left blank.
    await user.clear(screen.getByLabelText('Maximum Salary'));
    await user.click(within(form).getByRole('button', { name: 'Create Vacancy' }));
    expect(screen.getByLabelText('Maximum Salary')).toHaveFocus();
    expect(screen.getByLabelText('Maximum Salary')).toHaveAccessibleDescription(
      'Enter the maximum salary too, or leave both salaries blank.',
    );
    expect(api.requestsTo(CREATE)).toHaveLength(0);
  });

  it('posts a vacancy without a salary, or with an hourly one, and lists it so', async () => {
    let vacancies = [owned({ salaryMin: null, salaryMax: null })];
    const api = stubApi({
      ...SIGNED_IN,
      [LIST]: () => jsonResponse({ vacancies }),
      [CREATE]: () => jsonResponse({ vacancy: vacancy() }, 201),
    });
    const { user } = renderApp('/dashboard/vacancies');
    expect(await screen.findByText('Salary not stated')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Create Vacancy' }));
    const { 'Minimum Salary': _min, 'Maximum Salary': _max, ...withoutSalary } = COMPLETE_FORM;
    await fillForm(user, withoutSalary);
    const form = screen.getByRole('group', { name: 'New vacancy' });
    await user.click(within(form).getByRole('button', { name: 'Create Vacancy' }));
    expect(await screen.findByText('Vacancy created')).toBeVisible();
    expect(bodyOf(api.requestsTo(CREATE)[0]?.[1])).toMatchObject({
      salaryMin: null,
      salaryMax: null,
    });

    vacancies = [owned({ salaryMin: 25, salaryMax: 30, currency: 'USD', salaryPeriod: 'hour' })];
    await user.click(screen.getByRole('button', { name: 'Create Vacancy' }));
    await fillForm(user, { ...COMPLETE_FORM, 'Minimum Salary': '25', 'Maximum Salary': '30' });
    await user.selectOptions(screen.getByLabelText('Paid per'), 'Hour');
    await user.click(
      within(screen.getByRole('group', { name: 'New vacancy' })).getByRole('button', {
        name: 'Create Vacancy',
      }),
    );
    expect(await screen.findByText('$25 – $30 an hour')).toBeVisible();
    expect(bodyOf(api.requestsTo(CREATE)[1]?.[1])).toMatchObject({
      salaryMin: 25,
      salaryMax: 30,
      salaryPeriod: 'hour',
    });
  });

  it('takes salaries as people type them, and starts the currency from the language or the latest vacancy', async () => {
    const api = stubApi({
      ...SIGNED_IN,
      [LIST]: () => jsonResponse({ vacancies: [] }),
      [CREATE]: () => jsonResponse({ vacancy: vacancy() }, 201),
    });
    const { user } = renderApp('/dashboard/vacancies');
    await user.click(await screen.findByRole('button', { name: 'Create Vacancy' }));
    // English, no vacancy yet: dollars, not roubles.
    expect(screen.getByLabelText('Currency')).toHaveValue('USD');
    await fillForm(user, {
      ...COMPLETE_FORM,
      'Minimum Salary': '60,000',
      'Maximum Salary': '90 000',
    });
    const form = screen.getByRole('group', { name: 'New vacancy' });
    await user.click(within(form).getByRole('button', { name: 'Create Vacancy' }));
    expect(await screen.findByText('Vacancy created')).toBeVisible();
    expect(bodyOf(api.requestsTo(CREATE)[0]?.[1])).toMatchObject({
      salaryMin: 60000,
      salaryMax: 90000,
      currency: 'USD',
    });
  });

  it('starts a new vacancy in the currency of the employer’s latest one', async () => {
    stubApi({
      ...SIGNED_IN,
      [LIST]: () =>
        jsonResponse({
          vacancies: [
            owned({ id: 'old', currency: 'RUB', createdAt: '2026-01-01T00:00:00.000Z' }),
            owned({ id: 'new', currency: 'EUR', createdAt: '2026-03-01T00:00:00.000Z' }),
          ],
        }),
    });
    const { user } = renderApp('/dashboard/vacancies');
    await screen.findAllByText(/Backend|Developer/);
    await user.click(screen.getByRole('button', { name: 'Create Vacancy' }));
    expect(screen.getByLabelText('Currency')).toHaveValue('EUR');
  });

  it('creates a vacancy, says so, closes the form and lists it', async () => {
    let vacancies: ReturnType<typeof owned>[] = [];
    const answer = deferred<Response>();
    const api = stubApi({
      ...SIGNED_IN,
      [LIST]: () => jsonResponse({ vacancies }),
      [CREATE]: () => answer.promise,
    });
    const { user } = renderApp('/dashboard/vacancies');
    await user.click(await screen.findByRole('button', { name: 'Create Vacancy' }));
    await fillForm(user, { ...COMPLETE_FORM, Benefits: 'Remote Fridays' });
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await user.selectOptions(screen.getByLabelText('Work mode'), 'Remote');
    await user.selectOptions(screen.getByLabelText('Employment type'), 'Contract');
    const form = screen.getByRole('group', { name: 'New vacancy' });
    await user.click(within(form).getByRole('button', { name: 'Create Vacancy' }));

    expect(within(form).getByRole('button', { name: 'Creating…' })).toBeDisabled();
    expect(bodyOf(api.requestsTo(CREATE)[0]?.[1])).toEqual({
      title: 'Backend Developer',
      company: 'Acme',
      location: 'Berlin',
      salaryMin: 4000,
      salaryMax: 6000,
      currency: 'EUR',
      salaryPeriod: 'month',
      description: 'Build payment APIs.',
      requirements: 'Node.js',
      benefits: 'Remote Fridays',
      workMode: 'remote',
      employmentType: 'contract',
      // Left at "Not stated".
      experienceLevel: null,
    });
    vacancies = [owned()];
    answer.resolve(jsonResponse({ vacancy: vacancy() }, 201));

    expect(await screen.findByText('Vacancy created')).toBeVisible();
    expect(screen.getByText('Vacancy created').closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('group', { name: 'New vacancy' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Create Vacancy' })).toHaveFocus();
    expect(await screen.findByRole('link', { name: 'Backend Developer' })).toHaveAttribute(
      'href',
      `/vacancies/${VACANCY_ID}`,
    );
    expect(api.requestsTo(CREATE)).toHaveLength(1);
  });

  it("shows the server's refusal under its field, and the spec's message for other failures", async () => {
    let createAnswer = () =>
      jsonResponse(
        {
          error: {
            code: 'vacancy_location_too_long',
            message: 'The location is too long: use at most 200 characters.',
          },
        },
        400,
      );
    stubApi({
      ...SIGNED_IN,
      [LIST]: () => jsonResponse({ vacancies: [] }),
      [CREATE]: () => createAnswer(),
    });
    const { user } = renderApp('/dashboard/vacancies');
    await user.click(await screen.findByRole('button', { name: 'Create Vacancy' }));
    await fillForm(user, COMPLETE_FORM);
    const form = screen.getByRole('group', { name: 'New vacancy' });
    await user.click(within(form).getByRole('button', { name: 'Create Vacancy' }));

    const location = await screen.findByLabelText('Location');
    expect(await screen.findByText(/The location is too long/)).toBeVisible();
    expect(location).toHaveFocus();
    expect(location).toHaveAccessibleDescription(
      'The location is too long: use at most 200 characters.',
    );
    expect(screen.getByLabelText('Job Title')).toHaveValue('Backend Developer');

    createAnswer = () => new Response(null, { status: 500 });
    await user.click(within(form).getByRole('button', { name: 'Create Vacancy' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Failed to create vacancy');
  });

  it('lists the owner’s vacancies, active first, with salary range, date and counts', async () => {
    stubApi({
      ...SIGNED_IN,
      [LIST]: () =>
        jsonResponse({
          vacancies: [
            owned({ applicationsCount: 2 }),
            owned({
              id: 'v2',
              title: 'Data Analyst',
              location: 'Moscow',
              salaryMin: 150000,
              salaryMax: 200000,
              currency: 'RUB',
              status: 'inactive',
            }),
          ],
        }),
    });
    renderApp('/dashboard/vacancies');

    const region = await screen.findByRole('region', { name: 'Your vacancies' });
    const list = await within(region).findByRole('list');
    const [first, second] = within(list)
      .getAllByRole('listitem')
      .map((item) => within(item));
    expect(first!.getByRole('link', { name: 'Backend Developer' })).toBeVisible();
    expect(first!.getByText('Acme · Berlin')).toBeVisible();
    expect(first!.getByText('€4,000 – €6,000 a month')).toBeVisible();
    expect(first!.getByText('Posted Mar 9, 2026')).toBeVisible();
    expect(first!.getByText('Active')).toBeVisible();
    expect(first!.getByText('2 applications')).toBeVisible();
    expect(first!.getByRole('button', { name: 'Deactivate Backend Developer' })).toBeVisible();
    expect(first!.getByRole('link', { name: 'Edit Backend Developer' })).toHaveAttribute(
      'href',
      `/dashboard/vacancies/edit/${VACANCY_ID}`,
    );
    expect(
      first!.getByRole('link', { name: 'View Applications Backend Developer' }),
    ).toHaveAttribute('href', `/dashboard/vacancies/${VACANCY_ID}/applications`);
    expect(second!.getByText('RUB 150,000–200,000 a month')).toBeVisible();
    expect(second!.getByText('Inactive')).toBeVisible();
    expect(second!.getByRole('button', { name: 'Activate Data Analyst' })).toBeVisible();
  });

  it("toggles a vacancy and says 'Vacancy is now {status}' for 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: 'active' | 'inactive' = 'active';
    const api = stubApi({
      ...SIGNED_IN,
      [LIST]: () => jsonResponse({ vacancies: [owned({ status })] }),
      [`PATCH /api/vacancies/${VACANCY_ID}/status`]: () => {
        status = 'inactive';
        return jsonResponse({ vacancy: vacancy({ status }) });
      },
    });
    const { user } = renderApp('/dashboard/vacancies');

    await user.click(await screen.findByRole('button', { name: 'Deactivate Backend Developer' }));

    expect(await screen.findByText('Vacancy is now inactive')).toBeVisible();
    expect(screen.getByText('Vacancy is now inactive').closest('[role="status"]')).not.toBeNull();
    expect(bodyOf(api.requestsTo(`PATCH /api/vacancies/${VACANCY_ID}/status`)[0]?.[1])).toEqual({
      status: 'inactive',
    });
    expect(await screen.findByRole('button', { name: 'Activate Backend Developer' })).toBeVisible();

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByText('Vacancy is now inactive')).toBeNull();
  });

  it("says 'Failed to update vacancy status' when the toggle fails", async () => {
    stubApi({
      ...SIGNED_IN,
      [LIST]: () => jsonResponse({ vacancies: [owned()] }),
      [`PATCH /api/vacancies/${VACANCY_ID}/status`]: () => new Response(null, { status: 500 }),
    });
    const { user } = renderApp('/dashboard/vacancies');
    await user.click(await screen.findByRole('button', { name: 'Deactivate Backend Developer' }));
    expect(await screen.findByText('Failed to update vacancy status')).toBeVisible();
  });

  it('deletes only after the confirm dialog, and Cancel keeps the vacancy', async () => {
    let vacancies = [owned()];
    const api = stubApi({
      ...SIGNED_IN,
      [LIST]: () => jsonResponse({ vacancies }),
      [`DELETE /api/vacancies/${VACANCY_ID}`]: () => {
        vacancies = [];
        return jsonResponse({ id: VACANCY_ID, isDeleted: true });
      },
    });
    const { user } = renderApp('/dashboard/vacancies');
    const remove = await screen.findByRole('button', { name: 'Delete Backend Developer' });

    await user.click(remove);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Vacancy' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this vacancy? This action cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(remove).toHaveFocus();
    expect(api.requestsTo(`DELETE /api/vacancies/${VACANCY_ID}`)).toHaveLength(0);

    await user.click(remove);
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByText('Vacancy deleted')).toBeVisible();
    expect(
      await screen.findByText('No vacancies found. Create your first vacancy to get started!'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your vacancies' })).toHaveFocus();
    expect(api.requestsTo(`DELETE /api/vacancies/${VACANCY_ID}`)).toHaveLength(1);
  });

  it("says 'Failed to load vacancies' and tries again on request", async () => {
    let isDown = true;
    stubApi({
      ...SIGNED_IN,
      [LIST]: () =>
        isDown ? new Response(null, { status: 500 }) : jsonResponse({ vacancies: [owned()] }),
    });
    const { user } = renderApp('/dashboard/vacancies');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load vacancies');
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Backend Developer' })).toBeVisible();
  });

  it('speaks Russian', async () => {
    localStorage.setItem('language', 'ru');
    stubApi({
      ...SIGNED_IN,
      [LIST]: () =>
        jsonResponse({
          vacancies: [owned({ salaryMin: 100000, salaryMax: 150000, currency: 'RUB' })],
        }),
      [`PATCH /api/vacancies/${VACANCY_ID}/status`]: () =>
        jsonResponse({ vacancy: vacancy({ status: 'inactive' }) }),
    });
    const { user } = renderApp('/dashboard/vacancies');

    expect(await screen.findByText('100 000–150 000 ₽ в месяц')).toBeVisible();
    expect(screen.getByText('Опубликовано 9 мар. 2026 г.')).toBeVisible();
    expect(screen.getByText('0 откликов')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Деактивировать Backend Developer' }));
    expect(await screen.findByText('Вакансия теперь неактивна')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Создать вакансию' }));
    expect(screen.getByLabelText('Название должности')).toBeVisible();
    expect(screen.getByLabelText('Минимальная зарплата')).toBeVisible();
  });
});
