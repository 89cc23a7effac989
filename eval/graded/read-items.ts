// The graded answers read as the coach reads them, for the judge (judge.ts): each answer once,
// with its style's earlier answers as what a repeat is checked against. `readAnswersSplit` reads
// half the jobs in a child process (read-items-worker.ts) while this one reads the other half, so
// the judge's check uses both cores (CI's evals phase: 108 s in one process).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { analyseAnswer, type AnswerEvidence } from '../../src/server/ai/offline/analyse-answer';
import { featureVector } from '../../src/server/ai/offline/judge/judge';
import { judgeInputOf } from '../../src/server/ai/offline/score-answer';
import { registerStems } from '../../src/server/ai/offline/judge/register';
import { ANSWER_STYLES, gradeOf, type AnswerStyle, type GradedJob } from './corpus';

/** What the judge's figures use of the reading. */
export type ReadEvidence = Pick<
  AnswerEvidence,
  'score' | 'isNonAnswer' | 'problem' | 'questionKind'
>;

export interface ReadAnswer {
  jobId: string;
  /** Read with the job's title alone (its posting left out). */
  titleOnly: boolean;
  style: AnswerStyle;
  n: number;
  grade: number;
  evidence: ReadEvidence;
  /** Decided by a rule (a non-answer or a certain problem): the judge never sees it. */
  ruled: boolean;
  vector: number[];
  /** The answer's content stems: what its register (judge/register.ts) is read from. */
  stems: string[];
}

export interface ReadOptions {
  titleOnly?: boolean;
  excludedStyles?: readonly string[];
}

/** The answers of these jobs in this process, job by job in the order given. */
export function readAnswers(jobs: readonly GradedJob[], options: ReadOptions = {}): ReadAnswer[] {
  const read: ReadAnswer[] = [];
  const variants = options.titleOnly
    ? jobs.flatMap((job) => [
        { job, titleOnly: false },
        { job: { ...job, jobDescription: '' }, titleOnly: true },
      ])
    : jobs.map((job) => ({ job, titleOnly: false }));
  const styles = ANSWER_STYLES.filter((name) => !(options.excludedStyles ?? []).includes(name));
  for (const { job, titleOnly } of variants) {
    for (const style of styles) {
      const answers = job.answers.filter((a) => a.style === style).sort((a, b) => a.n - b.n);
      answers.forEach((answer, index) => {
        const question = job.questions.find((q) => q.n === answer.n);
        const evidence = analyseAnswer({
          answer: answer.text,
          language: job.language,
          question: question?.replacement?.trim() || question?.asked || '',
          jobTitle: job.jobTitle,
          jobDescription: job.jobDescription,
          earlierAnswers: answers.slice(0, index).map((earlier) => earlier.text),
        });
        read.push({
          jobId: job.id,
          titleOnly,
          style,
          n: answer.n,
          grade: gradeOf(answer),
          evidence: {
            score: evidence.score,
            isNonAnswer: evidence.isNonAnswer,
            problem: evidence.problem,
            questionKind: evidence.questionKind,
          },
          ruled: evidence.isNonAnswer || evidence.problem !== null,
          vector: featureVector(judgeInputOf(evidence)),
          stems: registerStems(answer.text),
        });
      });
    }
  }
  return read;
}

const WORKER = fileURLToPath(new URL('./read-items-worker.ts', import.meta.url));

/**
 * The same answers, in the same order, read half here and half in a child process: the same
 * code on the same corpus, so the same readings (the figures do not depend on the split).
 */
export async function readAnswersSplit(
  jobs: readonly GradedJob[],
  options: ReadOptions = {},
): Promise<ReadAnswer[]> {
  if (jobs.length < 2 || process.env.JUDGE_ONE_PROCESS) return readAnswers(jobs, options);
  const there = jobs.filter((_, index) => index % 2 === 1);
  const child = fork(WORKER, [], {
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const fromChild = new Promise<ReadAnswer[]>((resolve, reject) => {
    child.once('message', (message) => resolve(message as ReadAnswer[]));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`read-items-worker exited with ${code}`)));
  });
  child.send({ ids: there.map((job) => job.id), options });
  const here = readAnswers(
    jobs.filter((_, index) => index % 2 === 0),
    options,
  );
  const read = await fromChild;
  child.disconnect();
  const byJob = new Map<string, ReadAnswer[]>();
  for (const answer of [...here, ...read]) {
    byJob.set(answer.jobId, [...(byJob.get(answer.jobId) ?? []), answer]);
  }
  // Job by job in the order given, each job's answers in the order it read them.
  return jobs.flatMap((job) => {
    const answers = byJob.get(job.id) ?? [];
    return options.titleOnly
      ? [...answers.filter((a) => !a.titleOnly), ...answers.filter((a) => a.titleOnly)]
      : answers;
  });
}
