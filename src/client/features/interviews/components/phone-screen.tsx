import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui-classes';
import { useAppConfig } from '../../../lib/app-config';
import { describeApiError } from '../../../lib/describe-api-error';
import { useLanguage } from '../../../lib/i18n';
import type { Language } from '../../../../shared/language';
import { END_OF_ANSWER_SILENCE_MS, type SpeechDelivery } from '../../../../shared/speech-delivery';
import { transcribeRecording } from '../api/transcribe';
import { useSpeech } from '../hooks/use-speech';
import { useVoiceRecorder } from '../hooks/use-voice-recorder';
import { clock, DeliveryPanel } from './delivery-panel';

// The phone screen: each question (and follow-up) is read aloud in the interview's language, the
// candidate answers aloud, the answer ends on a few seconds of silence (or Space), and the words
// go into the answer box: sent at once when the operator's transcription service wrote them down,
// typed by the candidate when there is none. Keyboard: Space, R, Escape. The recording is measured
// in this browser; it leaves it only for the transcription service the page names.

export interface PhoneScreenPrompt {
  /** Changes when the prompt does (a new question, a follow-up). */
  key: string;
  text: string;
}

/** What a spoken answer leaves: its timing and the recording (kept only if the user chose to). */
export interface SpokenAnswer {
  delivery: SpeechDelivery | null;
  recording: Blob | null;
}

type Step = 'reading' | 'answering' | 'silent' | 'transcribing' | 'typing' | 'sending' | 'blocked';

/** Reading a question aloud takes about this long a word (rate 0.9), plus a margin. */
const READING_MS_PER_WORD = 500;
const READING_MARGIN_MS = 4000;

/** Keys the phone screen listens to, by the key's place (the same on a Russian layout). */
const KEYS = { next: 'Space', repeat: 'KeyR', stop: 'Escape' } as const;

