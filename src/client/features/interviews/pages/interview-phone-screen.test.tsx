import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventStreamResponse, jsonResponse, renderApp, stubApi } from '../../../testing/render-app';
import { detail, SIGNED_IN } from '../testing/interview-fixtures';
import { FakeRecorder, installFakeMicrophone } from '../testing/fake-microphone';

// The phone screen: the question is read aloud, the answer spoken, its end found by a long
// silence, and the words sent at once (with the operator's transcription) or typed (without).
// jsdom has no microphone, recorder, speech meter or speech synthesis: fakes stand in for them.
// The meter says 1 s of silence, 4 s of speech and then 3.2 s of silence as the answer is spoken.

const FRAME_MS = 32;
const frames = (speech: boolean, ms: number) =>
  Array.from({ length: Math.round(ms / FRAME_MS) }, () => (speech ? 0.9 : 0.05));
const PROBABILITIES = [...frames(false, 992), ...frames(true, 4000), ...frames(false, 3200)];

vi.mock('../voice/capture-audio', () => ({
  SAMPLE_RATE: 16_000,
  captureAudio: () => ({ take: () => [], onSamples: null, stop: async () => undefined }),
}));
vi.mock('../voice/read-speech', () => ({
  FRAME_MS,
  startSpeechMeter: (_capture: unknown, onFrame?: (probability: number) => void) => {
    const heard: number[] = [];
    setTimeout(() => {
      for (const probability of PROBABILITIES) {
        heard.push(probability);
        onFrame?.(probability);
      }
    }, 20);
    return { stop: async () => heard };
  },
}));

class FakeUtterance {
  lang = '';
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(readonly text: string) {}
}

/** A speech synthesizer that reads each text in 50 ms; what it read, in order. */
function fakeSpeech() {
  const read: { text: string; lang: string }[] = [];
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.stubGlobal(
    'speechSynthesis',
    Object.assign(new EventTarget(), {
      getVoices: () => [
        { lang: 'en-GB', name: 'en' },
        { lang: 'ru-RU', name: 'ru' },
      ],
      speak: (utterance: FakeUtterance) => {
        read.push({ text: utterance.text, lang: utterance.lang });
        setTimeout(() => utterance.onend?.(), 50);
      },
      cancel: () => undefined,
    }),
  );
  return read;
}

beforeEach(installFakeMicrophone);
afterEach(() => vi.unstubAllGlobals());

const SPOKEN = 'I moved the night shift onto a new rota and checked every handover myself';

function stub(options: { transcription: boolean; language: 'en' | 'ru'; followUp?: string }) {
  const outcome = (order: number) => ({
    feedback: `Feedback ${order}.`,
    feedbackFailed: false,
    nextOrder: order + 1,
    isCompleted: false,
    ...(order === 1 && options.followUp ? { followUp: options.followUp } : {}),
  });
  let answered = 0;
  return stubApi({
    ...SIGNED_IN,
    'GET /api/config': () =>
      jsonResponse({ googleSignIn: false, transcription: options.transcription }),
    'GET /api/interviews/i1': () =>
      jsonResponse({ interview: detail({ overrides: { language: options.language } }) }),
    'POST /api/interviews/i1/answers/stream': () => {
      answered += 1;
      return eventStreamResponse([['done', outcome(answered)]]);
    },
    'POST /api/interviews/i1/questions/1/follow-up': () =>
      jsonResponse({ feedback: 'Better with the follow-up.', score: 70 }),
    [`POST /api/speech/transcriptions?language=${options.language}`]: () =>
      jsonResponse({
        transcript: { text: SPOKEN, words: null, fillerSounds: null, fillerWords: 0 },
      }),
  });
}

