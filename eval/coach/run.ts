// `npm run eval:coach`: runs the offline coach over the corpus (20 jobs in 16 fields, half in
// Russian) with every answer style, prints the final interview score per job and style, checks
// them against the targets of issue 16, and checks the questions (junk terms from the posting's
// noise, unfilled or broken templates, how many a second attempt changes). With --samples it
// also writes eval/coach/samples.md: the questions and the feedback on every answer of the strong
// and gaming styles, for reading as a recruiter would. The answer targets are reported (this
// corpus is ungraded); exit code 1 when a question target is missed, or, with --check, when the
// fitted judge's frozen figures on the graded corpus (eval/graded) got worse.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyseAnswer } from '../../src/server/ai/offline/analyse-answer';
import { writeAssessment } from '../../src/server/ai/offline/assessment';
import { writeFeedback } from '../../src/server/ai/offline/feedback';
import { generateQuestions } from '../../src/server/ai/offline/generate-questions';
import { findBankTemplate } from '../../src/server/ai/offline/question-bank';
import { getTemplateNeed } from '../../src/server/ai/offline/question-template';
import { readJobDescription } from '../../src/server/job-description/read-job-description';
import { hashString, normaliseText } from '../../src/server/language/text';
import {
  CORPUS_DIR,
  loadJobs,
  loadOffTopic,
  loadProbeJobs,
  type CorpusJob,
  type ProbeJob,
} from './corpus';
import { answersFor, GAMING_STYLES, STYLES, type Style } from './styles';

const TARGETS = {
  strongMin: 60,
  vague: [20, 45] as const,
  gamingMax: 25,
  wrongLanguageMax: 10,
  strongLead: 35,
  newOnRetry: 0.5,
};

interface JobResult {
  job: CorpusJob;
  family: string | null;
  questions: string[];
  scores: Record<Style, number>;
  feedback: Record<Style, string[]>;
  perAnswer: Record<Style, number[]>;
  junk: string[];
  broken: string[];
  newOnRetry: number;
}

function runStyle(job: CorpusJob, questions: string[], answers: string[]) {
  const feedback: string[] = [];
  const scores: number[] = [];
  answers.forEach((answer, index) => {
    const evidence = analyseAnswer({
      answer,
      language: job.language,
      question: questions[index],
      jobTitle: job.jobTitle,
      jobDescription: job.jobDescription,
      earlierAnswers: answers.slice(0, index),
    });
    scores.push(evidence.score);
    feedback.push(
      writeFeedback(evidence, {
        language: job.language,
        seed: hashString(`${index + 1}\n${answer}`),
      }),
    );
  });
  const assessment = writeAssessment({
    jobTitle: job.jobTitle,
    jobDescription: job.jobDescription,
    language: job.language,
    answers: answers.map((answer, index) => ({
      order: index + 1,
      question: questions[index] ?? '',
      answer,
      feedback: feedback[index] ?? null,
    })),
  });
  return { score: assessment.score ?? 0, feedback, scores, assessment: assessment.text };
}

const BROKEN = [
  /\{\w+\}/,
  /\b(?:complex|new|existing|large|key|critical|accurate|timely)\s*[.?]/i,
  /\s[,.?]/,
  /«»|“”|""/,
];

function checkQuestions(job: ProbeJob, questions: string[]) {
  // The question that quotes a demanding term of the job («сутки через трое», "nights and
  // weekends") asks about it on purpose; in any other question a schedule is junk.
  const asked = questions.filter((question) => {
    const template = findBankTemplate(question, job.language);
    return !template || getTemplateNeed(template) !== 'condition';
  });
  const junk = job.noise.filter((noise) =>
    asked.some((question) => normaliseText(question).includes(normaliseText(noise))),
  );
  const broken = questions.filter((question) => BROKEN.some((pattern) => pattern.test(question)));
  return { junk, broken };
}

/** The job's questions, and the share of new ones when the same job is practised again. */
function askTwice(job: ProbeJob) {
  const context = {
    jobTitle: job.jobTitle,
    jobDescription: job.jobDescription,
    language: job.language,
  };
  const questions = generateQuestions(context);
  const retry = generateQuestions({ ...context, avoidQuestions: questions });
  const newOnRetry =
    retry.filter((question) => !questions.includes(question)).length / retry.length;
  return { context, questions, newOnRetry };
}

function evaluate(job: CorpusJob, otherLanguageJob: CorpusJob): JobResult {
  const { context, questions, newOnRetry } = askTwice(job);
  const offTopic = loadOffTopic(job.language);
  const scores = {} as Record<Style, number>;
  const feedback = {} as Record<Style, string[]>;
  const perAnswer = {} as Record<Style, number[]>;
  for (const style of STYLES) {
    const answers = answersFor(style, { job, questions, offTopic, otherLanguageJob });
    const result = runStyle(job, questions, answers);
    scores[style] = result.score;
    feedback[style] = result.feedback;
    perAnswer[style] = result.scores;
  }
  const family = readJobDescription(context).family;
  return {
    job,
    family,
    questions,
    scores,
    feedback,
    perAnswer,
    newOnRetry,
    ...checkQuestions(job, questions),
  };
}

