import { analyseAnswer } from './analyse-answer';
import { generateQuestions } from './generate-questions';
import { extractJobTerms } from '../../job-description/job-terms';

// The first reading of a text compiles the skill dictionary's and lexicons' patterns: most of a
// second on a small machine. Doing it once at start-up keeps that wait out of a user's request.

const SAMPLES = [
  {
    language: 'en',
    job: 'Build REST APIs with Node.js and PostgreSQL. Own CI/CD. Mentor juniors.',
    answer:
      'When our API slowed down, my task was to fix it: I added a cache and cut latency by 40%.',
  },
  {
    language: 'ru',
    job: 'Разрабатывать REST API на Node.js и PostgreSQL. Наставлять младших разработчиков.',
    answer:
      'Когда API замедлился, моей задачей было это исправить: я добавил кэш, задержка упала на 40%.',
  },
] as const;

/** The warm-up in steps of a few hundred milliseconds at most, per language. */
const STEPS = SAMPLES.flatMap((sample) => [
  () => extractJobTerms(sample.job),
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
 * loop, so requests that arrive meanwhile are answered between the steps (each at most a few
 * hundred milliseconds, the first compiling the skill dictionary). Resolves with the total ms.
 */
export async function warmUpBetweenRequests(): Promise<number> {
  let total = 0;
  for (const step of STEPS) {
    await new Promise((next) => setImmediate(next));
    const started = performance.now();
    step();
    total += performance.now() - started;
  }
  return total;
}
