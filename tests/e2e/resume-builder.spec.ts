import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { extractResumeText } from '../../src/server/features/resumes/resume-engine';
import { JAVA_POSTING } from '../../src/server/features/resumes/test-resumes';
import { signUpAs } from './support/accounts';
import { expect, test } from './support/fixtures';

// A candidate tailors their real resume (john_doe.pdf, made by TeX) to a Java job with the
// offline engine: preview, check and correct what was read, optimize, see it in the list with its scores and report, download the
// tailored PDF and read it back. Also: a file that is not a PDF, and the page in Russian.

const RESUME = join(import.meta.dirname, '../fixtures/resumes/john_doe.pdf');
const JOB = JAVA_POSTING;

async function openResumeBuilder(page: Page) {
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Resume Builder' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/resume-creator$/);
}

/** True when the canvas has drawn pixels that are not white: pdf.js painted the page. */
function hasInk(page: Page) {
  return page.getByRole('img', { name: /^Page 1 of / }).evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d');
    if (!context || canvas.width === 0) return false;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    for (let index = 0; index < data.length; index += 4) {
      if (data[index]! < 128 && data[index + 3]! > 0) return true;
    }
    return false;
  });
}

test('a candidate tailors a real resume to a job and downloads the optimized PDF', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpAs(page, 'John Doe');
  await openResumeBuilder(page);
  await expect(
    page.getByText('No optimized resumes found. Start by optimizing a new resume!'),
  ).toBeVisible();

  const optimize = page.getByRole('button', { name: 'Optimize Resume' });
  await expect(optimize).toBeDisabled();
  await expect(
    page.getByText('Please provide a job description and select a resume'),
  ).toBeVisible();
  await page.getByLabel('Job Description / Requirements').fill(JOB);
  await page.getByLabel('Resume (PDF or Word)').setInputFiles(RESUME);
  await expect(page.getByRole('img', { name: 'Page 1 of john_doe.pdf' })).toBeVisible();
  // pdf.js loads its worker and reads the file first: on a loaded machine that took over the 5 s
  // an expectation waits by default while "Generating preview…" showed (CI, twenty-first session).
  await expect(page.getByText('Page 1 of 2', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => hasInk(page), { timeout: 30_000 }).toBe(true);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('Page 2 of 2', { exact: true })).toBeVisible();

  // Beside the preview, what was read, to check and correct before anything is matched: the
  // name as the candidate writes it, and a skill the file does not show in words.
  const review = page.getByRole('region', { name: 'Check what we read' });
  const name = review.getByLabel('Name (with credentials, if you use them)');
  // The file is read in a worker thread that gives way to the server's (ADR 0049): on a machine
  // busy with other journeys, "Wait a moment: we are reading your resume" can last a while.
  await expect(name).toHaveValue('JOHN DOE', { timeout: 30_000 });
  await expect(review.getByRole('textbox', { name: 'Contact detail 3' })).toHaveValue(
    'john.doe@email.com',
  );
  await name.fill('John Doe');
  const skills = review.getByRole('group', { name: 'Section 2: SKILLS' });
  await skills.getByRole('button', { name: 'Add a bullet' }).click();
  await skills.getByRole('textbox', { name: 'SKILLS, line 11' }).fill('Apache Camel');

  await optimize.click();
  await expect(page.getByRole('button', { name: 'Optimizing...' })).toBeDisabled();
  await expect(page.getByText('Your resume is optimized. Its report is open below.')).toBeVisible({
    timeout: 60_000,
  });

  const item = page
    .getByRole('region', { name: 'Your Optimized Resumes' })
    .getByRole('listitem', { name: 'john_doe.pdf' });
  await expect(item.getByText(/^Match score \d+ → \d+$/)).toBeVisible();
  await expect(item.getByText('Reformatted and reordered (offline)')).toBeVisible();
  await expect(item.getByText(/AI-optimized/i)).toHaveCount(0);
  const matched = item.getByRole('region', { name: /^Matched/ });
  // The report's first matched keyword: the one the job names first.
  const firstMatched = await matched.getByRole('listitem').first().textContent();
  const topSkill = firstMatched!.split(' (')[0]!;
  expect(topSkill).toBe('Java');
  await expect(item.getByRole('region', { name: 'Changes made' })).toContainText(
    /put in order of relevance/,
  );

  const downloading = page.waitForEvent('download');
  await item.getByRole('link', { name: 'Download the optimized john_doe.pdf' }).click();
  const download = await downloading;
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { text } = await extractResumeText(new Uint8Array(bytes));
  expect(text).toMatch(/john doe/i);
  expect(text).toContain(topSkill);

  // The same resume as plain text, for pasting into an application form.
  const downloadingText = page.waitForEvent('download');
  await item
    .getByRole('link', { name: /^Plain text version of the optimized john_doe\.pdf/ })
    .click();
  const plain = await readFile((await (await downloadingText).path())!, 'utf8');
  expect(plain.split('\n')[0]).toBe('John Doe');
  expect(plain).toContain(topSkill);
  expect(plain).toContain('Apache Camel');
  await expect(
    item.getByRole('link', { name: 'Word (.docx) version of the optimized john_doe.pdf' }),
  ).toHaveAttribute('href', /format=docx/);

  // The original is kept as it was uploaded.
  const downloadingOriginal = page.waitForEvent('download');
  await item.getByRole('link', { name: 'Original PDF of john_doe.pdf' }).click();
  const original = await downloadingOriginal;
  expect(await readFile((await original.path())!)).toEqual(await readFile(RESUME));

  // The report closes and opens again on demand.
  await item.getByRole('button', { name: 'Hide report' }).click();
  await expect(item.getByRole('region', { name: 'Changes made' })).toBeHidden();
  await item.getByRole('button', { name: 'View report' }).click();
  await expect(item.getByRole('region', { name: 'ATS checks' })).toBeVisible();

  // The dashboard counts the new resume.
  await page.goto('/dashboard');
  await expect(
    page.getByRole('main').getByRole('link', { name: /^Resume Builder 1 resume created/ }),
  ).toBeVisible();
});

test('a file that is not a PDF is refused before it is sent, in either language', async ({
  page,
}) => {
  await signUpAs(page, 'Maria Petrova');
  await openResumeBuilder(page);
  await page.getByLabel('Job Description / Requirements').fill(JOB);
  await page.getByLabel('Resume (PDF or Word)').setInputFiles({
    name: 'resume.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Maria Petrova, Java developer'),
  });
  await expect(page.getByText('Please upload a valid PDF file')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Optimize Resume' })).toBeDisabled();

  await page.getByRole('banner').getByLabel('Language').selectOption('ru');
  await expect(page.getByText('Пожалуйста, загрузите корректный PDF-файл')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Оптимизировать резюме' })).toBeDisabled();
  await expect(page.getByLabel('Описание вакансии / требования')).toHaveValue(JOB);
  await expect(page.getByRole('heading', { name: 'Ваши оптимизированные резюме' })).toBeVisible();
  await expect(
    page.getByText('Оптимизированных резюме пока нет. Начните с оптимизации нового резюме!'),
  ).toBeVisible();
});