function pad(text: string | number, width: number): string {
  return String(text).padStart(width);
}

function printTable(results: readonly JobResult[]): string[] {
  const short: Record<Style, string> = {
    strong: 'strong',
    brief: 'brief',
    vague: 'vague',
    off_topic: 'offtop',
    template_stuffing: 'stuff',
    job_description_pasted: 'jd',
    same_text_everywhere: 'same',
    question_copied: 'qcopy',
    keyword_salad: 'salad',
    wrong_language: 'wrlang',
  };
  const lines = [
    `| job | family read | ${STYLES.map((style) => short[style]).join(' | ')} | lead | new on retry | junk | broken |`,
    `|---|---|${STYLES.map(() => '---:').join('|')}|---:|---:|---:|---:|`,
  ];
  for (const result of results) {
    const lead =
      result.scores.strong - Math.max(...GAMING_STYLES.map((style) => result.scores[style]));
    lines.push(
      `| ${result.job.id} | ${result.family ?? 'general'} | ${STYLES.map((style) => pad(result.scores[style], 3)).join(' | ')} | ${lead} | ${Math.round(result.newOnRetry * 100)}% | ${result.junk.length} | ${result.broken.length} |`,
    );
  }
  return lines;
}

function checkTargets(results: readonly JobResult[]): string[] {
  const misses: string[] = [];
  for (const { job, scores, newOnRetry, junk, broken, family } of results) {
    if (scores.strong < TARGETS.strongMin)
      misses.push(`${job.id}: strong ${scores.strong} < ${TARGETS.strongMin}`);
    if (scores.vague < TARGETS.vague[0] || scores.vague > TARGETS.vague[1]) {
      misses.push(`${job.id}: vague ${scores.vague} outside ${TARGETS.vague.join('–')}`);
    }
    for (const style of GAMING_STYLES) {
      if (scores[style] > TARGETS.gamingMax)
        misses.push(`${job.id}: ${style} ${scores[style]} > ${TARGETS.gamingMax}`);
      if (scores.strong - scores[style] < TARGETS.strongLead) {
        misses.push(
          `${job.id}: strong leads ${style} by ${scores.strong - scores[style]} < ${TARGETS.strongLead}`,
        );
      }
    }
    if (scores.wrong_language > TARGETS.wrongLanguageMax) {
      misses.push(
        `${job.id}: wrong_language ${scores.wrong_language} > ${TARGETS.wrongLanguageMax}`,
      );
    }
    if (newOnRetry < TARGETS.newOnRetry)
      misses.push(`${job.id}: only ${Math.round(newOnRetry * 100)}% new questions on retry`);
    if (junk.length > 0) misses.push(`${job.id}: junk in questions: ${junk.join(', ')}`);
    if (broken.length > 0) misses.push(`${job.id}: broken questions: ${broken.join(' / ')}`);
    if (family !== job.roleFamily)
      misses.push(`${job.id}: read as ${family ?? 'general'}, not ${job.roleFamily}`);
  }
  return misses;
}

function writeSamples(results: readonly JobResult[], probes: readonly ProbeResult[]): void {
  const shown: Style[] = [
    'strong',
    'brief',
    'vague',
    'off_topic',
    'template_stuffing',
    'same_text_everywhere',
  ];
  const lines: string[] = [
    '# Coach evaluation samples',
    '',
    'Generated by `npm run eval:coach -- --samples`.',
    '',
  ];
  for (const result of results) {
    lines.push(`## ${result.job.id}: ${result.job.jobTitle} (${result.family ?? 'general'})`, '');
    result.questions.forEach((question, index) => {
      lines.push(`${index + 1}. ${question}`);
      for (const style of shown) {
        lines.push(
          `   - **${style}** (${result.perAnswer[style][index]}): ${result.feedback[style][index]}`,
        );
      }
    });
    lines.push('');
  }
  lines.push('# Questions for the probe jobs', '');
  for (const result of probes) {
    lines.push(`## ${result.job.id}: ${result.job.jobTitle} (${result.family ?? 'general'})`, '');
    result.questions.forEach((question, index) => lines.push(`${index + 1}. ${question}`));
    lines.push('');
  }
  writeFileSync(join(CORPUS_DIR, '..', 'samples.md'), `${lines.join('\n')}\n`);
}

interface ProbeResult {
  job: ProbeJob;
  family: string | null;
  questions: string[];
  junk: string[];
  broken: string[];
  newOnRetry: number;
}

