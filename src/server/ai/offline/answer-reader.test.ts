import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAnswerToStore } from './analyse-answer';
import {
  INLINE_READING_WORDS,
  planQuestionsOffThread,
  readAnswerToStoreOffThread,
} from './answer-reader';
import { planQuestions } from './generate-questions';
import { enableCpuWorkers, stopCpuWorkers, tasksDoneOffThread } from '../../workers/cpu-pool';

// With the CPU pool on (as the server turns it on), a long answer is read and an interview's
// questions are planned in a worker thread, so they never hold other requests (issue 36); what
// they give must be the very thing the server's own thread would make.

const STORY =
  'When our night shift lost two nurses to illness, my task was to keep twelve post-operative patients safe until morning. I rebuilt the observation rota with the charge nurse, moved the two highest-risk patients next to the station, and asked the site manager for an agency nurse by 2 am. Every observation was done on time and nobody deteriorated unseen.';

function longAnswer(words: number): string {
  const parts: string[] = [];
  while (parts.join(' ').split(/\s+/).length < words) parts.push(STORY);
  return parts.join(' ');
}

const CONTEXT = {
  language: 'en' as const,
  question: 'Tell me about a time you had to handle a staffing shortage.',
  jobTitle: 'Registered Nurse',
  jobDescription: 'Surgical ward nurse: observations, medication rounds, handover, rota planning.',
};

beforeAll(() => {
  enableCpuWorkers();
});
afterAll(async () => {
  await stopCpuWorkers();
});

describe('reading answers off the server thread', () => {
  it('reads a long answer in a worker, with the same reading the server thread makes', async () => {
    const options = {
      ...CONTEXT,
      answer: longAnswer(INLINE_READING_WORDS * 2),
      earlierAnswers: ['I once covered a colleague’s patients during a fire drill.'],
    };
    const before = tasksDoneOffThread();
    const offThread = await readAnswerToStoreOffThread(options);
    expect(tasksDoneOffThread()).toBe(before + 1);
    expect(offThread).toEqual(readAnswerToStore(options));
    expect(offThread.reading.wordCount).toBeGreaterThan(INLINE_READING_WORDS);
  });

  it('reads a short answer where it is, the same way', async () => {
    const options = { ...CONTEXT, answer: STORY, earlierAnswers: [] };
    const before = tasksDoneOffThread();
    expect(await readAnswerToStoreOffThread(options)).toEqual(readAnswerToStore(options));
    expect(tasksDoneOffThread()).toBe(before);
  });
});

describe('planning questions off the server thread', () => {
  it('plans the same twelve questions in a worker as on the server thread', async () => {
    const context = {
      ...CONTEXT,
      jobTitle: 'Museum Guide',
      jobDescription:
        'Lead tours for school groups and visitors; handle questions about the collections.',
    };
    const before = tasksDoneOffThread();
    const planned = await planQuestionsOffThread(context);
    expect(tasksDoneOffThread()).toBe(before + 1);
    expect(planned).toHaveLength(12);
    expect(planned).toEqual(planQuestions(context));
  });
});
