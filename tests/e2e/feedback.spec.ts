import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** Clicks a star as a person does: on the star drawn for the radio with that name. */
async function chooseRating(form: Locator, name: string) {
  await form.locator('label').filter({ hasText: name }).click();
  await expect(form.getByRole('radio', { name })).toBeChecked();
}

// A visitor sends feedback from the landing page: mistakes are explained, nothing typed is lost.

test.describe('in English', () => {
  test('an empty form explains what is required; a complete one is thanked and cleared', async ({
    page,
  }) => {
    await page.goto('/');
    const form = page.locator('#feedback');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expect(
      form.getByText('Please fill in the required fields (title and description)'),
    ).toBeVisible();

    await form.getByLabel('Title').fill('Clear questions');
    await form.getByLabel('Description').fill('The scenario questions felt like a real interview.');
    await chooseRating(form, '4 stars');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expect(form.getByText('Thank you for your feedback!')).toBeVisible();
    await expect(form.getByLabel('Title')).toHaveValue('');
    await expect(form.getByLabel('Description')).toHaveValue('');

    // The rating is optional: a title and a description are enough.
    await form.getByLabel('Title').fill('No stars from me');
    await form.getByLabel('Description').fill('I would rather say it in words.');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expect(form.getByText('Thank you for your feedback!')).toBeVisible();
    await expect(form.getByLabel('Title')).toHaveValue('');
  });

  test.describe('when the network fails', () => {
    test.use({ allowedConsoleErrors: [/ERR_CONNECTION_REFUSED/] });

    test('the failure is shown and the text stays', async ({ page }) => {
      await page.route('**/api/feedbacks', (route) => route.abort('connectionrefused'));
      await page.goto('/');
      const form = page.locator('#feedback');
      await form.getByLabel('Title').fill('Keep me');
      await form.getByLabel('Description').fill('Do not lose this text.');
      await chooseRating(form, '5 stars');
      await form.getByRole('button', { name: 'Send feedback' }).click();
      await expect(
        form.getByText('An error occurred while sending your feedback. Please try again.'),
      ).toBeVisible();
      await expect(form.getByLabel('Title')).toHaveValue('Keep me');
      await expect(form.getByLabel('Description')).toHaveValue('Do not lose this text.');

      await page.unroute('**/api/feedbacks');
      await form.getByRole('button', { name: 'Send feedback' }).click();
      await expect(form.getByText('Thank you for your feedback!')).toBeVisible();
    });
  });
});

test.describe('in Russian', () => {
  test.use({ language: 'ru', allowedConsoleErrors: [/ERR_CONNECTION_REFUSED/] });

  test('shows the specification’s Russian messages', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('#feedback');
    const submit = form.getByRole('button', { name: 'Отправить отзыв' });
    await submit.click();
    await expect(
      form.getByText('Пожалуйста, заполните обязательные поля (название и описание)'),
    ).toBeVisible();

    await form.getByLabel('Название').fill('Удобно');
    await form.getByLabel('Описание').fill('Вопросы по сценариям очень полезны.');
    await chooseRating(form, '5 звёзд');
    await submit.click();
    await expect(form.getByText('Спасибо за ваш отзыв!')).toBeVisible();
  });

  test('shows the Russian failure message when sending fails', async ({ page }) => {
    await page.route('**/api/feedbacks', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    const form = page.locator('#feedback');
    await form.getByLabel('Название').fill('Ошибка');
    await form.getByLabel('Описание').fill('Текст не должен пропасть.');
    await chooseRating(form, '3 звезды');
    await form.getByRole('button', { name: 'Отправить отзыв' }).click();
    await expect(
      form.getByText('Произошла ошибка при отправке отзыва. Пожалуйста, попробуйте еще раз.'),
    ).toBeVisible();
    await expect(form.getByLabel('Описание')).toHaveValue('Текст не должен пропасть.');
  });
});
