// Draws the starter blog posts' covers (issue 35) with Chromium: a plain, branded picture per
// post, the post's theme in a few words in its own language. Run `npm run blog-covers`; the
// JPEGs go to content/blog/covers/, named by the id their post's front matter links
// (/api/blog/images/<id>.jpg), and a new installation copies them into its storage with the posts.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_HEADLESS_FLAGS, findChromium } from './find-chromium.mjs';

const OUT_DIR = 'content/blog/covers';

const COVERS = [
  {
    id: '0b6a1f5e-3c1d-4a8e-9f2b-5d7c8e9a0b11',
    words: ['Situation', 'Task', 'Action', 'Result'],
    hue: 245,
  },
  {
    id: '1c7b2a6f-4d2e-4b9f-8a3c-6e8d9f0a1b22',
    words: ['Your', 'questions', 'for them'],
    hue: 170,
  },
  { id: '2d8c3b7a-5e3f-4c0a-9b4d-7f9e0a1b2c33', words: ['One resume,', 'this job'], hue: 20 },
  {
    id: '3e9d4c8b-6f4a-4d1b-8c5e-8a0f1b2c3d44',
    words: ['Ситуация', 'Задача', 'Действие', 'Результат'],
    hue: 245,
  },
  {
    id: '4f0e5d9c-7a5b-4e2c-9d6f-9b1a2c3d4e55',
    words: ['Ключевые', 'слова', 'без обмана'],
    hue: 20,
  },
  {
    id: '5a1f6e0d-8b6c-4f3d-8e7a-0c2b3d4e5f66',
    words: ['Сколько', 'вы хотите', 'получать?'],
    hue: 140,
  },
] as const;

function coverHtml(words: readonly string[], hue: number): string {
  const lines = words.map((word) => `<div>${word}</div>`).join('');
  return `<!doctype html><html><body style="margin:0">
  <div style="width:1200px;height:600px;display:flex;align-items:center;justify-content:space-between;
    padding:0 96px;box-sizing:border-box;font-family:'DejaVu Sans',sans-serif;
    background:linear-gradient(135deg,hsl(${hue} 70% 96%),hsl(${hue} 60% 86%))">
    <div style="font-size:64px;font-weight:700;line-height:1.15;color:hsl(${hue} 55% 25%)">${lines}</div>
    <svg width="300" height="300" viewBox="0 0 100 100" aria-hidden="true">
      <circle cx="50" cy="50" r="46" fill="hsl(${hue} 60% 55%)" opacity="0.25"/>
      <circle cx="50" cy="50" r="30" fill="hsl(${hue} 60% 45%)" opacity="0.35"/>
      <path d="M30 52 l12 12 l28 -30" stroke="hsl(${hue} 55% 25%)" stroke-width="7" fill="none"
        stroke-linecap="round" stroke-linejoin="round"/>
    </svg>
  </div></body></html>`;
}

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: [...CHROMIUM_HEADLESS_FLAGS],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 600 } });
  for (const cover of COVERS) {
    await page.setContent(coverHtml(cover.words, cover.hue));
    const path = join(OUT_DIR, `${cover.id}.jpg`);
    await page.screenshot({ path, type: 'jpeg', quality: 70 });
    console.log(`${path}: ${(statSync(path).size / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
}
