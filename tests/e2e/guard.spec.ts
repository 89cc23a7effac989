import { expect, test } from './support/fixtures';

// A guest reaching for a signed-in feature is sent to sign in.

test('Start Practice takes a guest to sign in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Start Practice' }).click();
  await expect(page).toHaveURL(/\/signin$/);
});

for (const path of [
  '/new-interview',
  '/dashboard',
  '/dashboard/saved-jobs',
  '/interview/123',
  '/results/123',
]) {
  test(`${path} sends a guest to /signin`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/signin$/);
  });
}

test('/login is an old address for /signin', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/signin$/);
});

test('the public dashboard page and the about page open without signing in', async ({ page }) => {
  await page.goto('/dashboardPage');
  await expect(page).toHaveURL(/\/dashboardPage$/);
  await page.goto('/about');
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown address shows the not-found page in the chosen language', async ({ page }) => {
  // …with the status a crawler or a link checker reads as "not found".
  expect((await page.goto('/no/such/page'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'We could not find this page' })).toBeVisible();
  await page.getByLabel('Language').selectOption('ru');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    'We could not find this page',
  );
});
