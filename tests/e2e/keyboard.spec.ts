import { signUpAs } from './support/accounts';
import { expect, test } from './support/fixtures';
import { expectVisibleFocus, tabTo } from './support/keyboard';

// A job seeker who uses only the keyboard (Tab, Shift+Tab, Enter, Space, Escape, arrows and
// typing) goes from the dashboard to a finished interview: every control is reachable, focus is
// always visible, and after each step it lands where the next step starts.

const ANSWER = 'I added an index and a cache, and p95 latency fell by 45% in two weeks.';

test('a whole offline interview with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAs(page, 'Keyboard User');
  const main = page.getByRole('main');

  // Dashboard → Interview Practice → Start a new interview.
  const aiInterview = page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Interview Practice' });
  await tabTo(page, aiInterview);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/ai-interview$/);
  const startNew = main.getByRole('link', { name: 'Start a new interview' });
  await tabTo(page, startNew);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/new-interview$/);
  // The link that led here is gone: focus goes to the new page's content, not the top.
  await expect(main).toBeFocused();

  // The form, from its first field on.
  await page.keyboard.press('Tab');
  await expect(main.getByLabel('Job Title')).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.type('Backend Developer');
  await page.keyboard.press('Tab');
  await expect(main.getByLabel('Job Description')).toBeFocused();
  await page.keyboard.type('Build REST APIs with Node.js and PostgreSQL.');
  await page.keyboard.press('Tab');
  const language = main.getByLabel('Interview language', { exact: true });
  await expect(language).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('ArrowDown');
  await expect(language).toHaveValue('ru');
  await page.keyboard.press('ArrowUp');
  await expect(language).toHaveValue('en');
  const start = main.getByRole('button', { name: 'Start Interview' });
  await tabTo(page, start);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  // Twelve questions are written before the page moves on; on a busy machine that passes 5 s.
  await expect(page).toHaveURL(/\/interview\/[\w-]+$/, { timeout: 20_000 });
  await expect(main).toBeFocused();

  const answer = main.getByLabel('Your answer');
  for (let order = 1; order <= 12; order += 1) {
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(`Question ${order} of 12`);
    await tabTo(page, answer);
    await expectVisibleFocus(page);
    await page.keyboard.type(`${ANSWER} (${order})`);

    if (order === 2) {
      // Leaving asks first; Escape keeps the interview and returns to the Leave interview button.
      const cancel = main.getByRole('button', { name: 'Leave interview', exact: true });
      await tabTo(page, cancel);
      await page.keyboard.press('Space');
      const dialog = page.getByRole('alertdialog', { name: 'Leave this interview?' });
      await expect(dialog.getByRole('button', { name: 'Keep going' })).toBeFocused();
      await expectVisibleFocus(page);
      // Tab stays inside the dialog.
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: 'Leave for now' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: 'Keep going' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(cancel).toBeFocused();
      await expectVisibleFocus(page);
      await expect(answer).toHaveValue(`${ANSWER} (${order})`);
    }

    const submit = main.getByRole('button', {
      name: order === 12 ? 'Finish Interview' : 'Submit & Next',
    });
    await tabTo(page, submit);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    if (order === 12) break;

    // The next question takes focus; the feedback on this answer is shown above it.
    const nextQuestion = main.getByRole('heading', { level: 2 }).last();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(`Question ${order + 1} of 12`);
    await expect(nextQuestion).toBeFocused();
    await expectVisibleFocus(page);
    const feedback = main.getByRole('region', { name: 'Feedback on your last answer' });
    await expect(feedback).toBeVisible();
    await expect(feedback.getByRole('paragraph').first()).not.toBeEmpty();
    await expect(answer).toHaveValue('');
  }

  // The results page: its content has focus, and Tab goes on inside it.
  await expect(page).toHaveURL(/\/results\/[\w-]+$/);
  await expect(main.getByRole('heading', { name: 'Backend Developer' })).toBeVisible();
  await expect(main).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(main.locator(':focus')).toHaveCount(1);
  await expectVisibleFocus(page);
});
