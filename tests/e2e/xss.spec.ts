import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { type FakeLlm, reply, startFakeLlm } from '../support/fake-llm';
import { type ServerProcess, findFreePort, startServer } from '../support/server-process';
import { type SmtpCapture, firstLink, startSmtpCapture } from '../support/smtp-capture';
import { signUpAs, uniqueEmail } from './support/accounts';
import { expect, test } from './support/fixtures';
import { openSecondUser } from './support/second-browser-user';
import {
  ALL_PAYLOADS,
  XSS,
  expectNoScriptRan,
  guardAgainstScripts,
  inspectServerMarkup,
} from './support/xss';

// Hostile text in every field one person writes and another reads: a vacancy's texts, an
// applicant's name and cover letter, a blog post (title, excerpt, body, author, tags, cover), and
// what an AI model says (questions, feedback, assessment). Each page that shows them is opened
// in Chromium as the person who reads them, and as a guest where the page is public, including
// the server-rendered <head> of vacancy and post pages, the RSS feed and the sitemap. Nothing may
// run: no `window.__xss`, no dialog, no CSP report, no handler attribute or script URL in the DOM.
//
// The landing page's feedback form is not here: feedback is stored and never shown to anyone (no
// route reads it back), so there is no page to render it on.
//
// This spec runs its own server (blog admin address of its own, a fake model, SMTP capture), as
// interview-model.spec.ts does, so it never competes with blog.spec.ts for the shared admin.

const CLIENT_DIR = process.env.E2E_CLIENT_DIR ?? resolve(import.meta.dirname, '../../dist/client');
const ADMIN_EMAIL = 'xss.admin@example.com';
const PASSWORD = 'practice makes perfect 2026';
const MARKER = `xsswombat${Date.now().toString(36)}`;

let dataDir: string;
let llm: FakeLlm;
let smtp: SmtpCapture;
let server: ServerProcess;
let origin: string;
const at = (path: string) => new URL(path, origin).href;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // A new embedded database is created and migrated first: slow on a busy machine.
  test.setTimeout(150_000);
  dataDir = await mkdtemp(join(tmpdir(), 'hireready-e2e-xss-'));
  llm = await startFakeLlm({ chunkDelayMs: 1 });
  smtp = await startSmtpCapture();
  const port = await findFreePort();
  origin = `http://127.0.0.1:${port}`;
  const env = {
    HOST: '127.0.0.1',
    CLIENT_DIR,
    APP_URL: origin,
    SMTP_URL: smtp.url,
    ADMIN_EMAILS: ADMIN_EMAIL,
    AI_BASE_URL: llm.baseUrl,
    AI_API_KEY: 'sk-e2e-xss',
    AI_MODEL: 'fake-model',
  };
  server = await startServer({ ...env, DATA_DIR: dataDir }, { port });
});