/** Questions only: the field read, junk from the posting's noise, broken templates, retries. */
function probe(job: ProbeJob): ProbeResult {
  const { context, questions, newOnRetry } = askTwice(job);
  const family = readJobDescription(context).family;
  return { job, family, questions, newOnRetry, ...checkQuestions(job, questions) };
}

function printProbe(results: readonly ProbeResult[]): string[] {
  return [
    '| probe job | expected | read | new on retry | junk | broken |',
    '|---|---|---|---:|---:|---:|',
    ...results.map(
      (result) =>
        `| ${result.job.id} | ${result.job.roleFamily} | ${result.family ?? 'general'} | ${Math.round(result.newOnRetry * 100)}% | ${result.junk.length} | ${result.broken.length} |`,
    ),
  ];
}

function checkProbe(results: readonly ProbeResult[]): string[] {
  const misses: string[] = [];
  for (const { job, family, junk, broken, newOnRetry } of results) {
    if ((family ?? 'general') !== job.roleFamily)
      misses.push(`${job.id}: read as ${family ?? 'general'}, not ${job.roleFamily}`);
    if (junk.length > 0) misses.push(`${job.id}: junk in questions: ${junk.join(', ')}`);
    if (broken.length > 0) misses.push(`${job.id}: broken questions: ${broken.join(' / ')}`);
    if (newOnRetry < TARGETS.newOnRetry)
      misses.push(`${job.id}: only ${Math.round(newOnRetry * 100)}% new questions on retry`);
  }
  return misses;
}

const jobs = loadJobs();
// With --check, the fitted judge's frozen figures are checked in a process of its own, started
// first: it reads every recorded panel (about a minute) while this one runs the coach. Its output
// goes to a file, not a pipe, so it never waits on this process, and is printed after this eval's.
const judgeCheck = process.argv.includes('--check') ? startJudgeCheck() : null;
const started = performance.now();
const results = jobs.map((job) => {
  const other =
    jobs.find(
      (candidate) => candidate.language !== job.language && candidate.roleFamily === job.roleFamily,
    ) ??
    jobs.find((candidate) => candidate.language !== job.language) ??
    job;
  return evaluate(job, other);
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(printTable(results).join('\n'));
const all = (style: Style) => results.map((result) => result.scores[style]);
const summary = STYLES.map(
  (style) => `${style} ${Math.min(...all(style))}–${Math.max(...all(style))}`,
);
console.log(`\nRanges over ${results.length} jobs: ${summary.join('; ')}`);
console.log(`Evaluated in ${seconds} s.`);
const probes = loadProbeJobs().map(probe);
console.log(`\nQuestions for ${probes.length} more jobs (no answers written):\n`);
console.log(printProbe(probes).join('\n'));
if (process.argv.includes('--samples')) writeSamples(results, probes);
// The answer styles of this corpus are an earlier, ungraded panel: reported, not a gate (ADR
// 0031). The gates are the questions (junk, broken templates, fields read) and, with --check, the
// fitted judge's figures on the graded corpus's frozen test set (eval/graded).
const answerMisses = checkTargets(results).filter((miss) => !isQuestionMiss(miss));
const questionMisses = [...checkTargets(results).filter(isQuestionMiss), ...checkProbe(probes)];
if (answerMisses.length > 0) {
  console.log(
    `\nOn this ungraded panel, ${answerMisses.length} of the issue-16 targets are missed (reported, not a gate):\n${answerMisses.map((miss) => `- ${miss}`).join('\n')}`,
  );
}
if (questionMisses.length === 0) {
  console.log('\nEvery question target is met.');
} else {
  console.log(
    `\n${questionMisses.length} question target(s) missed:\n${questionMisses.map((miss) => `- ${miss}`).join('\n')}`,
  );
  process.exitCode = 1;
}
if (judgeCheck) {
  console.log('\nThe fitted judge on the frozen test set (npm run eval:judge -- --check):\n');
  const { status, output } = await judgeCheck;
  process.stdout.write(output);
  if (status !== 0) process.exitCode = 1;
}

function startJudgeCheck(): Promise<{ status: number | null; output: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'judge-check-'));
  const file = join(dir, 'judge.log');
  const fd = openSync(file, 'w');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(CORPUS_DIR, '..', '..', 'graded', 'judge.ts'), '--check'],
    { stdio: ['ignore', fd, fd] },
  );
  closeSync(fd);
  let done = false;
  return new Promise((resolve) => {
    const finish = (status: number | null) => {
      if (done) return;
      done = true;
      const output = readFileSync(file, 'utf8');
      rmSync(dir, { recursive: true, force: true });
      resolve({ status, output });
    };
    child.on('error', (error) => {
      writeFileSync(file, `${String(error)}\n`, { flag: 'a' });
      finish(1);
    });
    child.on('close', finish);
  });
}

function isQuestionMiss(miss: string): boolean {
  return /junk in questions|broken questions|read as|new questions on retry/.test(miss);
}
