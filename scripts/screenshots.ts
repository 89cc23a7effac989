// Saves the screens issue 35 changed, in English and Russian, on a laptop (1366×800) and a phone
// (390×844), so anyone can look at them without clicking through: `npm run screenshots` (it
// builds first). The product runs as `npm start` runs it, on a fresh data directory; the data the
// screens show (vacancies with and without a salary, a closed one, an application, a finished
// interview) is made through the API. PNGs go to screenshots/ (not committed), named
// <language>-<size>-<screen>.png.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, type Browser, chromium } from '@playwright/test';
import { QUESTIONS_PER_INTERVIEW } from '../src/shared/constants';
import { startBenchServer, stopBenchServer } from '../bench/bench-server';
import { CHROMIUM_HEADLESS_FLAGS, findChromium } from './find-chromium.mjs';

const OUT_DIR = 'screenshots';
const SIZES = {
  laptop: { viewport: { width: 1366, height: 800 }, isMobile: false },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true },
} as const;
const LANGUAGES = ['en', 'ru'] as const;
type Language = (typeof LANGUAGES)[number];

interface Made {
  vacancyId: string;
  closedVacancyId: string;
  interviewId: string;
  /** An interview under way: two questions answered, the third on screen. */
  openInterviewId: string;
}

interface Session {
  request: APIRequestContext;
  base: string;
}

async function post<T>(
  { request, base }: Session,
  call: { url: string; data: unknown },
): Promise<T> {
  const { url, data } = call;
  const response = await request.post(`${base}${url}`, { data, headers: { Origin: base } });
  if (!response.ok()) throw new Error(`POST ${url} answered ${response.status()}`);
  return (await response.json()) as T;
}

/**
 * What the changed screens show, made through the API: an employer's vacancies (one with an hourly
 * salary, one without a salary, one deleted) and the user (`request`'s session) who applies.
 */
async function makeData(options: {
  request: APIRequestContext;
  employer: APIRequestContext;
  base: string;
  language: Language;
}) {
  const { base, language } = options;
  const seeker = { request: options.request, base };
  const employer = { request: options.employer, base };
  const ru = language === 'ru';
  const signUp = (session: Session, who: { name: string; mailbox: string }) =>
    post(session, {
      url: '/api/auth/sign-up',
      data: {
        name: who.name,
        email: `${who.mailbox}-${language}@example.com`,
        password: 'a long enough passphrase',
      },
    });
  await signUp(seeker, { name: ru ? 'Анна' : 'Anna', mailbox: 'anna' });
  await signUp(employer, { name: ru ? 'Ольга' : 'Olga', mailbox: 'olga' });
  const vacancy = (fields: Record<string, unknown>) =>
    post<{ vacancy: { id: string } }>(employer, {
      url: '/api/vacancies',
      data: {
        company: ru ? 'Ромашка' : 'Acme Payments',
        location: ru ? 'Москва' : 'Berlin',
        description: ru
          ? 'Развивать платёжный сервис на Node.js и PostgreSQL.'
          : 'Build the settlement service in Node.js and PostgreSQL.',
        requirements: ru ? 'Три года опыта с Node.js.' : 'Three years of Node.js.',
        workMode: 'hybrid',
        employmentType: 'full_time',
        experienceLevel: 'senior',
        ...fields,
      },
    });
  const hourly = await vacancy({
    title: ru ? 'Бариста' : 'Barista',
    salaryMin: ru ? 350 : 18,
    salaryMax: ru ? 450 : 22,
    currency: ru ? 'RUB' : 'USD',
    salaryPeriod: 'hour',
  });
  await vacancy({ title: ru ? 'Бухгалтер' : 'Accountant', currency: ru ? 'RUB' : 'EUR' });
  const closed = await vacancy({
    title: ru ? 'Старший разработчик' : 'Senior Backend Developer',
    salaryMin: ru ? 250000 : 5000,
    salaryMax: ru ? 350000 : 7000,
    currency: ru ? 'RUB' : 'EUR',
  });
  await employer.request.delete(`${base}/api/vacancies/${closed.vacancy.id}`, {
    headers: { Origin: base },
  });
  await post(seeker, {
    url: `/api/vacancies/${hourly.vacancy.id}/applications`,
    data: { coverLetter: ru ? 'Пять лет работаю бариста.' : 'Five years behind a busy bar.' },
  });
  await seeker.request.put(`${base}/api/vacancies/${hourly.vacancy.id}/save`, {
    headers: { Origin: base },
  });
  const answer = ru
    ? 'В прошлом месяце в час пик сломалась кофемашина. Я предупредила гостей, перевела заказы на фильтр-кофе и вызвала мастера; за смену мы не потеряли ни одного гостя.'
    : 'Last month our espresso machine broke at the morning rush. I told the queue, moved orders to filter coffee and called the engineer; we lost no guests that shift.';
  /** A barista interview with its first `answered` questions answered. */
  const interviewAnswered = async (answered: number) => {
    const { interview } = await post<{ interview: { id: string } }>(seeker, {
      url: '/api/interviews',
      data: {
        jobTitle: ru ? 'Бариста' : 'Barista',
        jobDescription: ru
          ? 'Готовить кофе, обслуживать гостей, следить за чистотой.'
          : 'Make coffee, serve guests, keep the bar clean.',
        language,
      },
    });
    for (let order = 1; order <= answered; order += 1) {
      await post(seeker, {
        url: `/api/interviews/${interview.id}/answers`,
        data: { order, answer },
      });
    }
    return interview;
  };
  const interview = await interviewAnswered(QUESTIONS_PER_INTERVIEW);
  const open = await interviewAnswered(2);
  return {
    vacancyId: hourly.vacancy.id,
    closedVacancyId: closed.vacancy.id,
    interviewId: interview.id,
    openInterviewId: open.id,
  } satisfies Made;
}