test.afterAll(async () => {
  if (server) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await smtp?.close();
  await llm?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Opens a server-rendered page's raw HTML and checks its <head> is as inert as its body. */
async function expectInertServerHtml(page: Page, path: string) {
  const response = await page.request.get(at(path));
  expect(response.status()).toBe(200);
  const scan = await inspectServerMarkup(page, await response.text(), 'text/html');
  expect(scan.parseError).toBeNull();
  expect(scan.injected, `injected markup in the HTML of ${path}`).toEqual([]);
  return scan;
}

test.describe('vacancies, applicants and cover letters', () => {
  const title = `Engineer ${MARKER} ${XSS.closeTitle} ${XSS.closeScript} ${XSS.img}`;
  const company = `Acme ${XSS.breakDoubleQuote}`;
  const location = `Berlin ${XSS.breakSingleQuote}`;
  const description = `Build the settlement service.\n${ALL_PAYLOADS}`;
  const requirements = `Node.js.\n${ALL_PAYLOADS}`;
  const benefits = `Remote Fridays.\n${ALL_PAYLOADS}`;
  // Names are at most 100 characters.
  const applicantName = `Boris ${XSS.img} ${XSS.breakSingleQuote}`;
  const coverLetter = `I ran payments for five years.\n${ALL_PAYLOADS}`;

  test('the candidate, the owner and a guest see the texts as text, and nothing runs', async ({
    page: owner,
    browser,
  }) => {
    test.setTimeout(180_000);
    await guardAgainstScripts(owner);
    await signUpAs(owner, `Olga ${XSS.svg}`, { origin });
    const created = await owner.request.post(at('/api/vacancies'), {
      data: {
        title,
        company,
        location,
        salaryMin: 4000,
        salaryMax: 6000,
        currency: 'EUR',
        description,
        requirements,
        benefits,
      },
    });
    expect(created.status()).toBe(201);
    const { vacancy } = (await created.json()) as { vacancy: { id: string } };

    // The candidate finds it, reads it, saves it and applies with a hostile cover letter.
    const second = await openSecondUser(browser);
    const candidate = second.page;
    await guardAgainstScripts(candidate);
    await signUpAs(candidate, applicantName, { origin });
    await expectNoScriptRan(candidate, 'the dashboard greeting the candidate by name');
    await candidate.goto(at(`/vacancies?q=${MARKER}`));
    await expect(candidate.getByText(title)).toBeVisible();
    await expect(candidate.getByText(company).first()).toBeVisible();
    await expectNoScriptRan(candidate, 'the vacancy search results');

    await candidate.getByRole('link', { name: title }).click();
    await expect(candidate.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(candidate.getByText(XSS.markdownLink).first()).toBeVisible();
    await expect(candidate.getByText(XSS.closeScript).first()).toBeVisible();
    await expectNoScriptRan(candidate, 'the vacancy page');
    await candidate.getByRole('button', { name: 'Save job' }).click();
    await expect(candidate.getByText('Added to saved jobs')).toBeVisible();
    await candidate.getByRole('button', { name: 'Apply Now' }).click();
    await candidate.getByLabel('Cover letter').fill(coverLetter);
    await candidate.getByRole('button', { name: 'Submit Application' }).click();
    await expect(candidate.getByText('Application submitted successfully')).toBeVisible();
    await expectNoScriptRan(candidate, 'the vacancy page after applying');

    await candidate.goto(at('/dashboard/saved-jobs'));
    await expect(candidate.getByText(title)).toBeVisible();
    await expectNoScriptRan(candidate, 'the saved jobs');
    await candidate.goto(at('/dashboard/applications'));
    await expect(
      candidate.getByRole('region', { name: 'On the HireReady job board' }).getByText(title),
    ).toBeVisible();
    await expectNoScriptRan(candidate, 'the candidate’s applications');

    // The owner reads the applicant's name and cover letter.
    await owner.goto(at('/dashboard/vacancies'));
    await expect(owner.getByText(title)).toBeVisible();
    await expectNoScriptRan(owner, 'the owner’s vacancies');
    await owner.goto(at(`/dashboard/vacancies/${vacancy.id}/applications`));
    const application = owner.getByRole('listitem', { name: applicantName });
    await expect(application).toBeVisible();
    await expect(application.getByText(XSS.alert)).toBeVisible();
    await expectNoScriptRan(owner, 'the applications');
    await second.close();

    // A guest opens the shared link, and a crafted search link that echoes its words.
    const third = await openSecondUser(browser);
    const guest = third.page;
    await guardAgainstScripts(guest);
    await guest.goto(at(`/vacancies/${vacancy.id}`));
    await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(guest).toHaveTitle(new RegExp(MARKER));
    await expectNoScriptRan(guest, 'the vacancy page for a guest');
    await guest.goto(at(`/vacancies?q=${encodeURIComponent(XSS.img)}`));
    await expect(guest.getByLabel('Keywords')).toHaveValue(XSS.img);
    await expectNoScriptRan(guest, 'a search for a payload');

    // What link previews and search engines read: the payloads stay inside their strings.
    const head = await expectInertServerHtml(guest, `/vacancies/${vacancy.id}`);
    expect(head.title).toContain(title);
    expect(head.jsonLd).toContainEqual(
      expect.objectContaining({ title, qualifications: requirements.trim() }),
    );
    const sitemap = await (await guest.request.get(at('/sitemap.xml'))).text();
    const sitemapScan = await inspectServerMarkup(guest, sitemap, 'application/xml');
    expect(sitemapScan.parseError).toBeNull();
    expect(sitemapScan.injected).toEqual([]);
    expect(sitemap).toContain(`/vacancies/${vacancy.id}`);
    await third.close();
  });
});

test.describe('blog posts', () => {
  const post = {
    title: `Hostile post ${XSS.closeTitle} ${XSS.closeScript}`,
    slug: `hostile-post-${MARKER}`,
    excerpt: `${XSS.breakDoubleQuote} ${XSS.img} ${XSS.markdownLink}`,
    content: `Plain words stay.\n\n${ALL_PAYLOADS}\n\n[a link](https://example.com/ok "${XSS.breakDoubleQuote}")`,
    authorName: `${XSS.breakSingleQuote} ${XSS.svg}`,
    tags: [XSS.script, XSS.breakDoubleQuote],
    language: 'en',
    status: 'published',
  };

  /** An admin proves the address (a password reset) and signs in, all through the API. */
  async function signInAsAdmin(page: Page) {
    const signUp = await page.request.post(at('/api/auth/sign-up'), {
      data: { name: 'Blog Admin', email: ADMIN_EMAIL, password: PASSWORD },
    });
    expect(signUp.status()).toBe(201);
    await page.request.post(at('/api/auth/password-reset-request'), {
      data: { email: ADMIN_EMAIL },
    });
    const mail = await smtp.waitForMail((message) =>
      JSON.stringify(message.to ?? '').includes(ADMIN_EMAIL),
    );
    const token = new URL(firstLink(mail)).searchParams.get('token') ?? '';
    const reset = await page.request.post(at('/api/auth/password-reset'), {
      data: { token, password: PASSWORD },
    });
    expect(reset.ok()).toBe(true);
    const signIn = await page.request.post(at('/api/auth/sign-in'), {
      data: { email: ADMIN_EMAIL, password: PASSWORD },
    });
    expect(signIn.ok()).toBe(true);
  }

  test('a guest reads a hostile post, its list, its feed and its head, and nothing runs', async ({
    page: admin,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(admin);
    const created = await admin.request.post(at('/api/admin/blog/posts'), { data: post });
    expect(created.status()).toBe(201);
    // A cover from anywhere but HireReady's own storage is refused, hostile or not.
    const hostileCover = await admin.request.post(at('/api/admin/blog/posts'), {
      data: {
        ...post,
        slug: `${post.slug}-cover`,
        coverImageUrl: 'https://cover.example/a.png"onerror="window.__xss=1',
      },
    });
    expect(hostileCover.status()).toBe(400);

    const second = await openSecondUser(browser);
    const guest = second.page;
    await guardAgainstScripts(guest);
    await guest.goto(at('/blog'));
    await expect(guest.getByText(post.title)).toBeVisible();
    await expect(guest.getByText(XSS.img).first()).toBeVisible();
    await expectNoScriptRan(guest, 'the blog list');

    await guest.goto(at(`/blog/${post.slug}`));
    await expect(guest.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(guest.getByText('Plain words stay.')).toBeVisible();
    await expect(guest.getByText(post.authorName)).toBeVisible();
    await expectNoScriptRan(guest, 'the post');

    await guest.goto(at(`/blog?tag=${encodeURIComponent(XSS.breakDoubleQuote)}`));
    await expect(guest.getByText(post.title)).toBeVisible();
    await expectNoScriptRan(guest, 'the list filtered by a hostile tag');

    const head = await expectInertServerHtml(guest, `/blog/${post.slug}`);
    expect(head.title).toContain(post.title);
    expect(JSON.stringify(head.jsonLd)).toContain(post.title);

    const feed = await guest.request.get(at('/rss.xml'));
    expect(feed.status()).toBe(200);
    const feedScan = await inspectServerMarkup(guest, await feed.text(), 'application/xml');
    expect(feedScan.parseError).toBeNull();
    expect(feedScan.injected).toEqual([]);
    expect(await feed.text()).toContain(`/blog/${post.slug}</link>`);
    await second.close();
  });
});

test.describe('AI output', () => {
  const questions = [
    `Tell us about ${XSS.img} in your last project?`,
    `How would you handle ${XSS.closeScript} and ${XSS.markdownLink}?`,
  ];
  const feedback = `Good answer. ${XSS.script} ${XSS.svg} ${XSS.markdownImage} **${XSS.alert}**`;
  const assessment = [
    `Overall ${XSS.breakDoubleQuote} and ${XSS.markdownLink}.`,
    '',
    `## Strengths ${XSS.img}`,
    `- ${XSS.script}`,
    `- **${XSS.svg}**`,
    '',
    '## Weaknesses',
    `1. ${XSS.javascriptUrl}`,
    '',
    `## ${XSS.closeTitle}`,
    `${XSS.alert}`,
    '',
    'Score: 64/100',
  ].join('\n');

  test('questions, streamed feedback and the assessment from a model render as text', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    llm.setResponder((request) => {
      if (request.task === 'questions') {
        return reply.content(questions.map((q, i) => `${i + 1}. ${q}`).join('\n'));
      }
      if (request.task === 'feedback') return reply.content(feedback);
      return reply.content(assessment);
    });
    await guardAgainstScripts(page);
    await signUpAs(page, 'Model Reader', { origin, email: uniqueEmail('xss.ai') });
    await page.goto(at('/new-interview'));
    await page.getByLabel('Job Title').fill('Backend Developer');
    await page.getByLabel(/Job Description/).fill('Build REST APIs with Node.js and PostgreSQL.');
    await page.getByRole('button', { name: 'Start Interview' }).click();
    await expect(page.getByText(questions[0]!)).toBeVisible({ timeout: 20_000 });
    await expectNoScriptRan(page, 'the first question');

    await page.getByLabel('Your answer').fill('I built it and measured it.');
    await page.getByRole('button', { name: 'Submit & Next' }).click();
    await expect(page.getByText(questions[1]!)).toBeVisible();
    const shown = page.getByRole('heading', { name: 'Feedback on your last answer' }).locator('..');
    await expect(shown).toContainText(XSS.script);
    await expect(shown).toContainText(XSS.markdownImage);
    await expectNoScriptRan(page, 'the streamed feedback');

    await page.getByLabel('Your answer').fill('I would roll back first.');
    await page.getByRole('button', { name: 'Finish Interview' }).click();
    await expect(page).toHaveURL(/\/results\/[\w-]+$/, { timeout: 20_000 });
    await expect(page.getByText('64 / 100')).toBeVisible();
    await expect(page.getByText(XSS.javascriptUrl, { exact: true })).toBeVisible();
    await expect(page.getByText(XSS.alert).first()).toBeVisible();
    await expectNoScriptRan(page, 'the results');
    expect(llm.requestsFor('feedback')).toHaveLength(2);
  });
});
