import { describe, expect, it } from 'vitest';
import { extractJobKeywords, type JobKeyword } from './job-keywords';
import { classifyJobLines } from '../../../job-description/job-sections';

const JOB_EN = `Senior Backend Engineer at Acme
We build payments software for 2M customers.
Requirements:
- 5+ years with TypeScript, Node.js and PostgreSQL
- Docker and Kubernetes; CI/CD on GitHub Actions
- Strong communication skills and attention to detail
Nice to have:
- Kafka, Terraform
Experience with GraphQL is a plus.
We offer:
- Figma and Notion licences, flexible hours`;

const JOB_RU = `Ищем Python-разработчика в команду платежей.
Требования:
- опыт коммерческой разработки на Python от 3 лет
- знание PostgreSQL и Redis
- опыт работы с Docker, Kubernetes
- коммуникабельность, умение работать в команде
Будет плюсом:
- опыт с Kafka и ClickHouse
Мы предлагаем: ДМС, Jira и Confluence.`;

function summarise(keywords: JobKeyword[]) {
  return keywords.map((keyword) => `${keyword.label} ${keyword.kind} ${keyword.level}`);
}

describe('extractJobKeywords', () => {
  it('splits an English description into required and preferred hard skills, tools and soft skills', () => {
    expect(summarise(extractJobKeywords(JOB_EN))).toEqual([
      'TypeScript hard_skill required',
      'Node.js hard_skill required',
      'PostgreSQL tool required',
      'Docker tool required',
      'Kubernetes tool required',
      'CI/CD hard_skill required',
      'GitHub Actions tool required',
      'communication soft_skill required',
      'attention to detail soft_skill required',
      'Kafka tool preferred',
      'Terraform tool preferred',
      'GraphQL hard_skill preferred',
    ]);
  });

  it('reads Russian headings ("Требования", "Будет плюсом") and ignores the benefits', () => {
    expect(summarise(extractJobKeywords(JOB_RU))).toEqual([
      'Python hard_skill required',
      'PostgreSQL tool required',
      'Redis tool required',
      'Docker tool required',
      'Kubernetes tool required',
      'communication soft_skill required',
      'teamwork soft_skill required',
      'Kafka tool preferred',
      'ClickHouse tool preferred',
    ]);
  });

  it('finds a keyword in a resume in another inflection or alias', () => {
    const keywords = extractJobKeywords(JOB_RU);
    const find = (label: string) => keywords.find((keyword) => keyword.label === label)!;
    expect(find('teamwork').isFoundIn('Работал в команде из 8 человек')).toBe(true);
    expect(find('teamwork').isFoundIn('Умею работать в команде')).toBe(true);
    expect(find('teamwork').isFoundIn('Командировки по России')).toBe(false);
    expect(find('communication').isFoundIn('Коммуникабельный, ответственный')).toBe(true);
    expect(find('PostgreSQL').isFoundIn('Оптимизировал запросы к Postgres')).toBe(true);
    expect(find('Kafka').isFoundIn('Писал консьюмеры для кафки')).toBe(true);
  });

  it('finds a licence category listed with others («категорий B, C», "categories B and C")', () => {
    const keywords = extractJobKeywords(
      'Требования:\n• опыт сварки трубопроводов;\n• водительское удостоверение категории C.',
    );
    const licence = keywords.find((keyword) => keyword.label === 'HGV licence')!;
    expect(licence.isFoundIn('Водительское удостоверение категорий B, C')).toBe(true);
    expect(licence.isFoundIn('права категорий B и C')).toBe(true);
    expect(licence.isFoundIn('Водительское удостоверение категорий B, D')).toBe(false);
    expect(licence.isFoundIn('Водительское удостоверение категории B')).toBe(false);
  });

  it('counts a keyword as required when both parts name it', () => {
    const keywords = extractJobKeywords('Requirements: Python\nNice to have: Python and Go');
    expect(summarise(keywords)).toEqual(['Python hard_skill required', 'Go hard_skill preferred']);
  });

  it('never takes a level written as a Roman numeral for a name the resume must show, and keeps "IV" as a name elsewhere', () => {
    const electrician = extractJobKeywords(
      'Требования:\n• Группа по электробезопасности не ниже III\n• Опыт монтажа на высоте',
    );
    expect(electrician.map((keyword) => keyword.label)).not.toContain('III');
    const nurse = extractJobKeywords(
      'Requirements:\n• Confident with IV cannulation and venepuncture on a busy ward',
    );
    expect(nurse.map((keyword) => keyword.label).join(' ')).toMatch(/\bIV\b/);
  });

  it('returns nothing for an empty description', () => {
    expect(extractJobKeywords('  \n')).toEqual([]);
  });
});

