// `npm run eval:resume-score`: fits how the Resume Builder's score blends its keyword score with
// its ATS checks (`match-weights.ts`, ADR 0050) to resume–posting pairs whose fit is known: each
// layout panel's resume against the posting it fits and an unrelated one (eval/resume/layouts*,
// written by helpers that had not read the reader, in three layouts each), and each resume of the
// match corpus (eval/resume/corpus) against its own job and every unrelated job in its language.
// The targets are the issue's: a fitting pair scores at least 70, an unrelated one at most 30.
// The fit maximises the smallest margin to those lines over every pair, then the mean margin,
// among blends that move the score at most 2 points per point of keyword score (no cliff a
// sentence could jump). Leave-one-panel-out shows what the fit does on a panel it has not seen.
// `-- --write` writes the weights; `-- --hold-out <folder>` leaves a panel out of everything.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { areRelated, type RoleFamily } from '../../src/server/job-description/read-job-description';
import { analyseResume } from '../../src/server/features/resumes/analysis/analyse-resume';
import { readDocxText } from '../../src/server/features/resumes/extraction/docx-text';
import { extractResumeText } from '../../src/server/features/resumes/extraction/extract-resume-text';
import { extractJobKeywords } from '../../src/server/features/resumes/job/job-keywords';
import { readDegreeRequirement } from '../../src/server/features/resumes/job/degree-requirement';
import {
  blendScore,
  buildMatchReport,
  type MatchWeights,
} from '../../src/server/features/resumes/matching/match-report';
import { loadJobs } from '../coach/corpus';
import { loadResumes, toDocx } from './corpus';
import { LAYOUTS, buildLayout, loadLayoutResumes } from './layout-corpus';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const WEIGHTS_FILE = join(HERE, '../../src/server/features/resumes/matching/match-weights.ts');
const TARGETS = { fitMin: 70, unrelatedMax: 30 };
const MAX_SLOPE = 2;

interface Pair {
  panel: string;
  label: string;
  fits: boolean;
  keywordScore: number | null;
  atsScore: number;
}

async function layoutPairs(folder: string): Promise<Pair[]> {
  const pairs: Pair[] = [];
  for (const item of loadLayoutResumes(join(HERE, folder))) {
    for (const layout of LAYOUTS) {
      const file = await buildLayout(item, layout);
      const document = analyseResume(
        file.kind === 'pdf' ? await extractResumeText(file.bytes) : await readDocxText(file.bytes),
      );
      for (const posting of item.postings) {
        const report = buildMatchReport({
          document,
          keywords: extractJobKeywords(posting.text, posting.jobTitle),
          degree: readDegreeRequirement(posting.text),
        });
        pairs.push({
          panel: folder,
          label: `${item.id} ${layout} ${posting.kind}`,
          fits: posting.kind === 'fitting',
          keywordScore: report.keywordScore,
          atsScore: report.atsScore,
        });
      }
    }
  }
  return pairs;
}

async function corpusPairs(): Promise<Pair[]> {
  const jobs = loadJobs();
  const pairs: Pair[] = [];
  for (const resume of loadResumes()) {
    const job = jobs.find((candidate) => candidate.id === resume.jobId)!;
    const document = analyseResume(await readDocxText(await toDocx(resume)));
    const others = jobs.filter(
      (other) =>
        other.language === job.language &&
        !areRelated(other.roleFamily as RoleFamily, job.roleFamily as RoleFamily),
    );
    for (const other of [job, ...others]) {
      const report = buildMatchReport({
        document,
        keywords: extractJobKeywords(other.jobDescription, other.jobTitle),
      });
      pairs.push({
        panel: 'corpus',
        label: `${resume.id} for ${other.id}`,
        fits: other === job,
        keywordScore: report.keywordScore,
        atsScore: report.atsScore,
      });
    }
  }
  return pairs;
}

function margin(pair: Pair, weights: MatchWeights): number {
  const score = blendScore(pair, weights);
  return pair.fits ? score - TARGETS.fitMin : TARGETS.unrelatedMax - score;
}

function candidates(): MatchWeights[] {
  const all: MatchWeights[] = [];
  for (let share = 50; share <= 90; share += 5) {
    for (let from = 0; from <= 45; from += 5) {
      for (let full = from + 10; full <= 80; full += 5) {
        const weights = { keywordShare: share / 100, atsFrom: from, atsFullFrom: full };
        const slope = weights.keywordShare + ((1 - weights.keywordShare) * 100) / (full - from);
        if (slope <= MAX_SLOPE) all.push(weights);
      }
    }
  }
  return all;
}

function fit(pairs: readonly Pair[]): MatchWeights {
  let best: { weights: MatchWeights; worst: number; mean: number } | null = null;
  for (const weights of candidates()) {
    const margins = pairs.map((pair) => margin(pair, weights));
    const worst = Math.min(...margins);
    const mean = margins.reduce((sum, value) => sum + value, 0) / margins.length;
    if (!best || worst > best.worst || (worst === best.worst && mean > best.mean)) {
      best = { weights, worst, mean };
    }
  }
  return best!.weights;
}

function describe(pairs: readonly Pair[], weights: MatchWeights): string {
  const scores = pairs.map((pair) => ({ pair, score: blendScore(pair, weights) }));
  const fitting = scores.filter(({ pair }) => pair.fits);
  const unrelated = scores.filter(({ pair }) => !pair.fits);
  const missed = scores.filter(({ pair }) => margin(pair, weights) < 0);
  return [
    `fitting lowest ${Math.min(...fitting.map(({ score }) => score))}`,
    `unrelated highest ${Math.max(...unrelated.map(({ score }) => score))}`,
    `missed ${missed.length} of ${pairs.length}${missed.length > 0 ? ` (${missed.map(({ pair, score }) => `${pair.label} ${score}`).join('; ')})` : ''}`,
  ].join(', ');
}

async function main() {
  const heldOutIndex = process.argv.indexOf('--hold-out');
  const heldOut = heldOutIndex === -1 ? null : process.argv[heldOutIndex + 1];
  const folders = readdirSync(HERE)
    .filter((name) => /^layouts(?:-heldout(?:-\d+)?)?$/.test(name) && name !== heldOut)
    .sort();
  const pairs = [...(await corpusPairs())];
  for (const folder of folders) pairs.push(...(await layoutPairs(folder)));
  const panels = [...new Set(pairs.map((pair) => pair.panel))];
  console.log(`${pairs.length} pairs from ${panels.join(', ')}`);
  let missedOut = 0;
  for (const panel of panels) {
    const weights = fit(pairs.filter((pair) => pair.panel !== panel));
    const test = pairs.filter((pair) => pair.panel === panel);
    missedOut += test.filter((pair) => margin(pair, weights) < 0).length;
    console.log(
      `left out ${panel}: fitted ${JSON.stringify(weights)}; on it ${describe(test, weights)}`,
    );
  }
  console.log(`Leave-one-panel-out: ${missedOut} of ${pairs.length} pairs on the wrong side.`);
  const weights = fit(pairs);
  console.log(`All pairs: ${JSON.stringify(weights)}; ${describe(pairs, weights)}`);
  if (process.argv.includes('--write')) {
    const header = readFileSync(WEIGHTS_FILE, 'utf8').split('export const')[0];
    const body = Object.entries(weights)
      .map(([key, value]) => `  ${key}: ${String(value)},\n`)
      .join('');
    writeFileSync(
      WEIGHTS_FILE,
      `${header}export const MATCH_WEIGHTS: MatchWeights = {\n${body}};\n`,
    );
    console.log(`Written to ${WEIGHTS_FILE}.`);
  }
}

await main();
