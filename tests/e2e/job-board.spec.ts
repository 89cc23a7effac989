import type { Page } from '@playwright/test';
import { RUSSIAN_SIGN_UP, signUpAs } from './support/accounts';
import { expect, test } from './support/fixtures';
import { createVacancy } from './support/api-data';
import { openSecondUser } from './support/second-browser-user';

// Two people use the board against each other: Olga posts a vacancy; Boris finds it by a word of
// its description, saves it and applies; Olga moves him to the interview stage and Boris sees it;
// Olga deactivates the vacancy, which leaves the public board and is flagged on Boris's saved card.

/** A word no other run's vacancy contains, so the search finds exactly this one. */
const MARKER = `quokka${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const TITLE = `Payments Engineer ${MARKER.slice(-5)}`;
const COVER_LETTER = 'I have run card payments in production for five years.';

async function postVacancy(page: Page) {
  await page.goto('/dashboard/vacancies');
  await page.getByRole('button', { name: 'Create Vacancy' }).click();
  const form = page.getByRole('group', { name: 'New vacancy' });
  await form.getByLabel('Job Title').fill(TITLE);
  await form.getByLabel('Company').fill('Acme Payments');
  await form.getByLabel('Location').fill('Berlin');
  await form.getByLabel('Minimum Salary').fill('4000');
  await form.getByLabel('Maximum Salary').fill('6000');
  await form.getByLabel('Currency').selectOption('EUR');
  await form
    .getByLabel('Job Description')
    .fill(`Build the ${MARKER} settlement service in Node.js and PostgreSQL.`);
  await form.getByLabel('Requirements').fill('Three years of Node.js.');
  await form.getByLabel('Benefits').fill('Remote Fridays.');
  await form.getByRole('button', { name: 'Create Vacancy' }).click();
  await expect(page.getByText('Vacancy created')).toBeVisible();
  await expect(page.getByRole('link', { name: TITLE, exact: true })).toBeVisible();
}

test('an employer and a candidate use the job board against each other', async ({
  page: olga,
  browser,
}) => {
  test.setTimeout(90_000);
  await signUpAs(olga, 'Olga Employer');
  await postVacancy(olga);

  const second = await openSecondUser(browser);
  const boris = second.page;
  await signUpAs(boris, 'Boris Candidate');

  // Boris finds the vacancy by a word that only its description contains.
  await boris
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Vacancies' })
    .click();
  await boris.getByLabel('Keywords').fill(MARKER);
  await boris.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(boris).toHaveURL(new RegExp(`/vacancies\\?q=${MARKER}$`));
  await expect(boris.getByText('1 vacancy found')).toBeVisible();
  await boris.getByRole('link', { name: TITLE, exact: true }).click();
  await expect(boris.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(boris.getByText('€4,000 – €6,000 a month')).toBeVisible();

  // He saves it and applies with a cover letter.
  await boris.getByRole('button', { name: 'Save job' }).click();
  await expect(boris.getByText('Added to saved jobs')).toBeVisible();
  await expect(boris.getByRole('button', { name: 'Remove from saved jobs' })).toBeVisible();
  await boris.getByRole('button', { name: 'Apply Now' }).click();
  await boris.getByLabel('Cover letter').fill(COVER_LETTER);
  await boris.getByRole('button', { name: 'Submit Application' }).click();
  await expect(boris.getByText('Application submitted successfully')).toBeVisible();
  await expect(boris.getByText(/You applied on .+\. Status: Pending/)).toBeVisible();

  // Olga sees the application and moves it to the interview stage.
  await olga.goto('/dashboard/vacancies');
  await olga.getByRole('link', { name: `View Applications ${TITLE}` }).click();
  await expect(olga.getByRole('heading', { name: `Applications: ${TITLE}` })).toBeVisible();
  const application = olga.getByRole('listitem', { name: 'Boris Candidate' });
  await expect(application.getByText(COVER_LETTER)).toBeVisible();
  await application
    .getByRole('combobox', { name: 'Status Boris Candidate' })
    .selectOption('interview');
  await expect(olga.getByText('Boris Candidate: the application is now “Interview”')).toBeVisible();

  // Boris sees the new status among his applications.
  await boris.goto('/dashboard/applications');
  // The board's own list, below the tracker (which shows the same application as a card).
  const mine = boris
    .getByRole('region', { name: 'On the HireReady job board' })
    .getByRole('listitem')
    .filter({ hasText: TITLE });
  await expect(mine.getByText('Interview', { exact: true })).toBeVisible();

  // Olga deactivates the vacancy: it leaves the public board, and Boris's saved card says so.
  await olga.goto('/dashboard/vacancies');
  await olga.getByRole('button', { name: `Deactivate ${TITLE}` }).click();
  await expect(olga.getByText('Vacancy is now inactive')).toBeVisible();

  await boris.goto(`/vacancies?q=${MARKER}`);
  await expect(boris.getByText('No vacancies match your search.')).toBeVisible();
  await boris.goto('/dashboard/saved-jobs');
  const saved = boris.getByRole('listitem').filter({ hasText: TITLE });
  await expect(saved.getByText('This vacancy has been deactivated.')).toBeVisible();
  await expect(saved.getByRole('link', { name: /Apply Now/ })).toHaveCount(0);
  await second.close();
});

test.describe('in Russian', () => {
  test.use({ language: 'ru' });

  test('a shared search link, and a guest who applies signs in and comes back to the form', async ({
    page: olga,
    browser,
  }) => {
    test.setTimeout(90_000);
    const marker = `${MARKER}ru`;
    const title = `Аналитик данных ${marker.slice(-5)}`;
    await signUpAs(olga, 'Ольга', { labels: RUSSIAN_SIGN_UP });
    await olga.goto('/dashboard/vacancies');
    await olga.getByRole('button', { name: 'Создать вакансию' }).click();
    const form = olga.getByRole('group', { name: 'Новая вакансия' });
    await form.getByLabel('Название должности').fill(title);
    await form.getByLabel('Компания').fill('Ромашка');
    await form.getByLabel('Местоположение').fill('Москва');
    await form.getByLabel('Минимальная зарплата').fill('150000');
    await form.getByLabel('Максимальная зарплата').fill('100000');
    await form.getByRole('button', { name: 'Создать вакансию' }).click();
    await expect(form.getByLabel('Максимальная зарплата')).toBeFocused();
    await expect(
      form.getByText('Минимальная зарплата не может быть больше максимальной.'),
    ).toBeVisible();
    await form.getByLabel('Максимальная зарплата').fill('200000');
    await form.getByLabel('Описание вакансии').fill(`Отчёты ${marker} в Power BI и SQL.`);
    await form.getByLabel('Требования').fill('SQL, Power BI.');
    await form.getByRole('button', { name: 'Создать вакансию' }).click();
    await expect(olga.getByText('Вакансия создана')).toBeVisible();

    const second = await openSecondUser(browser, { language: 'ru' });
    const boris = second.page;
    const { email } = await signUpAs(boris, 'Борис', { labels: RUSSIAN_SIGN_UP });
    await boris.getByRole('button', { name: 'Выйти' }).first().click();
    await expect(boris).toHaveURL(/\/$/);

    // The link Olga would share: the search itself lives in the address.
    await boris.goto(`/vacancies?q=${marker}&currency=RUB`);
    await expect(boris.getByText('Найдена 1 вакансия')).toBeVisible();
    await expect(boris.getByLabel('Валюта')).toHaveValue('RUB');
    await boris.getByRole('link', { name: title, exact: true }).click();
    await expect(boris.getByText('150 000–200 000 ₽ в месяц')).toBeVisible();
    await boris.getByRole('button', { name: 'Откликнуться' }).click();

    await expect(boris).toHaveURL(/\/signin$/);
    await boris.getByLabel('Электронная почта').fill(email);
    await boris.getByLabel('Пароль').fill('practice makes perfect 2026');
    await boris.getByRole('button', { name: 'Войти', exact: true }).click();

    await expect(boris).toHaveURL(/\/vacancies\/[\w-]+#apply$/);
    await expect(boris.getByLabel('Сопроводительное письмо')).toBeFocused();
    await boris.getByRole('button', { name: 'Отправить отклик' }).click();
    await expect(boris.getByText('Отклик успешно отправлен')).toBeVisible();
    await expect(boris.getByText(/Вы откликнулись .+ — статус: На рассмотрении/)).toBeVisible();
    await second.close();
  });
});

test('the board pages by its Next and Previous links, and a vacancy posted meanwhile moves nothing', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // 25 vacancies with one marker word: 20 from one employer (their hourly limit), 5 from another.
  const marker = `wombat${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const titleOf = (index: number) => `${marker} role ${String(index).padStart(2, '0')}`;
  await signUpAs(page, 'Pia Pager');
  for (let index = 0; index < 20; index += 1) await createVacancy(page, titleOf(index));
  const second = await openSecondUser(browser);
  await signUpAs(second.page, 'Otto Other');
  for (let index = 20; index < 25; index += 1) await createVacancy(second.page, titleOf(index));

  await page.goto(`/vacancies?q=${marker}`);
  await expect(page.getByText('25 vacancies found')).toBeVisible();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('link', { name: titleOf(24), exact: true })).toBeVisible();
  await expect(results.getByRole('listitem')).toHaveCount(20);

  // A vacancy posted while the reader is on page 1 does not push one of page 1 onto page 2.
  await createVacancy(second.page, titleOf(25));
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2&after=/);
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(results.getByRole('listitem')).toHaveCount(5);
  await expect(results.getByRole('link', { name: titleOf(4), exact: true })).toBeVisible();
  await expect(results.getByRole('link', { name: titleOf(5), exact: true })).toHaveCount(0);
  await expect(pages.getByRole('link', { name: 'Next page' })).toHaveCount(0);

  // Back to page 1, which is the search itself.
  await pages.getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(new RegExp(`/vacancies\\?q=${marker}$`));
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(results.getByRole('link', { name: titleOf(24), exact: true })).toBeVisible();
  await second.close();
});

test('on a phone the board shows its results first, with the filters folded behind one button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/vacancies?workMode=remote');
  const search = page.getByRole('search');
  await expect(search.getByLabel('Keywords')).toBeVisible();
  await expect(search.getByLabel('Work mode')).toBeHidden();
  const toggle = search.getByRole('button', { name: 'Filters (1 on)' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(search.getByLabel('Work mode')).toBeVisible();
  await expect(search.getByLabel('Work mode')).toHaveValue('remote');
  // On a wide screen there is nothing to fold.
  await page.setViewportSize({ width: 1366, height: 800 });
  await expect(toggle).toBeHidden();
  await expect(search.getByLabel('Minimum salary')).toBeVisible();
});
