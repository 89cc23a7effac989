import { useCallback, useEffect, useRef, useState } from 'react';
import type { Language } from '../../../../shared/language';

// Spec §9: rate 0.9, pitch 1, volume 1, start after 300 ms, up to 3 retries 500 ms apart.
export const SPEECH_SETTINGS = { rate: 0.9, pitch: 1, volume: 1 } as const;
export const SPEECH_START_DELAY_MS = 300;
export const SPEECH_RETRY_DELAY_MS = 500;
export const SPEECH_MAX_RETRIES = 3;
/** How long to wait for `voiceschanged` before speaking with the default voice. */
const VOICES_TIMEOUT_MS = 1_500;
/** Errors that mean "stopped on purpose", not a failure (spec §8). */
const IGNORED_ERRORS = new Set(['interrupted', 'canceled']);

function speechSynthesisOf(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window
    ? window.speechSynthesis
    : null;
}

/** The voices, waiting for them to load when the browser has not listed them yet. */
function loadVoices(synth: SpeechSynthesis): Promise<SpeechSynthesisVoice[]> {
  const voices = synth.getVoices();
  if (voices.length > 0) return Promise.resolve(voices);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synth.removeEventListener('voiceschanged', done);
      resolve(synth.getVoices());
    };
    const timer = setTimeout(done, VOICES_TIMEOUT_MS);
    synth.addEventListener('voiceschanged', done);
  });
}

export type SpeechProblem = 'unsupported' | 'failed' | null;

/** Reads `text` aloud in `language` with the browser's speech synthesis; one reading at a time. */
export function useSpeech(text: string, language: Language) {
  const synth = speechSynthesisOf();
  const [isSpeaking, setIsSpeaking] = useState(false);
  const [problem, setProblem] = useState<SpeechProblem>(synth ? null : 'unsupported');
  // Each reading gets a token; callbacks from an older reading are ignored.
  const run = useRef(0);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const stop = useCallback(() => {
    run.current += 1;
    timers.current.forEach(clearTimeout);
    timers.current = [];
    synth?.cancel();
    setIsSpeaking(false);
  }, [synth]);

  const later = (action: () => void, delay: number) => {
    timers.current.push(setTimeout(action, delay));
  };

  const speak = () => {
    if (!synth) return setProblem('unsupported');
    stop();
    const token = run.current;
    setProblem(null);
    setIsSpeaking(true);
    const attempt = async (retry: number) => {
      const voices = await loadVoices(synth);
      if (token !== run.current) return;
      const utterance = new SpeechSynthesisUtterance(text);
      Object.assign(utterance, SPEECH_SETTINGS, { lang: language });
      const voice = voices.find((v) => v.lang.toLowerCase().startsWith(language));
      if (voice) utterance.voice = voice;
      utterance.onend = () => {
        if (token === run.current) setIsSpeaking(false);
      };
      utterance.onerror = (event) => {
        if (token !== run.current) return;
        if (IGNORED_ERRORS.has(event.error)) return setIsSpeaking(false);
        if (retry < SPEECH_MAX_RETRIES)
          return later(() => void attempt(retry + 1), SPEECH_RETRY_DELAY_MS);
        setIsSpeaking(false);
        setProblem('failed');
      };
      synth.cancel();
      synth.speak(utterance);
    };
    later(() => void attempt(0), SPEECH_START_DELAY_MS);
  };

  // A new question (or leaving the page) silences the old one.
  useEffect(() => stop, [text, stop]);

  return { isSupported: synth !== null, isSpeaking, problem, speak, stop };
}

export type Speech = ReturnType<typeof useSpeech>;
