// The microphone's sound as 16 kHz samples, kept in this tab from the moment recording starts, for
// the speech meter (read-speech.ts) to read when its model is ready. Light on purpose: it starts
// with the recording, while the model and its runtime are still loading.

export const SAMPLE_RATE = 16_000;
/** How much sound the browser hands over at a time (256 ms at 16 kHz). */
const BUFFER_SAMPLES = 4096;

export interface AudioCapture {
  /** Takes the samples captured since the last call. */
  take(): Float32Array[];
  /** Called with each new stretch of samples (the reader takes them). */
  onSamples: (() => void) | null;
  /** Stops capturing; the samples already captured can still be taken. */
  stop(): Promise<void>;
}

export function captureAudio(stream: MediaStream): AudioCapture {
  const context = new AudioContext({ sampleRate: SAMPLE_RATE });
  const source = context.createMediaStreamSource(stream);
  // A ScriptProcessor rather than an AudioWorklet: a worklet is a module of its own, and the
  // content security policy lets scripts come only from this origin's files.
  const processor = context.createScriptProcessor(BUFFER_SAMPLES, 1, 1);
  let pending: Float32Array[] = [];
  const capture: AudioCapture = {
    onSamples: null,
    take() {
      const taken = pending;
      pending = [];
      return taken;
    },
    async stop() {
      source.disconnect();
      processor.disconnect();
      processor.onaudioprocess = null;
      await context.close();
    },
  };
  processor.onaudioprocess = (event) => {
    pending.push(event.inputBuffer.getChannelData(0).slice());
    event.outputBuffer.getChannelData(0).fill(0);
    capture.onSamples?.();
  };
  source.connect(processor);
  // A processor runs only while connected onwards; it writes silence, so nothing is heard.
  processor.connect(context.destination);
  return capture;
}
