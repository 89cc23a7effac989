import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findTermsIn } from './job-terms';
import { readJobDescription } from './read-job-description';

interface CorpusJob {
  id: string;
  roleFamily: string;
  jobTitle: string;
  jobDescription: string;
  noise: string[];
}

const corpus: CorpusJob[] = ['en', 'ru'].flatMap((language) => {
  const dir = new URL(`../../../eval/coach/corpus/${language}/`, import.meta.url);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json') && file !== 'off-topic.json')
    .map((file) => JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as CorpusJob);
});

describe('readJobDescription on the evaluation corpus (en and ru)', () => {
  it.each(corpus.map((job) => [job.id, job] as const))(
    '%s: reads the field and no noise as a skill',
    (_, job) => {
      const reading = readJobDescription(job);
      expect(reading.family).toBe(job.roleFamily);
      const labels = reading.skills.flatMap((skill) => [skill.label, skill.ruLabel ?? '']);
      for (const noise of job.noise) {
        expect(labels.map((label) => label.toLowerCase())).not.toContain(noise.toLowerCase());
      }
      expect(reading.skills.length).toBeGreaterThan(0);
    },
  );
});

describe('readJobDescription', () => {
  it('keeps multi-word names whole and matches acronyms with their full names', () => {
    const reading = readJobDescription({
      jobTitle: 'Frontend Engineer',
      jobDescription:
        'Requirements:\n- React, Redux Toolkit, React Query and React Testing Library\n- Work with our Site Reliability Engineering team',
    });
    const labels = reading.skills.map((skill) => skill.label);
    expect(labels).toEqual(
      expect.arrayContaining(['Redux Toolkit', 'TanStack Query', 'React Testing Library', 'SRE']),
    );
    expect(labels).not.toEqual(expect.arrayContaining(['Testing', 'Library', 'Toolkit', 'Query']));
    const sre = reading.skills.find((skill) => skill.label === 'SRE');
    expect(
      sre && findTermsIn('I worked as a Site Reliability Engineer for two years', [sre]),
    ).toHaveLength(1);
  });

  it("reads a word two fields name as the job's own field's term (a Russian cashier; a walk)", () => {
    const reading = readJobDescription({
      jobTitle: 'Кассир',
      jobDescription:
        'Обязанности:\n- работа на кассе: наличный и безналичный расчёт, возвраты\n- выкладка товара и контроль сроков годности\n- пересчёт денег и сдача кассы в конце смены',
    });
    expect(reading.family).toBe('retail');
    // Before, the pharmacy's «контроль сроков годности» took the words and, of another field, was
    // dropped: the coach told every answer the posting named no term it knew.
    expect(reading.skills.map((skill) => skill.label)).toContain('expiry date checks');
  });

  it('tells must-haves from nice-to-haves', () => {
    const reading = readJobDescription({
      jobTitle: 'Бухгалтер',
      jobDescription:
        'Требования:\n- 1С:Бухгалтерия 8.3, НДС, УПД, акт сверки\nБудет плюсом:\n- МСФО\nУсловия:\n- ДМС, график 5/2',
    });
    const level = (label: string) =>
      reading.skills.find((skill) => skill.label === label || skill.ruLabel === label)?.level;
    expect(reading.family).toBe('finance');
    expect(level('НДС')).toBe('required');
    expect(level('МСФО')).toBe('preferred');
  });

  it('reads no state code, shift time, schedule or language pair as a skill', () => {
    const reading = readJobDescription({
      jobTitle: 'Warehouse Shift Supervisor',
      jobDescription:
        'Reno, NV 89501. Shift: 2pm-10pm, 4x10s. English/Spanish bilingual a plus.\nRequirements:\n- Forklift certification, RF scanners, WMS, OSHA 10\n- Lead cycle counts and pick/pack/ship',
    });
    const labels = reading.skills.map((skill) => skill.label);
    for (const junk of ['NV', '2pm-10pm', '4x10s', 'English/Spanish', 'RF', 'AA'])
      expect(labels).not.toContain(junk);
    expect(reading.family).toBe('logistics');
    expect(labels).toEqual(expect.arrayContaining(['WMS', 'OSHA 10']));
  });

  it.each([
    ['Commercial Electrician', 'Install and repair wiring; NEC code; lockout/tagout.', 'trades'],
    ['Слесарь-ремонтник', 'Ремонт насосов и сепараторов, знание гидравлики.', 'trades'],
    ['Sous Chef', 'Run the line during dinner service; HACCP; food cost.', 'hospitality'],
    ['Повар горячего цеха', 'Приготовление блюд по техкартам, медкнижка.', 'hospitality'],
    ['Hotel Front Desk Agent', 'Check-in and check-out in Opera PMS.', 'hotel'],
    ['Litigation Paralegal', 'Draft pleadings; document review in Relativity.', 'legal'],
    ['Юрист по договорной работе', 'Договорная работа, претензионная работа, ГК РФ.', 'legal'],
    ['Инженер-сметчик', 'Сметы в Гранд-Смете, ГЭСН, КС-2.', 'construction'],
    ['CDL-A Truck Driver', 'Pre-trip inspections, ELD, secure loads.', 'transport'],
    ['Водитель-курьер', 'Доставка заказов по маршруту, права категории B.', 'transport'],
    ['Фармацевт', 'Отпуск лекарственных средств по рецептам, Честный знак.', 'pharmacy'],
    // A chair and appointments, not a ward; a group of toddlers, not a class; print and brand,
    // not interfaces; carriers and delivery plans, not the warehouse floor.
    ['Dental Hygienist', '', 'dental'],
    ['Ассистент стоматолога', 'Работа в четыре руки, стерилизация инструментов.', 'dental'],
    ['Registered Nurse', 'Med/surg unit, DVT prophylaxis, wound care.', 'healthcare'],
    ['Воспитатель детского сада', '', 'early_childhood'],
    ['Nursery Practitioner', 'EYFS, key person for a group of toddlers.', 'early_childhood'],
    ['Учитель математики', 'Подготовка к ОГЭ и ЕГЭ.', 'education'],
    ['Graphic Designer', '', 'graphic_design'],
    ['Графический дизайнер', 'Брендбук, подготовка макетов к печати.', 'graphic_design'],
    ['UX/UI Designer', 'User flows and usability testing in Figma.', 'design'],
    ['Логист', 'Планирование доставок, работа с перевозчиками.', 'freight'],
    ['Freight Dispatcher', 'Book loads on DAT, track drivers.', 'freight'],
    ['Кладовщик', 'Приёмка, отгрузка, инвентаризация.', 'logistics'],
    // Passengers, not loads; a care plan at home, not a ward; the buying side, not the selling
    // one; drawings and tolerances, not a building site; a project, not a product.
    ['City Bus Driver', '', 'passenger_transport'],
    ['Водитель автобуса', 'Работа на городском маршруте, категория D.', 'passenger_transport'],
    ['Таксист', '', 'passenger_transport'],
    ['Truck Driver', '', 'transport'],
    ['Social Worker', '', 'social_work'],
    ['Специалист по социальной работе', 'Сопровождение семей с детьми.', 'social_work'],
    ['Сиделка', '', 'social_care'],
    [
      'Caregiver',
      'Help an elderly client with bathing, meals and medication reminders.',
      'social_care',
    ],
    ['Специалист по закупкам', 'Поиск поставщиков, запрос КП, 223-ФЗ.', 'procurement'],
    ['Purchasing Manager', '', 'procurement'],
    ['Media Buyer', 'Plan and buy paid social and programmatic media.', 'marketing'],
    ['Риелтор', '', 'real_estate'],
    ['Real Estate Agent', 'Listings, viewings and negotiations.', 'real_estate'],
    ['Mechanical Design Engineer', '', 'engineering'],
    ['Инженер-конструктор', 'Разработка КД по ЕСКД в КОМПАС-3D.', 'engineering'],
    ['Инженер-конструктор КЖ', 'Расчёт железобетонных конструкций.', 'construction'],
    ['Project Manager', '', 'project_management'],
    ['Руководитель проектов', 'Планирование, риски, отчёты спонсору.', 'project_management'],
    // A chair and a client's hair, a till, a post at the gate: fields of their own.
    ['Парикмахер', '', 'beauty'],
    ['Nail Technician', 'Gel manicures, nail art, sterilising tools.', 'beauty'],
    ['Кассир', '', 'retail'],
    ['Продавец', '', 'retail'],
    ['Менеджер по продажам', '', 'sales'],
    ['Охранник', '', 'security'],
    ['Security Officer', '', 'security'],
    ['Information Security Officer', 'SIEM, ISO 27001, vulnerability management.', 'software'],
  ])('reads "%s" (%s) as %s', (jobTitle, jobDescription, family) => {
    expect(readJobDescription({ jobTitle, jobDescription }).family).toBe(family);
  });

  it('reads a title that names two fields as general work when its posting is about the other one', () => {
    const inspector = {
      jobTitle: 'Контролёр-ревизор пассажирского транспорта',
      jobDescription: [
        'Обязанности:',
        '- проверка оплаты проезда у пассажиров на маршрутах автобусов;',
        '- проверка работы валидаторов и терминалов оплаты в салоне;',
        '- оформление актов о безбилетном проезде, взимание штрафов;',
        '- контроль работы водителей на линии: соблюдение расписания, выдача билетов;',
        '- составление рапортов о нарушениях, работа по графику рейдов.',
      ].join('\n'),
    };
    expect(readJobDescription(inspector).family).toBeNull();
    // A title with one field's word only is that field, whatever its posting's neighbours' words.
    expect(readJobDescription({ ...inspector, jobTitle: 'Ревизор' }).family).toBe('finance');
  });

  it('reads a title that names a field and a narrower one inside it as the narrower one', () => {
    const job = {
      jobTitle: 'Dental Nurse',
      jobDescription:
        'Busy NHS practice. Chairside support for two dentists, decontamination of instruments, patient records, infection control, helping nervous patients feel at ease, medical emergencies training.',
    };
    expect(readJobDescription(job).family).toBe('dental');
    expect(readJobDescription({ ...job, jobTitle: 'Staff Nurse' }).family).toBe('healthcare');
  });

  it('reads a taxi fleet’s dispatcher as general work, not as a freight dispatcher', () => {
    const job = {
      jobTitle: 'Диспетчер таксопарка',
      jobDescription: [
        'Обязанности:',
        '- выпуск автомобилей на линию, проверка путевых листов и медосмотра водителей;',
        '- связь с водителями по рации и телефону в течение смены;',
        '- приём жалоб пассажиров, разбор ДТП и поломок на линии;',
        '- учёт пробега, простоев и смен водителей.',
      ].join('\n'),
    };
    expect(readJobDescription(job).family).toBeNull();
    expect(
      readJobDescription({
        jobTitle: 'Диспетчер по грузоперевозкам',
        jobDescription: 'Поиск перевозчиков, контроль доставки грузов, документы по рейсам.',
      }).family,
    ).toBe('freight');
  });

  it('reads a machine operator («машинист») as general work, not as a road driver', () => {
    for (const jobTitle of ['Машинист экскаватора', 'Помощник машиниста тепловоза']) {
      const job = {
        jobTitle,
        jobDescription:
          'Обязанности: работа на участке по графику, осмотр машины перед сменой, мелкий ремонт.',
      };
      expect(readJobDescription(job).family).toBeNull();
    }
    expect(
      readJobDescription({
        jobTitle: 'Водитель категории C',
        jobDescription: 'Доставка по области.',
      }).family,
    ).toBe('transport');
  });

  it('takes the field from the role a title names, not from the place it names after a preposition', () => {
    const photographer = {
      jobTitle: 'Фотограф в отель на побережье',
      jobDescription:
        'Снимать гостей на территории и на пляже, обрабатывать кадры в Lightroom, печатать и продавать фото на стойке у бассейна.',
    };
    expect(readJobDescription(photographer).family).toBeNull();
    expect(
      readJobDescription({
        jobTitle: 'Lifeguard at a Hotel Leisure Club',
        jobDescription:
          'Supervise the pool and the spa, keep the pool log and water tests, and run the kids’ swimming sessions.',
      }).family,
    ).toBeNull();
    // The role's own word still names its field, wherever the job is.
    expect(
      readJobDescription({ ...photographer, jobTitle: 'Горничная в гостиницу на побережье' })
        .family,
    ).toBe('hotel');
  });

  it('takes the field from the title’s main part, not from what it adds after a dash', () => {
    const job = {
      jobTitle: 'Laundry Production Operative – Hotel Linen',
      jobDescription:
        'We wash and press sheets and towels for forty clients. You will feed the ironers, sort soiled linen and pack clean linen onto cages.',
    };
    expect(readJobDescription(job).family).toBeNull();
    expect(readJobDescription({ ...job, jobTitle: 'Hotel Receptionist – Nights' }).family).toBe(
      'hotel',
    );
  });

  it('takes no unknown acronym for a skill outside tech jobs (a firm\u2019s LLP, a driving record\u2019s MVR)', () => {
    const labels = (jobTitle: string, jobDescription: string) =>
      readJobDescription({ jobTitle, jobDescription }).skills.map((skill) => skill.label);
    expect(
      labels('Paralegal', 'Morgan & Pike LLP seeks a paralegal. Requirements: Westlaw, e-filing.'),
    ).not.toContain('LLP');
    expect(
      labels('Truck Driver', 'Requirements: Class A CDL, 1 year of OTR experience, clean MVR.'),
    ).not.toContain('MVR');
  });
});
