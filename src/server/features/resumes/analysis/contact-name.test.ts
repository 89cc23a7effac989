import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractResumeText } from '../extraction/extract-resume-text';
import { buildOneColumnPdf } from '../test-pdfs';
import { analyseResume } from './analyse-resume';
import { isNameLike } from './contact-details';

describe('isNameLike', () => {
  it.each([
    'Maria Lopez, RN',
    'Maria Lopez, RN, BSN',
    'John Smith, CPA',
    'Priya Nair, PMP',
    'Anna Ivanova, MD, PhD',
    'Robert King Jr.',
    'Dr. Anna Petrova',
    'J. R. Tolkien',
    "Mary-Jane O'Neil",
    'ANNA PETROVA',
    'Иванова Анна Сергеевна',
    'Петров Иван, к.э.н.',
    'Dana Lee, SHRM-CP',
    // Credentials told by their form, not from a list.
    'Priya Raman, PharmD, RPh',
    'Daniel K. Okafor, P.E., PMP',
    'Tom Lee, MSc, CEng MICE',
    'Li Wei, BSc (Hons)',
    'Grace Hopper, B.Sc.',
  ])('reads %j as a name', (line) => {
    expect(isNameLike(line)).toBe(true);
  });

  it.each([
    'New York, NY',
    'Austin, TX',
    'San Antonio, TX',
    'Project Manager, Acme',
    'Professional Summary',
    'Опыт работы',
    'maria lopez',
  ])('does not read %j as a name', (line) => {
    expect(isNameLike(line)).toBe(false);
  });

  it('reads any "First Last, CREDENTIAL…" line as a name', () => {
    // Real names, not any capitalised word: "Dr Smith" and "Summary Skills" are not names.
    const first = fc.constantFrom(
      'Maria',
      'John',
      'Priya',
      'Olu',
      'Anna',
      'Li',
      'Jean-Luc',
      "D'Arcy",
    );
    const last = fc.constantFrom('Lopez', 'Smith', 'Nair', 'Adeyemi', 'Petrova', 'Wu', "O'Neil");
    const credential = fc.constantFrom('RN', 'BSN', 'CPA', 'PMP', 'MD', 'PhD', 'MBA', 'CFA');
    fc.assert(
      fc.property(first, last, fc.array(credential, { maxLength: 3 }), (given, family, creds) => {
        expect(isNameLike([`${given} ${family}`, ...creds].join(', '))).toBe(true);
      }),
    );
  });

  it('reads a name set on two lines in the same large type', async () => {
    const pdf = await buildOneColumnPdf([
      [
        { text: 'MARIA', bold: true, size: 22 },
        { text: 'LOPEZ', bold: true, size: 22 },
        { text: 'maria@example.com | +1 775 555 0100 | Reno, NV', size: 9 },
        { text: 'EXPERIENCE', bold: true, size: 12, gap: 12 },
        { text: 'Registered Nurse, Renown Health', bold: true, right: '2019 - Present' },
        { text: '• Cared for 5 post-operative patients a shift on a med-surg unit', x: 8 },
      ],
    ]);
    const document = analyseResume(await extractResumeText(pdf));
    expect(document.contact.name).toBe('MARIA LOPEZ');
    expect(document.contact.emails).toEqual(['maria@example.com']);
  });

  it.each([
    ['Daniel Mercer, UK.66.104827J (B1.1)', 'Daniel Mercer, UK.66.104827J'],
    ['Siobhan Carter, BSc (Hons) OT, HCPC OT74219', 'Siobhan Carter, BSc (Hons) OT'],
    [
      'Ковалёва Анастасия Игоревна, Периодическая аккредитация 2023 г.',
      'Ковалёва Анастасия Игоревна',
    ],
  ])(
    'reads the first, largest line %j as the name, whatever follows its comma',
    async (line, name) => {
      const pdf = await buildOneColumnPdf([
        [
          { text: line, bold: true, size: 20 },
          { text: 'Нижний Новгород', size: 10 },
          { text: 'person@example.com | 07712 448 903', size: 9 },
          { text: 'EXPERIENCE', bold: true, size: 12, gap: 12 },
          { text: 'Engineer, Acme Aviation', bold: true, right: '2019 - Present' },
        ],
      ]);
      const document = analyseResume(await extractResumeText(pdf));
      expect(document.contact.name?.startsWith(name)).toBe(true);
    },
  );

  it('joins a patronymic that wrapped onto the next line, and never takes a city for the name', async () => {
    const pdf = await buildOneColumnPdf([
      [
        { text: 'Сафонова Екатерина', bold: true, size: 20 },
        { text: 'Андреевна', bold: true, size: 20 },
        { text: 'Нижний Новгород', size: 10 },
        { text: 'safonova@example.ru | +7 920 034-58-17', size: 9 },
        { text: 'ОПЫТ РАБОТЫ', bold: true, size: 12, gap: 12 },
        { text: 'Менеджер по туризму, «Солнечный ветер»', bold: true, right: '2019 - н. в.' },
      ],
    ]);
    const document = analyseResume(await extractResumeText(pdf));
    expect(document.contact.name).toBe('Сафонова Екатерина Андреевна');
  });

  it('joins a wrapped patronymic that a comma and a qualification follow', async () => {
    const pdf = await buildOneColumnPdf([
      [
        { text: 'Мухаметова Гульнара', bold: true, size: 20 },
        { text: 'Ринатовна, Первая', bold: true, size: 20 },
        { text: 'квалификационная категория', bold: true, size: 20 },
        { text: 'gulnara@example.ru | +7 917 400-12-34', size: 9 },
        { text: 'ОПЫТ РАБОТЫ', bold: true, size: 12, gap: 12 },
        { text: 'Врач-терапевт, «Авиценна-Мед»', bold: true, right: '2022 - н. в.' },
      ],
    ]);
    const document = analyseResume(await extractResumeText(pdf));
    expect(document.contact.name).toBe('Мухаметова Гульнара Ринатовна');
  });
});
