// The offline coach's heavy steps as tasks of the CPU pool (workers/cpu-pool.ts): reading one
// answer, planning one interview's questions. A thread compiles the lexicons once (warmUp) and
// then serves task after task.
import type { InterviewContext } from '../coach';
import { type AnalyseAnswerOptions, type StoredReading, readAnswerToStore } from './analyse-answer';
import { planQuestions as plan } from './generate-questions';
import { warmUpOfflineAnalysis } from './warm-up';

export function readAnswer(options: AnalyseAnswerOptions): StoredReading {
  return readAnswerToStore(options);
}

export function planQuestions(context: InterviewContext): ReturnType<typeof plan> {
  return plan(context);
}

export function warmUp(): number {
  return warmUpOfflineAnalysis();
}
