import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as ort from 'onnxruntime-web/wasm';
import type { Model, ModelFactory } from '@ricky0123/vad-web/dist/models/common';
import {
  END_OF_ANSWER_SILENCE_MS,
  findSpeechSegments,
  LONG_PAUSE_MS,
  measureDelivery,
  type SpeechSegment,
  watchAnswer,
} from '../src/shared/speech-delivery';

// How well the spoken answer's delivery is measured (issue 37): speech made with espeak-ng and
// spliced with sox (Debian) with known pauses, run through the same model, runtime and frames as
// the browser (Silero v5 from @ricky0123/vad-web on onnxruntime-web's WebAssembly, 32 ms frames)
// and the same segmentation (src/shared/speech-delivery.ts). Reported: the error of each phrase
// boundary, the long pauses (≥ 1 s) found and invented, words a minute from a perfect transcript
// against the true pace, where the phone screen ends each answer (3 s of silence after the last
// word), the reading speed, and what a browser downloads on first use (the built files, brotli).

const require = createRequire(import.meta.url);
const { Silero } = require('@ricky0123/vad-web/dist/models/silero.js') as {
  Silero: { new: ModelFactory };
};

const RATE = 16_000;
const FRAME = 512;
const FRAME_MS = (FRAME / RATE) * 1000;
const PER_LANGUAGE = Number(process.env.BENCH_VOICE_ANSWERS ?? 12);

const PHRASES = {
  en: [
    'I moved the night shift onto a new rota',
    'and checked every handover myself',
    'Within a month the missed handovers stopped',
    'The client called back the same afternoon',
    'We rebuilt the stock count from the delivery notes',
    'I asked the team what slowed them down',
    'Then I wrote the steps on one page',
  ],
  ru: [
    'Я перевёл ночную смену на новый график',
    'и сам проверял каждую передачу',
    'Через месяц пропуски прекратились',
    'Клиент перезвонил в тот же день',
    'Мы пересчитали склад по накладным',
    'Я спросил команду что им мешает',
    'Потом я записал шаги на одной странице',
  ],
} as const;
/** Silences between phrases, seconds: shorter and longer than the one-second line. */
const PAUSES = [0.35, 0.5, 0.7, 1.2, 1.5, 2.0, 2.8];

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function sh(command: string, args: string[]): void {
  execFileSync(command, args, { stdio: 'ignore' });
}

function seconds(file: string): number {
  return Number(execFileSync('soxi', ['-D', file], { encoding: 'utf8' }));
}

/** 16 kHz 16-bit mono WAV samples as floats. */
function readWav(file: string): Float32Array {
  const bytes = readFileSync(file);
  const data = bytes.indexOf('data', 12, 'latin1');
  const view = new Int16Array(
    bytes.buffer,
    bytes.byteOffset + data + 8,
    (bytes.length - data - 8) / 2,
  );
  return Float32Array.from(view, (value) => value / 32768);
}

interface Spoken {
  samples: Float32Array;
  phrases: SpeechSegment[];
  /** What was said: the transcript a perfect transcription would give. */
  text: string;
}

