import { join } from 'node:path';
import { RUSSIAN_SIGN_UP, confirmAddress, signUpAs } from './support/accounts';
import { uploadResume } from './support/api-data';
import { expect, test } from './support/fixtures';
import { mailTo } from './support/mailbox';
import { openSecondUser } from './support/second-browser-user';

// The loop between a seeker and an employer (issue 22), in two browsers: Boris (in Russian) saves
// a search with an alert; Olga (in English) posts a vacancy that matches it; the alert mail
// brings Boris to it and he applies with the tailored version of his resume; Olga gets the
// application by mail, downloads the resume from the applicant card and moves him to the
// interview stage; Boris gets that by mail. Each first confirms their address from the profile. The e2e server sends "daily" alerts every 2 s.

const MARKER = `wombat${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const TITLE = `Data Engineer ${MARKER.slice(-5)}`;
const RESUME = join(import.meta.dirname, '../fixtures/resumes/john_doe.pdf');

test('a saved search alerts a seeker, who applies with a tailored resume the employer downloads', async ({
  page: olga,
  browser,
}) => {
  test.setTimeout(120_000);
  const { email: olgaEmail } = await signUpAs(olga, 'Olga Employer');

  const second = await openSecondUser(browser, { language: 'ru' });
  const boris = second.page;
  const { email: borisEmail } = await signUpAs(boris, 'Борис', { labels: RUSSIAN_SIGN_UP });
  // Job-board mail goes only to confirmed addresses: both confirm theirs from the profile.
  await confirmAddress(olga, olgaEmail);
  await confirmAddress(boris, borisEmail, 'ru');
  await uploadResume(boris, {
    path: RESUME,
    jobDescription: 'Data engineer: Python, SQL, Airflow, Spark. Build data pipelines.',
  });

  // Boris saves a search for a word nothing on the board contains yet.
  await boris.goto(`/vacancies?q=${MARKER}&workMode=remote`);
  await expect(boris.getByText('По вашему запросу вакансий не найдено.')).toBeVisible();
  await boris.getByRole('button', { name: 'Сохранить поиск' }).click();
  await boris.getByLabel('Название').fill('Удалённая дата-инженерия');
  await boris.getByLabel('Как часто').selectOption('daily');
  await boris.getByRole('button', { name: 'Сохранить поиск' }).click();
  await expect(boris.getByText(/Поиск сохранён/)).toBeVisible();

  // Olga posts a remote vacancy with that word.
  await olga.goto('/dashboard/vacancies');
  await olga.getByRole('button', { name: 'Create Vacancy' }).click();
  const form = olga.getByRole('group', { name: 'New vacancy' });
  await form.getByLabel('Job Title').fill(TITLE);
  await form.getByLabel('Company').fill('Acme Data');
  await form.getByLabel('Location').fill('Berlin');
  await form.getByLabel('Minimum Salary').fill('5000');
  await form.getByLabel('Maximum Salary').fill('7000');
  await form.getByLabel('Currency').selectOption('EUR');
  await form.getByLabel('Work mode').selectOption('remote');
  await form.getByLabel('Employment type').selectOption('full_time');
  await form.getByLabel('Job Description').fill(`Build the ${MARKER} pipelines in Python and SQL.`);
  await form.getByLabel('Requirements').fill('Python, SQL, Airflow.');
  await form.getByRole('button', { name: 'Create Vacancy' }).click();
  await expect(olga.getByText('Vacancy created')).toBeVisible();

  // The alert reaches Boris, in Russian, and its first link opens the vacancy.
  const alert = await mailTo(
    borisEmail,
    /новая вакансия по сохранённому запросу «Удалённая дата-инженерия»/,
    20_000,
  );
  expect(alert.text).toContain(TITLE);
  const vacancyLink = /https?:\/\/\S+\/vacancies\/[0-9a-f-]{36}/.exec(alert.text ?? '')?.[0];
  expect(vacancyLink).toBeTruthy();
  await boris.goto(new URL(vacancyLink!).pathname);
  await expect(boris.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(boris.getByText('Удалённо')).toBeVisible();

  // He applies with the tailored version of his resume.
  await boris.getByRole('button', { name: 'Откликнуться' }).click();
  const picker = boris.getByLabel('Резюме', { exact: true });
  await expect(picker.locator('option', { hasText: 'адаптированное' })).toHaveCount(1);
  const tailored = await picker
    .locator('option', { hasText: 'адаптированное' })
    .getAttribute('value');
  await picker.selectOption(tailored!);
  await boris.getByLabel('Сопроводительное письмо').fill('Строю конвейеры данных пять лет.');
  await boris.getByRole('button', { name: 'Отправить отклик' }).click();
  await expect(boris.getByText('Отклик успешно отправлен')).toBeVisible();

  // Olga hears of it in English, downloads the resume and invites Boris to an interview.
  const received = await mailTo(olgaEmail, /^New application for /);
  expect(received.subject).toBe(`New application for “${TITLE}”: Борис`);
  expect(received.text).toContain('john_doe-tailored.pdf');
  await olga.goto('/dashboard/vacancies');
  await olga.getByRole('link', { name: `View Applications ${TITLE}` }).click();
  const card = olga.getByRole('listitem', { name: 'Борис' });
  const downloading = olga.waitForEvent('download');
  await card.getByRole('link', { name: 'Download john_doe-tailored.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('john_doe-tailored.pdf');
  await card.getByRole('combobox', { name: 'Status Борис' }).selectOption('interview');
  await expect(olga.getByText('Борис: the application is now “Interview”')).toBeVisible();

  // Boris hears of the new status, in Russian.
  const status = await mailTo(borisEmail, /приглашение на собеседование$/);
  expect(status.subject).toBe(
    `Ваш отклик на вакансию «${TITLE}» (Acme Data): приглашение на собеседование`,
  );
  expect(status.text).toContain('приглашает вас на собеседование');
  await second.close();
});