const answersSent = (api: ReturnType<typeof stub>) =>
  api
    .requestsTo('POST /api/interviews/i1/answers/stream')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe('the phone screen', () => {
  it("reads each question aloud in the interview's language, ends the answer on silence and sends the words the operator's service wrote down", async () => {
    const read = fakeSpeech();
    const api = stub({
      transcription: true,
      language: 'ru',
      followUp: 'And what did you do yourself?',
    });
    const { user } = renderApp('/interview/i1');
    // Before it starts, the page says where the recording goes.
    expect(await screen.findByText(/sent once to the transcription service/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start a phone screen' }));

    await waitFor(() => expect(answersSent(api)).toHaveLength(1), { timeout: 5000 });
    expect(read[0]).toEqual({ text: 'Question text number 1?', lang: 'ru' });
    expect(answersSent(api)[0]).toMatchObject({
      order: 1,
      answer: SPOKEN,
      // 14 words over 4 s of speech; only timing, no audio, goes with the answer.
      delivery: { firstWordMs: 992, longPauses: 0, wordsPerMinute: 210 },
    });

    // The follow-up is read aloud and answered aloud the same way.
    expect(await screen.findByRole('region', { name: 'Follow-up on question 1' })).toBeVisible();
    await waitFor(() =>
      expect(api.requestsTo('POST /api/interviews/i1/questions/1/follow-up')).toHaveLength(1),
    );
    expect(read[1]?.text).toBe('And what did you do yourself?');
    const [, followUpSent] = api.requestsTo('POST /api/interviews/i1/questions/1/follow-up')[0]!;
    expect(JSON.parse(String(followUpSent?.body))).toEqual({ answer: SPOKEN });

    // Then the next question, read aloud, and on it goes.
    expect(await screen.findByRole('heading', { name: 'Question 2 of 12' })).toBeVisible();
    await waitFor(() => expect(answersSent(api)).toHaveLength(2), { timeout: 5000 });
    expect(read[2]?.text).toBe('Question text number 2?');
    const [, transcribed] = api.requestsTo('POST /api/speech/transcriptions?language=ru')[0]!;
    expect(transcribed?.body).toBeInstanceOf(Blob);
  });

  it('without a transcription service, sends no audio: the candidate types what they said, and the next question is read aloud', async () => {
    const read = fakeSpeech();
    const api = stub({ transcription: false, language: 'en' });
    const { user } = renderApp('/interview/i1');
    expect(await screen.findByText(/Your recordings stay in this browser/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start a phone screen' }));

    const box = screen.getByLabelText('Your answer');
    await waitFor(() => expect(box).toHaveFocus(), { timeout: 5000 });
    // Said beside the box too, where a phone shows the box and not the panel above it.
    expect(box).toHaveAccessibleDescription(
      'Type what you said in the answer box and send it; the next question will be read aloud.',
    );
    await user.type(box, 'I moved the night shift onto a new rota.');
    await user.click(screen.getByRole('button', { name: 'Submit & Next' }));

    await waitFor(() =>
      expect(read.map((entry) => entry.text)).toContain('Question text number 2?'),
    );
    expect(answersSent(api)[0]).toMatchObject({
      answer: 'I moved the night shift onto a new rota.',
      delivery: { firstWordMs: 992, wordsPerMinute: null },
    });
    expect(api.fetchMock.mock.calls.some(([input]) => String(input).includes('speech'))).toBe(
      false,
    );
  });

  it('answers to the keyboard: Space answers at once, R repeats the question, Escape stops and keeps what was typed', async () => {
    const read = fakeSpeech();
    // A reading that never ends by itself: Space must cut it short.
    vi.stubGlobal(
      'speechSynthesis',
      Object.assign(new EventTarget(), {
        getVoices: () => [{ lang: 'en-GB', name: 'en' }],
        speak: (utterance: FakeUtterance) =>
          read.push({ text: utterance.text, lang: utterance.lang }),
        cancel: () => undefined,
      }),
    );
    stub({ transcription: false, language: 'en' });
    const { user } = renderApp('/interview/i1');
    await user.type(await screen.findByLabelText('Your answer'), 'Typed before.');
    await user.click(screen.getByRole('button', { name: 'Start a phone screen' }));
    expect(screen.getByText(/Keys: Space — answer now or finish the answer/)).toBeVisible();
    await waitFor(() => expect(read).toHaveLength(1));

    await user.keyboard('r');
    await waitFor(() => expect(read).toHaveLength(2));
    expect(read[1]?.text).toBe('Question text number 1?');
    await user.keyboard(' ');
    await waitFor(() => expect(FakeRecorder.started).toBe(1));

    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Start a phone screen' })).toBeVisible();
    expect(screen.getByLabelText('Your answer')).toHaveValue('Typed before.');
  });
});
