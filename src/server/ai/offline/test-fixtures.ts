// Realistic job descriptions and answers shared by the offline coach's tests.
import type { InterviewContext } from '../coach';

export const JOB_EN = `Senior Backend Engineer at Acme Payments

About us: Acme is a fintech company helping 2M small businesses get paid.

What you'll do:
- Design and build scalable REST APIs and event-driven microservices in Node.js and TypeScript
- Own our PostgreSQL and Redis data layer, including schema design and query performance
- Deploy services to AWS with Docker, Kubernetes and Terraform; improve our CI/CD pipelines in GitHub Actions
- Mentor two mid-level engineers and take part in code review
- Work closely with Product and Design to ship features every week

Requirements:
- 5+ years of backend experience; strong knowledge of SQL
- Experience with Kafka or RabbitMQ, and with Terragrunt, Datadog and Grafana
- Good written English

We offer: remote work, support for relocation, a learning budget.`;

export const JOB_RU = `Ищем Python-разработчика (Middle+) в команду платежей.

Обязанности:
• Разработка и поддержка микросервисов на Python (FastAPI, Django)
• Проектирование схем данных в PostgreSQL, оптимизация запросов
• Интеграция с внешними платёжными системами по REST API и gRPC
• Участвовать в код-ревью и наставничестве младших разработчиков
• Настраивать мониторинг в Grafana и Prometheus

Требования:
• Опыт коммерческой разработки на Python от 3 лет
• Знание Docker, Kubernetes, опыт работы с Kafka или RabbitMQ
• Понимание принципов CI/CD (GitLab CI)
• Ответственность и умение работать в команде

Условия:
• Обучение за счёт компании
• Работа в офисе или удалённо`;

export const CONTEXT_EN: InterviewContext = {
  jobTitle: 'Senior Backend Engineer',
  jobDescription: JOB_EN,
  language: 'en',
};

export const CONTEXT_RU: InterviewContext = {
  jobTitle: 'Python-разработчик',
  jobDescription: JOB_RU,
  language: 'ru',
};

/** Four answers per tier, from no answer to a specific STAR story with a measured result. */
export const PANEL = {
  en: {
    gibberish: [
      'asdfgh jkl qwerty',
      'sdfsdf sdfsdf sdfsdf',
      'aaaaaaaaaaaa',
      'xcvbnm zxcv lkjhg poiuy',
    ],
    dontKnow: ["I don't know", 'No idea, sorry.', 'Not sure.', 'idk, pass'],
    vague: [
      'I am a hard worker and I always try my best with my team. I think communication is really important.',
      'I have worked with many technologies and I like learning new things. I am a fast learner and a team player.',
      'Usually I just do what the project needs, maybe talk to people, basically try to be helpful to everyone.',
      'I would look at the problem, think about it and then fix it in a good way that works for everyone.',
    ],
    star: [
      'At my previous job our checkout API kept timing out during sales peaks. My task was to cut p95 latency before Black Friday. I profiled the slow PostgreSQL queries, added a Redis cache and rewrote two N+1 queries. As a result p95 latency dropped from 1.2 s to 300 ms and conversion grew by 4%.',
      'Last year our team had a release process that took two days of manual steps. The goal was to release weekly without weekend work. I built a GitHub Actions pipeline with Docker images and automated the database migrations. In the end releases went from 2 days to 40 minutes, and we shipped 3 times more often.',
      'When I was at a logistics startup, a key client threatened to leave over late reports. I needed to fix it within a month. I interviewed their analysts, redesigned the report in SQL and set up alerts in Grafana. As a result the client renewed a $120k contract and support tickets fell by 35%.',
      'In my last role two senior engineers disagreed about moving to Kubernetes. I was asked to decide within two weeks. I set up a one-week trial on a single service, measured costs and wrote a short comparison. The outcome: we migrated 12 services, cut hosting costs by 22% and nobody left the team.',
    ],
  },
  ru: {
    gibberish: ['ывапролд фывапр', 'ааааааааааа', 'йцукен фыва ячсмит', 'щшгнщш кнгщш ывфв'],
    dontKnow: ['Не знаю', 'Понятия не имею.', 'Затрудняюсь ответить', 'хз, пропущу'],
    vague: [
      'Я ответственный и всегда стараюсь делать всё хорошо. Мне нравится работать в команде и учиться новому.',
      'Ну я работал с разными технологиями, в принципе всё получалось, наверное, нормально.',
      'Обычно я просто делаю то, что нужно проекту, и общаюсь с коллегами, если что-то непонятно.',
      'Я бы посмотрел на проблему, подумал и решил бы её так, чтобы всем было удобно.',
    ],
    star: [
      'На прошлой работе наш API оформления заказа падал в пиковые распродажи. Моя задача была снизить время ответа до «чёрной пятницы». Я проанализировал медленные запросы в PostgreSQL, добавил кэш в Redis и переписал два тяжёлых запроса. В результате время ответа сократилось с 1,2 с до 300 мс, а конверсия выросла на 4%.',
      'В прошлом году релиз у нас занимал два дня ручной работы. Нужно было выпускаться каждую неделю без работы в выходные. Я настроил пайплайн в GitLab CI с Docker-образами и автоматизировал миграции базы. В итоге релиз сократился с 2 дней до 40 минут, а выпускать версии мы стали в 3 раза чаще.',
      'Когда я работал в логистическом стартапе, ключевой клиент грозил уйти из-за отчётов с опозданием. Мне нужно было исправить это за месяц. Я поговорил с их аналитиками, переделал отчёт на SQL и настроил оповещения в Grafana. В результате клиент продлил контракт на 2 млн рублей, а обращений в поддержку стало на 35% меньше.',
      'На предыдущем месте два старших разработчика спорили о переходе на Kubernetes. Мне поручили принять решение за две недели. Я запустил пробную неделю на одном сервисе, измерил затраты и написал короткое сравнение. В итоге мы перевели 12 сервисов, сократили расходы на хостинг на 22%, и никто не ушёл из команды.',
    ],
  },
} as const;
