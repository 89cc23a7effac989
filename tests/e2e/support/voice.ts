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

/**
 * Records as `recordOnce` does, then waits for what the recording shows: the delivery (the heading)
 * or the product's "no speech was heard" message. Chromium's fake microphone reads its file in
 * real time, and a loaded machine can stall it into silence (a clean-clone CI run once recorded
 * 0:12 of silence from the Russian file, which the product rightly called no speech); a user then
 * records again, and so does the test, once. The product's own reading of silence is tested in
 * src/shared/speech-delivery.test.ts.
 */
export async function recordUntilHeard(
  page: Page,
  labels: { start: RegExp; stop: RegExp; again: RegExp; heading: string; noSpeech: RegExp },
) {
  const heading = page.getByRole('heading', { name: labels.heading });
  const noSpeech = page.getByText(labels.noSpeech);
  await recordOnce(page, labels);
  await expect(heading.or(noSpeech)).toBeVisible({ timeout: 20_000 });
  // …or stall it into a moment of speech: a clean-clone CI run once read a first word and 0:00 of
  // speaking from the 8.5 s of speech in the English file. A user who sees "Speaking 0:00" after
  // talking for eight seconds records again too.
  const stalled =
    !(await noSpeech.isVisible()) &&
    (await page.getByTestId('delivery-speaking').textContent())?.trim() === '0:00';
  if ((await noSpeech.isVisible()) || stalled) {
    await recordOnce(page, { start: labels.again, stop: labels.stop });
  }
  await expect(heading).toBeVisible({ timeout: 20_000 });
}
