import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resumeFieldsSchema } from '../../../shared/schemas/resumes';
import { analyseResume } from './analysis/analyse-resume';
import { extractResumeText } from './extraction/extract-resume-text';
import { buildMatchReport } from './matching/match-report';
import { extractJobKeywords } from './job/job-keywords';
import { renderResumeText } from './rendering/render-resume-text';
import { findUnsureFields, fromResumeFields, toResumeFields } from './resume-fields';
import { buildOneColumnPdf } from './test-pdfs';
import { ANNA_PAGE_1, ANNA_PAGE_2 } from './test-resumes';

const PRINTED = path.resolve('eval/resume/layouts/printed');

async function readPdf(bytes: Uint8Array) {
  return analyseResume(await extractResumeText(bytes));
}

function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}$€£₽%№]+/gu) ?? [];
}

const facts = { pageCount: 1, twoColumnPages: [], pagesWithoutText: [] };

describe('the resume as fields the user checks', () => {
  it('turns every resume of the layout corpus into fields and back without changing a printed word', async () => {
    const files = (await readdir(PRINTED)).filter((file) => file.endsWith('.pdf'));
    expect(files.length).toBeGreaterThanOrEqual(12);
    for (const file of files) {
      const document = await readPdf(new Uint8Array(await readFile(path.join(PRINTED, file))));
      // What the form sends back unchanged passes the request schema and prints the same resume.
      const fields = resumeFieldsSchema.parse(JSON.parse(JSON.stringify(toResumeFields(document))));
      const confirmed = fromResumeFields(fields, document);
      // Word for word and in order; a table row of three cells or more is joined by commas here
      // and by dashes in the text format, as the PDF prints it.
      expect(wordsOf(renderResumeText(confirmed)), file).toEqual(
        wordsOf(renderResumeText(document)),
      );
      expect(confirmed.contact.emails, file).toEqual(document.contact.emails);
      expect(confirmed.contact.phones.length, file).toBe(document.contact.phones.length);
    }
  });

  it('matches and prints what the user corrected, not what the reader misread', async () => {
    const document = await readPdf(await buildOneColumnPdf([ANNA_PAGE_1, ANNA_PAGE_2]));
    const fields = toResumeFields(document);
    const skills = fields.sections.find((section) => section.kind === 'skills');
    expect(skills?.blocks[0]?.text).toBe(
      'TypeScript, Node.js, PostgreSQL, Docker, Kubernetes, Git',
    );
    // The user adds a skill their file showed in a graphic the reader could not see.
    skills!.blocks.push({ kind: 'text', text: 'Apache Kafka, Redis', aside: '' });
    fields.name = 'Anna M. Smith';
    const confirmed = fromResumeFields(resumeFieldsSchema.parse(fields), facts);
    const keywords = extractJobKeywords('Backend developer. Requirements: Redis, TypeScript.');
    const report = buildMatchReport({ document: confirmed, keywords });
    expect(report.notInResume.map((keyword) => keyword.label)).not.toContain('Redis');
    const text = renderResumeText(confirmed);
    expect(text.split('\n')[0]).toBe('Anna M. Smith');
    expect(text).toContain('Apache Kafka, Redis');
  });

  it('keeps each job’s dates on the right of its line, and a job’s bullets as bullets', async () => {
    const document = await readPdf(await buildOneColumnPdf([ANNA_PAGE_1]));
    const experience = toResumeFields(document).sections.find(
      (section) => section.kind === 'experience',
    );
    expect(experience?.blocks.slice(0, 2)).toEqual([
      { kind: 'text', text: 'Senior Backend Developer, Monzo', aside: 'Jan 2021 - Present' },
      {
        kind: 'bullet',
        text: 'Cut p95 latency of the payments API by 40% with PostgreSQL indexes',
        aside: '',
      },
    ]);
  });

  it('drops lines and sections the user emptied, and refuses a resume with nothing left', () => {
    const fields = resumeFieldsSchema.parse({
      language: 'en',
      name: 'Anna Smith',
      headline: '',
      contactItems: ['anna@example.com', ''],
      sections: [
        { kind: 'summary', title: 'Summary', blocks: [{ kind: 'text', text: '  ' }] },
        { kind: 'skills', title: 'Skills', blocks: [{ kind: 'text', text: 'Excel\tWord' }] },
      ],
    });
    const confirmed = fromResumeFields(fields, facts);
    expect(confirmed.sections.map((section) => section.title)).toEqual([null, 'Skills']);
    // A pasted tab or line break is a space: a field is one printed line.
    expect(confirmed.sections[1]?.blocks[0]?.text).toBe('Excel Word');
    expect(confirmed.contact.emails).toEqual(['anna@example.com']);
    const empty = resumeFieldsSchema.safeParse({
      ...fields,
      sections: [{ kind: 'skills', title: 'Skills', blocks: [] }],
    });
    expect(empty.success).toBe(false);
  });

  it('points at what the reader was unsure of: no name, a heading it does not know, a job without dates, a run-on line', async () => {
    const long = 'Managed the front desk of a 120-room hotel '.repeat(12).trim();
    const document = await readPdf(
      await buildOneColumnPdf([
        [
          { text: 'receptionist resume', size: 9 },
          { text: 'EXPERIENCE', bold: true, size: 12, gap: 12 },
          { text: 'Front Desk Agent, Grand Hotel', bold: true },
          { text: '• Checked in 80 guests a day', x: 8 },
          { text: 'HOBBIES AND THINGS', bold: true, size: 12, gap: 12 },
          { text: long.slice(0, 200) },
        ],
      ]),
    );
    const unsure = findUnsureFields(document);
    const codes = unsure.map((item) => item.code);
    expect(codes).toContain('name_missing');
    expect(codes).toContain('contact_missing');
    expect(codes).toContain('entry_without_dates');
    const fields = toResumeFields(document);
    const undated = unsure.find((item) => item.code === 'entry_without_dates');
    expect(fields.sections[undated!.section!]?.blocks[undated!.block!]?.text).toBe(
      'Front Desk Agent, Grand Hotel',
    );
    // A resume the reader read whole gets no hint at all.
    const clean = await readPdf(await buildOneColumnPdf([ANNA_PAGE_1, ANNA_PAGE_2]));
    expect(findUnsureFields(clean)).toEqual([]);
  });
});
