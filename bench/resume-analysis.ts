import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyseResume } from '../src/server/features/resumes/analysis/analyse-resume';
import { extractResumeText } from '../src/server/features/resumes/extraction/extract-resume-text';
import { extractJobKeywords } from '../src/server/features/resumes/job/job-keywords';
import { buildMatchReport } from '../src/server/features/resumes/matching/match-report';

// Extraction plus analysis of a real 2-page resume (john_doe.pdf, pdfTeX), in process: the first
// run (pdf.js loaded and warmed) and then steady-state figures per step.

export const RESUME_ANALYSIS_HEADER = [
  'Resume analysis, in process, john_doe.pdf (2 pages), 50 runs after one warm-up',
  '',
  '| Step | mean ms | p50 ms | p99 ms |',
  '|---|---|---|---|',
].join('\n');

const JOB_DESCRIPTION = [
  'Java Developer',
  'Requirements:',
  '- Java, Spring Boot, Hibernate, MySQL, REST APIs',
  '- Docker and Kubernetes, CI/CD',
  '- Strong communication skills',
  'Nice to have: Angular, Kafka, AWS',
].join('\n');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function row(name: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  const cells = [mean, percentile(sorted, 50), percentile(sorted, 99)].map((v) => v.toFixed(1));
  return `| ${name} | ${cells.join(' | ')} |`;
}

export async function benchResumeAnalysis(iterations = 50): Promise<string[]> {
  const file = join(import.meta.dirname, '../tests/fixtures/resumes/john_doe.pdf');
  const pdf = new Uint8Array(readFileSync(file));
  let started = performance.now();
  const warmUp = analyseResume(await extractResumeText(pdf));
  buildMatchReport({ document: warmUp, keywords: extractJobKeywords(JOB_DESCRIPTION) });
  const firstRun = performance.now() - started;

  const extraction: number[] = [];
  const analysis: number[] = [];
  const total: number[] = [];
  for (let index = 0; index < iterations; index += 1) {
    started = performance.now();
    const extracted = await extractResumeText(pdf);
    const extractedAt = performance.now();
    const document = analyseResume(extracted);
    buildMatchReport({ document, keywords: extractJobKeywords(JOB_DESCRIPTION) });
    const finished = performance.now();
    extraction.push(extractedAt - started);
    analysis.push(finished - extractedAt);
    total.push(finished - started);
  }
  return [
    `| first run (loads pdf.js and the dictionaries) | ${firstRun.toFixed(1)} | – | – |`,
    row('text extraction (pdf.js, lines, columns)', extraction),
    row('analysis (sections, contact, keywords, match report)', analysis),
    row('extraction + analysis', total),
  ];
}
