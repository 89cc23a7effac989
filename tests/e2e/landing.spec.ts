import { expect, test } from './support/fixtures';
import { signUpAs } from './support/accounts';

// A first visit: the landing page in English, then in Russian, and the choice kept on reload.

test('the landing page shows everything the specification lists, in English', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Walk into your next interview ready',
  );
  await expect(page.getByRole('link', { name: 'Start Practice' })).toBeVisible();
  for (const feature of ['Interview practice', 'Resume Builder', 'Job board']) {
    await expect(page.getByRole('heading', { name: feature, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Why practice with HireReady' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What job seekers say' })).toBeVisible();
  await expect(page.getByRole('figure')).toHaveCount(3);
  await expect(page.getByLabel('Title')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(
    'HireReady helps job seekers prepare: interview practice with feedback on every answer, resumes matched to the job, and a job board.',
  );
  await expect(page).toHaveTitle(/HireReady/);
});

test('switching to Russian translates the page, sets <html lang> and survives a reload', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('Language').selectOption('ru');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Приходите на собеседование подготовленными',
  );
  await expect(page.getByRole('link', { name: 'Начать тренировку' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).not.toContainText('empowers job seekers');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ru');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Приходите на собеседование подготовленными',
  );

  await page.getByLabel('Язык').selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Walk into your next interview ready',
  );
});

test.describe('an unsupported stored language', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'de'));
  });

  test('falls back to English', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Walk into your next interview ready',
    );
  });
});

test('a page starts loading while the pointer rests on its link, before the click', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' }).first();
  const signIn = nav.getByRole('link', { name: 'Sign In' });
  // Hydrated: the language switch is enabled once the app runs.
  await expect(page.getByLabel('Language').first()).toBeEnabled();
  const chunk = page.waitForRequest(/\/assets\/sign-in-page-[\w-]+\.js$/, { timeout: 5_000 });
  await signIn.hover();
  await chunk;
  await signIn.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
});

test('no link on the landing page is dead', async ({ page }) => {
  await page.goto('/');
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
  expect(hrefs.length).toBeGreaterThan(5);
  for (const href of hrefs) {
    const path = href.split('#')[0] || '/';
    await page.goto(path);
    await expect(
      page.getByRole('heading', { name: 'We could not find this page' }),
      `link ${href}`,
    ).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 }), `link ${href}`).toBeVisible();
  }
});

test(
  'a 360 px phone shows the page without sideways scrolling and with a working menu',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const menu = page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) {
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Blog' })
        .click();
      await expect(page).toHaveURL(/\/blog$/);
    }
  },
);

// The landing page comes prerendered in the visitor's language (scripts/prerender.ts) and the
// client hydrates it; a hydration mismatch is a console error, which fails these tests.
test.describe('the landing page arrives rendered', () => {
  test('the HTML already holds the page, before any script runs', async ({ request }) => {
    const english = await (await request.get('/')).text();
    expect(english).toContain('<html lang="en"');
    expect(english).toContain('Walk into your next interview ready');
    const russian = await (await request.get('/', { headers: { Cookie: 'lang=ru' } })).text();
    expect(russian).toContain('<html lang="ru"');
    expect(russian).toContain('Приходите на собеседование подготовленными');
    const otherPage = await (await request.get('/vacancies')).text();
    expect(otherPage).not.toContain('Walk into your next interview ready');
  });

  test('a language stored before the cookie existed takes over after hydration', async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'ru'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Приходите на собеседование подготовленными',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('ru');
  });

  test('a signed-in visitor sees their account links once the page is live', async ({ page }) => {
    await signUpAs(page, 'Prerender Visitor');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
  });
});

test.describe('a browser asking for Russian', () => {
  test.use({ locale: 'ru-RU' });

  test('gets the landing page in Russian from the server and keeps it', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Приходите на собеседование подготовленными',
    );
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Приходите на собеседование подготовленными',
    );
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page still shows its text', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Walk into your next interview ready',
    );
    await expect(page.getByRole('heading', { name: 'What job seekers say' })).toBeVisible();
  });
});