function speak(dir: string, language: 'en' | 'ru', index: number): Spoken {
  const next = random(index * 7919 + (language === 'ru' ? 1 : 0));
  const count = 2 + Math.floor(next() * 3);
  const parts: string[] = [];
  const phrases: SpeechSegment[] = [];
  const said: string[] = [];
  let at = 0;
  const silence = (length: number) => {
    const file = join(dir, `s-${language}-${index}-${parts.length}.wav`);
    sh('sox', ['-n', '-r', String(RATE), '-c', '1', '-b', '16', file, 'trim', '0', String(length)]);
    parts.push(file);
    at += length;
  };
  silence(0.3 + next() * 1.2);
  for (let n = 0; n < count; n += 1) {
    const text = PHRASES[language][Math.floor(next() * PHRASES[language].length)]!;
    said.push(text);
    const raw = join(dir, `r-${language}-${index}-${n}.wav`);
    const trimmed = join(dir, `p-${language}-${index}-${n}.wav`);
    sh('espeak-ng', ['-v', language, '-s', String(140 + Math.floor(next() * 40)), '-w', raw, text]);
    sh('sox', [raw, '-r', String(RATE), '-c', '1', '-b', '16', trimmed, 'silence', '1', '0.02', '1%', 'reverse', 'silence', '1', '0.02', '1%', 'reverse']); // prettier-ignore
    const length = seconds(trimmed);
    phrases.push({ startMs: at * 1000, endMs: (at + length) * 1000 });
    parts.push(trimmed);
    at += length;
    if (n < count - 1) silence(PAUSES[Math.floor(next() * PAUSES.length)]!);
  }
  // Then the silence that ends a hands-free answer (3 s), with room to spare.
  silence(4);
  const out = join(dir, `answer-${language}-${index}.wav`);
  sh('sox', [...parts, out]);
  return { samples: readWav(out), phrases, text: said.join(' ') };
}

async function probabilitiesOf(model: Model, samples: Float32Array): Promise<number[]> {
  model.reset_state();
  const out: number[] = [];
  for (let start = 0; start + FRAME <= samples.length; start += FRAME) {
    out.push((await model.process(samples.slice(start, start + FRAME))).isSpeech);
  }
  return out;
}

