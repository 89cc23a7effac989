import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vacancies } from '../../db/schema';
import { type TestApp, createTestApp } from '../../../../tests/support/test-app';
import {
  BACKEND_VACANCY,
  type Person,
  RUSSIAN_VACANCY,
  call,
  postVacancy,
  seedVacancies,
  signUp,
} from './test-fixtures';
import { createCurrencyRatesRepository } from './currency-rates.repository';
import { vacancySearchSchema } from '../../../shared/schemas/vacancies';
import { createVacancySearchRepository } from './vacancy-search.repository';

// The public board: full-text search in English and Russian, filters, sorting and pages.

let t: TestApp;
let owner: Person;
beforeEach(async () => {
  t = await createTestApp();
  owner = await signUp(t, 'Olga');
});
afterEach(async () => {
  await t.close();
});

async function search(query: string, language = 'en') {
  const res = await call(t, { method: 'GET', path: `/api/vacancies${query}`, language });
  return res;
}

async function titlesFound(query: string): Promise<string[]> {
  const res = await search(query);
  expect(res.status).toBe(200);
  return res.body.vacancies.map((vacancy: { title: string }) => vacancy.title);
}

describe('GET /api/vacancies: who sees what', () => {
  it('lists active vacancies to a guest, newest first, with an excerpt and page info', async () => {
    const first = await postVacancy(t, owner, { ...BACKEND_VACANCY, title: 'First' });
    const second = await postVacancy(t, owner, { ...BACKEND_VACANCY, title: 'Second' });
    const res = await search('');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      vacancies: [
        {
          id: second.id,
          title: 'Second',
          company: BACKEND_VACANCY.company,
          location: BACKEND_VACANCY.location,
          salaryMin: BACKEND_VACANCY.salaryMin,
          salaryMax: BACKEND_VACANCY.salaryMax,
          currency: BACKEND_VACANCY.currency,
          salaryPeriod: 'month',
          workMode: 'hybrid',
          employmentType: 'full_time',
          experienceLevel: 'mid',
          status: 'active',
          excerpt: BACKEND_VACANCY.description,
          createdAt: second.createdAt,
          updatedAt: second.updatedAt,
        },
        expect.objectContaining({ id: first.id, title: 'First' }),
      ],
      total: 2,
      isTotalCapped: false,
      page: 1,
      pageSize: 20,
      pageCount: 1,
      nextCursor: null,
      previousCursor: null,
      salaryRates: null,
    });
  });

  it('never lists an inactive vacancy, not even to its owner', async () => {
    await postVacancy(t, owner, { ...BACKEND_VACANCY, title: 'Open' });
    const closed = await postVacancy(t, owner, { ...BACKEND_VACANCY, title: 'Closed' });
    await call(t, {
      method: 'PATCH',
      path: `/api/vacancies/${closed.id}/status`,
      who: owner,
      body: { status: 'inactive' },
    });
    expect(await titlesFound('')).toEqual(['Open']);
    const asOwner = await call(t, { method: 'GET', path: '/api/vacancies', who: owner });
    expect(asOwner.body.total).toBe(1);
  });

  it('shortens a long description to an excerpt cut at a word', async () => {
    const words = 'Build reliable payment services for our customers. '.repeat(20);
    await postVacancy(t, owner, { ...BACKEND_VACANCY, description: words });
    const [item] = (await search('')).body.vacancies;
    expect(item.excerpt.length).toBeLessThanOrEqual(301);
    expect(item.excerpt.endsWith('…')).toBe(true);
    expect(words.startsWith(item.excerpt.slice(0, -1))).toBe(true);
    expect(words[item.excerpt.length - 1]).toBe(' ');
  });
});

