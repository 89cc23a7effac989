import { describe, expect, it } from 'vitest';
import { extractJobTerms, findTermsIn, getTermLabel } from './job-terms';
import { JOB_EN, JOB_RU } from '../ai/offline/test-fixtures';
import { stemWord } from '../language/text';

describe('extractJobTerms', () => {
  it('finds the skills of an English job description in order of first appearance', () => {
    const labels = extractJobTerms(JOB_EN).skills.map((term) => getTermLabel(term, 'en'));
    expect(labels.slice(0, 5)).toEqual([
      'REST',
      'microservices',
      'Node.js',
      'TypeScript',
      'PostgreSQL',
    ]);
    for (const skill of [
      'Redis',
      'AWS',
      'Docker',
      'Kubernetes',
      'Terraform',
      'CI/CD',
      'Kafka',
      'Grafana',
    ]) {
      expect(labels).toContain(skill);
    }
    // A tool the dictionary does not know, named in a list of ones it does.
    expect(labels).toContain('Terragrunt');
    // Not skills: the company, the headline numbers, product teams, benefits.
    for (const noise of ['Acme', '2M', 'Product', 'Design', 'English']) {
      expect(labels).not.toContain(noise);
    }
  });

  it('finds the duties on the responsibility lines only, shortened to their point', () => {
    const { responsibilities } = extractJobTerms(JOB_EN);
    expect(responsibilities[0]).toBe(
      'design and build scalable REST APIs and event-driven microservices',
    );
    expect(responsibilities).toContain('own the PostgreSQL and Redis data layer');
    expect(responsibilities.join(' ')).not.toMatch(/relocation|years of backend/);
  });

  it('reads a Russian job description, with Russian names for concepts', () => {
    const terms = extractJobTerms(JOB_RU);
    const labels = terms.skills.map((term) => getTermLabel(term, 'ru'));
    expect(labels.slice(0, 3)).toEqual(['Python', 'микросервисы', 'FastAPI']);
    for (const skill of [
      'PostgreSQL',
      'gRPC',
      'код-ревью',
      'Grafana',
      'Docker',
      'Kubernetes',
      'Kafka',
      'GitLab CI',
    ]) {
      expect(labels).toContain(skill);
    }
    expect(labels).not.toContain('Middle+');
    expect(terms.responsibilities).toEqual([
      'разработка и поддержка микросервисов на Python',
      'проектирование схем данных в PostgreSQL',
      'интеграция с внешними платёжными системами по REST API и gRPC',
      'участвовать в код-ревью и наставничестве младших разработчиков',
      'настраивать мониторинг в Grafana и Prometheus',
    ]);
  });

  it('matches inflected forms and plurals in answers', () => {
    const { skills } = extractJobTerms(JOB_RU);
    const found = findTermsIn('Я писал микросервисы на питоне и ставил постгрес', skills);
    expect(found.map((term) => term.label)).toEqual(['Python', 'microservices', 'PostgreSQL']);
    const en = extractJobTerms(JOB_EN).skills;
    expect(findTermsIn('I split the monolith into a microservice', en).map((t) => t.label)).toEqual(
      ['microservices'],
    );
  });

  it('reads a storekeeper’s work told with a verb, and a program by its usual short name', () => {
    // A new user's walk, twenty-seventh session: «комплектовал заказы» and «1С УТ» were listed as
    // skills no answer mentions.
    const { skills } = extractJobTerms(
      'Кладовщик.\nОбязанности:\n— комплектация заказов;\n— работа в 1С:Управление торговлей.',
    );
    const found = (text: string) => findTermsIn(text, skills).map((term) => term.label);
    expect(found('Три года комплектовал заказы на объекты.')).toEqual(['pick/pack/ship']);
    expect(found('В 1С УТ работал каждый день.')).toEqual(['1С:УТ']);
    expect(found('В 1с утром открываю поступления.')).toEqual([]);
  });

  it('returns nothing for an empty description', () => {
    expect(extractJobTerms('')).toEqual({ skills: [], responsibilities: [] });
  });

  it('reads one name once, as the general dictionary knows it, when a field names it too', () => {
    // "Airflow" the data tool, not also "Air Flow" the dental polishing.
    const labels = extractJobTerms('Requirements:\n- 2+ years with Airflow and dbt').skills.map(
      (term) => term.label,
    );
    expect(labels).toEqual(['Airflow', 'dbt']);
  });

  it('reads a car licence as no lorry licence (an agronomist was told to bring in «категория CE»)', () => {
    const names = (text: string) =>
      extractJobTerms(text).skills.map((term) => getTermLabel(term, 'ru'));
    expect(names('Требования: водительские права категории B, знание Excel.')).not.toContain(
      'категория CE',
    );
    expect(names('Требования: права категории C, CE, опыт от 2 лет.')).toContain('категория CE');
  });
});

describe('stemWord', () => {
  it.each([
    ['microservices', 'microservice'],
    ['Designing', 'design'],
    ['разработка', 'разработк'],
    ['разработки', 'разработк'],
    ['Ёлка', 'елк'],
  ])('%s → %s', (word, stem) => {
    expect(stemWord(word)).toBe(stem);
  });
});
