import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type FakeStt, startFakeStt } from '../support/fake-stt';
import { type ServerProcess, startServer } from '../support/server-process';
import { RUSSIAN_SIGN_UP, signUpAs } from './support/accounts';
import { createInterview } from './support/api-data';
import { expect, test } from './support/fixtures';
import { microphone } from './support/voice';

// The phone screen in Russian on a site whose operator set up a transcription service (a fake
// speaking OpenAI's /audio/transcriptions, a real HTTP server): the Russian question is read
// aloud, the fake microphone's Russian answer ends by itself on its silence, the recording goes to
// the service the page named, and the words it wrote down are sent as the answer, hands-free.
// This spec runs its own server with the service configured.

const CLIENT_DIR = process.env.E2E_CLIENT_DIR ?? resolve(import.meta.dirname, '../../dist/client');
const SPOKEN = 'Я перевёл ночную смену на новый график и сам проверял каждую передачу.';

let dataDir: string;
let stt: FakeStt;
let server: ServerProcess;
let origin: string;

test.use({ ...microphone('answer-ru.wav'), language: 'ru' });

test.beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'hireready-e2e-phone-'));
  stt = await startFakeStt();
  stt.text = SPOKEN;
  server = await startServer({
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CLIENT_DIR,
    STT_BASE_URL: stt.baseUrl,
    STT_API_KEY: 'sk-stt-never-in-the-browser',
    STT_MODEL: 'whisper-fake',
  });
  origin = `http://127.0.0.1:${server.port}`;
});

test.afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await stt?.close();
  await rm(dataDir, { recursive: true, force: true });
});

test('телефонное интервью: вопрос звучит вслух, ответ голосом записывается сервисом и отправляется сам', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const at = (path: string) => new URL(path, origin).href;
  await signUpAs(page, 'Фёдор Телефонов', { labels: RUSSIAN_SIGN_UP, origin });
  const id = await createInterview(page, {
    jobTitle: 'Начальник смены',
    jobDescription: 'Руководство сменой на складе, графики, передача смен, охрана труда.',
    language: 'ru',
    answered: 0,
    origin,
  });
  await page.goto(at(`/interview/${id}`));
  await expect(page.getByText(/отправляется в сервис распознавания речи/)).toBeVisible();
  await page.getByRole('button', { name: 'Начать телефонное интервью' }).click();
  await expect(page.getByRole('region', { name: 'Телефонное интервью' })).toBeVisible();

  // No key is pressed: the answer ends on its silence, is written down and sent.
  await expect(
    page
      .getByText('Вопрос 2 из 12')
      .or(page.getByText(/Уточняющий вопрос/))
      .first(),
  ).toBeVisible({
    timeout: 60_000,
  });
  expect(stt.requests.length).toBeGreaterThanOrEqual(1);
  expect(stt.requests[0]).toMatchObject({ language: 'ru', model: 'whisper-fake' });
  expect(stt.requests[0]!.fileBytes).toBeGreaterThan(1000);

  // The answer stored is the service's words, with how it was spoken.
  const stored = await page.request.get(at(`/api/interviews/${id}`));
  const { interview } = (await stored.json()) as {
    interview: { questions: { order: number; answer: string | null; delivery: unknown }[] };
  };
  const first = interview.questions.find((question) => question.order === 1)!;
  expect(first.answer).toBe(SPOKEN);
  // How it was spoken is read in real time from the fake microphone, which a loaded machine stalls
  // or hurries (a stall inside the file's 1.5 s pause reads as the end of the answer): the speech
  // was heard and its pauses counted (the measure is unit-tested in src/shared/speech-delivery).
  expect(first.delivery).toMatchObject({
    longPauses: expect.any(Number),
    firstWordMs: expect.any(Number),
  });
  await page.getByRole('button', { name: 'Завершить телефонное интервью' }).first().click();
});
