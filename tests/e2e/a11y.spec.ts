import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { signUpAs } from './support/accounts';
import { applyAndSave, createDraftPost, createInterview, createVacancy } from './support/api-data';
import { chooseLanguage, expectNoSeriousViolations, findSeriousViolations } from './support/axe';
import { E2E_A11Y_ADMIN_EMAIL, signInAsBlogAdmin } from './support/blog-admin';
import { openSecondUser } from './support/second-browser-user';
import { expect, test } from './support/fixtures';

// axe-core (WCAG 2.2 AA and best practices) on every page of the product, in English and then in
// Russian (switched with the top bar's selector, as a visitor does), and in the states that show
// more controls: forms with their validation errors, open dialogs and menus. A serious or
// critical violation fails the test and is printed with its rule, help and the elements at fault.

const LANGUAGES = ['en', 'ru'] as const;

/**
 * Each page scanned (in one language, with its states) brings its own time budget: a test that
 * scans three pages in two languages gets six budgets on top of its own set-up time, so a slow
 * scan on a busy machine cannot eat the time of the pages after it.
 */
const PAGE_BUDGET_MS = 15_000;

function addPageBudget(): void {
  test.info().setTimeout(test.info().timeout + PAGE_BUDGET_MS);
}

/** A page is ready when its heading is shown and nothing is loading any more. */
async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(/^(Loading…|Загрузка…)$/)).toHaveCount(0);
}

type State = (page: Page) => Promise<void>;

/**
 * Opens `path` in each language and scans it, then each extra state in turn (a state starts
 * from the page as the previous one left it).
 */
async function scanPage(page: Page, path: string, states: Record<string, State> = {}) {
  for (const language of LANGUAGES) {
    addPageBudget();
    await page.goto(path);
    if (language !== 'en') await chooseLanguage(page, language);
    await settle(page);
    await expectNoSeriousViolations(page, `${path} [${language}]`);
    for (const [name, enter] of Object.entries(states)) {
      await enter(page);
      await expectNoSeriousViolations(page, `${path} [${language}] ${name}`);
    }
  }
  await chooseLanguage(page, 'en');
}

/** Sends the page's main form empty, so every field shows its validation message. */
const submitEmptyForm: State = async (page) => {
  await page.getByRole('main').locator('form button[type="submit"]').first().click();
  await expect(page.getByRole('main').locator('[aria-invalid="true"]').first()).toBeVisible();
};

