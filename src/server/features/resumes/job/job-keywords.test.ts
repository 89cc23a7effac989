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
