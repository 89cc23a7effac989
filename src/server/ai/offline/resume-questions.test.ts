import { describe, expect, it } from 'vitest';
import { generateQuestions } from './generate-questions';
import { resumeClaims } from './resume-questions';

// An interview for this job and this resume (issue 21): the offline coach asks about the
// candidate's own measured claims, about a required skill the resume does not show, and pitches
// a soft-skills question at the chosen level, in the interview's language.

const SRE_JOB = {
  jobTitle: 'Site Reliability Engineer',
  jobDescription: [
    'We run 200 services on Kubernetes in AWS.',
    'Requirements:',
    '- 3+ years operating Kubernetes in production',
    '- Terraform for all infrastructure',
    '- Prometheus and Grafana for monitoring',
    'You will own on-call for the platform and write postmortems.',
  ].join('\n'),
  language: 'en' as const,
};

const SRE_RESUME = {
  text: [
    'Daniel Osei — Site Reliability Engineer',
    'Experience',
    'Operate 6 EKS clusters in 2 AWS regions running 180 microservices on Kubernetes',
    'Replaced threshold alerts with burn-rate alerts in Prometheus and Grafana, cutting pages 60%',
    'Cut EC2 spend by 22% by rightsizing node groups',
    'Skills: Kubernetes, AWS, Prometheus, Grafana, Python',
  ].join('\n'),
  achievements: [
    'Operate 6 EKS clusters in 2 AWS regions running 180 microservices on Kubernetes',
    '• Replaced threshold alerts with burn-rate alerts in Prometheus and Grafana, cutting pages 60%.',
    'Cut EC2 spend by 22% by rightsizing node groups',
    'Wrote runbooks for the platform team',
  ],
};

describe('resumeClaims', () => {
  it('puts lines that say what changed before lines that size the job, and skips lines without figures', () => {
    const claims = resumeClaims(SRE_RESUME);
    expect(claims[0]).toBe('Cut EC2 spend by 22% by rightsizing node groups');
    expect(claims[1]).toBe(
      'Replaced threshold alerts with burn-rate alerts in Prometheus and Grafana, cutting pages 60%',
    );
    expect(claims.at(-1)).toMatch(/^Operate 6 EKS clusters/);
    expect(claims).not.toContain('Wrote runbooks for the platform team');
  });

  it('reads Russian claims and their figures', () => {
    const claims = resumeClaims({
      text: '',
      achievements: [
        'Веду 40 договоров поставки',
        'Сократила срок закрытия месяца с 10 до 6 рабочих дней',
      ],
    });
    expect(claims).toEqual([
      'Сократила срок закрытия месяца с 10 до 6 рабочих дней',
      'Веду 40 договоров поставки',
    ]);
  });
});

