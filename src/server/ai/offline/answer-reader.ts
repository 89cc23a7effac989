// Reading an answer costs about 10 ms per thousand words on a small machine, more with the
// interview's earlier answers to compare it with (a repeat is not a new answer); planning an
// interview's questions about 7 ms. Twenty long answers saved at once held every other request,
// /livez included, for up to 170 ms (issue 36), so with the CPU pool on these run in its worker
// threads; a short answer is read where it is, which is cheaper than handing it over. Both give
// the same result.
import type { InterviewContext } from '../coach';
import { type AnalyseAnswerOptions, type StoredReading, readAnswerToStore } from './analyse-answer';
import { planQuestions } from './generate-questions';
import { runOffThread, taskModule } from '../../workers/cpu-pool';

/** Words (the answer and the earlier answers it is compared with) read on the server's thread. */
export const INLINE_READING_WORDS = 300;

const MODULE = taskModule({ from: import.meta.url, name: 'reading-worker' });

function wordsIn(options: AnalyseAnswerOptions): number {
  const count = (text: string) => text.split(/\s+/).length;
  return (options.earlierAnswers ?? []).reduce(
    (sum, earlier) => sum + count(earlier),
    count(options.answer),
  );
}

/** The answer read to be stored with it: off the server's thread when it is long. */
export async function readAnswerToStoreOffThread(
  options: AnalyseAnswerOptions,
): Promise<StoredReading> {
  if (wordsIn(options) < INLINE_READING_WORDS) return readAnswerToStore(options);
  return runOffThread({
    module: MODULE,
    name: 'readAnswer',
    input: options,
    here: readAnswerToStore,
  });
}

/** The interview's questions, planned off the server's thread. */
export function planQuestionsOffThread(
  context: InterviewContext,
): Promise<ReturnType<typeof planQuestions>> {
  return runOffThread({
    module: MODULE,
    name: 'planQuestions',
    input: context,
    here: planQuestions,
  });
}

/** Compiles the lexicons in a worker now, so the first long answer need not wait for it. */
export function warmUpOffThread(): Promise<number> {
  return runOffThread({ module: MODULE, name: 'warmUp', input: undefined, here: () => 0 });
}
