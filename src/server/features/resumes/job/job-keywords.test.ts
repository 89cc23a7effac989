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
