import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_SESSION, jsonResponse, renderApp, stubApi } from '../../../testing/render-app';
import { VACANCY_ID, listItem } from '../testing/job-board-fixtures';

afterEach(() => vi.unstubAllGlobals());

function page(
  vacancies: ReturnType<typeof listItem>[],
  options: {
    total?: number;
    page?: number;
    pageCount?: number;
    isTotalCapped?: boolean;
    nextCursor?: string;
    previousCursor?: string;
    salaryRates?: { updatedAt: string; perUsd: Record<string, number> };
  } = {},
) {
  return jsonResponse({
    vacancies,
    total: options.total ?? vacancies.length,
    isTotalCapped: options.isTotalCapped ?? false,
    page: options.page ?? 1,
    pageSize: 20,
    pageCount: options.pageCount ?? 1,
    nextCursor: options.nextCursor ?? null,
    previousCursor: options.previousCursor ?? null,
    salaryRates: options.salaryRates ?? null,
  });
}

describe('public vacancy list', () => {
  it('lists active vacancies as cards opening their page, and is linked from the top bar', async () => {
    const api = stubApi({
      ...GUEST_SESSION,
      'GET /api/vacancies': () =>
        page([listItem(), listItem({ id: 'v2', title: 'Data Analyst', company: 'Globex' })]),
    });
    const { user } = renderApp('/');

    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    await within(nav).findByRole('link', { name: 'Sign In' });
    await user.click(within(nav).getByRole('link', { name: 'Vacancies' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Vacancies' })).toBeVisible();
    expect(document.title).toBe('Vacancies · HireReady');
    expect(await screen.findByText('2 vacancies found')).toBeVisible();
    const cards = within(screen.getByRole('region', { name: 'Results' })).getAllByRole('listitem');
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Backend Developer' })).toHaveAttribute(
      'href',
      `/vacancies/${VACANCY_ID}`,
    );
    expect(first.getByText('Acme · Berlin')).toBeVisible();
    // What the vacancy states of its work mode, contract and level, to scan a search by.
    expect(first.getByText('Hybrid · Full-time · Mid level')).toBeVisible();
    expect(first.getByText('€4,000 – €6,000 a month')).toBeVisible();
    expect(first.getByText('Posted Mar 9, 2026')).toBeVisible();
    expect(first.getByText('Build payment APIs with Node.js.')).toBeVisible();
    expect(within(cards[1]!).getByText('Globex · Berlin')).toBeVisible();
    expect(api.unexpected).toEqual([]);
  });

  it('reads the search from the URL, so a shared link shows the same results', async () => {
    const key =
      'GET /api/vacancies?q=payments&location=Berlin&minSalary=5000&currency=EUR&sort=salary&page=2';
    const api = stubApi({
      ...GUEST_SESSION,
      [key]: () => page([listItem()], { total: 21, page: 2, pageCount: 2 }),
    });
    renderApp(
      '/vacancies?q=payments&location=Berlin&minSalary=5000&currency=EUR&sort=salary&page=2',
    );

    expect(await screen.findByText('21 vacancies found')).toBeVisible();
    expect(screen.getByLabelText('Keywords')).toHaveValue('payments');
    expect(screen.getByLabelText('Location')).toHaveValue('Berlin');
    expect(screen.getByLabelText('Minimum salary')).toHaveValue(5000);
    expect(screen.getByLabelText('Currency')).toHaveValue('EUR');
    expect(screen.getByLabelText('Sort by')).toHaveValue('salary');
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
    expect(api.unexpected).toEqual([]);
  });

  it('puts a new search into the URL and starts again at page 1', async () => {
    const api = stubApi({
      ...GUEST_SESSION,
      'GET /api/vacancies?page=3': () => page([listItem()], { total: 60, page: 3, pageCount: 3 }),
      'GET /api/vacancies?q=node&currency=USD': () => page([], { total: 0 }),
      'GET /api/vacancies?q=node&currency=USD&sort=salary': () => page([], { total: 0 }),
    });
    const { router, user } = renderApp('/vacancies?page=3');

    await user.type(await screen.findByLabelText('Keywords'), 'node');
    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('No vacancies match your search.')).toBeVisible();
    expect(router.state.location.search).toBe('?q=node&currency=USD');
    expect(screen.getByText('0 vacancies found')).toHaveAttribute('role', 'status');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'salary');
    expect(router.state.location.search).toBe('?q=node&currency=USD&sort=salary');
    await user.click(screen.getAllByRole('link', { name: 'Clear filters' })[0]!);
    expect(router.state.location.search).toBe('');
    expect(api.requestsTo('GET /api/vacancies?q=node&currency=USD&sort=salary')).toHaveLength(1);
  });

  it('pages through results with links carrying the neighbouring vacancy, focus on the results', async () => {
    stubApi({
      ...GUEST_SESSION,
      'GET /api/vacancies?q=node': () =>
        page([listItem()], { total: 45, pageCount: 3, nextCursor: 'after-v1' }),
      'GET /api/vacancies?q=node&page=2&after=after-v1': () =>
        page([listItem({ id: 'v2', title: 'Data Analyst' })], {
          total: 45,
          page: 2,
          pageCount: 3,
          nextCursor: 'after-v2',
          previousCursor: 'before-v2',
        }),
      'GET /api/vacancies?q=node&page=3&after=after-v2': () =>
        page([listItem({ id: 'v3', title: 'QA Engineer' })], {
          total: 45,
          page: 3,
          pageCount: 3,
          previousCursor: 'before-v3',
        }),
    });
    const { router, user } = renderApp('/vacancies?q=node');

    expect(await screen.findByText('Page 1 of 3')).toBeVisible();
    const pages = () => screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages()).queryByRole('link', { name: 'Previous page' })).toBeNull();
    await user.click(within(pages()).getByRole('link', { name: 'Next page' }));

    expect(await screen.findByRole('link', { name: 'Data Analyst' })).toBeVisible();
    expect(router.state.location.search).toBe('?q=node&page=2&after=after-v1');
    expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus();
    // Back to page 1 is the search itself, not a cursor.
    expect(within(pages()).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/vacancies?q=node',
    );
    await user.click(within(pages()).getByRole('link', { name: 'Next page' }));

    expect(await screen.findByRole('link', { name: 'QA Engineer' })).toBeVisible();
    expect(screen.getByText('Page 3 of 3')).toBeVisible();
    expect(within(pages()).queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(within(pages()).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/vacancies?q=node&page=2&before=before-v3',
    );
  });

  it('says when nothing has been posted yet', async () => {
    stubApi({ ...GUEST_SESSION, 'GET /api/vacancies': () => page([]) });
    renderApp('/vacancies');
    expect(await screen.findByText('No vacancies have been posted yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Post a vacancy' })).toHaveAttribute(
      'href',
      '/dashboard/vacancies',
    );
  });

  it("says 'Failed to load vacancies' and offers a retry", async () => {
    let isDown = true;
    stubApi({
      ...GUEST_SESSION,
      'GET /api/vacancies': () =>
        isDown ? new Response(null, { status: 500 }) : page([listItem()]),
    });
    const { user } = renderApp('/vacancies');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load vacancies');
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Backend Developer' })).toBeVisible();
  });

  it("shows the server's words for a filter it refuses, with a way to clear it", async () => {
    const message = 'Some filters are not valid. Please check them and try again.';
    stubApi({
      ...GUEST_SESSION,
      'GET /api/vacancies?page=abc': () =>
        jsonResponse({ error: { code: 'list_filter_invalid', message } }, 400),
    });
    renderApp('/vacancies?page=abc');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(
      within(screen.getByRole('region', { name: 'Results' })).getByRole('link', {
        name: 'Clear filters',
      }),
    ).toHaveAttribute('href', '/vacancies');
  });

  it('filters by work mode, employment type and level, kept in the URL', async () => {
    stubApi({
      ...GUEST_SESSION,
      'GET /api/vacancies': () => page([listItem()]),
      'GET /api/vacancies?workMode=remote&employmentType=contract&experienceLevel=senior': () =>
        page([listItem({ title: 'Remote contract' })]),
    });
    const { router, user } = renderApp('/vacancies');
    await user.selectOptions(await screen.findByLabelText('Work mode'), 'Remote');
    await user.selectOptions(screen.getByLabelText('Employment type'), 'Contract');
    await user.selectOptions(screen.getByLabelText('Experience level'), 'Senior');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('link', { name: 'Remote contract' })).toBeVisible();
    expect(router.state.location.search).toBe(
      '?workMode=remote&employmentType=contract&experienceLevel=senior',
    );
    expect(screen.getByLabelText('Work mode')).toHaveValue('remote');
  });

  it('asks for a currency before searching by a minimum salary, keeping what was typed', async () => {
    const api = stubApi({
      ...GUEST_SESSION,
      'GET /api/vacancies': () => page([listItem()]),
      'GET /api/vacancies?minSalary=90000&currency=EUR': () => page([]),
    });
    const { router, user } = renderApp('/vacancies');
    await user.type(await screen.findByLabelText(/Minimum salary/), '90000');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const currency = screen.getByLabelText('Currency');
    expect(currency).toHaveAccessibleDescription(/Choose a currency for the minimum salary/);
    expect(currency).toHaveFocus();
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText(/Minimum salary/)).toHaveValue(90000);

    await user.selectOptions(currency, 'EUR');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No vacancies match your search.')).toBeVisible();
    expect(router.state.location.search).toBe('?minSalary=90000&currency=EUR');
    expect(api.requestsTo('GET /api/vacancies?minSalary=90000&currency=EUR')).toHaveLength(1);
  });

  it('searches by an hourly minimum, saying pay is compared per year', async () => {
    const api = stubApi({
      ...GUEST_SESSION,
      'GET /api/vacancies': () => page([listItem()]),
      'GET /api/vacancies?minSalary=25&currency=USD&period=hour': () =>
        page([listItem({ salaryMin: 40, salaryMax: 45, currency: 'USD', salaryPeriod: 'hour' })]),
    });
    const { router, user } = renderApp('/vacancies');
    const minimum = await screen.findByLabelText(/Minimum salary/);
    expect(minimum).toHaveAccessibleDescription(/compared per year/);
    await user.type(minimum, '25');
    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    await user.selectOptions(screen.getByLabelText('Paid per'), 'Hour');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('$40 – $45 an hour')).toBeVisible();
    expect(router.state.location.search).toBe('?minSalary=25&currency=USD&period=hour');
    expect(api.unexpected).toEqual([]);
  });

  it('states the rates salaries in different currencies were compared at', async () => {
    const rates = { updatedAt: '2026-11-01T00:00:00.000Z', perUsd: { EUR: 0.87, RUB: 80, USD: 1 } };
    stubApi({
      ...GUEST_SESSION,
      'GET /api/vacancies?sort=salary': () => page([listItem()], { salaryRates: rates }),
    });
    renderApp('/vacancies?sort=salary');
    expect(
      await screen.findByText(
        /compared per year \(an hour as 2,080 a year, a month as 12\), in US dollars at reference rates of Nov 1, 2026: 1 USD = 0.87 EUR = 80 RUB\. Vacancies without a salary come last\./,
      ),
    ).toBeVisible();
  });

  it('is in Russian', async () => {
    localStorage.setItem('language', 'ru');
    stubApi({
      ...GUEST_SESSION,
      'GET /api/vacancies': () => page([listItem(), listItem({ id: 'v2' })], { total: 22 }),
    });
    const { user } = renderApp('/vacancies');

    expect(await screen.findByText('Найдено 22 вакансии')).toBeVisible();
    expect(screen.getByRole('search', { name: 'Поиск вакансий' })).toBeVisible();
    expect(screen.getByLabelText('Ключевые слова')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Найти' })).toBeVisible();
    expect(screen.getAllByText('Опубликовано 9 мар. 2026 г.')).toHaveLength(2);
    expect(screen.getByLabelText('Формат работы')).toBeVisible();
    expect(screen.getByRole('option', { name: 'Удалённо' })).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Минимальная зарплата/), '150000');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    expect(screen.getByLabelText('Валюта')).toHaveAccessibleDescription(
      /Выберите валюту для минимальной зарплаты/,
    );
  });
});
