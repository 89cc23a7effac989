import { signUpAs } from './support/accounts';
import { expect, test } from './support/fixtures';
import { E2E_BLOG_ADMIN_EMAIL } from './support/global-setup';
import { linkInMailTo } from './support/mailbox';

// Readers open the starter posts; an unknown address gets the Russian not-found message; an
// admin proves their address by a password reset, then writes and publishes a post that appears
// in the list and the RSS feed. No dialog ever opens from a post's content.

test('a reader goes from the list to a post and back', async ({ page }) => {
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await page
    .getByRole('link', { name: 'Read more: The STAR method, without sounding rehearsed' })
    .click();
  await expect(page).toHaveURL(/\/blog\/star-method-answers$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'The STAR method, without sounding rehearsed' }),
  ).toBeVisible();
  await expect(page.getByText(/Published: Sep 2, 2026/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'The four parts' })).toBeVisible();
  await page.getByRole('link', { name: '← All Posts' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('a shared link to a post previews with its own title and description', async ({ request }) => {
  const html = await (await request.get('/blog/star-method-answers')).text();
  expect(html).toContain('<title>The STAR method, without sounding rehearsed | HireReady</title>');
  expect(html).toContain('<meta property="og:type" content="article" />');
  expect(html).toContain('"@type":"Article"');
});

test.describe('in Russian', () => {
  test.use({ language: 'ru' });

  test('an unknown post address says the post is not found or has moved', async ({ page }) => {
    await page.goto('/blog/no-such-post');
    await expect(page.getByRole('alert')).toHaveText('Статья не найдена или была перемещена.');
    await expect(page.getByRole('link', { name: '← Все статьи' })).toBeVisible();
  });
});

test('an admin writes a post and publishes it: it is in the list and the feed, and its markup is inert', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await signUpAs(page, 'Blog Admin', { email: E2E_BLOG_ADMIN_EMAIL });
  // Listed in ADMIN_EMAILS is not enough: the address must be proven first.
  await expect(page.getByRole('link', { name: 'Blog editor' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The reset page is a lazy route: until it has rendered, the sign-in form's Email is on screen.
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(E2E_BLOG_ADMIN_EMAIL);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  const link = await linkInMailTo(E2E_BLOG_ADMIN_EMAIL, /Reset your HireReady password/);
  await page.goto(link);
  await page.getByLabel('New password').fill('editors write every day');
  await page.getByLabel('Confirm password').fill('editors write every day');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/Your password has been changed/)).toBeVisible();
  await page.goto('/signin');
  await page.getByLabel('Email').fill(E2E_BLOG_ADMIN_EMAIL);
  await page.getByLabel('Password').fill('editors write every day');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('link', { name: 'Blog editor' }).click();
  await page.getByRole('link', { name: 'New post' }).click();
  await page.getByLabel('Title').fill('Как готовиться к собеседованию');
  await page.getByLabel('Tags').fill('собеседования, практика');
  await page.getByRole('main').getByLabel('Language').selectOption('ru');
  await page
    .getByLabel('Content (Markdown)')
    .fill(
      '## План\nПотренируйтесь вслух.\n<img src=x onerror="alert(1)"> <script>alert(2)</script> [ссылка](javascript:alert(3))',
    );
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'План' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Status: Published')).toBeVisible();

  await page.goto('/blog');
  await page.getByRole('link', { name: 'Read more: Как готовиться к собеседованию' }).click();
  await expect(page).toHaveURL(/\/blog\/kak-gotovitsia-k-sobesedovaniiu$/);
  await expect(page.getByText('Потренируйтесь вслух.')).toBeVisible();
  expect(
    await page.locator('article script, article [onerror], article [href^="javascript"]').count(),
  ).toBe(0);
  expect(dialogs).toBe(0);

  const feed = await (await request.get('/rss.xml')).text();
  expect(feed).toContain('<title>Как готовиться к собеседованию</title>');
  expect(feed).toContain('/blog/kak-gotovitsia-k-sobesedovaniiu</link>');
});
