// Word resumes laid out as tables: the reader keeps each paragraph of a cell apart and puts a
// job's dates, written in a narrow column beside it, on the job's first line.
import {
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { describe, expect, it } from 'vitest';
import { analyseResume } from '../analysis/analyse-resume';
import { listEntries } from '../analysis/entries';
import { readDocxText } from './docx-text';

function cell(paragraphs: string[]): TableCell {
  return new TableCell({
    width: { size: 50, type: WidthType.PERCENTAGE },
    children: paragraphs.map(
      (text) =>
        new Paragraph({
          children: [new TextRun({ text: text.replace(/^\*/, ''), bold: text.startsWith('*') })],
        }),
    ),
  });
}

const table = (rows: string[][][]) =>
  new Table({ rows: rows.map((cells) => new TableRow({ children: cells.map(cell) })) });

async function readWordTables(): Promise<Uint8Array> {
  const document = new Document({
    sections: [
      {
        children: [
          table([
            [
              ['Захарова Елена Игоревна', 'Главный бухгалтер', 'Санкт-Петербург'],
              ['+7 921 000-00-00', 'zakharova@mail.ru'],
            ],
          ]),
          new Paragraph({ text: 'Опыт работы', heading: HeadingLevel.HEADING_1 }),
          table([
            [
              ['март 2019 — по настоящее время'],
              [
                '*ООО «Северный порт»',
                'Главный бухгалтер',
                '— ведение учёта по трём юрлицам',
                '— бюджет отдела 12 млн ₽',
              ],
            ],
            [
              ['январь 2015 — февраль 2019'],
              ['*АО «Ладога»', 'Бухгалтер', '— расчёт заработной платы на 240 сотрудников'],
            ],
          ]),
          new Paragraph({ text: 'Ключевые навыки', heading: HeadingLevel.HEADING_1 }),
          // A table of data (one paragraph per cell) stays a row of cells.
          table([[['1С:Бухгалтерия 8.3'], ['МСФО']]]),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

describe('a Word resume laid out as a table', () => {
  it('keeps every paragraph of a cell on its own line, never run together', async () => {
    const text = await readDocxText(await readWordTables());
    const lines = text.lines.map((line) => line.text);
    expect(lines.slice(0, 5)).toEqual([
      'Захарова Елена Игоревна',
      'Главный бухгалтер',
      'Санкт-Петербург',
      '+7 921 000-00-00',
      'zakharova@mail.ru',
    ]);
    expect(lines).toContain('ООО «Северный порт»\tмарт 2019 — по настоящее время');
    expect(lines).toContain('1С:Бухгалтерия 8.3\tМСФО');
  });

  it('reads the name, contacts, each job with its dates and bullets, and the rouble sign', async () => {
    const document = analyseResume(await readDocxText(await readWordTables()));
    expect(document.contact).toMatchObject({
      name: 'Захарова Елена Игоревна',
      headline: 'Главный бухгалтер',
      emails: ['zakharova@mail.ru'],
      phones: ['+7 921 000-00-00'],
    });
    const experience = document.sections.find((section) => section.kind === 'experience');
    const entries = experience ? listEntries(experience) : [];
    expect(entries.map((entry) => entry.header[0]?.text)).toEqual([
      'ООО «Северный порт»\tмарт 2019 — по настоящее время',
      'АО «Ладога»\tянварь 2015 — февраль 2019',
    ]);
    expect(
      entries[0]?.details.filter((block) => block.kind === 'bullet').map((b) => b.text),
    ).toEqual(['ведение учёта по трём юрлицам', 'бюджет отдела 12 млн ₽']);
  });
});

describe('a Word paragraph with a tab', () => {
  it('sets the dates after a right tab apart, as a PDF sets far-apart text', async () => {
    const document = new Document({
      sections: [
        {
          children: [
            new Paragraph({ children: [new TextRun({ text: 'Maria Lopez', bold: true })] }),
            new Paragraph('maria@example.com'),
            new Paragraph({ text: 'Experience', heading: HeadingLevel.HEADING_1 }),
            new Paragraph({
              children: [
                new TextRun({ text: 'Staff Nurse, St Mary’s Hospital', bold: true }),
                new TextRun({ text: '\tMar 2019 – Present' }),
              ],
            }),
            new Paragraph('Cared for 8 patients a shift on a surgical ward of 30 beds.'),
          ],
        },
      ],
    });
    const read = analyseResume(await readDocxText(new Uint8Array(await Packer.toBuffer(document))));
    const experience = read.sections.find((section) => section.kind === 'experience');
    const [job] = experience ? listEntries(experience) : [];
    expect(job?.header[0]?.text).toBe('Staff Nurse, St Mary’s Hospital\tMar 2019 – Present');
    expect(job?.dates).toBe('Mar 2019 – Present');
  });
});
