import type { FamilyLexicon } from './family-lexicon';

// Project and programme managers, project coordinators and PMO staff. Their day is a plan, a
// budget, risks and sponsors across someone else's work, not a product's users and roadmap or a
// building site, so they get questions of their own.
// prettier-ignore
export const PROJECT_MANAGEMENT: FamilyLexicon = {
  family: 'project_management',
  titleCues: [
    'project manager', 'programme manager', 'program manager', 'project coordinator',
    'project lead', 'project director', 'project administrator', 'pmo', 'pmo analyst',
    'project management office', 'руководитель проект*', 'менеджер проект*',
    'менеджер по проект*', 'проджект*', 'проджект-менеджер*', 'координатор проект*',
    'администратор проект*', 'директор проект*', 'руководитель программ',
    'руководитель программы', 'офис управления проектами',
  ],
  skills: [
    'PMBOK|pmbok guide', 'PRINCE2|prince 2', 'PMP|project management professional', 'IPMA|=IPMA|СОВНЕТ',
    'Gantt chart|gantt charts|=диаграмма Ганта|диаграммы Ганта',
    'work breakdown structure|^WBS|=иерархическая структура работ|^ИСР|декомпозиция работ',
    'critical path method|critical path|=метод критического пути|критический путь',
    'earned value management|earned value|^EVM|=метод освоенного объёма|метод освоенного объема|освоенный объём',
    'risk management|risk register|^RAID log|=управление рисками|реестр рисков',
    'change control|change requests|=управление изменениями|запрос на изменение|запросы на изменения',
    'RACI|RACI matrix|=матрица ответственности|матрица RACI',
    'status reporting|status reports|=статус-отчёт|статус-отчёты|статус-отчет|отчётность по проекту',
    'project budgeting|project budget|=бюджет проекта|контроль бюджета проекта',
    'lessons learned|post-project review|=извлечённые уроки|извлеченные уроки|закрытие проекта',
    'Waterfall|=каскадная модель|водопадная модель', 'ISO 21500|=ГОСТ Р ИСО 21500|ГОСТ Р 54869',
    'Wrike', 'Smartsheet',
  ],
  topicWords: {
    en: [
      'project', 'plan', 'schedule', 'milestone', 'deadline', 'scope', 'budget', 'estimate', 'risk',
      'issue', 'dependency', 'resource', 'sponsor', 'stakeholder', 'steering committee',
      'status report', 'kickoff', 'deliverable', 'requirement', 'change request', 'baseline',
      'critical path', 'timeline', 'delay', 'overrun', 'escalation', 'vendor', 'contractor',
      'approval', 'sign-off', 'go-live', 'handover', 'lessons learned', 'retrospective', 'sprint',
      'backlog', 'priority', 'trade-off', 'phase', 'gantt',
    ],
    ru: [
      'проект', 'план', 'график', 'сроки', 'веха', 'дедлайн', 'содержание', 'объём работ', 'бюджет',
      'оценка', 'трудозатраты', 'риск', 'зависимость', 'ресурсы', 'спонсор', 'заказчик',
      'заинтересованные стороны', 'стейкхолдер', 'управляющий комитет', 'статус', 'отчёт',
      'совещание', 'планёрка', 'требования', 'запрос на изменение', 'согласование', 'подрядчик',
      'исполнитель', 'эскалация', 'перерасход', 'отставание', 'запуск', 'внедрение', 'приёмка',
      'закрытие', 'уроки', 'ретроспектива', 'спринт', 'бэклог', 'приоритет', 'этап', 'диаграмма ганта',
    ],
  },
  questions: {
    en: {
      technical: [
        'Walk me through how you build the plan for a new project, from the first conversation with the sponsor to a schedule the team agrees to.',
        'How do you estimate how long the work will take and what it will cost, and how do you show the uncertainty in those numbers?',
        'How do you handle a request to add something to the scope once the project is under way?',
        'How do you find, record and follow up risks so that the risk register is more than a document nobody opens?',
        'What does good practice in {skill} look like to you, and how have you applied it on a real project?',
        'How do you report status to a sponsor or a steering committee, and how do you give bad news early without causing panic?',
        'How do you close a project: handover, acceptance, lessons learned? What do you do so that the lessons are actually used next time?',
      ],
      scenario: [
        'Tell me about a project that was running late or over budget. When did you notice, what did you do, and how did it end?',
        'Two senior stakeholders want opposite things, and each says their request is the priority. What do you do?',
        'A team member keeps missing deadlines, and they do not report to you. How do you handle it?',
        'Tell me about a time a risk you had not planned for turned into a real issue. What did you do in the first few days?',
        'Halfway through the project the sponsor asks you to bring the launch forward by a month without adding money or people. What do you do?',
        'Tell me about a project that failed or was stopped. What would you do differently now?',
      ],
    },
    ru: {
      technical: [
        'Расскажите по шагам, как вы составляете план нового проекта: от первого разговора с заказчиком до графика, под которым готова подписаться команда.',
        'Как вы оцениваете сроки и стоимость работ и как показываете заказчику, насколько эти оценки неточны?',
        'Как вы поступаете с просьбой что-то добавить в содержание проекта, когда работы уже идут?',
        'Как вы выявляете, фиксируете и отслеживаете риски, чтобы реестр рисков не превратился в документ, который никто не открывает?',
        'Что для вас значит правильная работа в том, что касается темы «{skill}», и как вы применяли это на реальном проекте?',
        'Как вы отчитываетесь о статусе проекта перед спонсором или управляющим комитетом и как сообщаете плохие новости заранее, не вызывая паники?',
        'Как вы закрываете проект: передача результатов, приёмка, извлечённые уроки? Что делаете, чтобы эти уроки действительно учли в следующий раз?',
      ],
      scenario: [
        'Расскажите о проекте, который отставал от графика или выходил за бюджет. Когда вы это заметили, что сделали и чем всё закончилось?',
        'Два влиятельных руководителя требуют от проекта противоположного, и каждый считает свой запрос главным. Ваши действия?',
        'Участник команды раз за разом срывает сроки, а административно он вам не подчиняется. Как вы поступите?',
        'Расскажите о случае, когда риск, который вы не предусмотрели, всё-таки сработал. Что вы сделали в первые дни?',
        'В середине проекта спонсор просит сдвинуть запуск на месяц раньше, не добавляя ни денег, ни людей. Что вы сделаете?',
        'Расскажите о проекте, который провалился или был остановлен. Что бы вы сейчас сделали иначе?',
      ],
    },
  },
};