test.describe('public pages', () => {
  test('landing page, with the feedback form showing its errors', async ({ page }) => {
    await scanPage(page, '/', {
      'feedback form with errors': async (page) => {
        const form = page.locator('#feedback form');
        await form.locator('button[type="submit"]').click();
        await expect(form.getByRole('alert').first()).toBeVisible();
      },
    });
  });

  test('about, contact and the newsletter pages', async ({ page }) => {
    for (const path of ['/about', '/contact', '/newsletter/confirm', '/newsletter/unsubscribe']) {
      await scanPage(page, path);
    }
  });

  test('sign-in and sign-up, with their validation errors', async ({ page }) => {
    await scanPage(page, '/signin', { 'with errors': submitEmptyForm });
    await scanPage(page, '/signup', { 'with errors': submitEmptyForm });
  });

  test('forgot and reset password, with their validation errors', async ({ page }) => {
    await scanPage(page, '/reset-password', { 'with errors': submitEmptyForm });
    await scanPage(page, '/reset-password?token=not-a-real-token', {
      'with errors': submitEmptyForm,
    });
  });

  test('the address confirmation page, and its refusal of a made-up link', async ({ page }) => {
    await scanPage(page, '/confirm-email?token=not-a-real-token', {
      'with the refusal': async () => {
        await page
          .getByRole('button', { name: /Confirm my email address|Подтвердить адрес/ })
          .click();
        await expect(page.getByRole('alert')).toBeVisible();
      },
    });
  });

  test('blog list and a blog post', async ({ page }) => {
    await scanPage(page, '/blog');
    await scanPage(page, '/blog/star-method-answers');
  });

  test('the not-found page and the unprotected dashboard', async ({ page }) => {
    await scanPage(page, '/no-such-page');
    await scanPage(page, '/dashboardPage');
  });

  test('vacancies list and a vacancy, seen by a visitor', async ({ page, browser }) => {
    const owner = await openSecondUser(browser);
    await signUpAs(owner.page, 'Olga Employer');
    const id = await createVacancy(owner.page, 'Accessible Payments Engineer');
    await owner.close();
    await scanPage(page, '/vacancies');
    await scanPage(page, `/vacancies/${id}`);
    // The fit check a visitor can try (issue 38), and its answer for that vacancy.
    await scanPage(page, `/fit-check?vacancy=${id}`, {
      'with a verdict': async (page) => {
        // By name, not label: the state is entered in each language.
        await page
          .locator('textarea[name="resumeText"]')
          .fill('Ann Lee\nPayments Engineer\nExperience\n- Built payment APIs in Java');
        await page.locator('main form button[type="submit"]').click();
        await page.locator('section[aria-live] h2').waitFor();
      },
    });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('landing page with the menu open', async ({ page }) => {
    await scanPage(page, '/', {
      'menu open': async (page) => {
        await page.getByRole('banner').locator('button[aria-expanded]').click();
        await expect(
          page.getByRole('banner').locator('button[aria-expanded="true"]'),
        ).toBeVisible();
      },
    });
  });
});

test.describe('signed in', () => {
  test('dashboard home, profile and the AI interview history', async ({ page }) => {
    await signUpAs(page, 'Ada Candidate');
    await createInterview(page, { jobTitle: 'Backend Developer', answered: 12 });
    await scanPage(page, '/dashboard');
    await scanPage(page, '/dashboard/profile');
    await scanPage(page, '/dashboard/ai-interview');
  });

  test('new interview, an interview in progress with feedback and its cancel dialog, results', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signUpAs(page, 'Ada Candidate');
    await scanPage(page, '/new-interview');
    const inProgress = await createInterview(page, { jobTitle: 'Data Analyst', answered: 0 });
    const done = await createInterview(page, { jobTitle: 'Backend Developer', answered: 12 });
    for (const language of LANGUAGES) {
      addPageBudget();
      await page.goto(`/interview/${inProgress}`);
      await chooseLanguage(page, language);
      await settle(page);
      await expectNoSeriousViolations(page, `interview [${language}]`);
      const main = page.getByRole('main');
      await main.getByRole('textbox').fill('I shipped the reporting pipeline two weeks early.');
      await main.locator('button[type="submit"]').click();
      await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoSeriousViolations(page, `interview with feedback [${language}]`);
      await main
        .getByRole('button', { name: /^(Leave interview|Выйти из собеседования)$/ })
        .click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectNoSeriousViolations(page, `interview cancel dialog [${language}]`);
      await page.keyboard.press('Escape');
    }
    await chooseLanguage(page, 'en');
    await scanPage(page, `/results/${done}`);
  });

  test('resume builder, with a file read into the review form', async ({ page }) => {
    await signUpAs(page, 'Ada Candidate');
    await scanPage(page, '/dashboard/resume-creator', {
      'review form with highlighted doubts': async (page) => {
        await page
          .getByRole('main')
          .locator('input[type="file"]')
          .setInputFiles(
            join(import.meta.dirname, '../../eval/resume/layouts/printed/en-civil-engineer.pdf'),
          );
        await expect(page.getByRole('main').locator('.border-amber-500').first()).toBeVisible({
          timeout: 30_000,
        });
      },
    });
  });

  test('my vacancies with the create form and its errors, editing, and the applications', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    await signUpAs(page, 'Olga Employer');
    const id = await createVacancy(page, 'Accessible Payments Engineer');
    const candidate = await openSecondUser(browser);
    await signUpAs(candidate.page, 'Boris Candidate');
    await applyAndSave(candidate.page, id);
    await candidate.close();

    await scanPage(page, '/dashboard/vacancies', {
      'create form with errors': async (page) => {
        const main = page.getByRole('main');
        await main.getByRole('button', { name: /^(Create Vacancy|Создать вакансию)$/ }).click();
        await main.getByRole('group').locator('button[type="submit"]').click();
        await expect(main.locator('[aria-invalid="true"]').first()).toBeVisible();
      },
    });
    await scanPage(page, `/dashboard/vacancies/edit/${id}`, {
      'with errors': async (page) => {
        await page.getByRole('main').getByRole('textbox').first().fill('');
        await submitEmptyForm(page);
      },
    });
    await scanPage(page, `/dashboard/vacancies/${id}/applications`);
  });

  test('saved jobs, my applications and a vacancy with the apply form open', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    const owner = await openSecondUser(browser);
    await signUpAs(owner.page, 'Olga Employer');
    const applied = await createVacancy(owner.page, 'Accessible Payments Engineer');
    const open = await createVacancy(owner.page, 'Accessible Platform Engineer');
    await owner.close();
    await signUpAs(page, 'Boris Candidate');
    await applyAndSave(page, applied);

    await scanPage(page, '/dashboard/saved-jobs');
    await scanPage(page, '/dashboard/applications');
    await scanPage(page, `/vacancies/${open}`, {
      'apply form open': async (page) => {
        await page
          .getByRole('main')
          .getByRole('button', { name: /^(Apply Now|Откликнуться)$/ })
          .click();
        await expect(page.getByRole('main').getByRole('textbox').first()).toBeVisible();
      },
    });
  });
});

test.describe('as a blog admin', () => {
  test('blog editor, a new post with its errors, and editing a post', async ({ page }) => {
    test.setTimeout(60_000);
    expect(
      await signInAsBlogAdmin(page),
      `${E2E_A11Y_ADMIN_EMAIL} should be a blog admin (ADMIN_EMAILS of the e2e server)`,
    ).toBe(true);
    await expect(page.getByRole('link', { name: 'Blog editor' })).toBeVisible();
    const id = await createDraftPost(page, 'Accessible interview notes');
    await scanPage(page, '/dashboard/blog');
    await scanPage(page, '/dashboard/blog/new', { 'with errors': submitEmptyForm });
    await scanPage(page, `/dashboard/blog/edit/${id}`);
  });
});

test('the scan itself finds an unlabelled field and poor contrast', async ({ page }) => {
  // Guards against a scan that silently checks nothing (axe not loaded, wrong rule tags).
  await page.goto('/no-such-page');
  await settle(page);
  await page.evaluate(() => {
    const field = document.createElement('input');
    const text = document.createElement('p');
    text.textContent = 'Barely readable text';
    // CSSOM, not a style attribute: the CSP allows no inline style.
    text.style.color = '#bbb';
    text.style.background = '#fff';
    document.querySelector('main')!.append(field, text);
  });
  const found = await findSeriousViolations(page);
  expect(found.map((violation) => violation.id).sort()).toEqual(['color-contrast', 'label']);
});
