// `npm run eval:resume-questions`: an interview for this job and this resume (issue 21). Each
// resume of eval/resume/corpus (20 people in 20 fields, half in Russian) is built into a Word
// file, read back as an upload is, and given to the offline coach with its job at each level.
// Prints the questions the resume and the level place (2, 5, 10, 11, 12), how many resumes gave a
// claim and a gap, and the time per interview; writes them all to
// eval/coach/resume-questions.md for reading as a recruiter would. Exit code 1 when a target is
// missed: a claim question for at least 80 % of resumes, every question filled (no "{"), every
// Russian question in Russian, and generation under 50 ms per interview.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SENIORITIES } from '../../src/shared/constants';
import { generateQuestions } from '../../src/server/ai/offline/generate-questions';
import { resumeClaims } from '../../src/server/ai/offline/resume-questions';
import { analyseResume } from '../../src/server/features/resumes/analysis/analyse-resume';
import { readDocxText } from '../../src/server/features/resumes/extraction/docx-text';
import { resumeForInterview } from '../../src/server/features/resumes/resume-for-interview';
import { loadResumes, toDocx } from '../resume/corpus';
import { loadJobs } from './corpus';

const TARGETS = { claimShare: 0.8, maxMs: 50 };
const PLACED = [2, 5, 10, 11, 12];
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function main() {
  const jobs = loadJobs();
  const lines: string[] = ['# Questions from a resume and a level (offline coach)', ''];
  const misses: string[] = [];
  let withClaim = 0;
  let withGap = 0;
  let slowest = 0;
  let firstCall = 0;
  let slowestFirst = 0;
  const times: number[] = [];
  const resumes = loadResumes();
  for (const [index, entry] of resumes.entries()) {
    const job = jobs.find((candidate) => candidate.id === entry.jobId);
    if (!job) throw new Error(`No job ${entry.jobId}`);
    const bytes = await toDocx(entry);
    const resume = resumeForInterview(analyseResume(await readDocxText(bytes)));
    const seniority = SENIORITIES[index % SENIORITIES.length]!;
    const context = {
      jobTitle: job.jobTitle,
      jobDescription: job.jobDescription,
      language: job.language,
      resume,
      seniority,
    };
    // The first interview of a process also compiles the readers' patterns: timed apart.
    let started = performance.now();
    const questions = generateQuestions(context);
    const took = performance.now() - started;
    if (index === 0) firstCall = took;
    started = performance.now();
    generateQuestions(context);
    const warm = performance.now() - started;
    slowest = Math.max(slowest, warm);
    if (index > 0) slowestFirst = Math.max(slowestFirst, took);
    times.push(warm);
    const plain = generateQuestions({
      jobTitle: job.jobTitle,
      jobDescription: job.jobDescription,
      language: job.language,
    });
    const claims = resumeClaims(resume);
    if (claims.length > 0) withClaim += 1;
    if (questions[4] !== plain[4]) withGap += 1;
    if (questions.length !== 12) misses.push(`${entry.id}: ${questions.length} questions`);
    for (const question of questions) {
      if (question.includes('{')) misses.push(`${entry.id}: unfilled "${question}"`);
      if (job.language === 'ru' && !/[а-яё]{3}/iu.test(question.replace(/«[^»]*»/gu, ''))) {
        misses.push(`${entry.id}: not Russian "${question}"`);
      }
    }
    lines.push(
      `## ${entry.id} — ${job.jobTitle} (${seniority})`,
      '',
      `Claims found: ${claims.length}. Achievement lines read: ${resume.achievements.length}.`,
      '',
      ...PLACED.map((order) => {
        const changed = questions[order - 1] !== plain[order - 1] ? '' : ' _(the job’s own)_';
        return `${order}. ${questions[order - 1]}${changed}`;
      }),
      '',
    );
  }
  const claimShare = withClaim / resumes.length;
  if (claimShare < TARGETS.claimShare) misses.push(`claim questions for ${withClaim} resumes`);
  if (slowest > TARGETS.maxMs) misses.push(`slowest interview took ${slowest.toFixed(1)} ms`);
  const summary = [
    `Resumes: ${resumes.length}. With a claim question: ${withClaim}. With a gap question: ${withGap}.`,
    `Question generation with a resume: median ${median(times).toFixed(1)} ms, slowest ${slowest.toFixed(1)} ms (target under ${TARGETS.maxMs} ms). Cold: the process's very first interview ${firstCall.toFixed(0)} ms, the first for each further field and language at most ${slowestFirst.toFixed(0)} ms (each reader's patterns compile once per process).`,
  ];
  lines.splice(2, 0, ...summary, '');
  writeFileSync(
    join(fileURLToPath(new URL('.', import.meta.url)), 'resume-questions.md'),
    `${lines.join('\n')}\n`,
  );
  console.log(summary.join('\n'));
  if (misses.length > 0) {
    console.log(`\nMissed:\n${misses.join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
