import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractResumeText } from '../extraction/extract-resume-text';
import { buildOneColumnPdf, buildTwoColumnPdf } from '../test-pdfs';
import { ANNA_PAGE_1, ANNA_PAGE_2, IVAN_PAGE, OLGA_TWO_COLUMNS } from '../test-resumes';
import { analyseResume } from './analyse-resume';
import { listEntries } from './entries';
import type { ResumeDocument } from './resume-model';
import { listSkills } from './skills-list';

const FIXTURES = join(import.meta.dirname, '../../../../../tests/fixtures/resumes');

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
      'Senior Project Engineer, Carrow & Bates Engineering, PLLC\tMar 2019 — Present',
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

  it('splits a marker-less list where an item opens like a sentence, keeps wrapped names whole', async () => {
    const line = (text: string) => ({ text, x: 12 });
    const document = analyseResume(
      await extractResumeText(
        await buildOneColumnPdf([
          [
            { text: 'Rustam Garipov', bold: true, size: 20 },
            { text: 'rustam@example.com', size: 9 },
            { text: 'ОПЫТ РАБОТЫ', bold: true, size: 12, gap: 12 },
            { text: 'Логист, ООО «Карго»', bold: true, right: 'апрель 2021 — по настоящее время' },
            // Each line runs to the edge; nothing but the words tells where an item ends.
            line(
              'Организация доставки грузов из Китая через Забайкальск и Маньчжурию, оформление СМГС и ДТ',
            ),
            line(
              'Отслеживание грузов, информирование клиентов о статусе и ведение сделок в карточках CRM',
            ),
            line('Битрикс24'),
            line(
              'Подбор перевозчиков и торг по ставкам, контроль сроков, качества и стоимости доставки всех грузов от',
            ),
            line('Шанхая до Казани'),
            {
              text: 'Landscape Gardener, Morgan Landscapes',
              bold: true,
              right: 'Mar 2018 — Present',
            },
            line(
              'Porcelain and Indian sandstone patios on a full wet bed with slurry primer, brushed in and jointed by hand',
            ),
            // An item may open on a word and a bracket.
            line('Fencing (closeboard, featheredge, slatted) and sleeper beds'),
          ],
        ]),
      ),
    );
    const experience = document.sections.find((section) => section.kind === 'experience');
    const [job, gardener] = experience ? listEntries(experience) : [];
    expect(gardener?.details.map((block) => block.text)).toEqual([
      'Porcelain and Indian sandstone patios on a full wet bed with slurry primer, brushed in and jointed by hand',
      'Fencing (closeboard, featheredge, slatted) and sleeper beds',
    ]);
    expect(job?.details.map((block) => block.text)).toEqual([
      'Организация доставки грузов из Китая через Забайкальск и Маньчжурию, оформление СМГС и ДТ',
      'Отслеживание грузов, информирование клиентов о статусе и ведение сделок в карточках CRM Битрикс24',
      'Подбор перевозчиков и торг по ставкам, контроль сроков, качества и стоимости доставки всех грузов от Шанхая до Казани',
    ]);
  });

  it('splits a marker-less item that opens on a word of action or a measure ("18-tonne") before a name or a figure', async () => {
    const line = (text: string) => ({ text, x: 12 });
    const document = analyseResume(
      await extractResumeText(
        await buildOneColumnPdf([
          [
            { text: 'Dmitri Sokolov', bold: true, size: 20 },
            { text: 'dmitri@example.com', size: 9 },
            { text: 'WORK EXPERIENCE', bold: true, size: 12, gap: 12 },
            { text: 'Driver, Northway Foods', bold: true, right: 'May 2019 — Present' },
            // Each line runs to the edge, and the next opens on a capital after its first word.
            line(
              'Multi-drop deliveries to pubs, schools and care homes across the county with a tail-lift and a pallet',
            ),
            line(
              '18-tonne rigid with a tail-lift and a moffett on the back, daily walkround checks, tachograph downloads',
            ),
            line('Passed Class 2 (Cat C) test in 2020 and the CPC modules the year after'),
            {
              text: 'QA-инженер, ООО «Север»',
              bold: true,
              right: 'март 2021 — по настоящее время',
            },
            line(
              'Ручное тестирование интернет-магазина, составление тест-кейсов и чек-листов для каждого релиза',
            ),
            line('Тестирование REST API в Postman, проверка ответов и кодов ошибок'),
          ],
        ]),
      ),
    );
    const experience = document.sections.find((section) => section.kind === 'experience');
    const jobs = experience ? listEntries(experience) : [];
    expect(jobs.map((job) => job.details.map((block) => block.text))).toEqual([
      [
        'Multi-drop deliveries to pubs, schools and care homes across the county with a tail-lift and a pallet',
        '18-tonne rigid with a tail-lift and a moffett on the back, daily walkround checks, tachograph downloads',
        'Passed Class 2 (Cat C) test in 2020 and the CPC modules the year after',
      ],
      [
        'Ручное тестирование интернет-магазина, составление тест-кейсов и чек-листов для каждого релиза',
        'Тестирование REST API в Postman, проверка ответов и кодов ошибок',
      ],
    ]);
  });

  it('joins a marker-less item that wrapped on "and" or a comma, and splits one that opens on a hyphenated word', async () => {
    const line = (text: string) => ({ text, x: 12 });
    const document = analyseResume(
      await extractResumeText(
        await buildOneColumnPdf([
          [
            { text: 'Aaron Pritchard', bold: true, size: 20 },
            { text: 'aaron@example.com', size: 9 },
            { text: 'WORK EXPERIENCE', bold: true, size: 12, gap: 12 },
            {
              text: 'Quantity Surveyor, Harlow Construction',
              bold: true,
              right: 'Apr 2021 — Present',
            },
            // Room was left at the end of each first line; only its last word tells it went on.
            line('Manage variations and early warnings under JCT 2016 and'),
            line('NEC4 ECC Option A'),
            line('Monthly performance reports from Sprout Social'),
            line('and GA4 for the founders'),
            line('Take-offs in CostX; cost reporting in COINS'),
            { text: 'Фармацевт, аптека № 125', bold: true, right: 'Июль 2016 — Февраль 2020' },
            line('Отпуск ЛП по льготным рецептам (ОНЛС, региональная льгота)'),
            line('Предметно-количественный учёт, ведение журналов'),
          ],
        ]),
      ),
    );
    const experience = document.sections.find((section) => section.kind === 'experience');
    const jobs = experience ? listEntries(experience) : [];
    expect(jobs.map((job) => job.details.map((block) => block.text))).toEqual([
      [
        'Manage variations and early warnings under JCT 2016 and NEC4 ECC Option A',
        'Monthly performance reports from Sprout Social and GA4 for the founders',
        'Take-offs in CostX; cost reporting in COINS',
      ],
      [
        'Отпуск ЛП по льготным рецептам (ОНЛС, региональная льгота)',
        'Предметно-количественный учёт, ведение журналов',
      ],
    ]);
  });

  it('joins a marker-less item that wrapped on "including", a number\'s hyphen or a slash, or went on in lower case; splits one that opens on a past tense or a word and an acronym', async () => {
    const line = (text: string) => ({ text, x: 12 });
    const document = analyseResume(
      await extractResumeText(
        await buildOneColumnPdf([
          [
            { text: 'Нина Орлова', bold: true, size: 20 },
            { text: 'nina@example.com', size: 9 },
            { text: 'ОПЫТ РАБОТЫ', bold: true, size: 12, gap: 12 },
            { text: 'Специалист по кадрам, ООО «Вектор»', bold: true, right: 'май 2020 — сейчас' },
            line('Кадровый учёт на 300 человек, приём и увольнения, including'),
            line('Ohio municipal withholding for remote staff'),
            line('Участие в закупках по 223-'),
            line('ФЗ, тарифы 1,4 млн ₽/'),
            line('год, лицензия № 03-3-'),
            line('28814'),
            line(
              'Составление графика отпусков на год, учёт больничных листов и контроль остатков дней',
            ),
            line('отпуска'),
            line('Разработала ПВТР и положение о персональных данных'),
            line('Перевод ИД в электронный вид'),
          ],
        ]),
      ),
    );
    const experience = document.sections.find((section) => section.kind === 'experience');
    const jobs = experience ? listEntries(experience) : [];
    expect(jobs.map((job) => job.details.map((block) => block.text))).toEqual([
      [
        'Кадровый учёт на 300 человек, приём и увольнения, including Ohio municipal withholding for remote staff',
        'Участие в закупках по 223-ФЗ, тарифы 1,4 млн ₽/год, лицензия № 03-3-28814',
        'Составление графика отпусков на год, учёт больничных листов и контроль остатков дней отпуска',
        'Разработала ПВТР и положение о персональных данных',
        'Перевод ИД в электронный вид',
      ],
    ]);
  });

  it('joins a marker-less item that wrapped before a word of wide letters, measured letter by letter', async () => {
    const document = analyseResume(
      await extractResumeText(
        await buildOneColumnPdf([
          [
            { text: 'Aisha Bello', bold: true, size: 20 },
            { text: 'aisha@example.com', size: 9 },
            { text: 'EXPERIENCE', bold: true, size: 12, gap: 12 },
            { text: 'Payroll Officer, Harlow Foods', bold: true, right: 'Apr 2021 — Present' },
            // The first line stops 28 points short of the column's edge: "HMRC" and a space
            // take 28.5, so it wrapped, though its line's average letter (spaces counted in)
            // made the word look like it fitted.
            {
              text: 'Kept the payroll calendar for 96 staff at both sites in Stevenage, filed the RTI submissions and answered',
              x: 12,
            },
            { text: 'HMRC compliance checks within five days', x: 12 },
            { text: 'Trained two payroll assistants on the month-end close', x: 12 },
          ],
        ]),
      ),
    );
    const experience = document.sections.find((section) => section.kind === 'experience');
    const [job] = experience ? listEntries(experience) : [];
    expect(job?.details.map((block) => block.text)).toEqual([
      'Kept the payroll calendar for 96 staff at both sites in Stevenage, filed the RTI submissions and answered HMRC compliance checks within five days',
      'Trained two payroll assistants on the month-end close',
    ]);
  });
  it('reads a browser-printed template: wrapped title and employer boxes, sidebar list items', async () => {
    const bytes = readFileSync(join(FIXTURES, 'chromium-flex-sidebar-en.pdf'));
    const document = analyseResume(await extractResumeText(new Uint8Array(bytes)));
    const experience = document.sections.find((section) => section.kind === 'experience');
    expect(experience && listEntries(experience).map((entry) => entry.header[0]?.text)).toEqual([
      'Night Shift Supervisor (Chilled Distribution), Northgate Cold Storage Logistics Ltd\tMarch 2020 – Present',
      'Team Leader, Brightwell Retail Distribution\tJune 2016 – February 2020',
    ]);
    const skills = document.sections.find((section) => section.kind === 'skills');
    expect(skills?.blocks.map((block) => block.text)).toEqual([
      'Warehouse management systems',
      'Forklift counterbalance licence',
      'Stock rotation',
      'Health and safety',
      'Team leadership',
    ]);
  });
});
