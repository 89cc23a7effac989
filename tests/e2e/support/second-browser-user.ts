import type { Browser, ConsoleMessage, Page } from '@playwright/test';
import { LANGUAGE_STORAGE_KEY } from '../../../src/shared/constants';
import type { Language } from '../../../src/shared/language';
import { expect, newClientAddress } from './fixtures';

// A second person in the same run, in a browser context of their own (own cookies, own
// storage), with the same rule as the `page` fixture: any console error or uncaught error fails
// the test, except the browser's own line for an /api/ call the app refused (4xx) and handled.

const HANDLED_API_FAILURE = /^Failed to load resource: the server responded with a status of 4\d\d/;

function isHandledApiFailure(message: ConsoleMessage): boolean {
  if (!HANDLED_API_FAILURE.test(message.text())) return false;
  try {
    return new URL(message.location().url).pathname.startsWith('/api/');
  } catch {
    return false;
  }
}

/**
 * Opens a page for another user, in `language` when given (stored before the app starts, as the
 * `language` fixture option does); `close()` closes it and checks it logged no errors.
 */
export async function openSecondUser(
  browser: Browser,
  options: { language?: Language } = {},
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    extraHTTPHeaders: { 'X-Forwarded-For': newClientAddress() },
  });
  const page = await context.newPage();
  if (options.language) {
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      LANGUAGE_STORAGE_KEY,
      options.language,
    ] as const);
  }
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isHandledApiFailure(message)) {
      errors.push(`console.error: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.stack ?? error.message}`));
  return {
    page,
    close: async () => {
      await context.close();
      expect(errors, 'the second user’s page logged errors').toEqual([]);
    },
  };
}
