// Where the answer's audio is read: in this browser, never on a server. The recording is decoded
// at 16 kHz and run through Silero's voice-activity model (shipped in @ricky0123/vad-web) on
// onnxruntime-web's WebAssembly build, both served by this instance as hashed assets (no CDN).
// This module is loaded only when a user first records an answer; the model and the runtime are
// fetched then and cached by the browser.
import * as ort from 'onnxruntime-web/wasm';
import wasmUrl from 'onnxruntime-web/ort-wasm-simd-threaded.wasm?url';
import modelUrl from '@ricky0123/vad-web/dist/silero_vad_v5.onnx?url';
import { Silero } from '@ricky0123/vad-web/dist/models/silero';
import type { Model } from '@ricky0123/vad-web/dist/models/common';

const SAMPLE_RATE = 16_000;
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

/** The recording as 16 kHz mono samples (the browser decodes and resamples it). */
async function decode(recording: Blob): Promise<Float32Array> {
  const context = new OfflineAudioContext(1, 1, SAMPLE_RATE);
  const audio = await context.decodeAudioData(await recording.arrayBuffer());
  return audio.getChannelData(0);
}

/** The probability of speech in each 32 ms frame of the recording. */
export async function readSpeechProbabilities(recording: Blob): Promise<number[]> {
  const [samples, silero] = await Promise.all([decode(recording), loadModel()]);
  silero.reset_state();
  const probabilities: number[] = [];
  for (let start = 0; start + FRAME_SAMPLES <= samples.length; start += FRAME_SAMPLES) {
    const { isSpeech } = await silero.process(samples.slice(start, start + FRAME_SAMPLES));
    probabilities.push(isSpeech);
  }
  return probabilities;
}
