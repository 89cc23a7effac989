// The Resume Builder's steps in a worker thread when the CPU pool is on (workers/cpu-pool.ts),
// else here: the same functions either way (tailor-steps.ts).
import { runOffThread, taskModule } from '../../../workers/cpu-pool';
import type { ExtractedText } from '../extraction/text-line';
import {
  type FinishedTailoring,
  type PreparedTailoring,
  finishTailoring,
  prepareTailoring,
  readFieldsOf,
} from './tailor-steps';

const MODULE = taskModule({ from: import.meta.url, name: 'tailoring-worker' });

export function prepareTailoringOffThread(
  input: Parameters<typeof prepareTailoring>[0],
): Promise<PreparedTailoring> {
  return runOffThread({ module: MODULE, name: 'prepare', input, here: prepareTailoring });
}

export function finishTailoringOffThread(
  input: Parameters<typeof finishTailoring>[0],
): Promise<FinishedTailoring> {
  return runOffThread({ module: MODULE, name: 'finish', input, here: finishTailoring });
}

export function readFieldsOffThread(
  extracted: ExtractedText,
): Promise<ReturnType<typeof readFieldsOf>> {
  return runOffThread({ module: MODULE, name: 'readFields', input: extracted, here: readFieldsOf });
}
