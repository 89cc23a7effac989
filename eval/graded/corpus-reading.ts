// Each graded answer read once per process: the corpus-wide tests (verdicts, feedback,
// self-portrait) share a Vitest worker's module cache (the server project's `isolate: false`), so
// an answer one file has read is not read again by the next, nor twice within one file. The
// reading is the offline coach's own (analyseAnswer); callers must not change what it returns.
import { analyseAnswer, type AnswerEvidence } from '../../src/server/ai/offline/analyse-answer';
import { answerInput, type GradedAnswer, type GradedJob } from './corpus';

const readings = new Map<string, AnswerEvidence>();

/** The coach's reading of a graded answer, as `analyseAnswer(answerInput(job, answer))`. */
export function readGradedAnswer(job: GradedJob, answer: GradedAnswer): AnswerEvidence {
  const input = answerInput(job, answer);
  const key = [job.id, job.jobTitle, job.jobDescription, input.question, answer.text].join(
    '\u0000',
  );
  let reading = readings.get(key);
  if (!reading) {
    reading = analyseAnswer(input);
    readings.set(key, reading);
  }
  return reading;
}
