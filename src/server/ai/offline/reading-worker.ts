// The worker side of answer-reader.ts: reads one answer the way the offline coach reads it, off
// the server's thread. A worker compiles the lexicons once (warmUp) and then reads answer after
// answer.
import { type AnalyseAnswerOptions, type StoredReading, readAnswerToStore } from './analyse-answer';
import { warmUpOfflineAnalysis } from './warm-up';

export function readAnswer(options: AnalyseAnswerOptions): StoredReading {
  return readAnswerToStore(options);
}

export function warmUp(): number {
  return warmUpOfflineAnalysis();
}
