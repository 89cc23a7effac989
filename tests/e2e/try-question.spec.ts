import { RUSSIAN_SIGN_UP, uniqueEmail } from './support/accounts';
import { expect, test } from './support/fixtures';

// A visitor tries one question from the landing page without an account, reads the coach's
// feedback, signs up, and the answer becomes question 1 of the first full interview.

const ANSWER_RU =
  'В прошлом году в нашем отделении выросло число ошибок при раздаче лекарств. Я предложила ' +
  'сверять лист назначений и браслет пациента перед каждой дозой и провела для смены два ' +
  'коротких занятия. За три месяца ошибок стало меньше на 40%, и теперь так работают все смены.';

test.describe('in Russian', () => {
  test.use({ language: 'ru' });

  test('a guest answers a nurse’s question, signs up and goes on from question 2', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/');
    await page.getByRole('link', { name: 'Попробовать вопрос без регистрации' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Попробуйте один вопрос' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Медсестра' }).click();
    const question = page.getByRole('region', { name: 'Ваш вопрос' });
    await expect(question.getByText(/пациент/i)).toBeVisible();
    const asked = (await question.locator('p[lang="ru"]').textContent()) ?? '';
    expect(asked).toMatch(/[а-яё]{4,}/i);

    // The voice recorder arrives in its own chunk above the answer box and moves the button down:
    // wait for it, so the click lands on the button rather than where it was.
    await expect(page.getByRole('button', { name: 'Записать ответ' })).toBeVisible();
    await page.getByLabel('Ваш ответ').fill(ANSWER_RU);
    await page.getByRole('button', { name: 'Получить отзыв' }).click();
    const feedback = page.getByRole('region', { name: 'Отзыв тренера' });
    await expect(feedback.getByText(/Оценка этого ответа: \d+ из 100/)).toBeVisible();
    await expect(feedback.getByRole('status')).toContainText(/[а-яё]{4,}/i);

    await page.getByRole('link', { name: 'Зарегистрируйтесь, чтобы сохранить ответ' }).click();
    await page.getByLabel(RUSSIAN_SIGN_UP.name).fill('Анна Пробная');
    await page.getByLabel(RUSSIAN_SIGN_UP.email).fill(uniqueEmail('trial'));
    await page
      .getByLabel(RUSSIAN_SIGN_UP.password, { exact: true })
      .fill('practice makes perfect 2026');
    await page.getByRole('button', { name: RUSSIAN_SIGN_UP.submit }).click();

    await expect(page).toHaveURL(/\/new-interview$/);
    const kept = page.getByRole('region', { name: 'Ваш ответ на пробный вопрос' });
    await expect(kept.getByText(asked)).toBeVisible();
    await expect(page.getByLabel('Название должности')).toHaveValue('Медсестра');
    await page
      .getByLabel('Описание вакансии / требования')
      .fill('Уход за пациентами в хирургическом отделении, раздача лекарств, работа с врачами.');
    await page.getByRole('button', { name: 'Начать собеседование' }).click();

    // Question 1 is the trial's, answered; the interview asks question 2.
    await expect(page.getByText(/Вопрос 2 из 12/)).toBeVisible();
    await page.goto('/new-interview');
    await expect(page.getByRole('region', { name: 'Ваш ответ на пробный вопрос' })).toHaveCount(0);
  });
});

test('another question can be asked, and a keyword list scores low', async ({ page }) => {
  await page.goto('/try');
  await page.getByLabel('Job title').fill('Accountant');
  await page.getByRole('button', { name: 'Get a question' }).click();
  const question = page.getByRole('region', { name: 'Your question' });
  const first = (await question.locator('p[lang="en"]').textContent()) ?? '';
  await page.getByRole('button', { name: 'Another question' }).click();
  await expect(question.locator('p[lang="en"]')).not.toHaveText(first);

  await page
    .getByLabel('Your answer')
    .fill('reconciliation, month-end close, IFRS, tax, audit, Excel, accuracy, deadlines');
  await page.getByRole('button', { name: 'Get feedback' }).click();
  const feedback = page.getByRole('region', { name: 'Coach feedback' });
  await expect(feedback.getByText(/Score for this answer: \d+ out of 100/)).toBeVisible();
  const score = Number(
    (await feedback.getByText(/Score for this answer/).textContent())?.match(/\d+/)?.[0],
  );
  expect(score).toBeLessThan(40);
});
