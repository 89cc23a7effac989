import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui-classes';
import { useAppConfig } from '../../../lib/app-config';
import { describeApiError } from '../../../lib/describe-api-error';
import { useLanguage } from '../../../lib/i18n';
import type { Language } from '../../../../shared/language';
import type { SpeechDelivery } from '../../../../shared/speech-delivery';
import { clock, DeliveryPanel } from './delivery-panel';
import { useVoiceRecorder } from '../hooks/use-voice-recorder';
import { transcribeRecording, type WrittenDown } from '../api/transcribe';

/**
 * Answer aloud: record, stop, play back, record again; how it was spoken is measured in this
 * browser and shown beside the answer box. Typing stays available throughout; nothing is uploaded.
 */
export default function VoiceAnswer(props: {
  onStart?: () => void;
  /**
   * Where a transcription of the recording goes (the answer box), when this page may offer one:
   * a signed-in user, on a site whose operator set up a transcription service.
   */
  onTranscript?: (text: string) => void;
  /** The language the answer is spoken in (the interview's). */
  language: Language;
  /** Told the delivery of the latest recording (null when there is none), to send with the answer. */
  onDelivery?: (delivery: SpeechDelivery | null) => void;
  /** Told the latest recording itself, for a user who chose to keep recordings. */
  onRecording?: (recording: Blob | null) => void;
  /** Whether the user chose to keep recordings (uploaded with the answer): the note says so. */
  isKept?: boolean;
}) {
  const { onStart, onDelivery, onRecording } = props;
  const { t } = useTranslation('interviews');
  const voice = useVoiceRecorder();
  useEffect(() => onDelivery?.(voice.delivery), [onDelivery, voice.delivery]);
  useEffect(() => onRecording?.(voice.recording), [onRecording, voice.recording]);
  const ids = { status: useId(), privacy: useId() };
  const isRecording = voice.state === 'recording';
  return (
    <section
      aria-labelledby={ids.status}
      className="space-y-3 rounded-xl border border-slate-200 p-4"
    >
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={buttonClass(isRecording ? 'primary' : 'secondary', 'sm')}
          aria-pressed={isRecording}
          aria-describedby={ids.privacy}
          disabled={voice.state === 'starting' || voice.state === 'measuring'}
          onClick={() => {
            if (isRecording) voice.stop();
            else {
              onStart?.();
              void voice.start();
            }
          }}
        >
          {isRecording ? t('voice.stop') : voice.recordingUrl ? t('voice.again') : t('voice.start')}
        </button>
        <p id={ids.status} className="text-sm text-slate-700" aria-live="polite">
          {isRecording
            ? t('voice.recording', { time: clock(voice.elapsedMs) })
            : voice.state === 'starting'
              ? t('voice.starting')
              : voice.state === 'measuring'
                ? t('voice.measuring')
                : voice.recordingUrl
                  ? t('voice.recorded', { time: clock(voice.elapsedMs) })
                  : t('voice.title')}
        </p>
      </div>
      <p id={ids.privacy} className="text-sm text-slate-600">
        {t(props.isKept ? 'voice.privacyKept' : 'voice.privacy')}
      </p>
      {voice.problem ? (
        <p role="alert" className="text-sm text-red-700">
          {t(`voice.problems.${voice.problem}`)}
        </p>
      ) : null}
      {voice.recordingUrl ? (
        <audio
          controls
          src={voice.recordingUrl}
          className="w-full"
          aria-label={t('voice.playback')}
        >
          <track kind="captions" />
        </audio>
      ) : null}
      {props.onTranscript && voice.recording && voice.state === 'recorded' ? (
        <Transcription
          recording={voice.recording}
          language={props.language}
          onText={(written) => {
            props.onTranscript?.(written.text);
            void voice.addTranscript(written);
          }}
        />
      ) : null}
      {voice.delivery ? <DeliveryPanel delivery={voice.delivery} /> : null}
    </section>
  );
}

/**
 * "Write down my words": only where the operator configured a transcription service, and only
 * when the user presses it; the page says where the recording goes first.
 */
function Transcription(props: {
  recording: Blob;
  language: Language;
  onText: (written: WrittenDown) => void;
}) {
  const { t } = useTranslation('interviews');
  const uiLanguage = useLanguage();
  const config = useAppConfig();
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const noteId = useId();
  if (!config.data?.transcription) return null;
  const send = async () => {
    setState('sending');
    setFailure(null);
    try {
      props.onText(
        await transcribeRecording(props.recording, { spoken: props.language, ui: uiLanguage }),
      );
      setState('done');
    } catch (error) {
      setFailure(describeApiError(error, { fallback: t('voice.transcribeFailed') }).message);
      setState('idle');
    }
  };
  return (
    <div className="space-y-2">
      <p id={noteId} className="text-sm text-slate-600">
        {t('voice.transcribeNote')}
      </p>
      {state === 'done' ? (
        <p role="status" className="text-sm text-slate-700">
          {t('voice.transcribed')}
        </p>
      ) : (
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          aria-describedby={noteId}
          disabled={state === 'sending'}
          onClick={() => void send()}
        >
          {state === 'sending' ? t('voice.transcribing') : t('voice.transcribe')}
        </button>
      )}
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
