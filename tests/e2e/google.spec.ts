import { expect, test } from './support/fixtures';

// Sign-in with Google in a popup, against a real local OpenID Connect provider that stands in
// for Google (tests/e2e/support/global-setup.ts starts it; it signs in "Google Tester").

test('signing in with Google in a popup lands on the dashboard, greeted by the Google name', async ({
  page,
}) => {
  await page.goto('/signin');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const popup = await popupOpened;
  await popup.waitForEvent('close');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome, Google Tester')).toBeVisible();

  // The session is a real one: it survives a reload, and signing out ends it.
  await page.reload();
  await expect(page.getByText('Welcome, Google Tester')).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('closing the Google window before finishing says sign-in was cancelled', async ({
  page,
  context,
}) => {
  // Keep the popup on a stand-in provider page, as if the person were still choosing an account.
  await context.route('**/api/auth/google/start**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Choose an account</p>' }),
  );
  await page.goto('/signin');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const popup = await popupOpened;
  await popup.close();
  await expect(page.getByText('Sign in was cancelled')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
});

test.describe('when the browser blocks popups', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
  });

  test('says so, and signing in continues in the same window', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(page.getByText('Popup was blocked by the browser')).toBeVisible();
    await page.getByRole('button', { name: 'Continue with Google in this window' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Welcome, Google Tester')).toBeVisible();
  });
});

test.describe('in Russian', () => {
  test.use({ language: 'ru' });

  test('the Google button and its messages speak Russian', async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Зарегистрироваться через Google' }).click();
    await expect(page.getByText('Браузер заблокировал всплывающее окно')).toBeVisible();
  });
});
