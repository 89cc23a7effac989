import type { SpeechDelivery } from '../../../../shared/speech-delivery';
import type { Language } from '../../../../shared/language';
import { Suspense, lazy, useId } from 'react';
import type { Dictation } from '../hooks/use-dictation';
import type { Speech } from '../hooks/use-speech';
import { DictateButton } from './dictate-button';
import { PhoneScreenOffer } from './phone-screen-offer';
import { SpeakButton } from './speak-button';
const VoiceAnswer = lazy(() => import('./voice-answer'));

/**
 * The voice tools above the answer box: the phone screen's offer, the question read aloud,
 * dictation, and the recorder that measures how the answer was spoken. Each stops the others'
 * sound first, so the microphone never hears the question being read.
 */
export function AnswerVoiceTools({
  order,
  language,
  speech,
  dictation,
  isKept,
  onPhoneScreen,
  answer,
}: {
  /** The question answered: a new question starts a new recorder. */
  order: number;
  language: Language;
  speech: Speech;
  dictation: Dictation;
  /** The user chose to keep recordings with their answers. */
  isKept: boolean;
  onPhoneScreen: () => void;
  answer: {
    onDelivery: (delivery: SpeechDelivery | null) => void;
    onRecording: (recording: Blob | null) => void;
    onTranscript: (text: string) => void;
  };
}) {
  const dictationId = useId();
  const silence = () => {
    speech.stop();
    dictation.stop();
  };
  return (
    <>
      <PhoneScreenOffer
        isKept={isKept}
        onStart={() => {
          silence();
          onPhoneScreen();
        }}
      />
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <SpeakButton speech={speech} />
        <DictateButton
          dictation={{
            ...dictation,
            // The microphone would hear the question being read aloud.
            start: () => {
              speech.stop();
              dictation.start();
            },
          }}
          id={dictationId}
        />
      </div>
      {/* Recording code loads with this page only, the voice model only on first use. */}
      <Suspense fallback={null}>
        <VoiceAnswer
          key={order}
          language={language}
          onDelivery={answer.onDelivery}
          onRecording={answer.onRecording}
          isKept={isKept}
          onStart={silence}
          onTranscript={answer.onTranscript}
        />
      </Suspense>
    </>
  );
}