describe('classifyJobLines', () => {
  it('takes the role from the heading above and from cues on the line itself', () => {
    const roles = classifyJobLines(
      'Intro line\nRequirements: SQL\n- Python\n- Go would be a plus\nBenefits\n- Gym',
    ).map((line) => `${line.role}: ${line.text.trim()}`);
    expect(roles).toEqual([
      'required: Intro line',
      'required: SQL',
      'required: - Python',
      'preferred: - Go would be a plus',
      'ignored: ',
      'ignored: - Gym',
    ]);
  });
});

describe('the posting as pasted, in one paragraph', () => {
  const CIVIL = `Civil Engineer
We are hiring a civil engineer for our land development team.
Requirements: Bachelor's degree in Civil Engineering; P.E. licence; 5+ years in site design; proficiency in HEC-RAS; permitting with local agencies. Nice to have: project budgeting, Revit, communication skills.
Responsibilities:
- Prepare grading and drainage plans`;

  it('reads "Nice to have:" inside a line as the start of the preferred part', () => {
    const byLabel = new Map(extractJobKeywords(CIVIL).map((k) => [k.label, k.level]));
    expect(byLabel.get('Revit')).toBe('preferred');
    expect(byLabel.get('project budgeting')).toBe('preferred');
    expect(byLabel.get('communication')).toBe('preferred');
  });

  it('takes the posting’s own names the dictionary does not know, and finds them as written', () => {
    const keywords = extractJobKeywords(CIVIL);
    const own = keywords.filter((k) => ['P.E. licence', 'HEC-RAS'].includes(k.label));
    expect(own.map((k) => `${k.label} ${k.level}`)).toEqual([
      'P.E. licence required',
      'HEC-RAS required',
    ]);
    // "P.E." shows the licence; the word "licence" need not be there.
    expect(own[0]?.isFoundIn('Daniel K. Okafor, P.E., PMP')).toBe(true);
    expect(own[1]?.isFoundIn('Modelled culverts in HEC-RAS 6.4')).toBe(true);
    expect(own[1]?.isFoundIn('Modelled culverts by hand')).toBe(false);
    // Sentence fragments and duties are no terms: nothing is called missing that is not a term.
    expect(keywords.map((k) => k.label)).not.toContain('Civil Engineer');
    expect(keywords.map((k) => k.label).join(' ')).not.toMatch(
      /local agencies|degree|site design/i,
    );
  });

  it('never requires one of several forms the posting allows', () => {
    const keywords = extractJobKeywords(
      'Requirements:\n- Teaching Credential in Mathematics or Foundational-Level Mathematics\n- EL Authorization (CLAD or equivalent)\n- Civil 3D or MicroStation',
    );
    // Names picked out of a long requirement only ever count where a resume shows them.
    const labels = keywords.filter((k) => k.sure !== false).map((k) => k.label);
    expect(labels.join(' ')).not.toMatch(/Foundational|CLAD/);
    const cad = keywords.find((k) => /Civil 3D/.test(k.label));
    expect(cad?.isFoundIn('Drafted site plans in MicroStation V8i')).toBe(true);
  });

  it('leaves a subject named only on the degree line to the Education check', () => {
    const keywords = extractJobKeywords(
      'Требования:\n• Высшее педагогическое образование\n• Опыт работы учителем от 3 лет\n• Знание ФГОС НОО',
    );
    const degree = keywords.find((k) => k.ruLabel === 'педагогическое образование');
    // Counted where the resume shows it, never called missing: the degree is checked as a degree.
    expect(degree?.sure).toBe(false);
    expect(keywords.find((k) => k.label === 'ФГОС')?.sure).not.toBe(false);
  });
});

