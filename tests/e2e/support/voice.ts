import { fileURLToPath } from 'node:url';
import type { Page, Request } from '@playwright/test';
import { CHROMIUM_HEADLESS_FLAGS } from '../../../scripts/find-chromium.mjs';
import { expect } from './fixtures';

/** Chromium's options with a fake microphone playing one of tests/fixtures/speech. */
export function microphone(file: string) {
  const wav = fileURLToPath(new URL(`../../fixtures/speech/${file}`, import.meta.url));
  return {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: [
        ...CHROMIUM_HEADLESS_FLAGS,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-audio-capture=${wav}`,
      ],
    },
  };
}

/** Every request the page makes that carries audio, by its type or its body. */
export function watchForAudio(page: Page): Request[] {
  const carried: Request[] = [];
  page.on('request', (request) => {
    const type = request.headers()['content-type'] ?? '';
    const body = request.postDataBuffer();
    const looksLikeAudio =
      /audio|multipart|octet-stream/i.test(type) ||
      (body !== null &&
        (body.subarray(0, 4).toString('latin1') === 'RIFF' ||
          body.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])) ||
          body.length > 200_000));
    if (looksLikeAudio) carried.push(request);
  });
  return carried;
}

/** Records 11 s of the 12 s file, from its start. */
export async function recordOnce(page: Page, labels: { start: RegExp; stop: RegExp }) {
  await page.getByRole('button', { name: labels.start }).click();
  await expect(page.getByRole('button', { name: labels.stop })).toBeVisible();
  // The file is 12 s long: record 11 s of it, from its start.
  await page.waitForTimeout(11_000);
  await page.getByRole('button', { name: labels.stop }).click();
}
