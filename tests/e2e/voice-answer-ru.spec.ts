import { RUSSIAN_SIGN_UP, signUpAs } from './support/accounts';
import { createInterview } from './support/api-data';
import { expect, test } from './support/fixtures';
import { microphone, recordOnce, watchForAudio } from './support/voice';

// The spoken answer in Russian (tests/e2e/voice-answer.spec.ts has the English one): the fake
// microphone plays a Russian phrase, a 1.5 s pause and another phrase.

test.use({ ...microphone('answer-ru.wav'), language: 'ru' });

test('records an answer aloud and shows its timing in Russian, uploading no audio', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const audio = watchForAudio(page);
  await signUpAs(page, 'Вера Голосова', { labels: RUSSIAN_SIGN_UP });
  const id = await createInterview(page, { jobTitle: 'Начальник смены', answered: 0 });
  await page.goto(`/interview/${id}`);
  await recordOnce(page, { start: /^Записать ответ$/, stop: /^Остановить запись$/ });
  await expect(page.getByRole('heading', { name: 'Как вы говорили' })).toBeVisible({
    timeout: 20_000,
  });
  // One long pause; its length is measured in real time by a browser that shares two cores with
  // the server and the suite, so it reads 1.5 s give or take (a clean-clone run read 2.0 s and
  // another more): one pause, of one to three seconds, is what this journey checks;
  // bench/voice-delivery.ts has the precise figures on a quiet machine.
  await expect(page.getByTestId('delivery-long-pauses')).toHaveText(/^1, всего [12],\d с$/);
  await expect(page.getByTestId('delivery-fillers')).toHaveText('не измерены');
  expect(audio.map((request) => request.url())).toEqual([]);
});
