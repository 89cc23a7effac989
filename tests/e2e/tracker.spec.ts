import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RUSSIAN_SIGN_UP, confirmAddress, signUpAs } from './support/accounts';
import { uploadResume } from './support/api-data';
import { expect, test } from './support/fixtures';
import { mailTo } from './support/mailbox';
import { openSecondUser } from './support/second-browser-user';

// The fit check and the tracker (issue 38), in both languages: a seeker pastes a posting and
// checks it against her resume, tracks it, moves it to the interview stage, takes the interview
// to her calendar as .ics, and gets the follow-up reminder by mail when it waits without news
// (the e2e server's reminder "day" is a second). A Russian visitor tries the fit check without
// an account, then signs up and tracks an application made elsewhere.

const RESUME = join(import.meta.dirname, '../fixtures/resumes/john_doe.pdf');
const COMPANY = `Acme ${Date.now().toString(36).slice(-5)}`;
const POSTING = [
  'Backend Developer',
  `Company: ${COMPANY}`,
  'Location: Berlin',
  'Salary: €60,000 – €75,000 per year',
  '',
  'Requirements:',
  '- Java',
  '- SQL',
  '- Docker',
  'Nice to have:',
  '- Kubernetes',
].join('\n');

test('a seeker checks her fit, tracks the job, takes the interview to her calendar and is reminded', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { email } = await signUpAs(page, 'Olga Seeker');
  await confirmAddress(page, email);
  await uploadResume(page, { path: RESUME, jobDescription: 'Java developer: Java, Spring, SQL.' });

  await page.goto('/fit-check');
  await page.getByLabel('The job posting').fill(POSTING);
  await page.getByRole('button', { name: 'Check my fit' }).click();
  // The server reads the resume and the posting: generous on a busy CI machine.
  await expect(page.getByRole('heading', { name: /^(Apply|Stretch|Skip)$/ })).toBeVisible({
    timeout: 20_000,
  });
  const mustHaves = page.getByRole('table', { name: 'Must-haves' });
  await expect(mustHaves.getByRole('rowheader', { name: 'Java' })).toBeVisible();

  await page.goto('/dashboard/applications');
  await page.getByRole('button', { name: 'Add an application' }).click();
  await page.getByLabel('Paste the posting (optional)').fill(POSTING);
  await page.getByRole('button', { name: 'Read the posting' }).click();
  await expect(page.getByLabel('Company')).toHaveValue(COMPANY);
  await expect(page.getByLabel('Pay')).toHaveValue('€60,000 – €75,000 per year');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Added to your tracker.')).toBeVisible();

  const card = page.getByRole('listitem').filter({ hasText: COMPANY });
  await card.getByLabel('Move to').selectOption('interview');
  await expect(page.getByText('Moved “Backend Developer” to Interview.')).toBeVisible();
  await card.getByLabel('Interview date and time').fill('2026-12-03T10:00');
  await card.getByRole('button', { name: 'Save date' }).click();
  const calendarLink = card.getByRole('link', {
    name: 'Add the interview to your calendar (.ics)',
  });
  await expect(calendarLink).toBeVisible();
  const download = page.waitForEvent('download');
  await calendarLink.click();
  const file = await download;
  const event = readFileSync((await file.path()) ?? '', 'utf8');
  expect(event).toContain('BEGIN:VEVENT');
  expect(event).toContain(`SUMMARY:Backend Developer — ${COMPANY}`);

  // Three "days" (seconds here) without news after the interview stage: one reminder mail.
  await card.getByLabel('Remind me to follow up').selectOption('3');
  const reminder = await mailTo(email, /^Any news from /, 20_000);
  expect(reminder.subject).toBe(
    `Any news from ${COMPANY}? Your application for “Backend Developer”`,
  );
  expect(reminder.text).toContain('/dashboard/applications');

  // The same application on the board of stages.
  await page.getByLabel('View', { exact: true }).selectOption('board');
  await expect(
    page
      .getByRole('region', { name: 'Interview' })
      .getByRole('heading', { name: 'Backend Developer' }),
  ).toBeVisible();
});

test('a Russian visitor tries the fit check with a pasted resume, then tracks a job from elsewhere', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const visitor = await openSecondUser(browser, { language: 'ru' });
  const page = visitor.page;
  await page.goto('/fit-check');
  await page
    .getByLabel('Текст вакансии')
    .fill(
      [
        'Кладовщик',
        'Требования:',
        '- 1С',
        '- погрузчик',
        'Оплата формы за счёт кандидата — 2 900 ₽.',
      ].join('\n'),
    );
  await page
    .getByLabel('Ваше резюме текстом')
    .fill(
      ['Иван Петров', 'Кладовщик', 'Опыт работы', '- Приёмка и отгрузка товара в 1С'].join('\n'),
    );
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(page.getByRole('heading', { name: 'Лучше пропустить' })).toBeVisible();
  await expect(page.getByText(/Кандидата просят заплатить/)).toBeVisible();
  await expect(page.getByText('Ничего из вставленного не сохранено.')).toBeVisible();

  const { email } = await signUpAs(page, 'Иван', { labels: RUSSIAN_SIGN_UP });
  await confirmAddress(page, email, 'ru');
  await page.goto('/dashboard/applications');
  await page.getByRole('button', { name: 'Добавить отклик' }).click();
  await page.getByLabel('Должность').fill('Кладовщик');
  await page.getByLabel('Компания').fill('Склад-М');
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.getByText('Добавлено в трекер.')).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: 'Склад-М' });
  await card.getByLabel('Напомнить написать работодателю').selectOption('3');
  const reminder = await mailTo(email, /^Есть новости от Склад-М/, 20_000);
  expect(reminder.subject).toBe('Есть новости от Склад-М? Ваш отклик на «Кладовщик»');
  await visitor.close();
});

test('on a phone the tracker and the fit check fit the screen; the board scrolls within itself', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpAs(page, 'Nina Phone');
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

  await page.goto('/fit-check');
  await expect(page.getByLabel('The job posting')).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(390);

  await page.goto('/dashboard/applications');
  await page.getByRole('button', { name: 'Add an application' }).click();
  await page.getByLabel('Job title').fill('Museum Learning Officer');
  await page.getByLabel('Company').fill('Harbourside Museum, Bristol');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Added to your tracker.')).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(390);

  // The board of stages scrolls sideways inside its own box; a card still moves by its list.
  await page.getByLabel('View', { exact: true }).selectOption('board');
  const board = page.getByRole('region', { name: 'Board', exact: true });
  await expect(board).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(390);
  const card = board.getByRole('listitem').filter({ hasText: 'Museum Learning Officer' });
  await card.getByLabel('Move to').selectOption('screening');
  await expect(page.getByText('Moved “Museum Learning Officer” to Screening.')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Screening' })
      .getByRole('heading', { name: 'Museum Learning Officer' }),
  ).toBeVisible();
});
