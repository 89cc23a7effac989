import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findHeadingKind } from '../src/server/features/resumes/analysis/headings';
import { checkFit } from '../src/server/features/resumes/fit/fit-check';
import { fromResumeFields } from '../src/server/features/resumes/resume-fields';

// The fit check (issue 38), in process: every resume–posting pair of the graded corpus
// (eval/fit-check/pairs), each read from its posting's text as a seeker would paste it. The
// target: well under a second a check. The first check also loads the readers' dictionaries.

export const FIT_CHECK_HEADER = [
  'Fit check, in process, every pair of eval/fit-check (72 pairs, 24 postings, en and ru), 5 rounds',
  '',
  '| Step | mean ms | p50 ms | p99 ms | max ms |',
  '|---|---|---|---|---|',
].join('\n');

interface Pair {
  jobTitle: string;
  language: 'en' | 'ru';
  posting: string;
  candidates: {
    resume: {
      name: string;
      headline: string;
      contact: string;
      sections: { title: string; lines: { text: string; right?: string; bullet?: boolean }[] }[];
    };
  }[];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function benchFitCheck(rounds = 5): Promise<string[]> {
  const dir = join(import.meta.dirname, '../eval/fit-check/pairs');
  const jobs = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Pair);
  const cases = jobs.flatMap((job) =>
    job.candidates.map((candidate) => ({
      posting: { text: job.posting, jobTitle: job.jobTitle },
      document: fromResumeFields(
        {
          language: job.language,
          name: candidate.resume.name,
          headline: candidate.resume.headline,
          contactItems: candidate.resume.contact.split('|').map((item) => item.trim()),
          sections: candidate.resume.sections.map((section) => ({
            kind: findHeadingKind(section.title) ?? 'others',
            title: section.title,
            blocks: section.lines.map((line) => ({
              kind: line.bullet ? ('bullet' as const) : ('text' as const),
              text: line.text,
              aside: line.right ?? '',
            })),
          })),
        },
        { pageCount: 1, twoColumnPages: [], pagesWithoutText: [] },
      ),
    })),
  );
  const seeker = { salaryFloor: null, workModes: [] };
  const now = new Date();
  let started = performance.now();
  const [first] = cases;
  if (first) checkFit({ ...first, seeker, now });
  const cold = performance.now() - started;
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const pair of cases) {
      started = performance.now();
      checkFit({ ...pair, seeker, now });
      times.push(performance.now() - started);
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  const cells = [mean, percentile(sorted, 50), percentile(sorted, 99), sorted.at(-1) ?? 0];
  return [
    `| First check (dictionaries loaded) | ${cold.toFixed(1)} | | | |`,
    `| One check, warm (${times.length} checks) | ${cells.map((value) => value.toFixed(1)).join(' | ')} |`,
  ];
}
