import { analyseAnswer } from './analyse-answer';
import { readStructure } from './answer-structure';
import { generateQuestions } from './generate-questions';
import { findMetrics } from './metrics';
import { findFieldCategory } from './question-bank';
import { extractJobTerms } from '../../job-description/job-terms';
import { readJobDescription } from '../../job-description/read-job-description';

// The first reading of a text compiles the skill dictionary's and lexicons' patterns: most of a
// second on a small machine. Doing it once at start-up keeps that wait out of a user's request.

const SAMPLES = [
  {
    language: 'en',
    job: 'Build REST APIs with Node.js and PostgreSQL. Own CI/CD. Mentor juniors.',
    answer:
      'When our API slowed down, my task was to fix it: I added a cache and cut latency by 40%.',
    question: 'Tell me about a time you fixed a slow service.',
  },
  {
    language: 'ru',
    job: 'Разрабатывать REST API на Node.js и PostgreSQL. Наставлять младших разработчиков.',
    answer:
      'Когда API замедлился, моей задачей было это исправить: я добавил кэш, задержка упала на 40%.',
    question: 'Расскажите о случае, когда вы ускорили медленный сервис.',
  },
] as const;

/**
 * The warm-up in steps of a few tens of milliseconds at most, per language: the parts of reading
 * an answer that compile patterns the first time (the posting's reading, figures and structure,
 * the question's field), each in a step of its own before the whole answer is read.
 */
const STEPS = SAMPLES.flatMap((sample) => [
  () => extractJobTerms(sample.job),
  () => readJobDescription({ jobDescription: sample.job }),
  () => findMetrics(sample.answer),
  () =>
    readStructure({
      answer: sample.answer,
      language: sample.language,
      metrics: findMetrics(sample.answer),
    }),
  () => findFieldCategory(sample.question, sample.language),
  () => {
    const jobSkills = extractJobTerms(sample.job).skills;
    analyseAnswer({ answer: sample.answer, language: sample.language, jobSkills });
  },
  // Reads the job the way an interview does (role families, vocabulary, field questions).
  () =>
    generateQuestions({
      jobTitle: 'Warm-up',
      jobDescription: sample.job,
      language: sample.language,
    }),
]);

/** Runs the offline analysis once per language; returns how long that took, in milliseconds. */
export function warmUpOfflineAnalysis(): number {
  const started = performance.now();
  for (const step of STEPS) step();
  return performance.now() - started;
}

/**
 * The same warm-up on the server's thread after it is ready, one step per turn of the event
 * loop, so requests that arrive meanwhile are answered between the steps. Resolves with the total
 * and the longest step, in milliseconds.
 */
export async function warmUpBetweenRequests(): Promise<{ ms: number; longestStepMs: number }> {
  let total = 0;
  let longest = 0;
  for (const step of STEPS) {
    await new Promise((next) => setImmediate(next));
    const started = performance.now();
    step();
    const took = performance.now() - started;
    total += took;
    longest = Math.max(longest, took);
  }
  return { ms: total, longestStepMs: longest };
}
