import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseResume } from '../analysis/analyse-resume';
import { listEntries } from '../analysis/entries';
import { listSkills } from '../analysis/skills-list';
import { extractResumeText } from '../extraction/extract-resume-text';
import { extractJobKeywords } from '../job/job-keywords';
import { tailorOffline } from '../tailoring/tailor-offline';
import { buildOneColumnPdf } from '../test-pdfs';
import { IVAN_PAGE } from '../test-resumes';
import { renderResumePdf } from './render-resume-pdf';
import { findMissingWords, verifyRenderedResume } from './verify-rendered';

const FIXTURES = join(import.meta.dirname, '../../../../../tests/fixtures/resumes');
const JOB = 'Requirements: TypeScript, Node.js, PostgreSQL, Docker, Kubernetes, Kafka, Python, SQL';

describe('renderResumePdf', () => {
  it('writes a Russian resume with the Cyrillic font embedded, and reads back the same resume', async () => {
    const original = analyseResume(await extractResumeText(await buildOneColumnPdf([IVAN_PAGE])));
    const pdf = await renderResumePdf(original);
    const raw = Buffer.from(pdf).toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+PTSans-Regular/);
    expect(raw).toMatch(/\/FontFile2/);

    const reread = analyseResume(await extractResumeText(pdf));
    expect(reread.contact).toEqual(original.contact);
    expect(reread.sections.map((section) => [section.kind, section.title])).toEqual(
      original.sections.map((section) => [section.kind, section.title]),
    );
    expect(listSkills(reread.sections)).toEqual(listSkills(original.sections));
    expect(await verifyRenderedResume({ document: original, pdf })).toMatchObject({ missing: [] });
  });
});

describe('renderResumePdf and its own layout', () => {
  it('reads back short job titles with right-aligned dates as one column, and a wrapped phone whole', async () => {
    const original = analyseResume(
      await extractResumeText(
        await buildOneColumnPdf([
          [
            { text: 'Dean Hollinshead', bold: true, size: 20 },
            {
              text: 'Qualified Plumber | NVQ Level 3 | Unvented Hot Water and Bathroom Refits | dean.hollinshead.plumbing@example.com | 07832 415907 | Stoke-on-Trent',
              size: 9,
            },
            { text: 'WORK EXPERIENCE', bold: true, size: 12, gap: 12 },
            { text: 'Plumber, Trentside Homes', bold: true, right: 'Apr 2021 — Present' },
            { text: '• Reactive repairs in occupied social housing' },
            { text: 'Apprentice, Potteries Heating', bold: true, right: 'Sep 2017 — Mar 2021' },
            { text: '• Boiler servicing with a Gas Safe engineer' },
            { text: 'Labourer, Burslem Builders', bold: true, right: 'Jun 2016 — Aug 2017' },
            { text: '• Site clearance and deliveries' },
            { text: 'Porter, Royal Stoke', bold: true, right: '2015 — 2016' },
            { text: '• Moving patients and equipment' },
          ],
        ]),
      ),
    );
    const reread = analyseResume(await extractResumeText(await renderResumePdf(original)));
    expect(reread.twoColumnPages).toEqual([]);
    expect(reread.contact.phones).toEqual(original.contact.phones);
    const experience = reread.sections.find((section) => section.kind === 'experience');
    expect((experience ? listEntries(experience) : []).map((entry) => entry.dates)).toEqual(
      (() => {
        const before = original.sections.find((section) => section.kind === 'experience');
        return (before ? listEntries(before) : []).map((entry) => entry.dates);
      })(),
    );
  });
});

describe.each([
  'barry_allen_fe.pdf',
  'harvey_dent_mle.pdf',
  'john_doe.pdf',
  'leo-leopard-word.pdf',
  'openresume-example.pdf',
  'two-column-john-doe.pdf',
])('the real resume %s, tailored offline and rendered', (file) => {
  it('loses nothing and reads back with the same name, sections and skills', async () => {
    const original = analyseResume(await extractResumeText(readFileSync(join(FIXTURES, file))));
    const tailored = tailorOffline({
      document: original,
      keywords: extractJobKeywords(JOB),
    });
    const pdf = await renderResumePdf(tailored.document);
    const { missing, extractedText } = await verifyRenderedResume({ document: original, pdf });
    expect(missing).toEqual([]);
    const reread = analyseResume(await extractResumeText(pdf));
    expect(reread.contact.name).toBe(original.contact.name);
    expect(reread.contact.emails).toEqual(original.contact.emails);
    expect(reread.twoColumnPages).toEqual([]);
    expect(new Set(reread.sections.map((section) => section.kind))).toEqual(
      new Set(original.sections.map((section) => section.kind)),
    );
    expect(new Set(listSkills(reread.sections))).toEqual(
      new Set(listSkills(tailored.document.sections)),
    );
    expect(extractedText).toContain(original.contact.name);
  });
});

describe('renderResumePdf with any name line', () => {
  it('renders every name shape, or none, and puts only a found name in the metadata', async () => {
    const base = analyseResume(await extractResumeText(await buildOneColumnPdf([IVAN_PAGE])));
    const name = fc.oneof(
      fc.constant(null),
      fc.constantFrom(
        'Maria Lopez, RN',
        'John Smith, CPA, PMP',
        'Dr. Anna Petrova, MD, PhD',
        'Иванова Анна Сергеевна',
        'J. R. Tolkien',
      ),
      fc.string({ minLength: 1, maxLength: 40 }),
    );
    await fc.assert(
      fc.asyncProperty(name, async (candidate) => {
        const pdf = await renderResumePdf({
          ...base,
          contact: { ...base.contact, name: candidate },
        });
        const raw = Buffer.from(pdf).toString('latin1');
        expect(raw.startsWith('%PDF-')).toBe(true);
        expect(raw.includes('/Author')).toBe(candidate !== null);
      }),
      { numRuns: 25 },
    );
  });
});

describe('findMissingWords', () => {
  it('counts each word as often as it occurs and ignores "and" between reordered items', () => {
    expect(
      findMissingWords({
        expected: 'Cut costs by 30% and 30 hours; Agile and Scrum. Ёлка',
        actual: 'Scrum, Agile. Cut costs by 30%. елка',
      }),
    ).toEqual(['30', 'hours']);
  });

  it('counts a lost currency sign, percent or number sign as lost', () => {
    expect(
      findMissingWords({
        expected: 'Бюджет 12 млн ₽, рост 8 %, приказ №5, saved £12,000',
        actual: 'Бюджет 12 млн, рост 8, приказ 5, saved 12,000',
      }),
    ).toEqual(['₽', '%', '№', '£']);
  });
});
