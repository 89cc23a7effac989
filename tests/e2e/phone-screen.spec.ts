import { signUpAs } from './support/accounts';
import { createInterview } from './support/api-data';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { microphone, watchForAudio } from './support/voice';

// The phone screen on a site with no transcription service: the question is read aloud (or,
// where this headless browser has no voice, shown), the fake microphone's answer (espeak-ng:
// a phrase, a 1.5 s pause, a phrase, then silence) is recorded and ends by itself on the
// silence, the candidate types what they said, and the next question follows hands-free.
// No request may carry audio.

test.use(microphone('answer-en.wav'));

test('answers a question aloud on the phone screen, hands-free, with no audio leaving the browser', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const audio = watchForAudio(page);
  await signUpAs(page, 'Paula Phone');
  const id = await createInterview(page, { jobTitle: 'Shift Supervisor', answered: 0 });
  await page.goto(`/interview/${id}`);
  await expect(page.getByText(/Your recordings stay in this browser/)).toBeVisible();
  await page.getByRole('button', { name: 'Start a phone screen' }).click();
  const phone = page.getByRole('region', { name: 'Phone screen' });
  await expect(phone.getByText(/Keys: Space/)).toBeVisible();

  // The answer ends on its own once the speaker has been silent for 3 s, and the answer box
  // takes the focus for the words.
  await expect(phone.getByText(/^Listening… 0:0\d/)).toBeVisible({ timeout: 30_000 });
  const answer = page.getByLabel('Your answer');
  await expect(answer).toBeFocused({ timeout: 40_000 });
  await expect(phone.getByText(/^Type what you said in the answer box/)).toBeVisible();
  await expectNoSeriousViolations(page, 'phone screen waiting for the words');
  // Read in real time from the fake microphone, which a loaded machine stalls or hurries: the row
  // has a reading (the measure itself is unit-tested in src/shared/speech-delivery.test.ts).
  await expect(phone.getByTestId('delivery-long-pauses')).toHaveText(
    /^(?:none|\d+, \d+\.\d s in all)$/,
  );

  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/answers(\/stream)?$/.test(request.url()),
  );
  await answer.fill('I moved the night shift onto a new rota and checked every handover myself.');
  await page.getByRole('button', { name: 'Submit & Next' }).click();
  const body = JSON.parse((await sent).postData() ?? '{}') as {
    delivery?: { firstWordMs: number | null; longPauses: number };
  };
  // The delivery goes with the answer. Its count of long pauses is read in real time from the
  // fake microphone, which a loaded machine stalls or hurries (a stall inside the file's 1.5 s
  // pause reads as the end of the answer): it is a count, and the speech was heard.
  expect(body.delivery?.longPauses).toEqual(expect.any(Number));
  expect(body.delivery?.firstWordMs).not.toBeNull();

  // The offline coach may ask a follow-up first; either way the phone screen goes on by voice.
  await expect(page.getByText(/^Listening… 0:0\d/)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Stop the phone screen' }).click();
  await expect(page.getByRole('button', { name: 'Start a phone screen' }).first()).toBeVisible();
  expect(audio.map((request) => request.url())).toEqual([]);
});
