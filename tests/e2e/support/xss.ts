import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// Hostile input for the pages that show one person's text to another. Every payload tries to set
// `window.__xss` (or to open a dialog) if a page ever runs it; `guardAgainstScripts` watches for
// that, for dialogs and for the browser's Content-Security-Policy reports, and
// `expectNoScriptRan` also looks for what an injection leaves in the DOM (an event-handler
// attribute, a javascript: link, an inline script), which fails even where the CSP saved us.

/** The classic vectors, one per way out of text: tags, attributes, titles, JSON-LD, Markdown. */
export const XSS = {
  script: '<script>window.__xss=1</script>',
  img: '<img src=x onerror="window.__xss=1">',
  svg: '<svg onload="window.__xss=1">',
  breakDoubleQuote: '"><img src=x onerror=window.__xss=1>',
  breakSingleQuote: "'><svg/onload=window.__xss=1>",
  closeTitle: '</title><script>window.__xss=1</script>',
  closeScript: '</script><script>window.__xss=1</script>',
  markdownLink: '[click me](javascript:window.__xss=1)',
  markdownImage: '![photo](x" onerror="window.__xss=1)',
  javascriptUrl: 'javascript:window.__xss=1',
  alert: '<img src=x onerror=alert(document.domain)>',
} as const;

/** Every payload, one per line, for the long text fields. */
export const ALL_PAYLOADS = Object.values(XSS).join('\n');

interface ScriptWatch {
  dialogs: string[];
}

const watches = new WeakMap<Page, ScriptWatch>();

/** Starts watching a page (before its first navigation): dialogs, `__xss`, CSP reports. */
export async function guardAgainstScripts(page: Page): Promise<void> {
  const watch: ScriptWatch = { dialogs: [] };
  watches.set(page, watch);
  page.on('dialog', (dialog) => {
    watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const target = window as unknown as { __xss: number; __cspReports: string[] };
    target.__xss = 0;
    target.__cspReports = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      target.__cspReports.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}: ${event.sample}`,
      );
    });
  });
}

interface Scan {
  xss: number | undefined;
  cspReports: string[];
  /** What an injection leaves: event-handler attributes, script URLs, inline scripts. */
  injected: string[];
  parseError: string | null;
  /**
   * The JSON-LD and JSON data blocks, parsed, so a test can check a payload stayed inside its
   * string.
   */
  jsonLd: unknown[];
  title: string;
}

/**
 * Runs in the browser (so it must not use anything from outside itself): scans the page's
 * document, or `input` parsed the way the browser parses a server's HTML or XML.
 */
function scanDocument(
  input: { markup: string; type: 'text/html' | 'application/xml' } | null,
): Scan {
  const root = input ? new DOMParser().parseFromString(input.markup, input.type) : document;
  const injected: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      const isHandler = /^on/i.test(name);
      const isUrl = /^(href|src|action|formaction|xlink:href)$/i.test(name);
      // Browsers skip spaces and control characters inside a scheme.
      // eslint-disable-next-line no-control-regex
      const isScriptUrl = isUrl && /^javascript:/i.test(value.replace(/[\u0000-\u0020]/g, ''));
      if (isHandler || isScriptUrl) injected.push(`<${element.localName} ${name}="${value}">`);
    }
    // JSON-LD and the server-rendered pages' data blocks are data, which browsers never run.
    const type = element.getAttribute('type') ?? '';
    const isData = type === 'application/ld+json' || type === 'application/json';
    if (element.localName === 'script' && !element.hasAttribute('src') && !isData) {
      injected.push(`inline <script>${element.textContent ?? ''}</script>`);
    }
  }
  // Parsed, so a payload that broke out of its string (and so out of the block) shows up.
  const dataBlocks = root.querySelectorAll(
    'script[type="application/ld+json"], script[type="application/json"]',
  );
  const jsonLd = [...dataBlocks].map((script) => {
    try {
      return JSON.parse(script.textContent ?? '') as unknown;
    } catch {
      return `unparsable JSON data block: ${script.textContent ?? ''}`;
    }
  });
  const target = window as unknown as { __xss?: number; __cspReports?: string[] };
  return {
    xss: target.__xss,
    cspReports: target.__cspReports ?? [],
    injected,
    parseError: root.querySelector('parsererror')?.textContent ?? null,
    jsonLd,
    title: root.querySelector('title')?.textContent ?? '',
  };
}

/** Fails if any payload ran on the page as it is now, or left markup that would run. */
export async function expectNoScriptRan(page: Page, where: string): Promise<void> {
  const watch = watches.get(page);
  if (!watch) throw new Error('guardAgainstScripts(page) must be called before the page loads');
  const scan = await page.evaluate(scanDocument, null);
  expect(scan.xss, `a payload ran on ${where}`).toBe(0);
  expect(watch.dialogs, `a dialog opened on ${where}`).toEqual([]);
  // Any report means the CSP had to stop something: a payload trying to run (or, for eval, our
  // own code trying what the policy forbids; zod's probe is switched off in the client).
  expect(scan.cspReports, `the CSP had to block a script on ${where}`).toEqual([]);
  expect(scan.injected, `injected markup on ${where}`).toEqual([]);
}

/**
 * Parses a server-rendered document (HTML or XML) as the browser would, without running it, and
 * returns what an injection would have produced (see Scan).
 */
export async function inspectServerMarkup(
  page: Page,
  markup: string,
  type: 'text/html' | 'application/xml',
): Promise<Pick<Scan, 'parseError' | 'injected' | 'jsonLd' | 'title'>> {
  const { parseError, injected, jsonLd, title } = await page.evaluate(scanDocument, {
    markup,
    type,
  });
  return { parseError, injected, jsonLd, title };
}
