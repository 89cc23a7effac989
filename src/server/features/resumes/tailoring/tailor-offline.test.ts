import { describe, expect, it } from 'vitest';
import { analyseResume } from '../analysis/analyse-resume';
import { getDocumentText } from '../analysis/document-text';
import { listEntries } from '../analysis/entries';
import { listSkills } from '../analysis/skills-list';
import { extractResumeText } from '../extraction/extract-resume-text';
import { extractJobKeywords } from '../job/job-keywords';
import { findMissingWords } from '../rendering/verify-rendered';
import { buildOneColumnPdf } from '../test-pdfs';
import { ANNA_PAGE_1, ANNA_PAGE_2 } from '../test-resumes';
import { buildMatchReport } from '../matching/match-report';
import { tailorOffline } from './tailor-offline';

const JOB = 'Requirements:\n- Kubernetes and Docker\n- Git\nNice to have: Node.js';

async function tailorAnna() {
  const document = analyseResume(
    await extractResumeText(await buildOneColumnPdf([ANNA_PAGE_1, ANNA_PAGE_2])),
  );
  return {
    document,
    tailored: tailorOffline({ document, keywords: extractJobKeywords(JOB) }),
  };
}

describe('tailorOffline', () => {
  it('puts the skills and bullets the job asks for first, keeping ties in the original order', async () => {
    const { tailored } = await tailorAnna();
    expect(listSkills(tailored.document.sections)).toEqual([
      'Docker',
      'Kubernetes',
      'Git',
      'Node.js',
      'TypeScript',
      'PostgreSQL',
    ]);
    const [monzo, wise] = listEntries(
      tailored.document.sections.find((section) => section.kind === 'experience')!,
    );
    expect(monzo?.details.map((block) => block.text)).toEqual([
      'Moved 12 services to Docker and Kubernetes',
      'Cut p95 latency of the payments API by 40% with PostgreSQL indexes',
      'Wrote the onboarding guide for new engineers',
    ]);
    // Node.js (preferred) comes before a bullet that names nothing the job asks for.
    expect(wise?.details.map((block) => block.text)).toEqual([
      'Built REST APIs in Node.js for 2 million customers',
      'Mentored 3 junior developers',
    ]);
    expect(tailored.mode).toBe('offline');
  });

  it('lists every change and adds, drops or rewords nothing', async () => {
    const { document, tailored } = await tailorAnna();
    expect(tailored.changes.map((change) => change.kind)).toEqual([
      'bullets_reordered',
      'skills_reordered',
    ]);
    expect(tailored.changes[0]).toMatchObject({
      sectionTitle: 'EXPERIENCE',
      entry: 'Senior Backend Developer, Monzo',
    });
    const before = getDocumentText(document);
    const after = getDocumentText(tailored.document);
    expect(findMissingWords({ expected: before, actual: after })).toEqual([]);
    expect(findMissingWords({ expected: after, actual: before })).toEqual([]);
    expect(tailored.document.contact).toEqual(document.contact);
  });

  it("never copies a requirement line the resume shows in its own words into Skills in the posting's words", async () => {
    const { document } = await tailorAnna();
    const keywords = extractJobKeywords(
      'Requirements:\n- Cutting the latency of payment flows\n- Kubernetes\n- Git',
    );
    const report = buildMatchReport({ document, keywords });
    expect(report.shownElsewhere.map((keyword) => keyword.label)).toContain(
      'Cutting the latency of payment flows',
    );
    const tailored = tailorOffline({ document, keywords, report });
    expect(listSkills(tailored.document.sections).join(', ')).not.toMatch(/latency/i);
  });

  it('changes nothing when the job names nothing the resume has', async () => {
    const document = analyseResume(
      await extractResumeText(await buildOneColumnPdf([ANNA_PAGE_1, ANNA_PAGE_2])),
    );
    const tailored = tailorOffline({
      document,
      keywords: extractJobKeywords('Requirements: COBOL and Fortran'),
    });
    expect(tailored.changes).toEqual([]);
    expect(tailored.document.sections).toEqual(document.sections);
  });
});
