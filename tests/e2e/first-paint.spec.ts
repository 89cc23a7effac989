import type { Page } from '@playwright/test';
import { signUpAs } from './support/accounts';
import { expect, test } from './support/fixtures';

// Opening any page directly (a bookmark, a link in a mail) paints the frame and "Loading…" at
// once, while the page's own code is still on its way: never a blank screen (issue 23). The
// test holds every lazily loaded page chunk back until it has looked.

const PUBLIC_ROUTES = ['/signup', '/signin', '/about', '/contact', '/reset-password', '/blog'];
const SIGNED_IN_ROUTES = [
  '/dashboard',
  '/dashboard/profile',
  '/dashboard/saved-jobs',
  '/dashboard/ai-interview',
  '/new-interview',
];

/** Holds the chunks of lazily loaded pages until `release` is called. */
async function holdPageChunks(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[\w-]+-page-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function expectFrameWhileLoading(page: Page, path: string) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/HydrateFallback/.test(message.text())) warnings.push(message.text());
  });
  const release = await holdPageChunks(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /HireReady/ })).toBeVisible();
  release();
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(warnings, `${path}: the router warned`).toEqual([]);
  await page.unroute(/\/assets\/[\w-]+-page-[\w-]+\.js$/);
}

test('a public page opened directly shows the frame and Loading…, then the page', async ({
  page,
}) => {
  for (const path of PUBLIC_ROUTES) await expectFrameWhileLoading(page, path);
});

test('a signed-in page opened directly shows the frame and Loading…, then the page', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpAs(page, 'Paula Direct');
  for (const path of SIGNED_IN_ROUTES) await expectFrameWhileLoading(page, path);
});
