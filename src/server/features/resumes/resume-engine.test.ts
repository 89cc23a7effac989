import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isExtractionError, tailorResumeOffline } from './resume-engine';
import { buildScannedPdf } from './test-pdfs';
import { JAVA_POSTING } from './test-resumes';

const FIXTURES = join(import.meta.dirname, '../../../../tests/fixtures/resumes');

describe('tailorResumeOffline', () => {
  it('tailors john_doe.pdf to a Java job: a better score, nothing lost, every change listed', async () => {
    const result = await tailorResumeOffline({
      file: { bytes: readFileSync(join(FIXTURES, 'john_doe.pdf')), kind: 'pdf' },
      jobDescription: JAVA_POSTING,
    });
    expect(result.missing).toEqual([]);
    expect(result.reportAfter.score).toBeGreaterThanOrEqual(result.reportBefore.score);
    expect(result.reportBefore.matched.map((keyword) => keyword.label)).toEqual([
      'Java',
      'Spring',
      'Hibernate',
      'MySQL',
      'Docker',
      'Git',
      'Angular',
    ]);
    // "software debugging" is in a job's bullet, not in the skills or the summary.
    expect(
      result.reportBefore.shownElsewhere.map((keyword) => [keyword.label, keyword.foundIn]),
    ).toEqual([['debugging', [{ section: 'experience', title: 'WORK EXPERIENCE' }]]]);
    expect(result.reportBefore.notInResume.map((keyword) => keyword.label)).toEqual([
      'Kubernetes',
      'Kafka',
    ]);
    expect(result.tailored.changes.map((change) => change.kind)).toEqual([
      'skills_reordered',
      'bullets_reordered',
      'bullets_reordered',
      'skills_added',
    ]);
    // The report's own advice, applied: a skill shown only in a job's bullets is named in Skills.
    expect(result.tailored.changes.at(-1)).toMatchObject({
      kind: 'skills_added',
      added: [{ label: 'debugging', foundIn: [{ section: 'experience' }] }],
    });
    expect(result.reportAfter.shownElsewhere).toEqual([]);
    expect(result.reportAfter.score).toBeGreaterThan(result.reportBefore.score);
    expect(result.worseBecause).toEqual([]);
    expect(Buffer.from(result.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
  });

  it('refuses a scan with a typed error, inventing nothing', async () => {
    const failure = await tailorResumeOffline({
      file: { bytes: await buildScannedPdf(), kind: 'pdf' },
      jobDescription: 'Requirements: Java',
    }).catch((error: unknown) => error);
    expect(isExtractionError(failure, 'no_text')).toBe(true);
  });
});
