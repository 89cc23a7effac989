import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventStreamResponse, jsonResponse, renderApp, stubApi } from '../../../testing/render-app';
import { detail, SIGNED_IN } from '../testing/interview-fixtures';
import { installFakeMicrophone } from '../testing/fake-microphone';

// Answering aloud on the interview page. The microphone, the recorder and the speech meter are
// the browser's (jsdom has none): fakes stand in for them, saying 10 s of speech with one
// 1.6 s pause. The transcription service is the operator's, offered only when configured.

const FRAME_MS = 32;
const frames = (speech: boolean, ms: number) =>
  Array.from({ length: Math.round(ms / FRAME_MS) }, () => (speech ? 0.9 : 0.05));
const PROBABILITIES = [
  ...frames(false, 960),
  ...frames(true, 4000),
  ...frames(false, 1600),
  ...frames(true, 4000),
];

vi.mock('../voice/capture-audio', () => ({
  SAMPLE_RATE: 16_000,
  captureAudio: () => ({ take: () => [], onSamples: null, stop: async () => undefined }),
}));
vi.mock('../voice/read-speech', () => ({
  FRAME_MS,
  startSpeechMeter: () => ({ stop: async () => PROBABILITIES }),
}));

beforeEach(installFakeMicrophone);
afterEach(() => vi.unstubAllGlobals());

function stub(options: { transcription: boolean; language: 'en' | 'ru' }) {
  return stubApi({
    ...SIGNED_IN,
    'GET /api/config': () =>
      jsonResponse({ googleSignIn: false, transcription: options.transcription }),
    'GET /api/interviews/i1': () =>
      jsonResponse({ interview: detail({ overrides: { language: options.language } }) }),
    'POST /api/interviews/i1/answers/stream': () =>
      eventStreamResponse([
        ['feedback-end', { feedback: 'Good.', feedbackFailed: false }],
        ['done', { feedback: 'Good.', feedbackFailed: false, nextOrder: 2, isCompleted: false }],
      ]),
    'PUT /api/interviews/i1/questions/2/recording': () =>
      jsonResponse({ recording: { size: 64 } }, 201),
    [`POST /api/speech/transcriptions?language=${options.language}`]: () =>
      jsonResponse({
        transcript: {
          text: 'Twenty words '.repeat(10).trim(),
          words: null,
          fillerSounds: null,
          fillerWords: 2,
        },
      }),
  });
}

async function recordAndStop(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Record answer' }));
  await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
  await screen.findByRole('heading', { name: 'How you spoke' });
}