export default function PhoneScreen(props: {
  prompt: PhoneScreenPrompt;
  language: Language;
  /** The words of a spoken answer, how it was spoken and its recording: sent at once. */
  onAnswer: (answer: SpokenAnswer & { text: string }) => void;
  /** No words could be written down: the candidate types them (the answer box takes focus). */
  onType: (answer: SpokenAnswer) => void;
  /** Back to answering by hand; nothing typed is lost. */
  onStop: () => void;
  /** While the answer is sent and the coach writes. */
  isSending: boolean;
}) {
  const { t } = useTranslation('interviews');
  const uiLanguage = useLanguage();
  const canTranscribe = Boolean(useAppConfig().data?.transcription);
  const speech = useSpeech(props.prompt.text, props.language);
  const voice = useVoiceRecorder({ handsFree: true });
  const [step, setStep] = useState<Step>('reading');
  const [failure, setFailure] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const ids = { title: useId(), keys: useId() };
  const heading = useRef<HTMLHeadingElement>(null);
  const stepRef = useRef<Step>('reading');
  const wasSpeaking = useRef(false);
  const repeatAfterRecording = useRef(false);
  /** The recording there was when this answer began: only a newer one ends the answer. */
  const earlierRecording = useRef<Blob | null>(null);
  const go = (next: Step) => {
    stepRef.current = next;
    setStep(next);
  };
  const beginAnswer = () => {
    if (stepRef.current !== 'reading' && stepRef.current !== 'silent') return;
    live.current.speech.stop();
    earlierRecording.current = live.current.voice.recording;
    go('answering');
    void live.current.voice.start();
  };
  const repeat = () => {
    // Not while the words are written down or sent: the next prompt is on its way.
    if (
      ['transcribing', 'typing', 'sending'].includes(stepRef.current) ||
      live.current.props.isSending
    )
      return;
    live.current.speech.stop();
    if (live.current.voice.state === 'recording') {
      repeatAfterRecording.current = true;
      live.current.voice.stop();
    } else setRound((value) => value + 1);
  };
  const primary = () => {
    if (stepRef.current === 'answering' && live.current.voice.state === 'recording')
      live.current.voice.stop();
    else beginAnswer();
  };
  const stop = () => {
    live.current.speech.stop();
    props.onStop();
  };
  // The latest of everything, for timers and key presses that outlive a render.
  const live = useRef({ speech, voice, primary, repeat, stop, props });
  live.current = { speech, voice, primary, repeat, stop, props };

  useEffect(() => heading.current?.focus(), []);

  // Each prompt, and each "repeat", is read aloud first; the answer starts when the reading ends
  // (or could not be done, or runs far over its time).
  useEffect(() => {
    go('reading');
    setFailure(null);
    wasSpeaking.current = false;
    live.current.voice.forget();
    live.current.speech.speak();
    const words = props.prompt.text.split(/\s+/).length;
    const limit = window.setTimeout(
      () => beginAnswer(),
      words * READING_MS_PER_WORD + READING_MARGIN_MS,
    );
    return () => window.clearTimeout(limit);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per prompt and per repeat
  }, [props.prompt.key, round]);

  useEffect(() => {
    if (step !== 'reading') return;
    if (speech.isSpeaking) wasSpeaking.current = true;
    else if (wasSpeaking.current || speech.problem) beginAnswer();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the reading only
  }, [step, speech.isSpeaking, speech.problem]);

  // The answer is over (silence, Space, or the five-minute limit) and measured.
  useEffect(() => {
    if (voice.state === 'idle' && voice.problem && stepRef.current === 'answering') go('blocked');
    if (voice.state !== 'recorded' || stepRef.current !== 'answering') return;
    if (!voice.recording || voice.recording === earlierRecording.current) return;
    if (repeatAfterRecording.current) {
      repeatAfterRecording.current = false;
      setRound((value) => value + 1);
      return;
    }
    const { delivery, recording } = voice;
    if (delivery && delivery.firstWordMs === null) return go('silent');
    if (!canTranscribe) {
      go('typing');
      return live.current.props.onType({ delivery, recording });
    }
    go('transcribing');
    void (async () => {
      try {
        const written = await transcribeRecording(recording, {
          spoken: live.current.props.language,
          ui: uiLanguage,
        });
        const text = written.text;
        if (text.trim() === '') return go('silent');
        const measured = (await live.current.voice.addTranscript(written)) ?? delivery;
        go('sending');
        live.current.props.onAnswer({ text: text.trim(), delivery: measured, recording });
      } catch (error) {
        setFailure(describeApiError(error, { fallback: t('voice.transcribeFailed') }).message);
        go('typing');
        live.current.props.onType({ delivery, recording });
      }
    })();
  }, [voice, canTranscribe, uiLanguage, t]);

  // Sending failed: the words are in the box, to check and send by hand.
  const wasSending = useRef(false);
  useEffect(() => {
    if (props.isSending) wasSending.current = true;
    else if (wasSending.current) {
      wasSending.current = false;
      if (stepRef.current === 'sending') go('typing');
    }
  }, [props.isSending]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      // Typing, pressing a button and a dialog keep their own keys.
      if (
        target?.closest(
          'input, textarea, select, button, a, [contenteditable], [role="dialog"], [role="alertdialog"]',
        )
      )
        return;
      if (event.code === KEYS.next) {
        event.preventDefault();
        live.current.primary();
      } else if (event.code === KEYS.repeat) live.current.repeat();
      else if (event.code === KEYS.stop) live.current.stop();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const status =
    step === 'reading'
      ? t('phoneScreen.reading')
      : step === 'answering'
        ? voice.state === 'recording'
          ? t('phoneScreen.answering', {
              time: clock(voice.elapsedMs),
              seconds: END_OF_ANSWER_SILENCE_MS / 1000,
            })
          : voice.state === 'measuring'
            ? t('voice.measuring')
            : t('voice.starting')
        : step === 'transcribing'
          ? t('voice.transcribing')
          : step === 'sending' || props.isSending
            ? t('phoneScreen.sending')
            : step === 'silent'
              ? t('phoneScreen.silent')
              : step === 'typing'
                ? t(canTranscribe ? 'phoneScreen.checkAndSend' : 'phoneScreen.typeWhatYouSaid')
                : t('phoneScreen.blocked');
  const isRecording = step === 'answering' && voice.state === 'recording';
  return (
    <section
      aria-labelledby={ids.title}
      aria-describedby={ids.keys}
      className="space-y-3 rounded-xl border border-indigo-200 bg-indigo-50/40 p-4"
    >
      <h3
        id={ids.title}
        ref={heading}
        tabIndex={-1}
        className="text-base font-semibold text-slate-900"
      >
        {t('phoneScreen.running')}
      </h3>
      <p role="status" aria-live="polite" className="text-sm text-slate-800">
        {status}
      </p>
      {voice.problem && voice.problem !== 'measureFailed' ? (
        <p role="alert" className="text-sm text-red-700">
          {t(`voice.problems.${voice.problem}`)}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {step === 'reading' || step === 'answering' || step === 'silent' ? (
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            disabled={step === 'answering' && !isRecording}
            onClick={() => live.current.primary()}
          >
            {step === 'reading'
              ? t('phoneScreen.answerNow')
              : step === 'silent'
                ? t('phoneScreen.answerAgain')
                : t('phoneScreen.finish')}
          </button>
        ) : null}
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={
            step === 'transcribing' || step === 'typing' || step === 'sending' || props.isSending
          }
          onClick={() => live.current.repeat()}
        >
          {t('phoneScreen.repeat')}
        </button>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={stop}>
          {t('phoneScreen.stop')}
        </button>
      </div>
      <p id={ids.keys} className="text-sm text-slate-600 pointer-coarse:hidden">
        {t('phoneScreen.keys')}
      </p>
      {voice.delivery && step !== 'answering' && step !== 'silent' ? (
        <DeliveryPanel delivery={voice.delivery} />
      ) : null}
    </section>
  );
}