describe('what a posting asks for, beyond the dictionary (issue 33, held-out resumes)', () => {
  const HR_POSTING = `Halton Cold Chain is a leading third-party logistics provider with 900 employees.

Key Responsibilities
• Act as a trusted advisor to site leaders on employee relations and discipline

Qualifications
• CHRP or CHRL designation
• Experience with Workday HCM

Assets
• Experience with HR analytics / Power BI`;

  it('never requires what the employer says of itself before the headings', () => {
    const keywords = extractJobKeywords(HR_POSTING, 'HR Business Partner');
    const logistics = keywords.find((keyword) => keyword.label === '3PL');
    // Counted where a resume shows it, never called missing.
    expect(logistics?.sure).toBe(false);
    expect(keywords.find((keyword) => keyword.label === 'Workday')?.sure).not.toBe(false);
  });

  it('reads "Assets" as what is a plus and "Key Responsibilities" as the duties', () => {
    const keywords = extractJobKeywords(HR_POSTING, 'HR Business Partner');
    expect(keywords.find((keyword) => keyword.label === 'Power BI')?.level).toBe('preferred');
    expect(keywords.find((keyword) => keyword.label === 'Workday')?.level).toBe('required');
    const lines = classifyJobLines(HR_POSTING);
    expect(lines.find((line) => line.text.includes('trusted advisor'))?.heading).toBe('duties');
  });

  it.each([
    ['Employee & labour relations', 'employee relations'],
    ['Трудовые и коллективные отношения', 'трудовые отношения'],
  ])('finds a term written together with another ("%s")', (resumeLine, term) => {
    const keywords = extractJobKeywords(`Requirements:\n• ${term}`);
    const keyword = keywords.find((k) => k.label === term || k.ruLabel === term);
    expect(keyword?.isFoundIn(resumeLine)).toBe(true);
    expect(keyword?.isFoundIn('Labour market research')).toBe(false);
  });

  it('never calls a requirement missing for its first words when what it includes may be shown', () => {
    const keywords = extractJobKeywords(
      'Essential:\n• GDC registration\n• Up-to-date CPD, including annual medical emergencies training',
    );
    const cpd = keywords.find((keyword) => keyword.label.includes('CPD'));
    expect(cpd === undefined || cpd.sure === false).toBe(true);
  });
});

describe('a choice the posting offers', () => {
  it('is one requirement a resume meets by any of its names ("Power BI or Tableau")', () => {
    const keywords = extractJobKeywords(
      'Requirements:\n• Working knowledge of Power BI or Tableau\n• Experience with Kafka',
    );
    const choice = keywords.filter((k) => /Power BI|Tableau/.test(k.label));
    expect(choice).toHaveLength(1);
    expect(choice[0]?.isFoundIn('Built a spend cube in Power BI')).toBe(true);
    expect(choice[0]?.isFoundIn('Dashboards in Tableau')).toBe(true);
    expect(keywords.some((k) => k.label === 'Kafka')).toBe(true);
  });

  it('leaves a name after the choice a requirement of its own, and never folds a plus into it', () => {
    const keywords = extractJobKeywords(
      'Требования:\n• Опыт работы в 1С или SAP, уверенный Excel\nБудет плюсом:\n• Power BI или Tableau',
    );
    const excel = keywords.find((k) => k.label === 'Excel');
    expect(excel?.level).toBe('required');
    expect(excel?.isFoundIn('Работа в SAP')).toBe(false);
    const plus = keywords.find((k) => /Power BI/.test(k.label));
    expect(plus?.level).toBe('preferred');
    expect(plus?.label).not.toMatch(/1С|SAP/);
  });
});

describe('names a resume writes its own way', () => {
  it('finds a name of three words by its initials ("ATH"), never by two letters', () => {
    const keywords = extractJobKeywords(
      'Essential criteria:\n• Working knowledge of the Academy Trust Handbook\n• Experience of using Arbor MIS',
    );
    const handbook = keywords.find((k) => k.label.includes('Academy Trust Handbook'));
    expect(handbook?.isFoundIn('Academies Financial Handbook / ATH compliance')).toBe(true);
    expect(handbook?.isFoundIn('Worked at ATHENA Trust')).toBe(false);
    const arbor = keywords.find((k) => k.label.includes('Arbor'));
    expect(arbor?.isFoundIn('AM reports')).toBe(false);
  });

  it('finds a Russian name in another case ("HR-менеджером" in "HR-менеджер")', () => {
    const keywords = extractJobKeywords(
      'Требования:\n— опыт работы HR-менеджером или HR-генералистом от 3 лет',
    );
    const role = keywords.find((k) => k.label.includes('HR-менеджером'));
    expect(role?.isFoundIn('HR-менеджер, сеть магазинов')).toBe(true);
    expect(role?.isFoundIn('Менеджер по продажам')).toBe(false);
  });
});

