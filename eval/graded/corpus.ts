// The graded answer corpus (eval/graded/README.md): jobs written by helper sessions that play a
// hiring manager and the candidates and have never read the coach, with the questions the product
// asked, answers in many styles, and a grade 0–100 with a one-line reason for each answer.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '../../src/shared/language';

export const ANSWER_STYLES = [
  'strong',
  'plain',
  'brief',
  'vague',
  'off_topic',
  'stuffed',
  'buzzword',
  'keyword_list',
  'wrong_language',
  'concise',
  'long_plain',
  'short',
  'sidestep',
  'medium',
  // Honest answers that quote the figures of the candidate's own work, percentages among them
  // (README, "Honest answers with figures"): written for eight training jobs only.
  'figures',
] as const;
export type AnswerStyle = (typeof ANSWER_STYLES)[number];

/** Styles written to game the coach rather than to answer. */
export const GAMING_STYLES: readonly AnswerStyle[] = ['stuffed', 'buzzword', 'keyword_list'];
/** Styles of honest answers, of any quality. */
export const HONEST_STYLES: readonly AnswerStyle[] = [
  'strong',
  'plain',
  'brief',
  'concise',
  'long_plain',
  'short',
  'medium',
  'figures',
];

export interface GradedQuestion {
  n: number;
  category: string;
  /** The question the product asked. */
  asked: string;
  /** A recruiter's rating of the asked question for this job, 1–5. */
  rating?: number;
  note?: string;
  /** When the asked question did not fit the job: the one a hiring manager would ask instead. */
  replacement?: string;
}

export interface GradedAnswer {
  /** The question answered (its n). */
  n: number;
  style: AnswerStyle;
  text: string;
  /** The writer's own grade as the hiring manager. */
  grade: number;
  reason: string;
  /** Who wrote it, when not the job's author (a supplement). */
  author?: string;
  /** Grades by blind readers (the style hidden), with their reasons. */
  blind?: { grade: number; reason: string; reader: string }[];
}

export interface GradedJob {
  id: string;
  language: Language;
  jobTitle: string;
  jobDescription: string;
  author: string;
  questions: GradedQuestion[];
  answers: GradedAnswer[];
}

export const GRADED_DIR = join(fileURLToPath(new URL('.', import.meta.url)), 'jobs');

/** The question an answer was written for: the replacement when the asked one did not fit. */
export function questionOf(job: GradedJob, answer: GradedAnswer): string {
  const question = job.questions.find((q) => q.n === answer.n);
  return question?.replacement?.trim() || question?.asked || '';
}

/** What the coach reads of a corpus answer: the answer, its question and its job, as first said. */
export function answerInput(job: GradedJob, answer: GradedAnswer) {
  return {
    answer: answer.text,
    language: job.language,
    question: questionOf(job, answer),
    jobTitle: job.jobTitle,
    jobDescription: job.jobDescription,
    earlierAnswers: [],
  };
}

/** The grade a model is fitted to: the mean of the writer's and every blind reader's grade. */
export function gradeOf(answer: GradedAnswer): number {
  const grades = [answer.grade, ...(answer.blind ?? []).map((entry) => entry.grade)];
  return grades.reduce((sum, grade) => sum + grade, 0) / grades.length;
}

/**
 * The jobs of every set but the frozen panels not yet read (split.json `unreadPanels`): what the
 * corpus-wide property tests of the feedback run over, so that nothing is fixed from a panel
 * before its one read (its rule). The certain verdicts' test runs over every job.
 */
export function loadReadJobs(dir = GRADED_DIR): GradedJob[] {
  const split = JSON.parse(readFileSync(join(dir, '..', 'split.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const unread = new Set(
    String(split.unreadPanels ?? '')
      .split(',')
      .filter(Boolean)
      .flatMap((key) => (Array.isArray(split[key]) ? (split[key] as string[]) : [])),
  );
  return loadGradedJobs(dir).filter((job) => !unread.has(job.id));
}

export function loadGradedJobs(dir = GRADED_DIR): GradedJob[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      // A file a writer is still writing is skipped until it parses.
      try {
        return [JSON.parse(readFileSync(join(dir, file), 'utf8')) as GradedJob];
      } catch {
        return [];
      }
    })
    .filter((job) => checkJobFile(job as unknown as Record<string, unknown>).length === 0);
}

/** What is wrong with a job file, in words a writer can act on (empty when it is complete). */
export function checkJobFile(job: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const key of ['id', 'jobTitle', 'jobDescription', 'author']) {
    if (typeof job[key] !== 'string' || !(job[key] as string).trim())
      problems.push(`${key} is missing`);
  }
  if (job.language !== 'en' && job.language !== 'ru')
    problems.push('language must be "en" or "ru"');
  const questions = Array.isArray(job.questions) ? (job.questions as GradedQuestion[]) : [];
  if (questions.length !== 12) problems.push('questions: run questions.ts to fill in the twelve');
  for (const q of questions) {
    if (typeof q.rating !== 'number' || q.rating < 1 || q.rating > 5)
      problems.push(`question ${q.n}: rating 1-5 is missing`);
  }
  const answers = Array.isArray(job.answers) ? (job.answers as GradedAnswer[]) : [];
  if (answers.length < 30) problems.push(`answers: ${answers.length}, expected 44`);
  answers.forEach((answer, index) => {
    const where = `answer ${index + 1} (question ${answer.n}, ${answer.style})`;
    if (!questions.some((q) => q.n === answer.n))
      problems.push(`${where}: no question ${answer.n}`);
    if (!ANSWER_STYLES.includes(answer.style)) problems.push(`${where}: unknown style`);
    if (typeof answer.text !== 'string' || !answer.text.trim()) problems.push(`${where}: no text`);
    if (typeof answer.grade !== 'number' || answer.grade < 0 || answer.grade > 100)
      problems.push(`${where}: grade 0-100 is missing`);
    if (typeof answer.reason !== 'string' || !answer.reason.trim())
      problems.push(`${where}: reason is missing`);
  });
  return problems;
}
