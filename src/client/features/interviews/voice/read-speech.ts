// Where the answer's audio is read: in this browser, never on a server. The captured sound
// (capture-audio.ts, 16 kHz) is run, 32 ms at a time, through Silero's voice-activity model
// (shipped in @ricky0123/vad-web) on onnxruntime-web's WebAssembly build, both served by this
// instance as hashed assets (no CDN). Frames are read as they come, so when the user stops only
// the last few are left. This module is loaded only when a user first records an answer; the
// model and the runtime are fetched then and cached by the browser.
import * as ort from 'onnxruntime-web/wasm';
import wasmUrl from 'onnxruntime-web/ort-wasm-simd-threaded.wasm?url';
import modelUrl from '@ricky0123/vad-web/dist/silero_vad_v5.onnx?url';
import { Silero } from '@ricky0123/vad-web/dist/models/silero';
import type { Model } from '@ricky0123/vad-web/dist/models/common';
import { type AudioCapture, SAMPLE_RATE } from './capture-audio';

/** Silero v5 reads 512 samples (32 ms) at a time. */
const FRAME_SAMPLES = 512;
export const FRAME_MS = (FRAME_SAMPLES / SAMPLE_RATE) * 1000;

let model: Promise<Model> | null = null;

function loadModel(): Promise<Model> {
  model ??= (async () => {
    // One thread: the page is not cross-origin isolated, and one is plenty for 32 ms frames.
    ort.env.wasm.numThreads = 1;
    ort.env.wasm.wasmPaths = { wasm: wasmUrl };
    ort.env.logLevel = 'error';
    return Silero.new(ort, async () => (await fetch(modelUrl)).arrayBuffer());
  })().catch((error: unknown) => {
    model = null;
    throw error;
  });
  return model;
}

export interface SpeechMeter {
  /** Stops listening and gives the speech probability of every 32 ms frame since the start. */
  stop(): Promise<number[]>;
}

/**
 * Reads a capture's sound frame by frame as it comes; `onFrame` hears each frame's speech
 * probability as it is read (the phone screen ends an answer on a long silence with it).
 */
export function startSpeechMeter(
  capture: AudioCapture,
  onFrame?: (probability: number) => void,
): SpeechMeter {
  const probabilities: number[] = [];
  let carry = new Float32Array(0);
  let reading: Promise<void> = Promise.resolve();
  const silero = loadModel().then((loaded) => {
    loaded.reset_state();
    return loaded;
  });
  const readTaken = async () => {
    const vad = await silero;
    for (const chunk of capture.take()) {
      const samples = new Float32Array(carry.length + chunk.length);
      samples.set(carry, 0);
      samples.set(chunk, carry.length);
      let start = 0;
      for (; start + FRAME_SAMPLES <= samples.length; start += FRAME_SAMPLES) {
        const { isSpeech } = await vad.process(samples.slice(start, start + FRAME_SAMPLES));
        probabilities.push(isSpeech);
        onFrame?.(isSpeech);
      }
      carry = samples.slice(start);
    }
  };
  const next = () => {
    reading = reading.then(readTaken);
  };
  capture.onSamples = next;
  next();
  return {
    async stop() {
      capture.onSamples = null;
      await capture.stop();
      await reading.then(readTaken);
      return probabilities;
    },
  };
}
