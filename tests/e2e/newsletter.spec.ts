import { expect, test } from './support/fixtures';
import { linkInMailTo } from './support/mailbox';

// A visitor subscribes to the newsletter, twice, and with a mistyped address.

test('subscribing thanks the visitor, and subscribing again gives the same answer', async ({
  page,
}) => {
  await page.goto('/');
  const email = page.getByLabel('Email');
  await email.fill('  Reader@Example.com ');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Thank you for subscribing!')).toBeVisible();
  await expect(email).toHaveValue('');

  await page.reload();
  await page.getByLabel('Email').fill('reader@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Thank you for subscribing!')).toBeVisible();
});

test('an invalid address is explained and kept for correction', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Email').fill('reader@');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('reader@');
});

test.describe('when the network fails', () => {
  test.use({ allowedConsoleErrors: [/ERR_CONNECTION_REFUSED/] });

  test('the address stays in the box', async ({ page }) => {
    await page.route('**/api/newsletter', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await page.getByLabel('Email').fill('later@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /try again/i })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('later@example.com');
  });
});

test.describe('in Russian', () => {
  test.use({ language: 'ru' });

  test('thanks and explains in Russian', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Электронная почта').fill('nope');
    await page.getByRole('button', { name: 'Подписаться' }).click();
    await expect(page.getByText('Неверный адрес электронной почты')).toBeVisible();
    await page.getByLabel('Электронная почта').fill('chitatel@example.com');
    await page.getByRole('button', { name: 'Подписаться' }).click();
    await expect(page.getByText('Спасибо за подписку!')).toBeVisible();
  });
});

test('the confirmation mail’s link confirms the subscription after a press; pressed again, it says so', async ({
  page,
}) => {
  const email = `confirm.${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    page.getByText('Please confirm your address with the link we just emailed you.'),
  ).toBeVisible();

  const link = await linkInMailTo(email, /confirm/i);
  expect(new URL(link).pathname).toBe('/newsletter/confirm');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByText('Your subscription is confirmed.')).toBeVisible();

  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(
    page.getByText('This address is already confirmed: you are subscribed to the newsletter.'),
  ).toBeVisible();
});