function screensOf(made: Made): Array<[name: string, path: string]> {
  return [
    ['landing', '/'],
    ['try', '/try'],
    ['board', '/vacancies'],
    ['board-by-salary', '/vacancies?sort=salary'],
    ['vacancy', `/vacancies/${made.vacancyId}`],
    ['closed-vacancy', `/vacancies/${made.closedVacancyId}`],
    ['dashboard', '/dashboard'],
    ['manage-vacancies', '/dashboard/vacancies'],
    ['saved-jobs', '/dashboard/saved-jobs'],
    ['my-applications', '/dashboard/applications'],
    ['new-interview', '/new-interview'],
    ['interview', `/interview/${made.openInterviewId}`],
    ['results', `/results/${made.interviewId}`],
    ['progress', '/dashboard/progress'],
    ['profile', '/dashboard/profile'],
    ['blog', '/blog'],
  ];
}

async function shootLanguage(
  browser: Browser,
  { base, language }: { base: string; language: Language },
): Promise<number> {
  const first = await browser.newContext({ locale: language === 'ru' ? 'ru-RU' : 'en-US' });
  const employer = await browser.newContext();
  const made = await makeData({
    request: first.request,
    employer: employer.request,
    base,
    language,
  });
  const state = await first.storageState();
  await Promise.all([first.close(), employer.close()]);
  let count = 0;
  for (const [size, device] of Object.entries(SIZES)) {
    const context = await browser.newContext({
      ...device,
      storageState: state,
      locale: language === 'ru' ? 'ru-RU' : 'en-US',
      reducedMotion: 'reduce',
    });
    await context.addInitScript((chosen) => {
      window.localStorage.setItem('language', chosen);
    }, language);
    const page = await context.newPage();
    for (const [name, path] of screensOf(made)) {
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      if (name === 'manage-vacancies') {
        // The form with its salary fields, pay period and currency.
        await page
          .getByRole('button', { name: /^(Create Vacancy|Создать вакансию)$/ })
          .first()
          .click();
      }
      const file = join(OUT_DIR, `${language}-${size}-${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      count += 1;
    }
    await context.close();
  }
  return count;
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'hireready-screens-'));
  const { server, base } = await startBenchServer(dataDir);
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: [...CHROMIUM_HEADLESS_FLAGS],
  });
  try {
    let count = 0;
    for (const language of LANGUAGES) count += await shootLanguage(browser, { base, language });
    console.log(`${count} screenshots in ${OUT_DIR}/`);
  } finally {
    await browser.close();
    await stopBenchServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
