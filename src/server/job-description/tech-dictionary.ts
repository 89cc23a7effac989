// Known skills and tools for reading job descriptions. Each entry is "Display name|alias|alias…";
// the display name is itself an alias. "^" marks an alias that only counts with its exact case
// (Go, React, REST are ordinary words in lower case); "=" marks the Russian display name of a
// concept (in the nominative: Russian questions only place it where the nominative is correct).

// prettier-ignore
const ENTRIES: readonly string[] = [
  // Languages
  'JavaScript|^JS|джаваскрипт|яваскрипт', 'TypeScript|^TS|тайпскрипт', 'Python|питон|пайтон',
  'Java|джава', 'Kotlin|котлин', '^Swift|свифт', 'Objective-C', 'C++|cpp', 'C#|csharp|си шарп',
  '^Go|golang|голанг', '^Rust|раст', '^Ruby|руби', 'PHP|пхп', 'Scala|скала', 'Elixir', 'Erlang',
  'Haskell', 'Clojure', 'F#', '^Dart', 'Perl', 'Lua', '^R', 'MATLAB', '^Julia', '^Groovy', 'Bash',
  'PowerShell', '^Shell', 'SQL', 'PL/SQL', 'T-SQL', 'HTML|html5', 'CSS|css3', 'Sass|scss', '^Less',
  'Solidity', 'VBA', 'Delphi', '1С|1c|1с:предприятие', 'ABAP', 'COBOL', 'Fortran', '^Assembly',
  // Front end
  '^React|react.js|reactjs|реакт', 'Redux', 'MobX', 'Vue|vue.js|vuejs', 'Nuxt|nuxt.js', 'Angular',
  'Svelte', 'SvelteKit', 'Next.js|nextjs', '^Remix', 'jQuery', 'Webpack|вебпак', 'Vite', '^Babel',
  'ESLint', '^Prettier', 'Tailwind|tailwindcss', '^Bootstrap', 'Material UI|^MUI', 'Storybook',
  'React Testing Library|testing library', 'Redux Toolkit|^RTK', 'React Native', 'Flutter', '^Electron', 'Three.js', 'D3.js', 'RxJS', 'Zustand', 'TanStack Query|react query',
  'Web Components', 'WebSocket|websockets', 'WebRTC', 'PWA', '^SPA', 'SSR',
  'accessibility|a11y|=доступность интерфейсов',
  // Back end
  'Node.js|^Node|nodejs|нода', '^Express|express.js', 'NestJS|nest.js', 'Fastify', 'Hono', 'Deno',
  '^Bun', 'Django|джанго', '^Flask', '^Celery', '^Spring|spring boot|спринг', '^Hibernate',
  'Quarkus', 'Micronaut', '.NET|dotnet|asp.net', 'Entity Framework', 'Laravel', 'Symfony', 'Yii',
  'Ruby on Rails|^Rails', '^Phoenix', 'gRPC', 'GraphQL', '^REST|rest api|restful', '^SOAP',
  'OpenAPI', 'Swagger', 'OAuth|oauth2', 'OpenID Connect|oidc', 'JWT', 'SAML',
  'microservices|microservice|=микросервисы|микросервисная архитектура',
  'event-driven architecture|=событийная архитектура', 'DDD|domain-driven design', 'TDD', 'BDD',
  '^SOLID', 'design patterns|=паттерны проектирования|шаблоны проектирования',
  'clean architecture|=чистая архитектура', 'system design|=системный дизайн',
  'distributed systems|=распределенные системы', 'multithreading|concurrency|=многопоточность',
  // Data stores and messaging
  'PostgreSQL|postgres|постгрес', 'MySQL', 'MariaDB', 'SQLite', '^Oracle',
  'MS SQL|sql server|mssql', 'MongoDB|mongo|монго', 'Redis|редис', 'Memcached', 'Cassandra',
  'ClickHouse|кликхаус', 'Elasticsearch|^Elastic|эластик', 'OpenSearch', 'DynamoDB', 'Firebase',
  'Supabase', 'Neo4j', 'CouchDB', 'InfluxDB', 'TimescaleDB', '^Snowflake', 'BigQuery', 'Redshift',
  'Greenplum', 'Tarantool', 'Kafka|кафка', 'RabbitMQ', '^NATS', 'ActiveMQ', 'SQS', 'Pub/Sub',
  'Airflow', 'dbt', '^Spark|pyspark', 'Hadoop', '^Hive', 'Flink', 'ETL',
  'data warehouse|dwh|=хранилище данных', 'data modelling|data modeling|=моделирование данных',
  'ORM', '^Prisma', '^Drizzle', 'Sequelize', 'TypeORM', 'SQLAlchemy',
  'database indexes|=индексы баз данных', 'replication|=репликация',
  'databases|database|=базы данных|субд',
  // Cloud and operations
  'AWS|amazon web services', 'Azure', 'GCP|google cloud', 'Yandex Cloud|яндекс облако', 'VK Cloud',
  'Kubernetes|k8s|кубернетес|кубер', 'Docker|докер', 'Docker Compose', '^Helm', 'OpenShift',
  'Terraform|терраформ', 'Ansible|ансибл', '^Puppet', '^Chef', 'Pulumi', 'CloudFormation',
  'CI/CD|^CI|^CD|continuous integration|непрерывная интеграция', 'Jenkins|дженкинс',
  'GitLab CI|gitlab', 'GitHub Actions', 'TeamCity', 'Argo CD|argocd', 'Git|гит', 'GitHub',
  'Bitbucket', 'Linux|линукс', 'Unix', 'Nginx', '^Apache', 'HAProxy', 'Prometheus|прометеус',
  'Grafana|графана', 'Zabbix', 'ELK', 'Kibana', 'Loki', 'Jaeger', 'OpenTelemetry', 'Datadog',
  '^Sentry', 'New Relic', 'Splunk', 'S3', 'EC2', '^Lambda', 'serverless|=бессерверные вычисления',
  '^Vault', '^Consul', 'Istio', 'load balancing|=балансировка нагрузки', 'SRE|site reliability engineering|site reliability engineers|site reliability engineer|site reliability', 'DevOps|девопс',
  'DevSecOps', 'observability|=наблюдаемость', 'monitoring|=мониторинг', 'logging|=логирование',
  'high availability|=высокая доступность', 'TCP/IP', 'DNS', 'HTTP', 'TLS', 'VPN',
  'Group Policy|group policies|^GPO|=групповые политики|групповых политик|групповыми политиками',
  'Microsoft Exchange|Exchange Server|^Exchange 2013|^Exchange 2016|^Exchange 2019|^Exchange Online',
  'Microsoft 365|Office 365|^M365|^O365',
  // Asked of almost any job («уверенный пользователь ПК»); the office software a resume names shows it.
  'computer literacy|computer literate|PC literate|IT literate|=уверенный пользователь ПК|пользователь ПК|владение ПК|знание ПК|~Microsoft Office|~MS Office|~Microsoft 365|~^Excel|~^Outlook|~Google Sheets|~Google Docs|~1С|~1c',
  // Testing and quality
  'unit testing|unit tests|=юнит-тесты|модульное тестирование|модульные тесты|unit-тесты|unit-тестирование|unit- и интеграционных|~^Jest|~^Vitest|~^pytest|~^JUnit',
  'integration testing|integration tests|=интеграционное тестирование|интеграционные тесты',
  'end-to-end testing|e2e', 'load testing|=нагрузочное тестирование', 'Jest', 'Vitest', '^Mocha',
  '^Cypress', '^Playwright', 'Selenium', 'Puppeteer', 'JUnit', 'pytest', '^Postman', 'JMeter',
  'k6', '^Allure', 'test automation|=автоматизация тестирования|автотесты',
  'manual testing|=ручное тестирование', '^QA', 'code review|=код-ревью|ревью кода',
  'refactoring|=рефакторинг', 'debugging|=отладка',
  // Data, ML and analytics
  'machine learning|^ML|=машинное обучение', 'deep learning|=глубокое обучение', 'NLP',
  'computer vision|=компьютерное зрение', 'LLM|llms', 'TensorFlow', 'PyTorch', 'Keras',
  'scikit-learn|sklearn', 'pandas', 'NumPy', 'Jupyter', 'statistics|=статистика',
  'A/B testing|a/b tests|=a/b-тесты|аб-тесты', 'data analysis|=анализ данных', 'Tableau',
  'Power BI', 'Looker', '^Superset', 'Metabase', '^Excel|эксель', 'Google Sheets',
  'Google Analytics', 'Yandex Metrica|яндекс метрика', 'Amplitude', 'Mixpanel', 'SEO', '^SEM',
  'CRM', 'ERP|~^SAP|~Oracle E-Business|~NetSuite|~Dynamics 365|~Lawson|~1С:ERP|~1С:УПП', '^SAP', 'Salesforce', 'HubSpot', 'Bitrix24|битрикс24|битрикс',
  // Mobile and platforms
  'iOS', 'Android', 'SwiftUI', 'UIKit', 'Jetpack Compose', 'Xcode', 'Android Studio', '^Unity',
  'Unreal Engine', 'embedded systems|=встраиваемые системы', 'IoT', 'blockchain|=блокчейн', 'Web3',
  // Design and product
  'Figma|фигма', '^Sketch', 'Adobe Photoshop|photoshop', '^Illustrator', '^UX', '^UI',
  'user research|=пользовательские исследования', 'prototyping|=прототипирование',
  'design systems|design system|=дизайн-системы|дизайн-система', 'wireframes|=вайрфреймы',
  // Process and collaboration
  'Agile|аджайл', 'Scrum|скрам', 'Kanban|канбан', 'Jira|джира', '^Confluence', 'Trello', 'Notion',
  'YouTrack', '^Slack', 'Miro', 'SDLC', 'ITIL', 'OKR', 'KPI', 'roadmap|=роадмап|дорожная карта',
  'stakeholder management|stakeholders|=работа со стейкхолдерами|стейкхолдеры',
  'mentoring|=менторство|наставничество', 'technical writing|=техническая документация', 'UML',
  'BPMN', 'security|=информационная безопасность|кибербезопасность', 'OWASP',
  'penetration testing|=пентест', 'GDPR', 'PCI DSS', 'ISO 27001',
  'performance optimisation|performance optimization|=оптимизация производительности',
  'caching|=кэширование|кеширование', 'API design|=проектирование API', 'API|apis|апи', 'SDK',
  'CLI', 'MVP',
];

