import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type FakeLlm, reply, startFakeLlm } from '../support/fake-llm';
import { sampleFeedback, sampleQuestions } from '../support/fake-llm-replies';
import { type ServerProcess, findFreePort, startServer } from '../support/server-process';
import { signUpAs } from './support/accounts';
import { expect, test } from './support/fixtures';

// An operator adds a model to an install that has been running with the offline coach. The
// job seeker's offline interview is still in the history; the next interview uses the model,
// whose feedback appears word by word while it is being written, and ends on a scored report.
// This spec runs its own server (twice, on one data directory) and its own fake provider.

const CLIENT_DIR = process.env.E2E_CLIENT_DIR ?? resolve(import.meta.dirname, '../../dist/client');
const API_KEY = 'sk-e2e-never-in-the-browser';

let dataDir: string;
let llm: FakeLlm;
let server: ServerProcess | undefined;
let origin: string;
let port: number;

test.beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'hireready-e2e-model-'));
  llm = await startFakeLlm({ chunkDelayMs: 1 });
  port = await findFreePort();
  origin = `http://127.0.0.1:${port}`;
});

test.afterAll(async () => {
  await stop();
  await llm.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function stop() {
  if (!server) return;
  server.child.kill('SIGTERM');
  await server.exited;
  server = undefined;
}

async function start(ai: Record<string, string> = {}) {
  server = await startServer(
    { HOST: '127.0.0.1', DATA_DIR: dataDir, CLIENT_DIR, APP_URL: origin, ...ai },
    { port },
  );
}

test('with a model configured, feedback streams in as it is written and the history keeps the offline interview', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const at = (path: string) => new URL(path, origin).href;

  // Before: no model. An offline interview is started, answered once, and left for later.
  await start();
  await signUpAs(page, 'Model Tester', { origin });
  await page.goto(at('/new-interview'));
  await page.getByLabel('Job Title').fill('Data Analyst');
  await page.getByLabel(/Job Description/).fill('SQL, dashboards in Tableau, reporting.');
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await expect(page.getByText("Feedback by HireReady's offline coach")).toBeVisible();
  await page.getByLabel('Your answer').fill('I built the weekly sales dashboard in Tableau.');
  await page.getByRole('button', { name: 'Submit & Next' }).click();
  // Its feedback (and perhaps a follow-up, which keeps the header on question 1) is in.
  await expect(page.getByText('Feedback on your last answer')).toBeVisible();
  // The feedback shows while the answer is still being saved; leaving waits for the page that
  // follows (the next question or a follow-up), as a user would: a click on the form as it is
  // replaced lands on nothing.
  await expect(page.getByRole('button', { name: 'Processing...' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Leave interview', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave for now' }).click();
  await expect(page).toHaveURL(/\/new-interview$/);

  // The operator restarts the server with a model. The session and the history survive. The tab
  // leaves first, so nothing it fetches late (the favicon) meets the stopped server.
  await page.goto('about:blank');
  await stop();
  await start({ AI_BASE_URL: llm.baseUrl, AI_API_KEY: API_KEY, AI_MODEL: 'fake-model' });
  await page.goto(at('/new-interview'));
  // The first page after a restart loads on a cold server: generous on a busy CI machine.
  await expect(page.getByText('Data Analyst')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('In Progress')).toBeVisible();

  await page.getByLabel('Job Title').fill('Backend Developer');
  await page
    .getByLabel(/Job Description/)
    .fill('Build REST APIs with Node.js and PostgreSQL. Own CI/CD.');
  await page.getByRole('button', { name: 'Start Interview' }).click();
  const questions = sampleQuestions(12, 'en');
  // Generous: asking the model, storing 12 questions and loading them on a busy CI machine.
  await expect(page.getByText(questions[0]!)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Feedback by HireReady's offline coach")).toHaveCount(0);

  // The model writes four words, then stops until the test lets it go on.
  let resume = () => {};
  const resumed = new Promise<void>((done) => (resume = done));
  llm.respondWith(reply.content(sampleFeedback('en'), { pauseAfterChunks: 4, resume: resumed }));
  await page
    .getByLabel('Your answer')
    .fill('I designed the orders API and cut p95 latency by 40%.');
  await page.getByRole('button', { name: 'Submit & Next' }).click();
  const feedback = page
    .getByRole('heading', { name: 'Feedback on your last answer' })
    .locator('..');
  await expect(feedback).toContainText('Clear and relevant answer.');
  await expect(feedback).toContainText('The coach is writing…');
  await expect(feedback).not.toContainText('measurable result');
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  resume();
  await expect(page.getByText('Question 2 of 12')).toBeVisible();
  await expect(feedback).toContainText(sampleFeedback('en'));
  await expect(feedback).not.toContainText('The coach is writing…');

  for (let order = 2; order <= 12; order += 1) {
    await expect(page.getByText(`Question ${order} of 12`)).toBeVisible();
    await expect(page.getByText(questions[order - 1]!)).toBeVisible();
    await page.getByLabel('Your answer').fill(`Answer ${order}: I shipped it and measured it.`);
    await page
      .getByRole('button', { name: order === 12 ? 'Finish Interview' : 'Submit & Next' })
      .click();
  }

  await expect(page).toHaveURL(/\/results\/[\w-]+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Backend Developer' })).toBeVisible();
  await expect(page.getByText('78 / 100')).toBeVisible();
  const breakdown = page.getByRole('region', { name: 'Questions and answers' });
  await expect(breakdown.getByRole('listitem')).toHaveCount(12);
  await expect(breakdown.getByText('What the offline coach found in your answer')).toHaveCount(12);
  await expect(page.getByRole('heading', { name: 'Strengths' })).toBeVisible();

  // The model was asked with the spec's parameters, streaming; the key stayed on the server.
  expect(llm.requestsFor('feedback')).toHaveLength(12);
  expect(llm.requestsFor('feedback')[0]?.body).toMatchObject({ model: 'fake-model', stream: true });
  expect(llm.requestsFor('feedback')[0]?.headers.authorization).toBe(`Bearer ${API_KEY}`);
  expect(await page.content()).not.toContain(API_KEY);

  await page.goto(at('/new-interview'));
  await expect(page.getByText('Backend Developer')).toBeVisible();
  await expect(page.getByText('Completed')).toBeVisible();
  await expect(page.getByText('Data Analyst')).toBeVisible();
  await expect(page.getByText('In Progress')).toBeVisible();
});
