import type { Page } from '@playwright/test';
import { signUpAs } from './accounts';
import { expect } from './fixtures';
import { E2E_A11Y_ADMIN_EMAIL } from './global-setup';
import { linkInMailTo } from './mailbox';

export { E2E_A11Y_ADMIN_EMAIL };

const PASSWORD = 'accessible editors 2026';

/**
 * Signs `page` in with an address listed in ADMIN_EMAILS, proven by a password reset (being
 * listed is not enough), and says whether the server now treats the account as a blog admin.
 */
export async function signInAsBlogAdmin(
  page: Page,
  email = E2E_A11Y_ADMIN_EMAIL,
): Promise<boolean> {
  await signUpAs(page, 'Accessibility Admin', { email });
  await page.context().clearCookies();
  await page.goto('/reset-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.goto(await linkInMailTo(email, /Reset your HireReady password/));
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/Your password has been changed/)).toBeVisible();
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const session = (await (await page.request.get('/api/session')).json()) as {
    user: { isAdmin?: boolean } | null;
  };
  return session.user?.isAdmin === true;
}
