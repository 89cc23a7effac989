import { readFileSync } from 'node:fs';
import { RUSSIAN_SIGN_UP, signUpAs } from './support/accounts';
import { join } from 'node:path';
import { createInterview, uploadResume } from './support/api-data';
import { expect, test } from './support/fixtures';

// A job seeker practises a whole interview with the offline coach (no model configured), reads
// the report, and finds it in the history; another one is cancelled; one runs in Russian.

const STRONG_ANSWER =
  'When our checkout API timed out under load, my task was to fix it. I profiled the PostgreSQL queries, added an index and a Redis cache, and as a result p95 latency fell by 45% in two weeks.';

test('a full offline interview ends on a results page with the breakdown and a score, listed in the history', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpAs(page, 'Interview Tester');
  await page.goto('/new-interview');
  const start = page.getByRole('button', { name: 'Start Interview' });
  await expect(start).toBeDisabled();
  await page.getByLabel('Job Title').fill('Backend Developer');
  await page
    .getByLabel(/Job Description/)
    .fill('Build REST APIs with Node.js and PostgreSQL. Own CI/CD. Mentor juniors.');
  await start.click();
  // Twelve questions are written before the page moves on; on a busy machine that passes 5 s.
  await expect(page).toHaveURL(/\/interview\/[\w-]+$/, { timeout: 20_000 });

  for (let order = 1; order <= 12; order += 1) {
    await expect(page.getByText(`Question ${order} of 12`)).toBeVisible();
    const answer = page.getByLabel('Your answer');
    const submit = page.getByRole('button', {
      name: order === 12 ? 'Finish Interview' : 'Submit & Next',
    });
    await expect(submit).toBeDisabled();
    await answer.fill(STRONG_ANSWER);
    await submit.click();
    if (order < 12) await expect(answer).toHaveValue('');
  }

  await expect(page).toHaveURL(/\/results\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Backend Developer' })).toBeVisible();
  await expect(page.getByText(/\d+\s*\/\s*100/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Overall Assessment' })).toBeVisible();
  // One step from the top of the page to it.
  await expect(page.getByRole('link', { name: 'Read the overall assessment' })).toBeVisible();
  await expect(page.getByText(STRONG_ANSWER).first()).toBeVisible();

  await page
    .getByRole('link', { name: 'Start New Interview' })
    .or(page.getByRole('button', { name: 'Start New Interview' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/new-interview$/);
  await expect(page.getByText('Backend Developer')).toBeVisible();
  await expect(page.getByText('Completed')).toBeVisible();
});

test('finished interviews show on the progress page, and a result downloads as a PDF', async ({
  page,
}) => {
  await signUpAs(page, 'Petra Progress');
  await createInterview(page, { jobTitle: 'Site Reliability Engineer', answered: 12 });
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Progress' })
    .click();
  await expect(page.getByRole('heading', { name: 'Scores over time' })).toBeVisible();
  // The chart is drawn (uPlot, on a canvas) above the table that screen readers use.
  await expect(page.locator('canvas').first()).toBeVisible();
  const table = page.getByRole('table', { name: /Completed interviews, oldest first/ });
  await table.getByRole('link', { name: 'Site Reliability Engineer' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Site Reliability Engineer' }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: /Each part of the interview/ })).toBeVisible();
  // The parts' bars are rows of the page, each named above its bar.
  await expect(page.locator('[data-chart-bar]')).toHaveCount(4);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download as PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^HireReady - Site Reliability Engineer - \d{4}-\d{2}-\d{2}\.pdf$/,
  );
  const path = await file.path();
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');

  // An answer kept in the story bank, then found on the progress page and used as a draft.
  await page
    .getByRole('button', { name: 'Save the answer to question 1 to your story bank' })
    .click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Finding the slow queries');
  await page.getByRole('button', { name: 'Save story' }).click();
  await expect(page.getByText('Saved to your story bank.', { exact: false })).toBeVisible();
  await page.goto('/dashboard/progress');
  const bank = page.getByRole('region', { name: 'Your story bank' });
  await expect(bank.getByRole('heading', { name: 'Finding the slow queries' })).toBeVisible();
  const next = await createInterview(page, { jobTitle: 'Site Reliability Engineer', answered: 0 });
  await page.goto(`/interview/${next}`);
  await page
    .getByLabel('Start from one of your stories')
    .selectOption({ label: 'Finding the slow queries' });
  await page.getByRole('button', { name: 'Use as a draft' }).click();
  await expect(page.getByLabel('Your answer')).toHaveValue(/p95 latency fell by 45%/);
});

test('the weakest answers are practised again and the assessment is rewritten with the best attempts', async ({
  page,
}) => {
  await signUpAs(page, 'Rita Retake');
  const id = await createInterview(page, { jobTitle: 'Backend Developer', answered: 12 });
  await page.goto(`/results/${id}`);
  const score = page.getByText(/^\d+ \/ 100$/).first();
  const before = Number((await score.textContent())?.split(' ')[0]);

  await page.getByRole('link', { name: 'Practice the weakest again' }).click();
  await expect(page.getByText('Question 1 of 3 to practice')).toBeVisible();
  for (let step = 1; step <= 3; step += 1) {
    const box = page.getByRole('textbox', { name: 'Your new answer' });
    await box.fill(STRONG_ANSWER);
    await page.getByRole('button', { name: 'Send new answer' }).click();
    await expect(page.getByText('Feedback on attempt 2')).toBeVisible();
    await expect(page.getByText(/This attempt now counts|still counts/)).toBeVisible();
    const next = step < 3 ? 'Next question' : 'Update my results';
    await page.getByRole('button', { name: next }).click();
  }

  await expect(page).toHaveURL(new RegExp(`/results/${id}$`));
  await expect(page.getByText(`First assessment: ${before} / 100`, { exact: false })).toBeVisible();
  const after = Number(
    (
      await page
        .getByText(/^\d+ \/ 100$/)
        .first()
        .textContent()
    )?.split(' ')[0],
  );
  expect(after).toBeGreaterThanOrEqual(before);
  await expect(page.getByText(/Best of 2 attempts/).first()).toBeVisible();
});

test('an interview for this job and this resume asks about its claims, and an answer can be tried again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpAs(page, 'John Doe');
  // A real resume nobody here wrote (made by TeX), uploaded to the Resume Builder.
  await uploadResume(page, {
    path: join(import.meta.dirname, '../fixtures/resumes/john_doe.pdf'),
    jobDescription: 'Java and Spring Boot developer for payment services.',
  });
  await page.goto('/new-interview');
  await page.getByLabel('Job Title').fill('Java Backend Developer');
  await page
    .getByLabel(/Job Description/)
    .fill('Requirements:\n- Java and Spring Boot\n- Kubernetes in production\n- PostgreSQL');
  await page.getByLabel('Base the questions on my resume (optional)').selectOption({ index: 1 });
  await page.getByLabel('Level (optional)').selectOption('senior');
  await page.getByRole('button', { name: 'Start Interview' }).click();
  // Twelve questions are written before the page moves on; on a busy machine that passes 5 s.
  await expect(page).toHaveURL(/\/interview\/[\w-]+$/, { timeout: 20_000 });

  await page.getByLabel('Your answer').fill('I have built Java services for six years.');
  await page.getByRole('button', { name: 'Submit & Next' }).click();
  // Question 2 quotes the resume; John's lines measure nothing, so it asks for the result.
  await expect(page.getByText('Question 2 of 12')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: /^Your resume says: “Developed scalable, robust/ }),
  ).toBeVisible();

  // The retake answers what question 1 asked (the closest role and what they owned there) with
  // a real case: better than a one-line claim.
  await page.getByRole('button', { name: 'Try again: question 1' }).click();
  await page
    .getByRole('textbox', { name: 'Your new answer' })
    .fill(
      'My closest role is senior Java developer at Northwind Payments, where for three years I owned the Spring Boot payment API that runs on Kubernetes. When it timed out under month-end load, I profiled the PostgreSQL queries, added an index and a Redis cache, and p95 latency fell from 1.8 s to 240 ms.',
    );
  await page.getByRole('button', { name: 'Send new answer' }).click();
  await expect(page.getByText('Feedback on attempt 2')).toBeVisible();
  await expect(page.getByText(/^Better than your best so far: \d+ → \d+\./)).toBeVisible();
  // The interview goes on at question 2.
  await expect(page.getByText('Question 2 of 12')).toBeVisible();

  // A team answer with no result: the coach asks one follow-up before question 3.
  await page.getByLabel('Your answer').fill('We built it as a team and it went well.');
  await page.getByRole('button', { name: 'Submit & Next' }).click();
  const followUp = page.getByRole('region', { name: 'Follow-up on question 2' });
  await expect(followUp).toBeVisible();
  await followUp
    .getByRole('textbox', { name: 'Your answer to the follow-up' })
    .fill('I wrote the payment retry service myself; failed payments fell from 4% to 1%.');
  await followUp.getByRole('button', { name: 'Answer follow-up' }).click();
  await expect(page.getByText('Question 3 of 12')).toBeVisible();
  await expect(page.getByLabel('Your answer')).toBeVisible();
  await expect(followUp).toHaveCount(0);
});

test('leaving an interview asks first, returns to the new-interview page, and keeps what was typed', async ({
  page,
}) => {
  await signUpAs(page, 'Cancel Tester');
  await page.goto('/new-interview');
  await page.getByLabel('Job Title').fill('Data Analyst');
  await page
    .getByLabel(/Job Description/)
    .fill('SQL, dashboards in Tableau, stakeholder reporting.');
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await expect(page.getByText('Question 1 of 12')).toBeVisible();
  // A reload keeps an answer typed and not yet sent…
  await page.getByLabel('Your answer').fill('My unsent draft about the dashboards.');
  await page.reload();
  await expect(page.getByLabel('Your answer')).toHaveValue('My unsent draft about the dashboards.');
  await page.getByRole('button', { name: 'Leave interview', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave for now' }).click();
  await expect(page).toHaveURL(/\/new-interview$/);
  await expect(page.getByText('In Progress')).toBeVisible();
  // …and so does leaving for now: continuing brings it back.
  await page.getByRole('link', { name: 'Continue →' }).click();
  await expect(page.getByLabel('Your answer')).toHaveValue('My unsent draft about the dashboards.');
});

test('an interview finished after three answers is assessed on those three', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpAs(page, 'Lunch Break Tester');
  await page.goto('/new-interview');
  await page.getByLabel('Job Title').fill('Backend Developer');
  await page
    .getByLabel(/Job Description/)
    .fill('Build REST APIs with Node.js and PostgreSQL. Own CI/CD. Mentor juniors.');
  await page.getByRole('button', { name: 'Start Interview' }).click();
  const answers = [
    STRONG_ANSWER,
    'Last spring I moved our nightly billing job to a queue. I split it into batches of 500, added retries with backoff, and the run went from 3 hours to 40 minutes.',
    'I mentored a junior through her first on-call week: we read the runbooks together, I shadowed her first two pages, and by Friday she closed an incident alone.',
  ];
  for (const [index, text] of answers.entries()) {
    await expect(page.getByText(`Question ${index + 1} of 12`)).toBeVisible();
    // Not offered before the third answer.
    await expect(page.getByRole('button', { name: 'Finish now' })).toHaveCount(0);
    await page.getByLabel('Your answer').fill(text);
    await page.getByRole('button', { name: 'Submit & Next' }).click();
    const skip = page.getByRole('button', { name: 'Skip and go on' });
    await expect(
      page
        .getByText(`Question ${index + 2} of 12`)
        .or(skip)
        .first(),
    ).toBeVisible();
    if (await skip.isVisible()) await skip.click();
  }
  await page.getByRole('button', { name: 'Finish now' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Finish the interview now?' });
  await expect(dialog).toContainText('the 9 questions left stay unanswered');
  await dialog.getByRole('button', { name: 'Finish and see results' }).click();

  await expect(page).toHaveURL(/\/results\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Overall Assessment' })).toBeVisible();
  await expect(
    page.getByText(/You finished early, after answering 3 of the 12 questions/),
  ).toBeVisible();
  await expect(page.getByText('No answer provided.').first()).toBeVisible();
  await page.goto('/new-interview');
  await expect(page.getByText('Completed')).toBeVisible();
});

test.describe('in Russian', () => {
  test.use({ language: 'ru' });

  test('on a phone, the results chart names every part on a line of its own, inside the screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpAs(page, 'Павел Телефонов', { labels: RUSSIAN_SIGN_UP });
    const id = await createInterview(page, { jobTitle: 'Аналитик данных', answered: 12 });
    await page.goto(`/results/${id}`);
    const bars = page.locator('[data-chart-bar]');
    await expect(bars).toHaveCount(4);
    const labels = await bars.locator('p').evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return {
          text: element.textContent,
          left: box.left,
          right: box.right,
          top: box.top,
          bottom: box.bottom,
        };
      }),
    );
    expect(labels.map((label) => label.text)).toEqual([
      'Опыт и мотивация',
      'Профессиональные вопросы',
      'Ситуации',
      'Гибкие навыки',
    ]);
    for (const [index, label] of labels.entries()) {
      // Whole on the screen, and below the one before it (never run into it).
      expect(label.left).toBeGreaterThanOrEqual(0);
      expect(label.right).toBeLessThanOrEqual(390);
      if (index > 0) expect(label.top).toBeGreaterThanOrEqual(labels[index - 1]!.bottom);
    }
    // The table is wider than the phone: it says it scrolls sideways, and it does.
    await expect(
      page.getByText('На узком экране прокрутите таблицу вбок, чтобы увидеть все столбцы.').first(),
    ).toBeVisible();
    const tableBox = page.getByRole('region', { name: /Каждый раздел собеседования/ });
    const widths = await tableBox.evaluate((box) => ({
      seen: box.clientWidth,
      all: box.scrollWidth,
    }));
    expect(widths.all).toBeGreaterThan(widths.seen);
    await tableBox.evaluate((box) => box.scrollBy({ left: 1000 }));
    const last = await page
      .getByRole('columnheader', { name: /Слова-паразиты/ })
      .evaluate((cell) => cell.getBoundingClientRect().right);
    expect(last).toBeLessThanOrEqual(390);
  });

  test('an interview in Russian asks Russian questions and keeps the answer when it cannot be sent', async ({
    page,
  }) => {
    await signUpAs(page, 'Тестировщик', { labels: RUSSIAN_SIGN_UP });
    await page.goto('/new-interview');
    await page
      .getByRole('combobox', { name: /Язык собеседования|Язык/ })
      .last()
      .selectOption('ru');
    await page.getByRole('textbox').nth(0).fill('Аналитик данных');
    await page.getByRole('textbox').nth(1).fill('SQL, отчёты в Power BI, работа с заказчиками.');
    await page.getByRole('button', { name: /Начать/ }).click();
    await expect(page.getByText(/Вопрос 1 из 12/)).toBeVisible();
    await expect(page.locator('main')).toContainText(/[а-яё]{4,}/i);

    // The connection drops as the answer is sent: the error is explained and the text stays.
    await page.route('**/api/interviews/*/answers/stream', (route) =>
      route.abort('connectionrefused'),
    );
    const answer = page.getByLabel('Ваш ответ');
    await answer.fill(
      'Я настроил отчёты в Power BI, и время подготовки отчёта сократилось на 30%.',
    );
    await page.getByRole('button', { name: 'Отправить и далее' }).click();
    await expect(page.getByRole('alert')).toContainText('Произошла ошибка');
    await expect(answer).toHaveValue(
      'Я настроил отчёты в Power BI, и время подготовки отчёта сократилось на 30%.',
    );
    await page.unroute('**/api/interviews/*/answers/stream');
    await page.getByRole('button', { name: 'Отправить и далее' }).click();
    await expect(page.getByText(/Вопрос 2 из 12/)).toBeVisible();
  });
});