function gapsOf(segments: readonly SpeechSegment[]): SpeechSegment[] {
  return segments.slice(1).map((segment, index) => ({
    startMs: segments[index]!.endMs,
    endMs: segment.startMs,
  }));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function downloadRows(clientDir: string): string[] {
  const assets = join(clientDir, 'assets');
  let files: string[];
  try {
    files = readdirSync(assets);
  } catch {
    return ['(no build: run `npm run build` for the download sizes)'];
  }
  const pick = (pattern: RegExp) => files.filter((file) => pattern.test(file));
  const rows = [
    ['the speech meter (JavaScript)', pick(/^read-speech-.*\.js\.br$/)],
    ['onnxruntime-web WebAssembly', pick(/^ort-wasm-simd-threaded-.*\.wasm\.br$/)],
    ['Silero v5 model', pick(/^silero_vad_v5-.*\.onnx\.br$/)],
  ] as const;
  let total = 0;
  const lines = rows.map(([name, found]) => {
    const size = found.reduce((sum, file) => sum + statSync(join(assets, file)).size, 0);
    total += size;
    return `| ${name} | ${(size / 1e6).toFixed(2)} MB |`;
  });
  return [
    ...lines,
    `| **total, fetched on the first recording only** | **${(total / 1e6).toFixed(2)} MB** |`,
  ];
}

export const VOICE_DELIVERY_HEADER = `Spoken answers measured as the browser does (espeak-ng + sox, ${PER_LANGUAGE} per language, 2–4 phrases, pauses 0.35–2.8 s; Silero v5 on onnxruntime-web WebAssembly in Node, one thread)`;

export async function benchVoiceDelivery(clientDir: string): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'hireready-bench-voice-'));
  try {
    ort.env.wasm.numThreads = 1;
    ort.env.logLevel = 'error';
    const model = await Silero.new(ort, async () => {
      const file = readFileSync(require.resolve('@ricky0123/vad-web/dist/silero_vad_v5.onnx'));
      return file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
    });
    const rows: string[] = [];
    const paceRows: string[] = [];
    for (const language of ['en', 'ru'] as const) {
      const errors: number[] = [];
      let truePauses = 0;
      let found = 0;
      let invented = 0;
      let audioMs = 0;
      let readMs = 0;
      const paceErrors: number[] = [];
      const endErrors: number[] = [];
      let endedEarly = 0;
      for (let index = 0; index < PER_LANGUAGE; index += 1) {
        const spoken = speak(dir, language, index);
        const started = performance.now();
        const probabilities = await probabilitiesOf(model, spoken.samples);
        readMs += performance.now() - started;
        audioMs += (spoken.samples.length / RATE) * 1000;
        const segments = findSpeechSegments(probabilities, FRAME_MS);
        const boundaries = segments.flatMap((segment) => [segment.startMs, segment.endMs]);
        for (const phrase of spoken.phrases) {
          for (const edge of [phrase.startMs, phrase.endMs]) {
            errors.push(Math.min(...boundaries.map((boundary) => Math.abs(boundary - edge))));
          }
        }
        const trueLong = gapsOf(spoken.phrases).filter(
          (gap) => gap.endMs - gap.startMs >= LONG_PAUSE_MS,
        );
        const measuredLong = gapsOf(segments).filter(
          (gap) => gap.endMs - gap.startMs >= LONG_PAUSE_MS,
        );
        const overlaps = (a: SpeechSegment, b: SpeechSegment) =>
          a.startMs < b.endMs && b.startMs < a.endMs;
        truePauses += trueLong.length;
        found += trueLong.filter((gap) =>
          measuredLong.some((other) => overlaps(gap, other)),
        ).length;
        invented += measuredLong.filter(
          (gap) => !trueLong.some((other) => overlaps(gap, other)),
        ).length;
        // Words a minute with a transcript of exactly what was said, against the true count over
        // the true speaking time: what the timing adds to whatever a service writes down.
        const first = spoken.phrases[0]!;
        const last = spoken.phrases.at(-1)!;
        const words = spoken.text.split(/\s+/).filter(Boolean).length;
        const truePace = words / ((last.endMs - first.startMs) / 60_000);
        const measured = measureDelivery({
          probabilities,
          frameMs: FRAME_MS,
          transcript: { text: spoken.text, fillerSounds: null, fillerWords: 0 },
        }).wordsPerMinute;
        paceErrors.push(measured === null ? 1 : Math.abs(measured - truePace) / truePace);
        // The phone screen's end of an answer: 3 s of silence after the last word, never sooner.
        const watch = watchAnswer({ frameMs: FRAME_MS });
        const endFrame = probabilities.findIndex(
          (probability) => watch(probability) !== 'speaking',
        );
        const endedAt = endFrame < 0 ? Number.POSITIVE_INFINITY : (endFrame + 1) * FRAME_MS;
        if (endedAt < last.endMs) endedEarly += 1;
        endErrors.push(endedAt - (last.endMs + END_OF_ANSWER_SILENCE_MS));
      }
      const withinTen = paceErrors.filter((error) => error <= 0.1).length;
      paceRows.push(
        `| ${language} | ${withinTen} of ${PER_LANGUAGE} | ${(100 * median(paceErrors)).toFixed(1)} % | ${(100 * Math.max(...paceErrors)).toFixed(1)} % | ${endedEarly} | ${(median(endErrors) / 1000).toFixed(2)} s | ${(Math.max(...endErrors.map(Math.abs)) / 1000).toFixed(2)} s |`,
      );
      rows.push(
        `| ${language} | ${PER_LANGUAGE} | ${(median(errors) / 1000).toFixed(2)} s | ${(Math.max(...errors) / 1000).toFixed(2)} s | ${found} of ${truePauses} (${((100 * found) / Math.max(1, truePauses)).toFixed(0)} %) | ${invented} | ${(readMs / (audioMs / 1000)).toFixed(0)} ms |`,
      );
    }
    await model.release();
    return [
      '',
      '| language | answers | median boundary error | largest | pauses ≥ 1 s found | pauses invented | reading, per second of audio |',
      '|---|---|---|---|---|---|---|',
      ...rows,
      '',
      '| language | words a minute within ±10 % (perfect transcript) | median error | largest | answers ended before their last word | end after 3 s of silence: median offset | largest |',
      '|---|---|---|---|---|---|---|',
      ...paceRows,
      '',
      '| first use downloads | brotli |',
      '|---|---|',
      ...downloadRows(clientDir),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