describe('a posting written as prose, with no heading', () => {
  const POSTING = [
    'Social Media Manager – Hollow Pine Candle Co. (Portland, OR)',
    '',
    'Hollow Pine is a 14-person candle brand. We sell through our own Shopify store and 200 boutiques.',
    '',
    "You'd own our Instagram, TikTok and Pinterest end to end: planning the calendar and answering DMs.",
    '',
    "We're looking for someone who is at home in Meta Business Suite and GA4, and has written email campaigns in Klaviyo.",
  ].join('\n');

  it('reads the names asked of the candidate, each counting only where a resume shows it', () => {
    const keywords = extractJobKeywords(POSTING, 'Social Media Manager');
    const labels = keywords.map((keyword) => keyword.label);
    expect(labels).toEqual(expect.arrayContaining(['Instagram', 'TikTok', 'GA4', 'Klaviyo']));
    for (const keyword of keywords.filter((k) => ['TikTok', 'Klaviyo'].includes(k.label))) {
      expect(keyword.sure).toBe(false);
    }
    expect(keywords.find((k) => k.label === 'TikTok')?.isFoundIn('Grew TikTok to 120K')).toBe(true);
  });

  it('takes nothing from what the employer says of itself or from the title line', () => {
    const labels = extractJobKeywords(POSTING, 'Social Media Manager').map((k) => k.label);
    expect(labels.join(' | ')).not.toMatch(/Hollow|14-person|boutiques/);
  });
});

describe('what a posting asks for, and what it only says around it', () => {
  const POSTING = [
    "What we're looking for",
    '• Sound working knowledge of JCT and NEC contracts',
    'It would be good to have',
    '• CostX',
    '• COINS or a similar ERP system',
    "What's on offer",
    '£5,400 car allowance and full support through your APC.',
    'Interested? Send your CV to Nicola Hart, Talent Partner, at careers@example.co.uk.',
  ].join('\n');

  it('reads "It would be good to have" as a plus and "What\'s on offer" as no requirement', () => {
    const keywords = extractJobKeywords(POSTING, 'Quantity Surveyor');
    expect(keywords.find((k) => k.label === 'CostX')?.level).toBe('preferred');
    expect(keywords.map((k) => k.label).join(' | ')).not.toMatch(/APC|Talent Partner/);
  });

  it('never takes a requirement from how to apply, under any heading', () => {
    const keywords = extractJobKeywords(
      'Requirements:\n- Forklift licence\n- Send your CV to Jane Roe, Recruitment Lead, at jobs@example.com',
    );
    expect(keywords.map((k) => k.label).join(' | ')).not.toMatch(/Jane|Recruitment Lead/);
  });

  it('never calls missing the kind a named thing stands for ("COINS or a similar ERP system")', () => {
    const erp = extractJobKeywords(POSTING, 'Quantity Surveyor').find((k) => k.label === 'ERP');
    expect(erp?.sure).toBe(false);
  });
});

describe("a system administrator's names", () => {
  it('takes "групповые политики" for GPO and Exchange 2019 for Microsoft Exchange', () => {
    const keywords = extractJobKeywords(
      'Требования:\n• уверенное знание Active Directory, GPO\n• опыт администрирования Microsoft Exchange',
    );
    const shown = (label: string, text: string) =>
      keywords.find((k) => k.label === label)?.isFoundIn(text);
    expect(shown('Group Policy', 'Домен AD, групповые политики, DNS')).toBe(true);
    expect(shown('Microsoft Exchange', 'перенёс почту с Exchange 2013 на Exchange 2019')).toBe(
      true,
    );
  });
});

