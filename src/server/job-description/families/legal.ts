import type { FamilyLexicon } from './family-lexicon';

// prettier-ignore
export const LEGAL: FamilyLexicon = {
  family: 'legal',
  titleCues: [
    'lawyer', 'attorney', 'associate attorney', 'paralegal', 'legal assistant', 'legal secretary',
    'legal counsel', 'general counsel', 'in-house counsel', 'counsel', 'solicitor', 'barrister',
    'litigation', 'legal', 'contract manager', 'contracts manager', 'compliance officer',
    'notary', 'law clerk',
    'юрист*', 'юрисконсульт*', 'адвокат*', 'помощник юриста', 'помощник адвоката', 'правовед*',
    'нотариус*', 'помощник нотариуса', 'специалист по договорной работе', 'корпоративный юрист',
    'комплаенс*', 'судебный представитель',
  ],
  skills: [
    'contract drafting|contract review|contract management|drafting contracts|=договорная работа|подготовка договоров|правовая экспертиза договоров|экспертиза договоров',
    'litigation|court representation|=судебная работа|судебная практика|представительство в суде|представление интересов в суде',
    'arbitrazh court|=арбитражный процесс|арбитражные суды|арбитражных судах|арбитраж',
    'pre-trial claims|demand letters|=претензионная работа|претензионно-исковая работа',
    'legal research|=правовой анализ|анализ судебной практики', 'Westlaw', 'LexisNexis|lexis',
    'Relativity|e-discovery|ediscovery|electronic discovery', 'discovery|discovery requests',
    'due diligence|=правовой аудит', 'corporate law|=корпоративное право',
    'Civil Code|=ГК РФ|гражданский кодекс',
    'АПК РФ|арбитражный процессуальный кодекс', 'ГПК РФ|гражданский процессуальный кодекс',
    'КонсультантПлюс|консультант плюс|консультант+', '^Гарант|система гарант|системе гарант|справочная система гарант',
    'GDPR', 'compliance|regulatory compliance|=комплаенс', 'e-filing|efiling|=мой арбитр|электронная подача документов',
    'bar admission|bar license|admitted to the bar|=статус адвоката',
    'pleadings|motions|=процессуальные документы|исковые заявления|исковое заявление',
    'intellectual property|^IP law|=интеллектуальная собственность',
    'cite-checking|cite-check|bluebook', 'legal writing|=юридическая техника',
    'enforcement proceedings|=исполнительное производство', 'bankruptcy|=банкротство',
    'corporate governance|=корпоративные процедуры|корпоративное управление', 'personal data law|=152-ФЗ|персональные данные',
    'M&A|mergers and acquisitions|=слияния и поглощения|сделки M&A',
  ],
  topicWords: {
    en: [
      'client', 'contract', 'clause', 'agreement', 'court', 'case', 'claim', 'hearing', 'judge',
      'deadline', 'filing', 'motion', 'brief', 'evidence', 'document', 'counsel', 'risk',
      'liability', 'law', 'regulation', 'compliance', 'dispute', 'settlement', 'negotiation',
      'party', 'signature', 'review', 'research', 'precedent', 'memo', 'attorney', 'lawyer',
      'exhibit', 'deposition', 'trial', 'matter', 'draft', 'term',
    ],
    ru: [
      'клиент', 'договор', 'пункт', 'условие', 'соглашение', 'суд', 'дело', 'иск', 'претензия',
      'заседание', 'судья', 'срок', 'документ', 'доказательство', 'позиция', 'риск',
      'ответственность', 'закон', 'норма', 'спор', 'урегулирование', 'переговоры', 'сторона',
      'контрагент', 'подпись', 'согласование', 'экспертиза', 'практика', 'решение', 'жалоба',
      'юрист', 'редакция', 'правка', 'протокол разногласий', 'неустойка',
    ],
  },
  questions: {
    en: {
      technical: [
        'Walk me through how you review a contract you have never seen before. What do you look at first?',
        'How do you research a legal question you do not know the answer to, and how do you check your conclusion?',
        'How do you track court and filing deadlines so that none is ever missed?',
        'How do you explain a legal risk to a manager or client who is not a lawyer?',
        'What does good practice in {skill} look like to you, and where have you applied it on a real matter?',
        'How do you organise the documents and evidence of a case so that anyone on the team can find what they need?',
      ],
      scenario: [
        'Tell me about a contract or case where your work changed the outcome. What did you do, and how did it end?',
        'The business wants a contract signed today, but it contains a clause you think is risky. What do you do?',
        'You find an error in a document that has already been filed or sent to the other side. How do you handle it?',
        'Tell me about a negotiation with a counterparty or opposing counsel. What was your position, and what was the result?',
        'Two urgent matters need your work on the same day, and each lawyer or manager says theirs comes first. What do you do?',
        'A colleague asks you to backdate a document or leave out an unhelpful fact. How do you respond?',
      ],
    },
    ru: {
      technical: [
        'Расскажите по шагам, как вы проверяете незнакомый договор. На что смотрите в первую очередь?',
        'Как вы разбираетесь в правовом вопросе, ответа на который не знаете, и как проверяете свой вывод?',
        'Как вы отслеживаете процессуальные сроки, чтобы ни один не был пропущен?',
        'Как вы объясняете правовой риск руководителю или клиенту, который не юрист?',
        'Что для вас значит качественная работа в том, что касается темы «{skill}», и где вы применяли это на практике?',
        'Как вы организуете документы и доказательства по делу, чтобы любой в команде быстро нашёл нужное?',
      ],
      scenario: [
        'Расскажите о договоре или деле, где ваша работа повлияла на результат. Что вы сделали и чем всё закончилось?',
        'Бизнес хочет подписать договор сегодня, но в нём есть условие, которое вы считаете рискованным. Ваши действия?',
        'Вы нашли ошибку в документе, который уже подан в суд или отправлен контрагенту. Как вы поступите?',
        'Расскажите о переговорах с контрагентом или другой стороной спора. Какой была ваша позиция и чем всё закончилось?',
        'Два срочных дела требуют вашей работы в один день, и каждый руководитель считает своё главным. Что вы сделаете?',
        'Коллега просит вас поставить в документе дату задним числом или умолчать о неудобном факте. Как вы ответите?',
      ],
    },
  },
};
