import { useCallback, useEffect, useRef, useState } from 'react';
import {
  measureDelivery,
  type SpeechDelivery,
  watchAnswer,
} from '../../../../shared/speech-delivery';
import { type AudioCapture, captureAudio } from '../voice/capture-audio';
import type { WrittenDown } from '../api/transcribe';
import { canRecordVoice } from '../voice/can-record';

// Recording an answer aloud: the microphone's audio is kept in this tab (for playback) and
// measured here (speaking time, first word, long pauses); nothing is uploaded.

export type VoiceProblem = 'denied' | 'noMicrophone' | 'unsupported' | 'measureFailed' | 'failed';
export type VoiceState = 'idle' | 'starting' | 'recording' | 'measuring' | 'recorded';

/** A recording stops by itself after five minutes: an answer is two. */
const MAX_RECORDING_MS = 5 * 60_000;

function problemOf(error: unknown): VoiceProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noMicrophone';
  return 'failed';
}

function tryCapture(stream: MediaStream): AudioCapture | null {
  try {
    return captureAudio(stream);
  } catch {
    return null;
  }
}

/**
 * `handsFree`: the recording ends by itself on a long silence after the answer (the phone
 * screen), as well as when the user stops it.
 */
export function useVoiceRecorder(options: { handsFree?: boolean } = {}) {
  const handsFree = useRef(options.handsFree ?? false);
  handsFree.current = options.handsFree ?? false;
  const [state, setState] = useState<VoiceState>('idle');
  const [problem, setProblem] = useState<VoiceProblem | null>(null);
  const [elapsedMs, setElapsedMs] = useState(0);
  const [recordingUrl, setRecordingUrl] = useState<string | null>(null);
  const [delivery, setDelivery] = useState<SpeechDelivery | null>(null);
  const [recording, setRecording] = useState<Blob | null>(null);
  const probabilities = useRef<number[] | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | null>(null);
  const urlRef = useRef<string | null>(null);
  const meter = useRef<Promise<{ stop(): Promise<number[]> } | null> | null>(null);

  const release = useCallback(() => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  }, []);

  const forget = useCallback(() => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
    setRecordingUrl(null);
    setRecording(null);
    setDelivery(null);
    probabilities.current = null;
  }, []);

  /** The delivery again, with the words a transcription wrote down (words a minute, fillers). */
  const addTranscript = useCallback(
    async (transcript: WrittenDown): Promise<SpeechDelivery | null> => {
      if (!probabilities.current) return null;
      const { FRAME_MS } = await import('../voice/read-speech');
      const measured = measureDelivery({
        probabilities: probabilities.current,
        frameMs: FRAME_MS,
        // Whisper-style services drop "um" and "er": those stay "not measured" unless kept.
        transcript,
      });
      setDelivery(measured);
      return measured;
    },
    [],
  );

  useEffect(
    () => () => {
      if (recorder.current?.state === 'recording') recorder.current.stop();
      void meter.current?.then((running) => running?.stop()).catch(() => undefined);
      release();
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    },
    [release],
  );

  const measure = useCallback(async () => {
    setState('measuring');
    try {
      const running = await meter.current;
      if (!running) throw new Error('the speech meter did not start');
      const { FRAME_MS } = await import('../voice/read-speech');
      probabilities.current = await running.stop();
      setDelivery(measureDelivery({ probabilities: probabilities.current, frameMs: FRAME_MS }));
    } catch {
      setProblem('measureFailed');
    }
    meter.current = null;
    setState('recorded');
  }, []);

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const start = useCallback(async () => {
    if (!canRecordVoice()) {
      setProblem('unsupported');
      return;
    }
    forget();
    setProblem(null);
    setElapsedMs(0);
    setState('starting');
    // The meter's code loads while the browser asks for the microphone, so both start together.
    const meterModule = import('../voice/read-speech').catch(() => null);
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      setProblem(problemOf(error));
      setState('idle');
      return;
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream.current);
    recorder.current = media;
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      // The clock stops with the recording; the microphone is let go once the meter has read it.
      if (timer.current !== null) window.clearInterval(timer.current);
      timer.current = null;
      const recorded = new Blob(chunks, { type: media.mimeType || 'audio/webm' });
      setRecording(recorded);
      const url = URL.createObjectURL(recorded);
      urlRef.current = url;
      setRecordingUrl(url);
      void measure().finally(release);
    };
    // The sound is captured from the moment recording starts, and the meter reads it once its
    // model has loaded; a failure of either leaves the recording whole.
    const started = tryCapture(stream.current);
    meter.current = started
      ? meterModule.then((module) => {
          if (!module) {
            void started.stop();
            return null;
          }
          if (!handsFree.current) return module.startSpeechMeter(started);
          // Hands-free: a long silence after the answer, or none at all for long, ends it.
          const watch = watchAnswer({ frameMs: module.FRAME_MS });
          return module.startSpeechMeter(started, (probability) => {
            if (watch(probability) !== 'speaking') stop();
          });
        })
      : Promise.resolve(null);
    const startedAt = performance.now();
    timer.current = window.setInterval(() => {
      const elapsed = performance.now() - startedAt;
      setElapsedMs(elapsed);
      if (elapsed >= MAX_RECORDING_MS) stop();
    }, 250);
    media.start();
    setState('recording');
  }, [forget, measure, release, stop]);

  return {
    state,
    problem,
    elapsedMs,
    recordingUrl,
    recording,
    delivery,
    start,
    stop,
    forget,
    addTranscript,
  };
}

export type VoiceRecorder = ReturnType<typeof useVoiceRecorder>;