describe('an NHS-style posting', () => {
  const POSTING = [
    'Main duties of the job',
    '• Prescribe equipment and minor adaptations',
    'Person specification – Essential',
    '• HCPC registration',
    '• Experience of electronic patient records (SystmOne)',
    'Desirable',
    '• Trusted Assessor training',
    'We offer flexible working, a lease car scheme and the NHS Pension Scheme.',
    'Informal visits are welcome – please contact Claire Booth, Team Lead, on 01274 228300.',
  ].join('\n');

  it('reads "Person specification – Essential" as what is required', () => {
    const keywords = extractJobKeywords(POSTING, 'Occupational Therapist');
    expect(keywords.find((k) => k.label === 'SystmOne')?.level).toBe('required');
    expect(keywords.find((k) => k.label.includes('Trusted Assessor'))?.level).toBe('preferred');
  });

  it('asks nothing from what the employer offers or from whom to call', () => {
    const labels = extractJobKeywords(POSTING, 'Occupational Therapist').map((k) => k.label);
    expect(labels.join(' | ')).not.toMatch(/lease car|Pension|Claire Booth/);
  });
});

describe('requirements of almost any job', () => {
  it('takes «уверенный пользователь ПК» as shown by the office software a resume names', () => {
    const keywords = extractJobKeywords(
      'Требования:\n• среднее фармацевтическое образование\n• уверенный пользователь ПК',
      'Фармацевт',
    );
    const computer = keywords.find((k) => k.label === 'computer literacy');
    expect(computer?.isFoundIn('Работа в программе «1С:Розница. Аптека», ККТ Атол')).toBe(true);
    expect(computer?.isFoundIn('Консультирование посетителей по препаратам')).toBe(false);
  });

  it('reads HCPC registration as itself, never as a social worker’s registration', () => {
    const keywords = extractJobKeywords(
      'Person specification – Essential\n• Degree in Occupational Therapy\n• HCPC registration',
      'Occupational Therapist',
    );
    expect(keywords.map((k) => k.label).join(' | ')).not.toMatch(/Social Work England/);
    expect(
      keywords.find((k) => /HCPC/.test(k.label))?.isFoundIn('BSc (Hons) OT, HCPC OT74219'),
    ).toBe(true);
  });
});

describe('a posting whose sections are titled in words no list holds (held-out panel 4)', () => {
  const POSTING = [
    'Experienced Landscape Gardener – Bristol',
    '',
    'About us',
    "We're an award-winning garden design and build company.",
    '',
    "You'll need",
    '- Experience on micro and mini excavators and tracked dumpers',
    '- A full UK driving licence',
    '',
    'Nice to have',
    '- CSCS card',
    '',
    "Monday to Friday, 8am–4:30pm, with 25 days' holiday plus bank holidays and a company pension.",
  ].join('\n');

  it('reads what "You\'ll need" lists as required, though "About us" came before it', () => {
    const keywords = extractJobKeywords(POSTING, 'Landscape Gardener');
    expect(keywords.find((k) => k.label === 'UK driving licence')?.level).toBe('required');
    expect(keywords.find((k) => k.label === 'CSCS card')?.level).toBe('preferred');
  });

  it('asks nothing of a line that states the terms of the job', () => {
    const labels = extractJobKeywords(POSTING, 'Landscape Gardener').map((k) => k.label);
    expect(labels.join(' | ')).not.toMatch(/Monday to Friday|pension/i);
  });

  it('never takes an item of a list for a heading', () => {
    const keywords = extractJobKeywords(
      'Requirements:\n- Forklift licence\n- Strong communication skills\n- Experience with WMS',
      'Warehouse Operative',
    );
    expect(keywords.map((k) => k.label)).toContain('WMS');
  });
});

describe('a bus driver’s gas buses', () => {
  it('takes «опыт эксплуатации техники на КПГ» as shown by methane-fuelled buses', () => {
    const keywords = extractJobKeywords(
      'Будет плюсом:\n— опыт эксплуатации техники на КПГ.',
      'Водитель автобуса',
    );
    const cng = keywords.find((k) => /КПГ|CNG/.test(`${k.label} ${k.ruLabel ?? ''}`));
    expect(cng?.isFoundIn('С 2021 г. работаю на газомоторных автобусах (метан)')).toBe(true);
  });
});

