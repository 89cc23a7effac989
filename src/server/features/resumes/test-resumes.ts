// The resumes the tests draw: what each says, line by line, in English and Russian.
import type { TestLine } from './test-pdfs';

/** The Java posting the tests tailor john_doe.pdf to (tests/fixtures/resumes). */
export const JAVA_POSTING = [
  'Java Developer',
  'Requirements:',
  '- Java, Spring Boot, Hibernate, MySQL',
  '- Docker and Kubernetes',
  '- Git and debugging',
  'Nice to have: Angular, Kafka',
].join('\n');

export const ANNA_HEADER: TestLine[] = [
  { text: 'Anna Smith', bold: true, size: 20 },
  { text: 'Backend Developer', size: 11 },
  {
    text: 'anna.smith@example.com | +44 20 7946 0958 | London, UK | github.com/annasmith',
    size: 9,
  },
];

export const ANNA_PAGE_1: TestLine[] = [
  ...ANNA_HEADER,
  { text: 'SUMMARY', bold: true, size: 12, gap: 12 },
  { text: 'Backend developer with 6 years of building payment APIs in TypeScript and Node.js.' },
  { text: 'EXPERIENCE', bold: true, size: 12, gap: 12 },
  { text: 'Senior Backend Developer, Monzo', bold: true, right: 'Jan 2021 - Present' },
  { text: '• Cut p95 latency of the payments API by 40% with PostgreSQL indexes', x: 8 },
  { text: '• Wrote the onboarding guide for new engineers', x: 8 },
  { text: '• Moved 12 services to Docker and Kubernetes', x: 8 },
  { text: 'Backend Developer, Wise', bold: true, right: 'Mar 2018 - Dec 2020', gap: 6 },
  { text: '• Built REST APIs in Node.js for 2 million customers', x: 8 },
  { text: '• Mentored 3 junior developers', x: 8 },
];

export const ANNA_PAGE_2: TestLine[] = [
  { text: 'EDUCATION', bold: true, size: 12 },
  { text: 'BSc Computer Science, University of Leeds', right: '2014 - 2018' },
  { text: 'PROJECTS', bold: true, size: 12, gap: 12 },
  { text: 'Ledger CLI', bold: true, right: '2022' },
  { text: '• Streamed bank events through Kafka into a ledger', x: 8 },
  { text: 'SKILLS', bold: true, size: 12, gap: 12 },
  { text: 'TypeScript, Node.js, PostgreSQL, Docker, Kubernetes, Git' },
];

export const IVAN_PAGE: TestLine[] = [
  { text: 'Иван Петров', bold: true, size: 20 },
  { text: 'Python-разработчик', size: 11 },
  { text: 'ivan.petrov@example.ru | +7 (912) 345-67-89 | Москва, Россия', size: 9 },
  { text: 'О себе', bold: true, size: 12, gap: 12 },
  { text: 'Пять лет разрабатываю сервисы на Python и Django для финтеха.' },
  { text: 'Опыт работы', bold: true, size: 12, gap: 12 },
  { text: 'Ведущий разработчик, Тинькофф', bold: true, right: '03.2020 — н.в.' },
  { text: '• Ускорил выгрузку отчётов в 3 раза за счёт индексов в PostgreSQL', x: 8 },
  { text: '• Перевёл 8 сервисов на Docker', x: 8 },
  { text: 'Разработчик, Яндекс', bold: true, right: '2017 — 2020', gap: 6 },
  { text: '• Писал микросервисы на Python для 1 млн пользователей', x: 8 },
  { text: 'Образование', bold: true, size: 12, gap: 12 },
  { text: 'МГТУ им. Баумана, информатика', right: '2013 — 2017' },
  { text: 'Ключевые навыки', bold: true, size: 12, gap: 12 },
  { text: 'Python, Django, PostgreSQL, Docker, Git' },
];

export const OLGA_TWO_COLUMNS = {
  header: [
    { text: 'Olga Ivanova', bold: true, size: 20 },
    { text: 'olga.ivanova@example.com | +1 415 555 0100 | Berlin, Germany', size: 9 },
  ],
  left: [
    { text: 'SUMMARY', bold: true, size: 12 },
    { text: 'Data engineer who builds reliable' },
    { text: 'pipelines in Python and SQL.' },
    { text: 'EXPERIENCE', bold: true, size: 12, gap: 12 },
    { text: 'Data Engineer, Zalando', bold: true },
    { text: '2019 - Present' },
    { text: '• Built Airflow pipelines for 300 tables', x: 8 },
    { text: '• Cut warehouse costs by 25%', x: 8 },
  ],
  right: [
    { text: 'SKILLS', bold: true, size: 12 },
    { text: 'Python' },
    { text: 'SQL' },
    { text: 'Airflow' },
    { text: 'Spark' },
    { text: 'EDUCATION', bold: true, size: 12, gap: 12 },
    { text: 'MSc Statistics, TU Berlin' },
    { text: '2017 - 2019' },
  ],
} satisfies Record<string, TestLine[]>;
