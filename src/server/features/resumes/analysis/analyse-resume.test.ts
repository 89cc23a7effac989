import { describe, expect, it } from 'vitest';
import { extractResumeText } from '../extraction/extract-resume-text';
import { buildOneColumnPdf, buildTwoColumnPdf } from '../test-pdfs';
import { ANNA_PAGE_1, ANNA_PAGE_2, IVAN_PAGE, OLGA_TWO_COLUMNS } from '../test-resumes';
import { analyseResume } from './analyse-resume';
import { listEntries } from './entries';
import type { ResumeDocument } from './resume-model';
import { listSkills } from './skills-list';

function sectionsOf(document: ResumeDocument) {
  return document.sections.map((section) => [section.kind, section.title]);
}

describe('analyseResume on resumes the tests draw', () => {
  it('reads an English resume: contact details, sections in order, entries and skills', async () => {
    const pdf = await buildOneColumnPdf([ANNA_PAGE_1, ANNA_PAGE_2]);
    const document = analyseResume(await extractResumeText(pdf));
    expect(document.language).toBe('en');
    expect(document.contact).toEqual({
      name: 'Anna Smith',
      headline: 'Backend Developer',
      emails: ['anna.smith@example.com'],
      phones: ['+44 20 7946 0958'],
      links: [
        { kind: 'github', text: 'github.com/annasmith', url: 'https://github.com/annasmith' },
      ],
      location: 'London, UK',
    });
    expect(sectionsOf(document)).toEqual([
      ['contact', null],
      ['summary', 'SUMMARY'],
      ['experience', 'EXPERIENCE'],
      ['education', 'EDUCATION'],
      ['projects', 'PROJECTS'],
      ['skills', 'SKILLS'],
    ]);
    const experience = document.sections.find((section) => section.kind === 'experience');
    const entries = listEntries(experience!);
    expect(
      entries.map((entry) => [entry.header[0]?.text, entry.dates, entry.details.length]),
    ).toEqual([
      ['Senior Backend Developer, Monzo\tJan 2021 - Present', 'Jan 2021 - Present', 3],
      ['Backend Developer, Wise\tMar 2018 - Dec 2020', 'Mar 2018 - Dec 2020', 2],
    ]);
    expect(entries[0]?.details[0]).toEqual({
      kind: 'bullet',
      text: 'Cut p95 latency of the payments API by 40% with PostgreSQL indexes',
    });
    expect(listSkills(document.sections)).toEqual([
      'TypeScript',
      'Node.js',
      'PostgreSQL',
      'Docker',
      'Kubernetes',
      'Git',
    ]);
    expect(document.pageCount).toBe(2);
  });

  it('reads a Russian resume with Russian headings', async () => {
    const document = analyseResume(await extractResumeText(await buildOneColumnPdf([IVAN_PAGE])));
    expect(document.language).toBe('ru');
    expect(document.contact).toMatchObject({
      name: 'Иван Петров',
      headline: 'Python-разработчик',
      emails: ['ivan.petrov@example.ru'],
      phones: ['+7 (912) 345-67-89'],
      location: 'Москва, Россия',
    });
    expect(sectionsOf(document)).toEqual([
      ['contact', null],
      ['summary', 'О себе'],
      ['experience', 'Опыт работы'],
      ['education', 'Образование'],
      ['skills', 'Ключевые навыки'],
    ]);
    const experience = listEntries(document.sections[2]!);
    expect(experience.map((entry) => entry.dates)).toEqual(['03.2020 — н.в.', '2017 — 2020']);
    expect(listSkills(document.sections)).toEqual([
      'Python',
      'Django',
      'PostgreSQL',
      'Docker',
      'Git',
    ]);
  });

  it('reads a two-column resume: sidebar sections come after the main column', async () => {
    const document = analyseResume(
      await extractResumeText(await buildTwoColumnPdf(OLGA_TWO_COLUMNS)),
    );
    expect(document.contact).toMatchObject({
      name: 'Olga Ivanova',
      emails: ['olga.ivanova@example.com'],
      phones: ['+1 415 555 0100'],
      location: 'Berlin, Germany',
    });
    expect(sectionsOf(document)).toEqual([
      ['contact', null],
      ['summary', 'SUMMARY'],
      ['experience', 'EXPERIENCE'],
      ['skills', 'SKILLS'],
      ['education', 'EDUCATION'],
    ]);
    expect(document.sections[1]?.blocks).toEqual([
      { kind: 'text', text: 'Data engineer who builds reliable pipelines in Python and SQL.' },
    ]);
    expect(listSkills(document.sections)).toEqual(['Python', 'SQL', 'Airflow', 'Spark']);
    expect(document.twoColumnPages).toEqual([1]);
  });

  it('tells a browser’s marker-less list items apart, and reads a header row whose boxes wrapped', async () => {
    const document = analyseResume(
      await extractResumeText(
        await buildOneColumnPdf([
          [
            { text: 'Daniel Okafor', bold: true, size: 20 },
            { text: 'daniel@example.com', size: 9 },
            { text: 'EXPERIENCE', bold: true, size: 12, gap: 12 },
            // A flex row: title, employer and dates each in its own box; two of them wrapped.
            {
              text: 'Senior Project',
              bold: true,
              cells: [{ x: 150, text: ', Carrow & Bates' }],
              right: 'Mar 2019 — Present',
            },
            { text: 'Engineer', bold: true, cells: [{ x: 150, text: 'Engineering, PLLC' }] },
            // <li> items, drawn without a marker: the first wraps, the next starts a new item.
            {
              text: 'Lead engineer on site civil packages for commercial, multifamily and municipal clients across the',
              x: 12,
            },
            { text: 'Carolinas, $2M to $40M', x: 12 },
            { text: 'Designed grading, utility and storm drainage systems', x: 12 },
            { text: 'Ran HEC-RAS models for floodplain studies', x: 12 },
          ],
        ]),
      ),
    );
    const experience = document.sections.find((section) => section.kind === 'experience');
    const [job, ...others] = experience ? listEntries(experience) : [];
    expect(others).toEqual([]);
    expect(job?.header.map((block) => block.text)).toEqual([
      'Senior Project Engineer\t, Carrow & Bates Engineering, PLLC\tMar 2019 — Present',
    ]);
    expect(job?.details).toEqual([
      {
        kind: 'bullet',
        text: 'Lead engineer on site civil packages for commercial, multifamily and municipal clients across the Carolinas, $2M to $40M',
      },
      { kind: 'bullet', text: 'Designed grading, utility and storm drainage systems' },
      { kind: 'bullet', text: 'Ran HEC-RAS models for floodplain studies' },
    ]);
  });
});