describe('GET /api/vacancies?q= (full-text search)', () => {
  beforeEach(async () => {
    await postVacancy(t, owner, BACKEND_VACANCY);
    await postVacancy(t, owner, RUSSIAN_VACANCY);
    await postVacancy(t, owner, {
      ...BACKEND_VACANCY,
      title: 'Тестировщик',
      company: 'Лютик',
      location: 'Казань',
      description: 'Нужен инженер по автотестам, который раньше был разработчиком.',
      requirements: 'Знание Python.',
    });
  });

  it('finds a vacancy by a word from its description, in English', async () => {
    expect(await titlesFound('?q=transactions')).toEqual(['Backend Developer']);
  });

  it('finds English words by their stem: "payment service developers"', async () => {
    expect(await titlesFound('?q=payment%20service%20developers')).toEqual(['Backend Developer']);
  });

  it('finds a vacancy by a word from its description, in Russian', async () => {
    expect(await titlesFound(`?q=${encodeURIComponent('опытного')}`)).toEqual([
      'Ведущий разработчик',
    ]);
  });

  it('finds Russian words by their stem: "разработчика" matches "разработчик" and "разработчиком"', async () => {
    expect(await titlesFound(`?q=${encodeURIComponent('разработчика')}`)).toEqual([
      'Тестировщик',
      'Ведущий разработчик',
    ]);
    expect(await titlesFound(`?q=${encodeURIComponent('платежами')}`)).toEqual([
      'Ведущий разработчик',
    ]);
  });

  it('searches the title, company, location and requirements too', async () => {
    expect(await titlesFound(`?q=${encodeURIComponent('Ромашка')}`)).toEqual([
      'Ведущий разработчик',
    ]);
    expect(await titlesFound(`?q=${encodeURIComponent('казани')}`)).toEqual(['Тестировщик']);
    expect(await titlesFound('?q=python')).toEqual(['Тестировщик']);
    expect(await titlesFound('?q=PostgreSQL')).toEqual([
      'Ведущий разработчик',
      'Backend Developer',
    ]);
  });

  it('needs every word to match, and takes "quotes" and -exclusions', async () => {
    expect(await titlesFound('?q=postgresql%20transactions')).toEqual(['Backend Developer']);
    expect(await titlesFound('?q=postgresql%20-transactions')).toEqual(['Ведущий разработчик']);
    expect(await titlesFound('?q=%22payment%20services%22')).toEqual(['Backend Developer']);
  });

  it('finds a search of stop words only ("IT") by exact words in titles and companies', async () => {
    await postVacancy(t, owner, { ...BACKEND_VACANCY, title: 'IT Support Specialist' });
    expect(await titlesFound('?q=IT')).toEqual(['IT Support Specialist']);
    expect(await titlesFound('?q=it%20support')).toEqual(['IT Support Specialist']);
  });

  it('answers an empty page when nothing matches', async () => {
    const res = await search('?q=blockchain');
    expect(res.body).toMatchObject({ vacancies: [], total: 0, pageCount: 0 });
  });

  it.each(['"', '!!!', "'", '&|:*', '-', 'в и на', '<script>'])(
    'treats %j as text, never as a query error',
    async (q) => {
      const res = await search(`?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
    },
  );

  it('treats an empty q as no search', async () => {
    expect(await titlesFound('?q=%20')).toHaveLength(3);
  });
});

describe('GET /api/vacancies: filters', () => {
  beforeEach(async () => {
    await seedVacancies(t, owner.id, [
      {
        title: 'Berlin EUR',
        location: 'Berlin, Germany',
        salaryMin: 4000,
        salaryMax: 6000,
        currency: 'EUR',
      },
      {
        title: 'Moscow RUB',
        location: 'Москва',
        salaryMin: 200_000,
        salaryMax: 300_000,
        currency: 'RUB',
      },
      {
        title: 'Remote USD',
        location: 'Remote (100% async)',
        salaryMin: 5000,
        salaryMax: 9000,
        currency: 'USD',
      },
    ]);
  });

  it('filters by location, ignoring case, anywhere in the text', async () => {
    expect(await titlesFound('?location=germany')).toEqual(['Berlin EUR']);
    expect(await titlesFound(`?location=${encodeURIComponent('москва')}`)).toEqual(['Moscow RUB']);
  });

  it('takes % and _ in a location literally', async () => {
    expect(await titlesFound('?location=100%25')).toEqual(['Remote USD']);
    expect(await titlesFound('?location=%25')).toEqual(['Remote USD']);
    expect(await titlesFound('?location=_')).toEqual([]);
  });

  it('filters by minimum salary within the chosen currency: a range reaching the amount qualifies', async () => {
    expect(await titlesFound('?minSalary=6000&currency=EUR')).toEqual(['Berlin EUR']);
    expect(await titlesFound('?minSalary=6001&currency=EUR')).toEqual([]);
    // 90,000 roubles is not 90,000 euros: the RUB vacancy no longer passes a euro minimum.
    expect(await titlesFound('?minSalary=9000&currency=USD')).toEqual(['Remote USD']);
    expect(await titlesFound('?minSalary=90000&currency=EUR')).toEqual([]);
  });

  it("asks for a currency before it takes a minimum salary, in the reader's language", async () => {
    const english = await search('?minSalary=90000');
    expect(english.status).toBe(400);
    expect(english.body.error).toMatchObject({ code: 'min_salary_currency_required' });
    expect(english.body.error.message).toContain('Choose a currency for the minimum salary');
    const russian = await search('?minSalary=90000', 'ru');
    expect(russian.body.error.message).toContain('Выберите валюту для минимальной зарплаты');
  });

  it('filters by currency, and combines filters', async () => {
    expect(await titlesFound('?currency=USD')).toEqual(['Remote USD']);
    expect(await titlesFound('?currency=EUR&minSalary=7000')).toEqual([]);
    expect(await titlesFound('?currency=RUB&minSalary=250000&location=%D0%BC%D0%BE%D1%81')).toEqual(
      ['Moscow RUB'],
    );
  });
});

describe('GET /api/vacancies: pounds, Canadian and Australian dollars', () => {
  it('finds a vacancy paid in pounds by its currency, and ranks it among others at the reference rates', async () => {
    await seedVacancies(t, owner.id, [
      {
        title: 'Veterinary Nurse, Bristol',
        location: 'Bristol, UK',
        salaryMin: 26_000,
        salaryMax: 40_000,
        currency: 'GBP',
      },
      {
        title: 'Toronto CAD',
        location: 'Toronto',
        salaryMin: 50_000,
        salaryMax: 60_000,
        currency: 'CAD',
      },
    ]);
    expect(await titlesFound('?currency=GBP')).toEqual(['Veterinary Nurse, Bristol']);
    expect(await titlesFound('?minSalary=40000&currency=GBP')).toEqual([
      'Veterinary Nurse, Bristol',
    ]);
    expect(await titlesFound('?minSalary=40001&currency=GBP')).toEqual([]);
    // £40,000 is about $52,600 at 0.76 pounds to the dollar; C$60,000 about $43,500 at 1.38.
    expect(await titlesFound('?sort=salary')).toEqual(['Veterinary Nurse, Bristol', 'Toronto CAD']);
  });
});

describe('GET /api/vacancies: sorting and pages', () => {
  it('sorts by newest or by salary (highest maximum first)', async () => {
    await seedVacancies(t, owner.id, [
      {
        title: 'Old, well paid',
        salaryMin: 5000,
        salaryMax: 9000,
        createdAt: new Date('2026-01-01'),
      },
      { title: 'New, modest', salaryMin: 1000, salaryMax: 2000, createdAt: new Date('2026-03-01') },
      { title: 'Middle', salaryMin: 3000, salaryMax: 9000, createdAt: new Date('2026-02-01') },
    ]);
    expect(await titlesFound('')).toEqual(['New, modest', 'Middle', 'Old, well paid']);
    expect(await titlesFound('?sort=newest')).toEqual(['New, modest', 'Middle', 'Old, well paid']);
    expect(await titlesFound('?sort=salary')).toEqual(['Old, well paid', 'Middle', 'New, modest']);
  });

  it('ranks salaries in different currencies by what they pay, at the rates it states', async () => {
    await seedVacancies(t, owner.id, [
      { title: 'Moscow 250k RUB', salaryMin: 200_000, salaryMax: 250_000, currency: 'RUB' },
      { title: 'Berlin 105k EUR', salaryMin: 90_000, salaryMax: 105_000, currency: 'EUR' },
      { title: 'Austin 100k USD', salaryMin: 80_000, salaryMax: 100_000, currency: 'USD' },
      { title: 'Moscow 9M RUB', salaryMin: 8_000_000, salaryMax: 9_000_000, currency: 'RUB' },
    ]);
    // Reference rates of migration 0016: 1 USD = 0.87 EUR = 80 RUB.
    const res = await search('?sort=salary');
    expect(res.body.vacancies.map((vacancy: { title: string }) => vacancy.title)).toEqual([
      'Berlin 105k EUR', // $120,690
      'Moscow 9M RUB', // $112,500
      'Austin 100k USD',
      'Moscow 250k RUB', // $3,125
    ]);
    expect(res.body.salaryRates).toEqual({
      updatedAt: '2026-11-01T00:00:00.000Z',
      perUsd: { AUD: 1.52, CAD: 1.38, EUR: 0.87, GBP: 0.76, RUB: 80, USD: 1 },
    });
    // Within one currency no conversion is needed, and none is stated.
    const roubles = await search('?sort=salary&currency=RUB');
    expect(roubles.body.salaryRates).toBeNull();
    expect(roubles.body.vacancies.map((vacancy: { title: string }) => vacancy.title)).toEqual([
      'Moscow 9M RUB',
      'Moscow 250k RUB',
    ]);
  });

  it('compares hourly, monthly and yearly pay per year, with a salary not stated last', async () => {
    await seedVacancies(t, owner.id, [
      { title: 'Year 60k', salaryMin: 50_000, salaryMax: 60_000, salaryPeriod: 'year' },
      { title: 'Hour 20', salaryMin: 18, salaryMax: 20, salaryPeriod: 'hour' }, // 41,600 a year
      { title: 'Month 5.5k', salaryMin: 5000, salaryMax: 5500, salaryPeriod: 'month' }, // 66,000
      { title: 'Not stated', salaryMin: null, salaryMax: null },
    ]);
    const byPay = ['Month 5.5k', 'Year 60k', 'Hour 20', 'Not stated'];
    expect(await titlesFound('?sort=salary')).toEqual(byPay);
    // A minimum in any period is compared per year; a salary not stated never passes one.
    const reaching = (query: string) => titlesFound(`${query}&currency=EUR&sort=salary`);
    expect(await reaching('?minSalary=25&period=hour')).toEqual(['Month 5.5k', 'Year 60k']);
    expect(await reaching('?minSalary=5000')).toEqual(['Month 5.5k', 'Year 60k']);
    expect(await reaching('?minSalary=61000&period=year')).toEqual(['Month 5.5k']);
    expect(await reaching('?minSalary=0&period=year')).toEqual(byPay.slice(0, 3));
    // Shown as stated.
    const listed = (await search('?sort=salary')).body.vacancies;
    expect(listed[1]).toMatchObject({ salaryMin: 50_000, salaryMax: 60_000, salaryPeriod: 'year' });
    expect(listed[3]).toMatchObject({ salaryMin: null, salaryMax: null, salaryPeriod: 'month' });
  });

  it("refuses a pay period it does not know, in the reader's language", async () => {
    const res = await search('?minSalary=10&currency=EUR&period=week', 'ru');
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'salary_period_invalid',
      message: 'Выберите, за что указана зарплата: за час, за месяц или за год.',
    });
  });

  it('re-ranks at once when the operator updates the rates', async () => {
    await seedVacancies(t, owner.id, [
      { title: 'RUB', salaryMin: 0, salaryMax: 8_500_000, currency: 'RUB' },
      { title: 'USD', salaryMin: 0, salaryMax: 100_000, currency: 'USD' },
    ]);
    expect(await titlesFound('?sort=salary')).toEqual(['RUB', 'USD']);
    const rates = createCurrencyRatesRepository(t.database.db);
    await rates.update({ RUB: 90 }, new Date('2026-11-20T00:00:00Z'));
    expect(await titlesFound('?sort=salary')).toEqual(['USD', 'RUB']);
    expect((await search('?sort=salary')).body.salaryRates).toEqual({
      updatedAt: '2026-11-20T00:00:00.000Z',
      perUsd: { AUD: 1.52, CAD: 1.38, EUR: 0.87, GBP: 0.76, RUB: 90, USD: 1 },
    });
  });

  it('filters by work mode, employment type and experience level', async () => {
    await seedVacancies(t, owner.id, [
      {
        title: 'Remote senior',
        workMode: 'remote',
        employmentType: 'full_time',
        experienceLevel: 'senior',
      },
      {
        title: 'Office intern',
        workMode: 'onsite',
        employmentType: 'internship',
        experienceLevel: 'entry',
      },
      {
        title: 'Hybrid contract',
        workMode: 'hybrid',
        employmentType: 'contract',
        experienceLevel: 'mid',
      },
      { title: 'Not stated', workMode: null, employmentType: null, experienceLevel: null },
    ]);
    expect(await titlesFound('?workMode=remote')).toEqual(['Remote senior']);
    expect(await titlesFound('?employmentType=internship')).toEqual(['Office intern']);
    expect(await titlesFound('?experienceLevel=mid&workMode=hybrid')).toEqual(['Hybrid contract']);
    expect(await titlesFound('?experienceLevel=mid&workMode=remote')).toEqual([]);
    expect((await titlesFound('')).sort()).toEqual([
      'Hybrid contract',
      'Not stated',
      'Office intern',
      'Remote senior',
    ]);
    const res = await search('?workMode=moon');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'list_filter_invalid' });
  });

  it('pages through the results without gaps or repeats', async () => {
    const start = Date.UTC(2026, 0, 1);
    await seedVacancies(
      t,
      owner.id,
      Array.from({ length: 25 }, (_, i) => ({
        title: `Vacancy ${String(i).padStart(2, '0')}`,
        createdAt: new Date(start + i * 60_000),
      })),
    );
    const pages = [];
    for (const page of [1, 2, 3]) {
      const res = await search(`?page=${page}&pageSize=10`);
      expect(res.body).toMatchObject({ total: 25, page, pageSize: 10, pageCount: 3 });
      pages.push(...res.body.vacancies.map((vacancy: { title: string }) => vacancy.title));
    }
    expect(pages).toEqual(
      Array.from({ length: 25 }, (_, i) => `Vacancy ${String(24 - i).padStart(2, '0')}`),
    );
    expect((await search('?page=4&pageSize=10')).body).toMatchObject({ vacancies: [], total: 25 });
  });

  /** Follows Next (or Previous) links from the first page, as the board's buttons do. */
  async function followLinks(options: {
    query: string;
    direction: 'after' | 'before';
    from?: string;
  }) {
    const titles: string[][] = [];
    let cursor = options.from;
    let page = options.direction === 'after' ? 1 : 100;
    for (let step = 0; step < 10; step += 1) {
      const link = cursor ? `&page=${page}&${options.direction}=${cursor}` : '';
      const res = await search(`${options.query}${link}`);
      expect(res.status).toBe(200);
      titles.push(res.body.vacancies.map((vacancy: { title: string }) => vacancy.title));
      cursor = options.direction === 'after' ? res.body.nextCursor : res.body.previousCursor;
      if (!cursor) break;
      page += options.direction === 'after' ? 1 : -1;
    }
    return titles;
  }

  it('follows Next and Previous by cursor, in either order, without gaps or repeats', async () => {
    const start = Date.UTC(2026, 0, 1);
    await seedVacancies(
      t,
      owner.id,
      Array.from({ length: 25 }, (_, i) => ({
        title: `Vacancy ${String(i).padStart(2, '0')}`,
        // Equal salaries and equal times in pairs: the id breaks the ties.
        salaryMin: 1000 * Math.floor(i / 2),
        salaryMax: 2000 * Math.floor(i / 2),
        createdAt: new Date(start + Math.floor(i / 2) * 60_000),
      })),
    );
    for (const sort of ['newest', 'salary']) {
      const forward = await followLinks({ query: `?sort=${sort}&pageSize=10`, direction: 'after' });
      expect(forward.map((titles) => titles.length)).toEqual([10, 10, 5]);
      const all = forward.flat();
      expect(new Set(all).size).toBe(25);
      expect(all).toEqual(await titlesFound(`?sort=${sort}&pageSize=50`));

      // Back from the last page: the same pages, the other way round.
      const last = await search(`?sort=${sort}&pageSize=10&page=3`);
      const back = await search(
        `?sort=${sort}&pageSize=10&page=2&before=${last.body.previousCursor}`,
      );
      expect(back.body.vacancies.map((vacancy: { title: string }) => vacancy.title)).toEqual(
        forward[1],
      );
      expect(back.body).toMatchObject({ page: 2, total: 25, pageCount: 3 });
      expect(back.body.previousCursor).not.toBeNull();
      expect(back.body.nextCursor).not.toBeNull();
    }
  });

  it('keeps its place when a vacancy is posted between two pages', async () => {
    await seedVacancies(
      t,
      owner.id,
      Array.from({ length: 4 }, (_, i) => ({
        title: `Older ${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    );
    const first = await search('?pageSize=2');
    expect(first.body.vacancies.map((v: { title: string }) => v.title)).toEqual([
      'Older 3',
      'Older 2',
    ]);
    await postVacancy(t, owner, { ...BACKEND_VACANCY, title: 'Just posted' });
    const second = await search(`?pageSize=2&page=2&after=${first.body.nextCursor}`);
    expect(second.body.vacancies.map((v: { title: string }) => v.title)).toEqual([
      'Older 1',
      'Older 0',
    ]);
    expect(second.body).toMatchObject({ total: 5, nextCursor: null });
  });

  it.each([
    ['a cursor it did not write', '?after=not-a-cursor'],
    [
      'a cursor with other content',
      `?after=${Buffer.from('["newest","yesterday","x"]').toString('base64url')}`,
    ],
    [
      'a cursor of another order',
      `?sort=salary&after=${Buffer.from('["newest","2026-01-01T00:00:00.000000Z","00000000-0000-4000-8000-000000000000"]').toString('base64url')}`,
    ],
    [
      'both directions at once',
      `?after=${Buffer.from('["newest","2026-01-01T00:00:00.000000Z","00000000-0000-4000-8000-000000000000"]').toString('base64url')}&before=${Buffer.from('["newest","2026-01-01T00:00:00.000000Z","00000000-0000-4000-8000-000000000000"]').toString('base64url')}`,
    ],
  ])("refuses %s with 400, in the reader's language", async (_case, query) => {
    const res = await search(query);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'page_link_invalid',
      message: 'This page link is no longer valid. Start the search again from the first page.',
    });
    expect((await search(query, 'ru')).body.error.message).toBe(
      'Эта ссылка на страницу больше не действует. Начните поиск заново с первой страницы.',
    );
  });

  it('counts a search that fills more than one page, and counts a vacancy posted at once', async () => {
    await seedVacancies(
      t,
      owner.id,
      Array.from({ length: 25 }, () => ({})),
    );
    expect((await search('?pageSize=10')).body).toMatchObject({ total: 25, pageCount: 3 });
    await postVacancy(t, owner, { ...BACKEND_VACANCY, title: 'Just posted' });
    const after = await search('?pageSize=10');
    expect(after.body).toMatchObject({ total: 26, pageCount: 3 });
    expect(after.body.vacancies[0].title).toBe('Just posted');
  });

  it('finds the same pages of a text search whether or not the first vacancies it reads hold them', async () => {
    // One vacancy in three is a nurse's; the newest are not. A search reads a few vacancies in
    // order first and reads every match when they do not hold the page: with a window of 4 that
    // happens on most pages, with the default never, and the pages must be the same.
    await seedVacancies(
      t,
      owner.id,
      Array.from({ length: 30 }, (_, i) => ({
        title: i % 3 === 0 ? `Ward nurse ${i}` : `Cook ${i}`,
        description: i % 3 === 0 ? 'Night shifts on a surgical ward.' : 'A busy kitchen.',
        salaryMin: 1000 + ((i * 7) % 30) * 100,
        salaryMax: 2000 + ((i * 7) % 30) * 100,
        currency: 'EUR',
        createdAt: new Date(Date.UTC(2026, 0, 1 + ((i * 11) % 30))),
      })),
    );
    async function pages(windowRows: number, sort: string) {
      const repository = createVacancySearchRepository(t.database.db, { windowRows });
      const seen: string[][] = [];
      let after: string | undefined;
      for (let turn = 0; turn < 5; turn += 1) {
        const query = { q: 'nurse', pageSize: '3', sort, ...(after ? { after } : {}) };
        const result = await repository.search(vacancySearchSchema.parse(query));
        seen.push(result.items.map((item) => item.title));
        if (!result.nextCursor) break;
        after = result.nextCursor;
      }
      return seen;
    }
    // The same pages asked for by their numbers (a typed ?page=3 skips the pages before it): the
    // first time, again (read on from where the page starts, which the first time kept), and
    // three at once on a repository that has kept nothing (they share one read).
    async function numberedPages(windowRows: number, sort: string) {
      const repository = createVacancySearchRepository(t.database.db, { windowRows });
      const titles = (result: { items: { title: string }[] }) =>
        result.items.map((item) => item.title);
      const seen: string[][] = [];
      for (let page = 1; page <= 4; page += 1) {
        const query = { q: 'nurse', pageSize: '3', sort, page: String(page) };
        const search = vacancySearchSchema.parse(query);
        const first = titles(await repository.search(search));
        expect(titles(await repository.search(search))).toEqual(first);
        const fresh = createVacancySearchRepository(t.database.db, { windowRows });
        const together = await Promise.all([1, 2, 3].map(() => fresh.search(search)));
        expect(together.map(titles)).toEqual([first, first, first]);
        seen.push(first);
      }
      return seen;
    }
    for (const sort of ['newest', 'salary']) {
      const whole = await pages(5_000, sort);
      expect(whole.flat()).toHaveLength(10);
      expect(await pages(4, sort)).toEqual(whole);
      expect(await numberedPages(4, sort)).toEqual(whole);
      expect(await numberedPages(5_000, sort)).toEqual(whole);
    }
  });

  it('never shows a vacancy closed since on a page asked for by its number again, even one another server closed', async () => {
    await seedVacancies(
      t,
      owner.id,
      Array.from({ length: 12 }, (_, i) => ({
        title: `Ward nurse ${i}`,
        description: 'Night shifts on a surgical ward.',
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    );
    const repository = createVacancySearchRepository(t.database.db);
    const search = vacancySearchSchema.parse({ q: 'nurse', pageSize: '5', page: '2' });
    const first = await repository.search(search);
    expect(first.items.map((item) => item.title)).toEqual(
      [6, 5, 4, 3, 2].map((i) => `Ward nurse ${i}`),
    );
    // Closed in the database directly, as another process would: this one is not told.
    await t.database.db
      .update(vacancies)
      .set({ status: 'inactive' })
      .where(eq(vacancies.title, 'Ward nurse 5'));
    const again = await repository.search(search);
    expect(again.items.map((item) => item.title)).toEqual(
      [6, 4, 3, 2, 1].map((i) => `Ward nurse ${i}`),
    );
  });

  it('counts up to 1,000 matches and then says there are more', async () => {
    await seedVacancies(
      t,
      owner.id,
      Array.from({ length: 1001 }, () => ({})),
    );
    expect((await search('?pageSize=50')).body).toMatchObject({
      total: 1000,
      isTotalCapped: true,
      pageCount: 20,
    });
    expect((await search('?q=transactions&location=Berlin')).body).toMatchObject({
      total: 1000,
      isTotalCapped: true,
    });
    expect((await search('?minSalary=6001&currency=EUR')).body).toMatchObject({
      total: 0,
      isTotalCapped: false,
    });
  });

  it.each([
    [
      '?pageSize=51',
      'list_filter_invalid',
      'Some filters are not valid. Please check them and try again.',
    ],
    [
      '?pageSize=0',
      'list_filter_invalid',
      'Some filters are not valid. Please check them and try again.',
    ],
    [
      '?page=0',
      'list_filter_invalid',
      'Some filters are not valid. Please check them and try again.',
    ],
    [
      '?page=1.5',
      'list_filter_invalid',
      'Some filters are not valid. Please check them and try again.',
    ],
    [
      '?page=1001',
      'list_filter_invalid',
      'Some filters are not valid. Please check them and try again.',
    ],
    [
      '?minSalary=-5',
      'list_filter_invalid',
      'Some filters are not valid. Please check them and try again.',
    ],
    [
      '?sort=random',
      'list_filter_invalid',
      'Some filters are not valid. Please check them and try again.',
    ],
    [
      '?page=1&page=2',
      'list_filter_invalid',
      'Some filters are not valid. Please check them and try again.',
    ],
    ['?currency=CHF', 'currency_invalid', 'Choose the currency: RUB, USD, EUR, GBP, CAD or AUD.'],
    [
      `?q=${'a'.repeat(201)}`,
      'search_query_too_long',
      'The search is too long: use at most 200 characters.',
    ],
  ])('refuses %s with 400', async (query, code, message) => {
    const res = await search(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code, message } });
  });

  it('explains a bad filter in Russian', async () => {
    const res = await search('?pageSize=500', 'ru');
    expect(res.body.error.message).toBe(
      'Некоторые фильтры заданы неверно. Проверьте их и попробуйте еще раз.',
    );
  });
});
