import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, stubApi } from '../../../testing/render-app';
import { detail, SIGNED_IN } from '../testing/interview-fixtures';

afterEach(() => vi.unstubAllGlobals());

class FakeUtterance {
  lang = '';
  rate = 1;
  pitch = 1;
  volume = 1;
  voice: { lang: string; name: string } | null = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(readonly text: string) {}
}

/** A browser speech synthesizer whose voices, endings and errors the test controls. */
function fakeSpeech(initialVoices: { lang: string; name: string }[]) {
  let voices = initialVoices;
  const spoken: FakeUtterance[] = [];
  const synth = Object.assign(new EventTarget(), {
    getVoices: () => voices,
    speak: vi.fn((utterance: FakeUtterance) => spoken.push(utterance)),
    cancel: vi.fn(),
  });
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  const loadVoices = (next: typeof voices) => {
    voices = next;
    synth.dispatchEvent(new Event('voiceschanged'));
  };
  return { synth, spoken, loadVoices };
}

function stubInterview(language: 'en' | 'ru') {
  stubApi({
    ...SIGNED_IN,
    'GET /api/interviews/i1': () =>
      jsonResponse({ interview: detail({ overrides: { language } }) }),
  });
}

describe('reading the question aloud', () => {
  it('waits for the voices, speaks with the spec settings, and blocks submit meanwhile', async () => {
    const speech = fakeSpeech([]);
    stubInterview('ru');
    const { user } = renderApp('/interview/i1');

    await user.type(await screen.findByLabelText('Your answer'), 'An answer');
    await user.click(screen.getByRole('button', { name: 'Listen' }));

    expect(screen.getByRole('button', { name: 'Stop' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Submit & Next' })).toBeDisabled();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(speech.synth.speak).not.toHaveBeenCalled();

    act(() =>
      speech.loadVoices([
        { lang: 'en-US', name: 'Samantha' },
        { lang: 'ru-RU', name: 'Milena' },
      ]),
    );
    await vi.waitFor(() => expect(speech.spoken).toHaveLength(1));
    const [utterance] = speech.spoken;
    expect(utterance).toMatchObject({
      text: 'Question text number 1?',
      rate: 0.9,
      pitch: 1,
      volume: 1,
    });
    expect(utterance!.voice?.name).toBe('Milena');

    act(() => utterance!.onend?.());
    expect(screen.getByRole('button', { name: 'Listen' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Submit & Next' })).toBeEnabled();
  });

  it("retries 3 times, then says 'Failed to play the question.'", async () => {
    const speech = fakeSpeech([{ lang: 'en-GB', name: 'Daniel' }]);
    stubInterview('en');
    const { user } = renderApp('/interview/i1');

    await user.click(await screen.findByRole('button', { name: 'Listen' }));
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await vi.waitFor(() => expect(speech.spoken).toHaveLength(attempt), { timeout: 1_000 });
      act(() => speech.spoken[attempt - 1]!.onerror?.({ error: 'synthesis-failed' }));
    }

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to play the question.');
    expect(screen.getByRole('button', { name: 'Listen' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(speech.spoken).toHaveLength(4);
  });

  it('treats an interruption as a stop, not a failure', async () => {
    const speech = fakeSpeech([{ lang: 'en-US', name: 'Samantha' }]);
    stubInterview('en');
    const { user } = renderApp('/interview/i1');

    await user.click(await screen.findByRole('button', { name: 'Listen' }));
    await vi.waitFor(() => expect(speech.spoken).toHaveLength(1));
    act(() => speech.spoken[0]!.onerror?.({ error: 'interrupted' }));

    expect(screen.getByRole('button', { name: 'Listen' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