describe('generateQuestions with a resume and a level', () => {
  it('asks about the candidate’s own claims and a required skill their resume lacks, at their level', () => {
    const plain = generateQuestions(SRE_JOB);
    const questions = generateQuestions({ ...SRE_JOB, resume: SRE_RESUME, seniority: 'senior' });

    expect(questions).toHaveLength(12);
    expect(questions[1]).toBe(
      'Your resume says: “Cut EC2 spend by 22% by rightsizing node groups”. Walk me through it: where things stood before, what you did yourself, and how you measured the result.',
    );
    // Terraform is required and the resume never names it; Kubernetes and Prometheus it shows.
    expect(questions[4]).toBe(
      'The role asks for Terraform, which your resume does not name. Where have you done this kind of work, and if you have not, how would you get up to speed in your first months?',
    );
    expect(questions[9]).toMatch(/decision you led that others disagreed with/);
    expect(questions[10]).toMatch(/^Your resume mentions “Replaced threshold alerts/);
    expect(questions[11]).toMatch(/less experienced colleague grow/);
    // The rest is the job's own interview, unchanged.
    for (const index of [0, 2, 3, 5, 6, 7, 8]) expect(questions[index]).toBe(plain[index]);
  });

  it('pitches a junior differently and leaves the interview as it was without a resume', () => {
    const plain = generateQuestions(SRE_JOB);
    const junior = generateQuestions({ ...SRE_JOB, seniority: 'junior' });
    expect(junior[9]).toMatch(/^How do you decide when to ask for help/);
    expect(junior.filter((question, index) => question !== plain[index])).toHaveLength(1);
  });

  it('keeps the job’s technical question when the resume shows every required skill', () => {
    const plain = generateQuestions(SRE_JOB);
    const questions = generateQuestions({
      ...SRE_JOB,
      resume: {
        ...SRE_RESUME,
        text: `${SRE_RESUME.text}\nTerraform modules for every VPC; weekly on-call rotation`,
      },
    });
    expect(questions[4]).toBe(plain[4]);
  });

  it('writes the questions in Russian for a Russian interview, quoting the resume as written', () => {
    const questions = generateQuestions({
      jobTitle: 'Бухгалтер',
      jobDescription: [
        'Требования:',
        '- опыт работы в 1С:Бухгалтерия от 2 лет',
        '- знание налогового учёта',
        'Обязанности: закрытие месяца, сверки с контрагентами.',
      ].join('\n'),
      language: 'ru',
      seniority: 'mid',
      resume: {
        text: 'Бухгалтер. Работаю в SAP 3 года. Закрываю месяц, делаю сверки с контрагентами.',
        achievements: [
          'Сократила срок закрытия месяца с 10 до 6 рабочих дней',
          'Провела сверки с 120 контрагентами и вернула 1,4 млн ₽ переплат',
        ],
      },
    });
    expect(questions[1]).toMatch(/^В резюме вы пишете: «.+»\. Расскажите подробнее/);
    // "Закрываю месяц" and "сверки" show the month-end close and reconciliations the job asks for.
    expect(questions.join('\n')).not.toMatch(/требуется «(?:закрытие месяца|сверка)»/);
    expect(questions[4]).toBe(
      'В вакансии требуется «1С:Бухгалтерия», а в резюме об этом прямо не сказано. Где вы уже делали такую работу, а если не делали — как освоите её в первые месяцы?',
    );
    expect(questions[9]).toMatch(/^Расскажите о задаче, которую вы вели от начала до конца/);
    expect(questions[10]).toMatch(
      /^В резюме упомянуто: «.+»\. С кем вы над этим работали и что лично было на вас\?$/,
    );
  });

  it('asks for the result when the resume claims work without measuring any', () => {
    const questions = generateQuestions({
      ...SRE_JOB,
      resume: {
        text: 'Kubernetes, Terraform, Prometheus, Grafana, on-call',
        achievements: [
          '• Created RESTful services and APIs for frontend and third-party applications',
          'Utilized Git for version control and collaborated with team members via GitHub',
        ],
      },
    });
    expect(questions[1]).toBe(
      'Your resume says: “Created RESTful services and APIs for frontend and third-party applications”. Take one real example: what did you do yourself, and what result could you measure?',
    );
    expect(questions[10]).toMatch(/^Your resume mentions “Utilized Git for version control/);
  });

  it('claims no gap for pay terms or for a requirement the resume describes in its own words', () => {
    const plain = generateQuestions({
      jobTitle: 'Frontend-разработчик',
      jobDescription: [
        'Требования:',
        '- React и TypeScript от 2 лет',
        '- Оптимизация производительности: ленивая загрузка, мемоизация, уменьшение размера бандла;',
        'Условия: оклад и квартальный бонус по KPI.',
      ].join('\n'),
      language: 'ru' as const,
    });
    const questions = generateQuestions({
      jobTitle: 'Frontend-разработчик',
      jobDescription: [
        'Требования:',
        '- React и TypeScript от 2 лет',
        '- Оптимизация производительности: ленивая загрузка, мемоизация, уменьшение размера бандла;',
        'Условия: оклад и квартальный бонус по KPI.',
      ].join('\n'),
      language: 'ru',
      resume: {
        text: 'React, TypeScript. Бандл после ленивой загрузки и разбиения на чанки стал меньше на 38%.',
        achievements: ['Бандл после ленивой загрузки и разбиения на чанки стал меньше на 38%'],
      },
    });
    expect(questions[4]).toBe(plain[4]);
  });

  it('asks how a ranking was earned, keeps mentoring for the senior’s own question, and asks for a result where a line only counts', () => {
    const questions = generateQuestions({
      ...SRE_JOB,
      seniority: 'senior',
      resume: {
        text: SRE_RESUME.text,
        achievements: [
          'On call for 180 microservices across 6 clusters every third week',
          'Mentored 4 junior engineers through their first on-call rotations',
          'Ranked #1 of 9 engineers for incident follow-ups closed in 2024',
        ],
      },
    });
    expect(questions[1]).toMatch(/Take one real example: what did you do yourself/);
    expect(questions[10]).toBe(
      'Your resume mentions “Ranked #1 of 9 engineers for incident follow-ups closed in 2024”. What did you do differently from the others?',
    );
    expect(questions[11]).toMatch(/less experienced colleague grow/);
  });
});
