import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventStream, jsonResponse, renderApp, stubApi } from '../../../testing/render-app';
import { detail, SIGNED_IN } from '../testing/interview-fixtures';

afterEach(() => vi.unstubAllGlobals());

type Result = { isFinal: boolean; 0: { transcript: string }; length: 1 };

/** The browser's speech recognition, driven by the test: what it "hears" and how it fails. */
class FakeRecognition {
  static instances: FakeRecognition[] = [];
  lang = '';
  continuous = false;
  interimResults = false;
  onresult: ((event: { resultIndex: number; results: Result[] }) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  isStarted = false;
  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    this.isStarted = true;
  }
  stop() {
    this.isStarted = false;
    this.onend?.();
  }
  abort() {
    this.stop();
  }
  hear(transcript: string, isFinal: boolean) {
    this.onresult?.({ resultIndex: 0, results: [{ isFinal, 0: { transcript }, length: 1 }] });
  }
  fail(error: string) {
    this.onerror?.({ error });
    this.stop();
  }
}

function stubInterview(language: 'en' | 'ru') {
  FakeRecognition.instances = [];
  stubApi({
    ...SIGNED_IN,
    'GET /api/interviews/i1': () =>
      jsonResponse({ interview: detail({ overrides: { language } }) }),
  });
}

const recognition = () => FakeRecognition.instances.at(-1) as FakeRecognition;

describe('dictating an answer', () => {
  it('adds what was said to what was typed, showing words as they are heard', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    stubInterview('en');
    const { user } = renderApp('/interview/i1');

    const box = await screen.findByLabelText('Your answer');
    await user.type(box, 'I typed this.');
    // The page says where dictated audio goes before the button is pressed.
    expect(screen.getByText(/Chrome and Edge send your voice/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Dictate answer' }));
    expect(recognition()).toMatchObject({
      lang: 'en-US',
      isStarted: true,
      continuous: true,
      interimResults: true,
    });
    expect(screen.getByText('Listening… speak your answer.')).toBeVisible();

    act(() => recognition().hear('then I said', false));
    expect(screen.getByText('Hearing: then I said')).toBeVisible();
    expect(box).toHaveValue('I typed this.');
    act(() => recognition().hear('then I said this', true));
    expect(box).toHaveValue('I typed this. then I said this');

    await user.click(screen.getByRole('button', { name: 'Stop dictation' }));
    expect(recognition().isStarted).toBe(false);
    expect(screen.getByRole('button', { name: 'Dictate answer' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Submit & Next' })).toBeEnabled();
  });

  it('listens in Russian for a Russian interview and says when the microphone is refused', async () => {
    localStorage.setItem('language', 'ru');
    vi.stubGlobal('SpeechRecognition', FakeRecognition);
    stubInterview('ru');
    const { user } = renderApp('/interview/i1');

    await user.click(await screen.findByRole('button', { name: 'Надиктовать ответ' }));
    expect(recognition().lang).toBe('ru-RU');
    act(() => recognition().fail('not-allowed'));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Доступ к микрофону запрещен. Разрешите его в браузере, чтобы диктовать, или введите ответ с клавиатуры.',
    );
    expect(screen.getByRole('button', { name: 'Надиктовать ответ' })).toBeVisible();
  });

  it('does not carry a microphone message on to the next question', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    FakeRecognition.instances = [];
    const answer = eventStream();
    stubApi({
      ...SIGNED_IN,
      'GET /api/interviews/i1': () => jsonResponse({ interview: detail() }),
      'POST /api/interviews/i1/answers/stream': () => answer.response,
    });
    const { user } = renderApp('/interview/i1');
    await user.click(await screen.findByRole('button', { name: 'Dictate answer' }));
    act(() => recognition().fail('not-allowed'));
    expect(screen.getByRole('alert')).toHaveTextContent(/Microphone access was denied/);

    await user.type(screen.getByLabelText('Your answer'), 'I typed it instead.');
    await user.click(screen.getByRole('button', { name: 'Submit & Next' }));
    answer.send('done', {
      feedback: 'Say what you did.',
      feedbackFailed: false,
      nextOrder: 2,
      isCompleted: false,
    });
    answer.close();
    expect(await screen.findByRole('heading', { name: 'Question 2 of 12' })).toBeVisible();
    expect(screen.queryByText(/Microphone access was denied/)).toBeNull();
  });

  it('offers no dictation where the browser cannot recognise speech', async () => {
    stubInterview('en');
    renderApp('/interview/i1');

    expect(await screen.findByLabelText('Your answer')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Dictate answer' })).toBeNull();
  });
});