describe('answering aloud', () => {
  it('puts the answer box right under the question, and the voice tools with what they do under it', async () => {
    stub({ transcription: false, language: 'en' });
    renderApp('/interview/i1');
    const tools = await screen.findByRole('region', { name: 'Use your voice' });
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    const question = screen.getByRole('heading', { level: 2 });
    // Question, answer box, send, then the voice: nothing to read between a question and its box.
    expect(question.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(box.compareDocumentPosition(tools) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Submit & Next' });
    expect(send.compareDocumentPosition(tools) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Each way of answering aloud still says where the voice goes, in the section.
    expect(await within(tools).findByRole('button', { name: 'Record answer' })).toBeInTheDocument();
    expect(within(tools).getByRole('checkbox')).not.toBeChecked();
  });

  it('shows the timing of the answer, with words a minute and fillers not measured', async () => {
    const api = stub({ transcription: false, language: 'en' });
    const { user } = renderApp('/interview/i1');
    await recordAndStop(user);
    expect(screen.getByTestId('delivery-long-pauses')).toHaveTextContent('1, 1.6 s in all');
    expect(screen.getByTestId('delivery-first-word')).toHaveTextContent('1.0 s');
    // Pace and filler words need a transcript.
    expect(screen.getAllByText('not measured (no transcript)')).toHaveLength(2);
    // No transcription service: nothing offers to send the recording anywhere.
    expect(screen.queryByRole('button', { name: 'Write down my words' })).toBeNull();
    expect(api.fetchMock.mock.calls.some(([input]) => String(input).includes('speech'))).toBe(
      false,
    );
  });

  it("writes the words into the answer box through the operator's service, in the interview's language, when asked", async () => {
    const api = stub({ transcription: true, language: 'ru' });
    const { user } = renderApp('/interview/i1');
    const box = await screen.findByLabelText('Your answer');
    await user.type(box, 'Typed first.');
    await recordAndStop(user);
    expect(screen.getByText(/sends your recording to the transcription service/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Write down my words' }));
    await waitFor(() =>
      expect(box).toHaveValue(`Typed first. ${'Twenty words '.repeat(10).trim()}`),
    );
    const [, init] = api.requestsTo('POST /api/speech/transcriptions?language=ru')[0]!;
    expect(init?.body).toBeInstanceOf(Blob);
    // 20 words over the 9.6 s from the first word to the last.
    expect(screen.getByText('125 words a minute')).toBeVisible();
    expect(screen.getByTestId('delivery-fillers')).toHaveTextContent('not measured');
    // Filler words and hedges the service kept, counted on the server.
    expect(screen.getByTestId('delivery-filler-words')).toHaveTextContent('2');
  });

  it('sends how the answer was spoken with it (timing only), and starts the next question afresh', async () => {
    const api = stub({ transcription: false, language: 'en' });
    const { user } = renderApp('/interview/i1');
    await recordAndStop(user);
    await user.type(screen.getByLabelText('Your answer'), 'My spoken answer, typed.');
    await user.click(screen.getByRole('button', { name: 'Submit & Next' }));
    expect(await screen.findByRole('heading', { name: 'Question 2 of 12' })).toBeVisible();
    const [, init] = api.requestsTo('POST /api/interviews/i1/answers/stream')[0]!;
    const sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({
      order: 1,
      answer: 'My spoken answer, typed.',
      delivery: { longPauses: 1, longPauseMs: 1600, firstWordMs: 960, wordsPerMinute: null },
    });
    expect(Object.keys(sent.delivery as object).sort()).toEqual([
      'fillerWords',
      'fillers',
      'firstWordMs',
      'longPauseMs',
      'longPauses',
      'recordingMs',
      'speakingMs',
      'wordsPerMinute',
    ]);
    // The next question has no recording yet.
    expect(screen.queryByRole('heading', { name: 'How you spoke' })).toBeNull();
  });

  it('keeps the recording with the answer only when the user chose to, after the answer is saved', async () => {
    const api = stub({ transcription: false, language: 'en' });
    api.fetchMock.mockClear();
    const { user } = renderApp('/interview/i1');
    // Off by default: the recording never leaves the browser.
    const choice = await screen.findByRole('checkbox', {
      name: /Keep my recordings with my answers/,
    });
    expect(choice).not.toBeChecked();
    await recordAndStop(user);
    await user.type(screen.getByLabelText('Your answer'), 'First answer, typed.');
    await user.click(screen.getByRole('button', { name: 'Submit & Next' }));
    expect(await screen.findByRole('heading', { name: 'Question 2 of 12' })).toBeVisible();
    expect(api.requestsTo('PUT /api/interviews/i1/questions/1/recording')).toHaveLength(0);

    await user.click(choice);
    expect(screen.getByText(/it is uploaded with your answer when you send it/)).toBeVisible();
    await recordAndStop(user);
    await user.type(screen.getByLabelText('Your answer'), 'Second answer, typed.');
    await user.click(screen.getByRole('button', { name: 'Submit & Next' }));
    await waitFor(() =>
      expect(api.requestsTo('PUT /api/interviews/i1/questions/2/recording')).toHaveLength(1),
    );
    const [, init] = api.requestsTo('PUT /api/interviews/i1/questions/2/recording')[0]!;
    expect(init?.body).toBeInstanceOf(Blob);
    expect(new Headers(init?.headers).get('Content-Type')).toBe('audio/webm');
  });

  it('plays a kept recording back on the results, and deletes it when asked', async () => {
    const finished = detail({ answered: 12, overrides: { status: 'completed' } });
    finished.questions[0] = { ...finished.questions[0]!, hasRecording: true };
    const api = stubApi({
      ...SIGNED_IN,
      'GET /api/config': () => jsonResponse({ googleSignIn: false }),
      'GET /api/interviews/i1': () => jsonResponse({ interview: finished }),
      'DELETE /api/interviews/i1/questions/1/recording': () => {
        finished.questions[0] = { ...finished.questions[0]!, hasRecording: false };
        return jsonResponse({ isDeleted: true });
      },
    });
    const { user } = renderApp('/results/i1');
    const player = await screen.findByLabelText('Your kept recording of answer 1');
    expect(player).toHaveAttribute('src', '/api/interviews/i1/questions/1/recording');
    expect(screen.getAllByRole('button', { name: 'Delete recording' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete recording' }));
    // It asks first; keeping it sends nothing.
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this recording?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.requestsTo('DELETE /api/interviews/i1/questions/1/recording')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete recording' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete recording' }),
    );
    expect(await screen.findByText('The recording was deleted.')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByLabelText('Your kept recording of answer 1')).toBeNull(),
    );
    expect(api.requestsTo('DELETE /api/interviews/i1/questions/1/recording')).toHaveLength(1);
  });

  it('shows on the results how each spoken answer was spoken, beside its feedback', async () => {
    const finished = detail({ answered: 12, overrides: { status: 'completed' } });
    finished.questions[0] = {
      ...finished.questions[0]!,
      delivery: {
        recordingMs: 12_000,
        firstWordMs: 1_200,
        speakingMs: 8_500,
        longPauses: 2,
        longPauseMs: 3_100,
        wordsPerMinute: 131,
        fillers: null,
      },
    };
    stubApi({
      ...SIGNED_IN,
      'GET /api/config': () => jsonResponse({ googleSignIn: false }),
      'GET /api/interviews/i1': () => jsonResponse({ interview: finished }),
    });
    renderApp('/results/i1');
    const panels = await screen.findAllByRole('heading', { name: 'How you spoke' });
    expect(panels).toHaveLength(1);
    expect(screen.getByTestId('delivery-long-pauses')).toHaveTextContent('2, 3.1 s in all');
    expect(screen.getAllByText('131 words a minute')[0]).toBeVisible();
    // And the interview's in one line: one answer aloud, its pauses and pace.
    expect(screen.getByTestId('interview-delivery')).toHaveTextContent(
      '1 answer given aloud · first word after 1.2 s (median) · 2 pauses of a second or more in 1 answer · 131 words a minute',
    );
  });
});