export interface TechTerm {
  /** The usual name, used in English questions. */
  label: string;
  /** The Russian name of a concept, when it has one; products keep their own name. */
  ruLabel: string | null;
  /** Patterns that find the term in a job description or an answer. */
  patterns: RegExp[];
  /**
   * Names that show a candidate has the skill without naming it ("~Terraform" for infrastructure
   * as code, "~Jest" for unit testing): they count in a resume, never when reading a job, so a
   * posting that names Terraform does not also ask for infrastructure as code.
   */
  evidence?: RegExp[];
  /** Every name the entry gives the term, the label first (evidence names aside). */
  names?: readonly string[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Letters spelled out (Latin with its accented forms, Cyrillic) rather than \p{L}: a Unicode
// property under the "i" flag makes each of the dictionary's thousand patterns take milliseconds
// to compile, and texts here are English or Russian.
export const LETTER_OR_DIGIT = 'A-Za-z0-9\\u00C0-\\u024F\\u0400-\\u04FF';
const BEFORE = `(?<![${LETTER_OR_DIGIT}])`;
const AFTER = `(?![${LETTER_OR_DIGIT}+#])`;

/**
 * A pattern for one alias: whole words, with English plurals and Russian case endings allowed,
 * except for an exact-case name ("^Spring"), which matches only as written ("Colorado Springs"
 * is a place, «гарантии» is not the Гарант legal database).
 */
export function buildAliasPattern(alias: string, isCaseSensitive = false): RegExp {
  const words = alias.split(/(\s+|-)/);
  const body = words
    .map((part) => {
      if (/^\s+$/.test(part)) return '\\s+';
      if (part === '-') return '[-\\s]?';
      // "Health & safety" is "health and safety" written as people write it.
      if (/^(?:and|&)$/i.test(part)) return '(?:and|&)';
      if (isCaseSensitive) return escapeRegExp(part);
      if (/^[а-яё]+$/i.test(part) && part.length >= 5) {
        return `${escapeRegExp(part.replace(/(ами|ями|ого|его|ые|ие|ое|ая|ый|ий|ы|и|а|я|е|о|ь)$/, ''))}[а-яё]{0,4}`;
      }
      if (/^[a-z]{3,}$/i.test(part)) return `${escapeRegExp(part)}(?:e?s)?`;
      return escapeRegExp(part);
    })
    .join('');
  // A one-letter name ("R", "C") is no name in a pair of single letters: "A/R" is accounts
  // receivable, "R/C" remote control ("Python/R" still names R).
  const pairGuard = /^\p{L}$/u.test(alias)
    ? ['(?<!(?:^|[^A-Za-z])[A-Za-z]/)', '(?!/[A-Za-z](?![A-Za-z]))']
    : ['', ''];
  return new RegExp(
    `${BEFORE}${pairGuard[0]}${body}${AFTER}${pairGuard[1]}`,
    isCaseSensitive ? 'u' : 'iu',
  );
}

/** Every one-word alias in lower case, so a word can be recognised as technical on its own. */
export const TECH_WORDS: ReadonlySet<string> = new Set(collectOneWordAliases(ENTRIES));

/**
 * Terms from dictionary entries ("Display name|alias|=Russian name|^ExactCase|~Evidence", where
 * "~" may also precede "^").
 */
export function buildTerms(entries: readonly string[]): TechTerm[] {
  return entries.map((entry) => {
    const all = entry.split('|');
    const parts = all.filter((part) => !part.startsWith('~'));
    const names = parts.map((part) => part.replace(/^[\^=]/, ''));
    const label = names[0] ?? entry;
    const ruLabel = parts.find((part) => part.startsWith('='))?.slice(1) ?? null;
    const toPattern = (part: string) =>
      buildAliasPattern(part.replace(/^[\^=]/, ''), part.startsWith('^'));
    const patterns = parts.map(toPattern);
    const evidence = all
      .filter((part) => part.startsWith('~'))
      .map((part) => toPattern(part.slice(1)));
    return { label, ruLabel, patterns, names, ...(evidence.length > 0 ? { evidence } : {}) };
  });
}

/** The one-word aliases of dictionary entries, lower case. */
export function collectOneWordAliases(entries: readonly string[]): string[] {
  return entries
    .flatMap((entry) => entry.split('|'))
    .filter((alias) => !alias.startsWith('~'))
    .map((alias) =>
      alias
        .replace(/^[\^=]/, '')
        .toLowerCase()
        .replaceAll('ё', 'е'),
    )
    .filter((alias) => !/\s/.test(alias));
}

export const TECH_TERMS: readonly TechTerm[] = buildTerms(ENTRIES);

export type TechTermKind = 'hard_skill' | 'tool' | 'soft_skill';

// Products and services one uses, as opposed to languages, methods and concepts one knows.
// prettier-ignore
const TOOL_LABELS: ReadonlySet<string> = new Set([
  'Redux', 'MobX', 'Webpack', 'Vite', 'Babel', 'ESLint', 'Prettier', 'Storybook', 'Electron',
  'Deno', 'Bun', 'Swagger', 'PostgreSQL', 'MySQL', 'MariaDB', 'SQLite', 'Oracle', 'MS SQL',
  'MongoDB', 'Redis', 'Memcached', 'Cassandra', 'ClickHouse', 'Elasticsearch', 'OpenSearch',
  'DynamoDB', 'Firebase', 'Supabase', 'Neo4j', 'CouchDB', 'InfluxDB', 'TimescaleDB', 'Snowflake',
  'BigQuery', 'Redshift', 'Greenplum', 'Tarantool', 'Kafka', 'RabbitMQ', 'NATS', 'ActiveMQ', 'SQS',
  'Pub/Sub', 'Airflow', 'dbt', 'Hadoop', 'Hive', 'Flink', 'Prisma', 'Drizzle', 'Sequelize',
  'TypeORM', 'SQLAlchemy', 'AWS', 'Azure', 'GCP', 'Yandex Cloud', 'VK Cloud', 'Kubernetes',
  'Docker', 'Docker Compose', 'Helm', 'OpenShift', 'Terraform', 'Ansible', 'Puppet', 'Chef',
  'Pulumi', 'CloudFormation', 'Jenkins', 'GitLab CI', 'GitHub Actions', 'TeamCity', 'Argo CD',
  'Git', 'GitHub', 'Bitbucket', 'Linux', 'Unix', 'Nginx', 'Apache', 'HAProxy', 'Prometheus',
  'Grafana', 'Zabbix', 'ELK', 'Kibana', 'Loki', 'Jaeger', 'OpenTelemetry', 'Datadog', 'Sentry',
  'New Relic', 'Splunk', 'S3', 'EC2', 'Lambda', 'Vault', 'Consul', 'Istio', 'Jest', 'Vitest',
  'Mocha', 'Cypress', 'Playwright', 'Selenium', 'Puppeteer', 'JUnit', 'pytest', 'Postman',
  'JMeter', 'k6', 'Allure', 'TensorFlow', 'PyTorch', 'Keras', 'scikit-learn', 'pandas', 'NumPy',
  'Jupyter', 'Tableau', 'Power BI', 'Looker', 'Superset', 'Metabase', 'Excel', 'Google Sheets',
  'Google Analytics', 'Yandex Metrica', 'Amplitude', 'Mixpanel', 'Salesforce', 'HubSpot',
  'Bitrix24', 'SAP', 'Xcode', 'Android Studio', 'Unity', 'Unreal Engine', 'Figma', 'Sketch',
  'Adobe Photoshop', 'Illustrator', 'Jira', 'Confluence', 'Trello', 'Notion', 'YouTrack', 'Slack',
  'Miro',
]);
const SOFT_SKILL_LABELS: ReadonlySet<string> = new Set(['mentoring', 'stakeholder management']);

/**
 * Whether a skill is a tool (a product one uses), a soft skill, or a hard skill (a language, method
 * or concept). Names the dictionary does not know are tools when they read like product names
 * (capitalised, not an acronym), hard skills otherwise.
 */
export function getTechTermKind(label: string): TechTermKind {
  if (TOOL_LABELS.has(label)) return 'tool';
  if (SOFT_SKILL_LABELS.has(label)) return 'soft_skill';
  const isKnown = TECH_TERMS.some((term) => term.label === label);
  if (isKnown) return 'hard_skill';
  return /^[A-Z][a-z]/.test(label) || /[a-z][A-Z]/.test(label) ? 'tool' : 'hard_skill';
}

/**
 * Whether the text names this term only by an exact-case alias that is also an ordinary word
 * ("Chef" in "Demi Chef", "Go", "Spring"): such a name is the term only beside other technical
 * names, so a kitchen's "Chef de Partie" is no configuration tool.
 */
export function namesOnlyByHomonym(label: string, text: string): boolean {
  const term = TECH_TERMS.find((candidate) => candidate.label === label);
  if (!term) return false;
  const found = term.patterns.filter((pattern) => pattern.test(text));
  return found.length > 0 && found.every((pattern) => !pattern.flags.includes('i'));
}

/** Whether the text names some technical term by an alias that is no ordinary word. */
export function namesUnambiguousTechTerm(text: string): boolean {
  return TECH_TERMS.some((term) =>
    term.patterns.some((pattern) => pattern.flags.includes('i') && pattern.test(text)),
  );
}
