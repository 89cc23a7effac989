import type { FamilyLexicon } from './family-lexicon';

// Security: guards and officers, checkpoint controllers, CCTV operators and door supervisors.
// Their work is a post, a patrol and a logbook, with powers that stop well short of the police's,
// so they get questions of their own.
// prettier-ignore
export const SECURITY: FamilyLexicon = {
  family: 'security',
  titleCues: [
    'security guard', 'security officer', 'security supervisor', 'security agent',
    'security operative', 'site security', 'mobile patrol', 'door supervisor', 'bouncer',
    'cctv operator', 'loss prevention', 'guard', 'охранник*', 'частный охранник',
    'сотрудник охраны', 'контролёр кпп', 'оператор видеонаблюдения',
    'оператор систем видеонаблюдения', 'инспектор охраны', 'начальник охраны',
    'старший смены охраны', 'вахтёр*', 'сторож*', 'телохранител*',
  ],
  skills: [
    'security licence|security license|SIA licence|^SIA|guard card|=удостоверение частного охранника|удостоверение охранника|^УЧО',
    'security guard grade|=разряд охранника|4 разряд|5 разряд|6 разряд',
    'Russian private security law|=закон о частной охранной деятельности|2487-1',
    'access control|pass control|=пропускной режим|контрольно-пропускной режим',
    'access control systems|card access system|=СКУД|система контроля доступа',
    'CCTV monitoring|^CCTV|video surveillance|=видеонаблюдение|система видеонаблюдения',
    'patrolling|guard tour system|=патрулирование|обход территории',
    'incident reporting|incident reports|occurrence book|=ведение журналов на посту|журнал происшествий|рапорт',
    'alarm response|intruder alarm|=реагирование на тревогу|охранно-пожарная сигнализация|^ОПС|тревожная кнопка',
    'fire safety|fire warden|fire evacuation|=пожарная безопасность|пожарно-технический минимум|^ПТМ',
    'conflict management|physical intervention|=предотвращение конфликтов|урегулирование конфликтов',
    'bag and vehicle search|metal detector|=осмотр вещей|осмотр транспорта|металлодетектор',
    'use of force and restraint|handcuffs|baton|=применение специальных средств|спецсредства',
    'key control|key register|=учёт ключей|выдача ключей',
    'post orders|assignment instructions|=должностная инструкция охранника|инструкция на посту',
    'post handover|=приём и сдача поста|приём-сдача дежурства|приема-сдачи дежурства',
    'two-way radio|radio communication|=радиосвязь|рация',
  ],
  topicWords: {
    en: [
      'post', 'patrol', 'gate', 'barrier', 'checkpoint', 'entrance', 'pass', 'badge', 'visitor',
      'contractor', 'logbook', 'report', 'incident', 'camera', 'cctv', 'monitor', 'alarm', 'door',
      'keys', 'radio', 'handover', 'night shift', 'perimeter', 'fence', 'intruder', 'trespasser',
      'theft', 'vehicle', 'search', 'bag', 'fire', 'evacuation', 'assembly point', 'police',
      'control room', 'site', 'premises', 'guard', 'officer', 'aggressive', 'drunk', 'lock-up',
    ],
    ru: [
      'пост', 'обход', 'территория', 'объект', 'периметр', 'ворота', 'шлагбаум', 'турникет', 'кпп',
      'проходная', 'пропуск', 'посетитель', 'подрядчик', 'журнал', 'рапорт', 'происшествие',
      'камера', 'монитор', 'тревога', 'сигнализация', 'тревожная кнопка', 'ключи', 'рация', 'смена',
      'дежурство', 'нарушитель', 'посторонний', 'кража', 'автомобиль', 'осмотр', 'сумка', 'пожар',
      'эвакуация', 'полиция', 'гбр', 'начальник смены', 'пульт', 'пьяный', 'удостоверение',
      'опечатывание',
    ],
  },
  questions: {
    en: {
      technical: [
        'Walk me through taking over a post at the start of a shift: what the outgoing officer hands over, what you check and what you write down.',
        'How do you run access control at an entrance: checking passes and ID, signing in visitors and contractors, letting vehicles in?',
        'How do you do a patrol so that it actually finds problems rather than just ticking off the route?',
        'What do you write in the logbook or an incident report, and how do you make sure someone reading it later can tell exactly what happened?',
        'What does good practice in {skill} look like to you, and how have you applied it on your post?',
        'How do you calm down an aggressive or drunk person before it turns physical? What do you say, and where do you stand?',
        'What are the limits of your authority as a security officer: when can you stop someone, look in their bag or hold them, and when do you call the police?',
      ],
      scenario: [
        'The fire alarm goes off in the building during your shift. What do you do, step by step?',
        'A senior manager or VIP arrives without a pass and tells you to let them through without the checks, because "everyone knows me". What do you do?',
        'On a night patrol you find your colleague asleep at the post. What do you do?',
        'Tell me about an incident on your shift: what happened, what you did and what you reported.',
        'On CCTV you see someone climbing the fence at the far end of the site, and you are alone on the post. What do you do?',
        'Tell me about a time you had to refuse entry to someone who was angry about it. How did it end?',
      ],
    },
    ru: {
      technical: [
        'Расскажите по шагам, как вы принимаете пост в начале смены: что вам передаёт сменщик, что вы проверяете и что записываете в журнал.',
        'Как вы организуете пропускной режим на входе: проверка пропусков и документов, посетители и подрядчики, въезд машин?',
        'Как вы делаете обход, чтобы действительно замечать нарушения, а не просто отмечаться на маршруте?',
        'Что вы записываете в журнал или в рапорт о происшествии и как добиваетесь, чтобы по записи потом можно было точно понять, что случилось?',
        'Что для вас значит правильная работа в том, что касается темы «{skill}», и как вы применяли это на посту?',
        'Как вы успокаиваете агрессивного или нетрезвого человека, пока дело не дошло до силы? Что говорите и как держитесь?',
        'Что частный охранник вправе делать, а что нет: когда можно задержать человека, осмотреть вещи, применить спецсредства — и когда вы вызываете полицию?',
      ],
      scenario: [
        'Во время вашей смены в здании срабатывает пожарная сигнализация. Ваши действия — по шагам?',
        'Приезжает руководитель или важный гость без пропуска и требует пропустить его без проверки: «Меня тут все знают». Как вы поступите?',
        'Ночью на обходе вы обнаруживаете, что напарник спит на посту. Что вы сделаете?',
        'Расскажите о происшествии на вашей смене: что случилось, что вы сделали и что доложили руководству.',
        'По камерам вы видите, как кто-то перелезает через забор в дальнем углу территории, а вы на посту один. Ваши действия?',
        'Расскажите о случае, когда вам пришлось не пропустить человека, а он был этим очень недоволен. Чем всё закончилось?',
      ],
    },
  },
};
