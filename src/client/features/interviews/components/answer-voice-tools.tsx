import type { SpeechDelivery } from '../../../../shared/speech-delivery';
import type { Language } from '../../../../shared/language';
import { Suspense, lazy, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dictation } from '../hooks/use-dictation';
import type { Speech } from '../hooks/use-speech';
import { DictateButton } from './dictate-button';
import { KeepRecordingsChoice } from './keep-recordings-choice';
import { PhoneScreenOffer } from './phone-screen-offer';
import { SpeakButton } from './speak-button';
const VoiceAnswer = lazy(() => import('./voice-answer'));

/**
 * The voice tools, in their own section under the answer box (the box follows the question, and
 * typing needs none of this): the phone screen's offer, the question read aloud, dictation, the
 * recorder that measures how the answer was spoken, and whether recordings are kept, each with
 * what it does with the user's voice. Each stops the others' sound first, so the microphone never
 * hears the question being read.
 */
export function AnswerVoiceTools({
  order,
  language,
  speech,
  dictation,
  keep,
  onPhoneScreen,
  answer,
}: {
  /** The question answered: a new question starts a new recorder. */
  order: number;
  language: Language;
  speech: Speech;
  dictation: Dictation;
  /** Whether the user keeps recordings with their answers, and its choice. */
  keep: { checked: boolean; onChange: (checked: boolean) => void };
  onPhoneScreen: () => void;
  answer: {
    onDelivery: (delivery: SpeechDelivery | null) => void;
    onRecording: (recording: Blob | null) => void;
    onTranscript: (text: string) => void;
  };
}) {
  const { t } = useTranslation('interviews');
  const dictationId = useId();
  const headingId = useId();
  const isKept = keep.checked;
  const silence = () => {
    speech.stop();
    dictation.stop();
  };
  return (
    <section aria-labelledby={headingId} className="space-y-4 border-t border-slate-200 pt-5">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {t('interview.voiceTools')}
      </h3>
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
      <KeepRecordingsChoice checked={keep.checked} onChange={keep.onChange} />
    </section>
  );
}
