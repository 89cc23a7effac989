import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

// Moving through a page the way a keyboard user does: Tab and Shift+Tab only, never a click
// or a scripted focus().

const MAX_TAB_STOPS = 60;

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it is not reachable. */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { isBackwards?: boolean } = {},
): Promise<void> {
  const key = options.isBackwards ? 'Shift+Tab' : 'Tab';
  for (let stop = 0; stop < MAX_TAB_STOPS; stop += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `not reachable with ${key} in ${MAX_TAB_STOPS} steps`).toBeFocused();
}

async function isFocused(target: Locator): Promise<boolean> {
  const count = await target.count();
  if (count !== 1) return false;
  return target.evaluate((element) => element === document.activeElement);
}

/**
 * The focused element shows where it is: an outline or a focus shadow wider than nothing
 * (WCAG 2.4.7), as the browser computes it now.
 */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const style = await page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    const computed = getComputedStyle(focused);
    return {
      element: `${focused.tagName.toLowerCase()} “${(focused.textContent ?? '').trim().slice(0, 40)}”`,
      outline: `${computed.outlineStyle} ${computed.outlineWidth}`,
      boxShadow: computed.boxShadow,
    };
  });
  expect(style, 'nothing has focus').not.toBeNull();
  const hasOutline = !/^none\b/.test(style!.outline) && !/ 0px$/.test(style!.outline);
  const hasShadow = style!.boxShadow !== 'none';
  expect(hasOutline || hasShadow, `no visible focus on ${style!.element}: ${style!.outline}`).toBe(
    true,
  );
}
