import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_HEADLESS_FLAGS, findChromium } from './scripts/find-chromium.mjs';

// End-to-end tests drive Debian's Chromium against the built server, started once per run by
// tests/e2e/support/global-setup.ts with a fresh data directory. scripts/test.mjs builds the app
// and passes E2E_PORT, E2E_BASE_URL and CHROMIUM_PATH; run directly (`npx playwright test`, after
// `npm run build`) this file picks them itself. Setting only E2E_BASE_URL tests a running server.
//
// Playwright evaluates this file again in every worker process; the values chosen here go into
// process.env first, so the workers (spawned later, inheriting it) agree with the runner.

const repoRoot = fileURLToPath(new URL('.', import.meta.url));

function findFreePortSync(): number {
  const script =
    "const s=require('node:net').createServer();" +
    "s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

if (!process.env.E2E_PORT && !process.env.E2E_BASE_URL) {
  process.env.E2E_PORT = String(findFreePortSync());
}
if (!process.env.E2E_PORT) process.env.E2E_EXTERNAL_SERVER = '1';
process.env.E2E_BASE_URL ??= `http://127.0.0.1:${process.env.E2E_PORT}`;
process.env.CHROMIUM_PATH = findChromium();
// The journeys that start a server of their own (tests/support/server-process.ts) start the built
// one, as the main server is: the run tests the build.
process.env.HIREREADY_SERVER_BUNDLE ??= 'dist/server';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: `${repoRoot}.test-results/e2e.json` }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: [...CHROMIUM_HEADLESS_FLAGS],
    },
    locale: 'en-US',
    // The page scrolls smoothly unless the user asks for reduced motion (styles.css). A click
    // during that animation can press on one element and release on another, so tests ask for
    // reduced motion: scrolling is then instant, as it is for anyone with that setting.
    reducedMotion: 'reduce',
    // A failed test keeps its trace (actions, DOM snapshots, network, console) without the
    // screencast: recording frames of every test took a fifth of the journeys' time (a11y and
    // interview specs 105.6–105.9 s with it, 84.8 s without, 83.2 s with no trace; issue 39).
    // The failure screenshot below still shows the page as it was.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      // A small Android phone. Only specs tagged @phone run here, to keep the suite quick.
      name: 'phone',
      grep: /@phone/,
      use: {
        viewport: { width: 360, height: 740 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) ' +
          'Chrome/140.0.0.0 Mobile Safari/537.36',
      },
    },
  ],
});
