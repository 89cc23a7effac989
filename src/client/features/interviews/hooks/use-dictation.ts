import { useCallback, useEffect, useRef, useState } from 'react';
import type { Language } from '../../../../shared/language';

// Dictation through the browser's speech recognition (Chrome, Edge, Safari expose it; Firefox does
// not). Typed answers stay primary: dictated words are appended to whatever is in the box.

interface RecognitionAlternative {
  transcript: string;
}
interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  [index: number]: RecognitionAlternative;
}
interface RecognitionResultEvent {
  readonly resultIndex: number;
  readonly results: { readonly length: number; [index: number]: RecognitionResult };
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const candidates = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return candidates.SpeechRecognition ?? candidates.webkitSpeechRecognition ?? null;
}

/** Recognition languages: the interview's language as a full locale, which engines expect. */
const RECOGNITION_LOCALES: Record<Language, string> = { en: 'en-US', ru: 'ru-RU' };

export type DictationProblem = 'denied' | 'noMicrophone' | 'noSpeech' | 'network' | 'failed';

function problemOf(error: string): DictationProblem | null {
  if (error === 'aborted') return null;
  if (error === 'not-allowed' || error === 'service-not-allowed') return 'denied';
  if (error === 'audio-capture') return 'noMicrophone';
  if (error === 'no-speech') return 'noSpeech';
  if (error === 'network') return 'network';
  return 'failed';
}

/**
 * Listens while on and hands each finished phrase to `onPhrase`; `interim` is what is being heard
 * right now, not yet final.
 */
export function useDictation(language: Language, onPhrase: (text: string) => void) {
  const Constructor = recognitionConstructor();
  const [isListening, setIsListening] = useState(false);
  const [interim, setInterim] = useState('');
  const [problem, setProblem] = useState<DictationProblem | null>(null);
  const recognition = useRef<Recognition | null>(null);
  const onPhraseRef = useRef(onPhrase);
  onPhraseRef.current = onPhrase;

  // Stopping (by hand, or as the answer is sent) also puts away the last problem: a microphone
  // message belongs to the question it happened on, not the next one.
  const stop = useCallback(() => {
    recognition.current?.stop();
    setProblem(null);
  }, []);

  const start = () => {
    if (!Constructor || recognition.current) return;
    const current = new Constructor();
    current.lang = RECOGNITION_LOCALES[language];
    current.continuous = true;
    current.interimResults = true;
    current.onresult = (event) => {
      let heard = '';
      for (let index = event.resultIndex; index < event.results.length; index += 1) {
        const result = event.results[index];
        const transcript = result?.[0]?.transcript ?? '';
        if (result?.isFinal) {
          if (transcript.trim()) onPhraseRef.current(transcript.trim());
        } else {
          heard += transcript;
        }
      }
      setInterim(heard.trim());
    };
    current.onerror = (event) => setProblem(problemOf(event.error));
    current.onend = () => {
      recognition.current = null;
      setIsListening(false);
      setInterim('');
    };
    recognition.current = current;
    setProblem(null);
    setIsListening(true);
    try {
      current.start();
    } catch {
      // Already started elsewhere, or refused outright.
      current.onend();
      setProblem('failed');
    }
  };

  // Leaving the question (or the page) ends dictation without keeping half-heard words.
  useEffect(
    () => () => {
      recognition.current?.abort();
    },
    [],
  );

  return { isSupported: Constructor !== null, isListening, interim, problem, start, stop };
}

export type Dictation = ReturnType<typeof useDictation>;

/** The answer with a dictated phrase added: a space between, none doubled. */
export function appendPhrase(answer: string, phrase: string): string {
  if (answer.trim() === '') return phrase;
  return /\s$/.test(answer) ? `${answer}${phrase}` : `${answer} ${phrase}`;
}
