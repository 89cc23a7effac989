import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';
import type { Language } from '../../../src/shared/language';
import { expect } from './fixtures';

// axe-core run inside the page under test. The site's CSP forbids inline script, so axe is not
// added as a <script>: `page.evaluate` runs it through the DevTools protocol, which CSP does not
// govern. (@axe-core/playwright would do the same but needs Node 22.)

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** WCAG 2.2 AA (with the 2.0 and 2.1 rules it builds on) plus axe's best practices. */
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Impacts that fail a test; minor and moderate findings are printed but tolerated. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

function describeViolation(violation: Result): string {
  const targets = violation.nodes
    .slice(0, 5)
    .map(
      (node) =>
        `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`,
    )
    .join('\n');
  const more = violation.nodes.length > 5 ? `\n    …and ${violation.nodes.length - 5} more` : '';
  return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${targets}${more}`;
}

/** The serious and critical violations axe finds on the page as it is now. */
export async function findSeriousViolations(page: Page): Promise<Result[]> {
  // At the top of the page: scrolled, the sticky top bar covers part of whatever lies beneath it,
  // and axe's target-size rule would blame that element for where the test happened to scroll.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe.run(
        document,
        // Only violations are read: axe then skips gathering the elements that passed.
        { runOnly: tags, resultTypes: ['violations'] },
      ),
    RULE_TAGS,
  );
  return results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
}

/** Fails the test (softly, so every state is still scanned) on serious or critical violations. */
export async function expectNoSeriousViolations(page: Page, state: string): Promise<void> {
  const blocking = await findSeriousViolations(page);
  expect
    .soft(
      blocking.map((violation) => `${violation.id}: ${violation.nodes.length} element(s)`),
      `accessibility violations on ${state} (${page.url()}):\n${blocking.map(describeViolation).join('\n')}`,
    )
    .toEqual([]);
}

/** Switches the interface language with the top bar's selector, as a visitor does. */
export async function chooseLanguage(page: Page, language: Language): Promise<void> {
  await page.getByRole('banner').getByRole('combobox').first().selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}
