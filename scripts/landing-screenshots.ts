// Writes the landing page's pictures of the product (issue 23): the trial question on /try, with
// the coach's feedback, its score and its evidence, in each language, taken from the app itself.
// Run after `npm run build`: `npm run screenshots:landing`. The pictures are JPEG, 720 px wide,
// small enough to stay off the landing page's budget (they are lazy and not JavaScript).
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startBenchServer, stopBenchServer } from '../bench/bench-server';
import { CHROMIUM_HEADLESS_FLAGS, findChromium } from './find-chromium.mjs';

const OUT_DIR = 'src/client/public/landing';

const SHOTS = [
  {
    language: 'en',
    job: 'Registered Nurse',
    answer:
      'On my surgical ward last winter we had two wound infections in one month. As the nurse in charge of the bay, I audited our dressing changes and found that hand hygiene was skipped on night shifts. I ran a five-minute huddle and put a checklist at each bedside. Over the next three months we had no wound infections, and two other wards now use the checklist.',
  },
  {
    language: 'ru',
    job: 'Медсестра',
    answer:
      'Сначала сажусь рядом и спрашиваю, что пациент уже понял и что его пугает. Объясняю по одному пункту простыми словами, без терминов, а потом прошу пересказать своими словами. Например, в прошлом месяце пожилой пациент после операции на колене путал таблетки. Я расписала схему приёма крупным шрифтом, разложила лекарства по дням и позвонила его дочери. Через неделю на перевязке он принимал всё правильно, и повторной госпитализации не понадобилось.',
  },
] as const;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'hireready-screenshots-'));
  const { server, base } = await startBenchServer(dataDir);
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: [...CHROMIUM_HEADLESS_FLAGS],
  });
  try {
    for (const shot of SHOTS) {
      const context = await browser.newContext({
        viewport: { width: 720, height: 1200 },
        locale: shot.language === 'ru' ? 'ru-RU' : 'en-US',
        reducedMotion: 'reduce',
      });
      await context.addInitScript((language) => {
        window.localStorage.setItem('language', language);
      }, shot.language);
      const page = await context.newPage();
      await page.goto(`${base}/try`);
      await page.getByRole('button', { name: shot.job, exact: true }).click();
      const answer = page.locator('textarea[name="answer"]');
      await answer.fill(shot.answer);
      await page.locator('form:has(textarea[name="answer"]) button[type="submit"]').click();
      const evidence = page.locator('details');
      await evidence.waitFor();
      await evidence.evaluate((element) => element.setAttribute('open', ''));
      // The question and the feedback, without the page's frame.
      const cards = page.locator('main section').filter({ has: page.locator('h2') });
      const question = cards.first();
      const feedback = cards.nth(1);
      const top = (await question.boundingBox())?.y ?? 0;
      const bottom = await feedback.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.bottom + window.scrollY;
      });
      const left = (await question.boundingBox())?.x ?? 0;
      const width = (await question.boundingBox())?.width ?? 720;
      const path = join(OUT_DIR, `try-question-${shot.language}.jpg`);
      await page.screenshot({
        path,
        type: 'jpeg',
        quality: 65,
        fullPage: true,
        clip: { x: left - 8, y: top - 8, width: width + 16, height: bottom - top + 16 },
      });
      console.log(`${path}: ${(statSync(path).size / 1024).toFixed(1)} KB`);
      await context.close();
    }
  } finally {
    await browser.close();
    await stopBenchServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
