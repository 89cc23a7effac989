// Every real-world resume in tests/fixtures/resumes (LaTeX, Word, Chromium, a resume builder).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractResumeText } from '../extraction/extract-resume-text';
import { analyseResume } from './analyse-resume';
import { listEntries } from './entries';
import { EXPECTED_RESUMES } from './real-resumes.expected';
import type { ResumeDocument } from './resume-model';
import { listSkills } from './skills-list';

const FIXTURES = join(import.meta.dirname, '../../../../../tests/fixtures/resumes');

describe.each(Object.entries(EXPECTED_RESUMES))('the real resume %s', (file, expected) => {
  let document: ResumeDocument;

  beforeAll(async () => {
    document = analyseResume(await extractResumeText(readFileSync(join(FIXTURES, file))));
  });

  it('yields the person’s name and contact details', () => {
    expect(document.contact).toEqual(expected.contact);
  });

  it('yields its sections in order', () => {
    expect(document.sections.map((section) => [section.kind, section.title])).toEqual(
      expected.sections,
    );
  });

  it('yields its skills in the order listed', () => {
    expect(listSkills(document.sections)).toEqual(expected.skills);
  });

  it('yields each job with its dates', () => {
    const jobs = document.sections
      .filter((section) => section.kind === 'experience')
      .flatMap(listEntries);
    expect(jobs.map((entry) => entry.dates)).toEqual(expected.experienceDates);
  });
});

describe('real resumes, details that were hard to get right', () => {
  it('joins a bullet’s wrapped lines and a hyphenated word split over a line break', async () => {
    const document = analyseResume(
      await extractResumeText(readFileSync(join(FIXTURES, 'two-column-john-doe.pdf'))),
    );
    const projects = document.sections.find((section) => section.kind === 'projects')!;
    expect(projects.blocks[2]).toEqual({
      kind: 'bullet',
      text: 'Open-source CLI tool for automating PR workflows with 2.5K GitHub stars, demonstrating commitment to open-source contributions and community-driven development',
    });
  });

  it('reads john_doe.pdf’s two pages in order and leaves out the page numbers', async () => {
    const extracted = await extractResumeText(readFileSync(join(FIXTURES, 'john_doe.pdf')));
    expect(extracted.pageCount).toBe(2);
    expect(extracted.lines.some((line) => /^\d$/.test(line.text))).toBe(false);
    expect(extracted.lines.filter((line) => line.page === 2).map((line) => line.text)).toEqual([
      'EDUCATION',
      'Bachelor of Science in Computer Science, State University, Anywhere, USA, May 2016',
      'CERTIFICATIONS',
      '• Oracle Certified Professional, Java SE 8 Programmer',
      '• Certified Angular Developer',
    ]);
  });

  it('turns Word’s tab runs into cells: the date stays on its line, apart from the text', async () => {
    const extracted = await extractResumeText(readFileSync(join(FIXTURES, 'leo-leopard-word.pdf')));
    expect(extracted.lines.map((line) => line.text)).toContain(
      'University of La Verne, La Verne, CA\tExpected Graduation: June 2016',
    );
  });
});
