import { expect, test } from './support/fixtures';

// Checks that the built app starts and serves a safe page. It knows nothing about the UI, so it
// holds while the screens change; the journeys test the screens.

function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

test('the health endpoints answer 200', async ({ request }) => {
  for (const path of ['/livez', '/readyz']) {
    const response = await request.get(path);
    expect(response.status(), `GET ${path}`).toBe(200);
  }
});

test('the home page renders in English without errors', { tag: '@phone' }, async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('body')).toContainText(/\S/);
  // Let start-up requests finish, so an error they cause is seen by the fixture.
  await page.waitForLoadState('networkidle');
});

test.describe('content security policy', () => {
  test.use({ allowedConsoleErrors: [/Content Security Policy/] });

  test('forbids inline scripts, and the browser refuses one', async ({ page }) => {
    const response = await page.goto('/');
    const header = response?.headers()['content-security-policy'];
    expect(header, 'Content-Security-Policy header').toBeTruthy();
    const directives = parseCsp(header!);
    const scriptSources = directives.get('script-src') ?? directives.get('default-src');
    expect(scriptSources, 'script-src or default-src').toBeDefined();
    expect(scriptSources).not.toContain("'unsafe-inline'");

    const violation = page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener(
            'securitypolicyviolation',
            (event) => resolve(event.effectiveDirective),
            {
              once: true,
            },
          );
        }),
    );
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineScriptRan = true;';
      document.head.append(script);
    });
    expect(await violation).toMatch(/^script-src/);
    expect(await page.evaluate(() => '__inlineScriptRan' in window)).toBe(false);
  });
});

test('the served client bundle holds no server code, configuration or secrets', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const entries = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1] ?? '');
  expect(entries.length).toBeGreaterThan(0);
  // The entry is a few hundred bytes that import the app: every module reachable from it, by
  // static or dynamic import, is what a browser may be sent.
  const pending = [...entries];
  const seen = new Set<string>();
  let totalBytes = 0;
  while (pending.length > 0) {
    const src = pending.pop() ?? '';
    if (seen.has(src)) continue;
    seen.add(src);
    const res = await request.get(src);
    expect(res.headers()['content-type'], src).toMatch(/javascript/);
    const code = await res.text();
    totalBytes += code.length;
    for (const forbidden of [
      /DATABASE_URL/,
      /@electric-sql\/pglite/,
      /drizzle-orm/,
      /pg_advisory_lock/,
      /AI_API_KEY/,
      /SMTP_URL/,
    ]) {
      expect(code, `${src} must not contain ${forbidden}`).not.toMatch(forbidden);
    }
    for (const match of code.matchAll(/(?:from|import)\s*\(?\s*["'`](\.\/[^"'`]+\.js)["'`]/g)) {
      pending.push(new URL(match[1] ?? '', new URL(src, 'http://x')).pathname);
    }
  }
  // The whole app, not an error page: its chunks hold well over 100 KB.
  expect(seen.size).toBeGreaterThan(20);
  expect(totalBytes).toBeGreaterThan(100_000);
});
