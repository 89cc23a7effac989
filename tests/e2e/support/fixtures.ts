import { type ConsoleMessage, test as base, expect } from '@playwright/test';
import { LANGUAGE_STORAGE_KEY } from '../../../src/shared/constants';
import type { Language } from '../../../src/shared/language';

// The `test` every e2e spec imports. It adds:
// - `language`: set with `test.use({ language: 'ru' })` to store the interface language in
//   localStorage before the app's first script runs.
// - a `page` that fails the test on any console error or uncaught page error, as the unit tests
//   do. The browser's own "Failed to load resource" line for an /api/ call that was refused (4xx)
//   or never answered (a test's `route.abort()`) doesn't count: the app must handle those, and
//   the test checks what the user sees. Nor does the line for a page the app has no route for,
//   whose document comes with the app's "page not found" and 404. A 5xx still counts. Add other
//   expected messages with `test.use({ allowedConsoleErrors: [/pattern/] })`.

type Options = {
  language: Language | undefined;
  allowedConsoleErrors: RegExp[];
};

const HANDLED_API_FAILURE =
  /^Failed to load resource: (the server responded with a status of 4\d\d|net::ERR_[A-Z_]+)/;

function isHandledApiFailure(message: ConsoleMessage): boolean {
  if (!HANDLED_API_FAILURE.test(message.text())) return false;
  try {
    return new URL(message.location().url).pathname.startsWith('/api/');
  } catch {
    return false;
  }
}

/** The browser's line for the document of an address the app has no page at (HTTP 404). */
function isNotFoundDocument(message: ConsoleMessage, pageUrl: string): boolean {
  return (
    message
      .text()
      .startsWith('Failed to load resource: the server responded with a status of 404') &&
    message.location().url === pageUrl
  );
}

let clients = 0;

/**
 * A client address of its own for each browser context, as real visitors have. The e2e server
 * trusts its proxy headers (TRUST_PROXY), so per-address limits (ten sign-ups an hour) apply to
 * each test's visitor rather than to the whole run coming from 127.0.0.1.
 */
export function newClientAddress(): string {
  clients += 1;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 250;
  return `10.${worker + 1}.${(clients >> 8) & 255}.${clients & 255}`;
}

export const test = base.extend<Options>({
  language: [undefined, { option: true }],
  allowedConsoleErrors: [[], { option: true }],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': newClientAddress() });
  },

  page: async ({ page, language, allowedConsoleErrors }, use) => {
    if (language) {
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        LANGUAGE_STORAGE_KEY,
        language,
      ] as const);
    }

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error' || isHandledApiFailure(message)) return;
      if (isNotFoundDocument(message, page.url())) return;
      const { url, lineNumber } = message.location();
      errors.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.stack ?? error.message}`));

    await use(page);

    const unexpected = errors.filter((error) => !allowedConsoleErrors.some((re) => re.test(error)));
    expect(unexpected, 'the page logged errors').toEqual([]);
  },
});

export { expect };