describe('a sixth held-out panel', () => {
  const ASSISTANT = [
    'Ассистент генерального директора',
    '',
    'О нас',
    'Мы разрабатываем облачные сервисы для ритейла: 230 человек.',
    '',
    'Чем вы будете заниматься',
    '• организовывать командировки по России и за рубеж — билеты, отели, визы;',
    '',
    'Что для нас важно',
    '• Уверенная работа в Google Workspace (Календарь, Документы, Таблицы).',
    '• Английский язык на уровне не ниже B2.',
    '',
    'Будет плюсом',
    '• знание таск-трекеров (Jira, YouGile, Битрикс24);',
  ].join('\n');

  it('reads «Что для нас важно» and «Чем вы будете заниматься» after «О нас» as what is asked', () => {
    const lines = classifyJobLines(ASSISTANT);
    const role = (text: string) => lines.find((line) => line.text.includes(text))?.role;
    expect(role('организовывать командировки')).toBe('required');
    expect(role('Google Workspace')).toBe('required');
    expect(role('230 человек')).toBe('ignored');
    expect(lines.find((line) => line.text.includes('командировки'))?.heading).toBe('duties');
  });

  it('reads the names in a bracket after a kind as its examples, any of which meets it', () => {
    const keywords = extractJobKeywords(ASSISTANT, 'Ассистент генерального директора');
    const trackers = keywords.filter((k) => /Jira|Bitrix24/u.test(k.label));
    expect(trackers).toHaveLength(1);
    expect(trackers[0]?.isFoundIn('Ставлю поручения в Битрикс24')).toBe(true);
    expect(trackers[0]?.isFoundIn('Вела задачи в Jira')).toBe(true);
  });

  it('never reads "A/R" (accounts receivable) as the R language, and still finds R beside Python', () => {
    const billing = extractJobKeywords('Requirements:\n- Follow up on aging A/R', 'Biller');
    expect(billing.map((k) => k.label)).not.toContain('R');
    const [analysis] = extractJobKeywords('Requirements:\n- Python/R for analysis', 'Data Analyst');
    expect(analysis?.isFoundIn('Models in R and SQL')).toBe(true);
  });

  it('finds an acronym where the resume spells out what the posting says it stands for', () => {
    const keywords = extractJobKeywords(
      'The role\n- Annual servicing and Landlord Gas Safety Records\n\nEssential\n- Experience carrying out LGSRs',
      'Gas Engineer',
    );
    const records = keywords.find((k) => k.label.includes('LGSR'));
    expect(records?.isFoundIn('Landlord Gas Safety Records (CP12) for 400 properties')).toBe(true);
    expect(records?.isFoundIn('LGSRs for three letting agents')).toBe(true);
    expect(records?.isFoundIn('Gas safety checks')).toBe(false);
  });
});

describe('what a name in a posting is not (issue 33: labels read as requirements that were not)', () => {
  const POSTING = [
    'Night Care Assistant',
    '',
    'Requirements:',
    '- Willing to work three 12-hour nights a week at our 40-bed home in Horsforth',
    '- Right to work in the UK; registered with the NMC is a plus',
    '- Paediatric First Aid (Level 3) and Food Hygiene Level 2',
    '- Confident writing care notes in Nourish or PCS, and know your way around Shopify',
    '- Available for Saturday shifts in Leeds from September, using Nourish',
  ].join('\n');
  const labels = () =>
    extractJobKeywords(POSTING, 'Night Care Assistant')
      .map((keyword) => keyword.label)
      .join(' | ');

  it('reads no figure of the job as a name ("12-hour", "40-bed")', () => {
    expect(labels()).not.toMatch(/12-hour|40-bed/);
  });

  it('reads no everyday word in title case as a name ("Aid", "Level" on their own)', () => {
    expect(labels().split(' | ')).not.toEqual(expect.arrayContaining(['Aid', 'Level']));
  });

  it('reads no day or month as a name ("Saturday", "September")', () => {
    expect(labels()).not.toMatch(/Saturday|September/);
  });

  it('reads no place as a requirement ("in the UK"), and keeps the bodies and tools named', () => {
    expect(labels()).not.toMatch(/\bUK\b/);
    expect(labels()).toMatch(/NMC/);
    expect(labels()).toMatch(/Nourish/);
    expect(labels()).toMatch(/Shopify/);
  });
});
