import type { FamilyLexicon } from './family-lexicon';

// Social work and care: social workers, caseworkers, care and support workers, home carers and
// personal assistants of elderly and disabled people. Their work happens in people's homes and
// lives, around consent, safeguarding and care plans rather than wards, so it has its own questions.
// prettier-ignore
export const SOCIAL_CARE: FamilyLexicon = {
  family: 'social_care',
  titleCues: [
    'social worker', 'social work', 'social care', 'caseworker', 'case worker', 'case manager',
    'care worker', 'support worker', 'carer', 'home care aide', 'home care worker',
    'personal care assistant', 'direct support professional', 'live-in caregiver',
    'domiciliary care', 'caregiver', 'care assistant', 'сиделк*', 'социальный работник', 'соцработник*', 'специалист по социальной работе',
    'социального обслуживания', 'помощник по уходу', 'куратор случая',
    'специалист по работе с семьёй',
  ],
  skills: [
    'needs assessment|care needs assessment|social care assessment|=оценка нуждаемости|определение индивидуальной потребности|оценка индивидуальной потребности',
    'support planning|care and support plan|support plan|=индивидуальная программа предоставления социальных услуг|^ИППСУ|индивидуальная программа',
    'adult safeguarding|safeguarding adults|adult protection|=защита от жестокого обращения|профилактика жестокого обращения',
    'child protection work|section 47 enquiries|child in need|=работа с семьями в социально опасном положении|семьи в СОП|семейное неблагополучие',
    'case recording|case notes|=ведение личных дел|личное дело получателя социальных услуг|журнал посещений',
    'moving and handling|manual handling|safe transfers|hoist|=безопасное перемещение|перемещение маломобильных|пересаживание',
    'personal care|=гигиенический уход|общий уход|личная гигиена подопечного',
    'dementia care|=уход при деменции|уход за людьми с деменцией',
    'medication support|medication prompting|=помощь в приёме лекарств|контроль приёма лекарств',
    'person-centred care|person-centered care|person-centred planning|=человекоцентрированный подход|личностно-ориентированный подход',
    'multi-agency working|multi-agency|interagency working|=межведомственное взаимодействие',
    'motivational interviewing|=мотивационное консультирование',
    'Mental Capacity Act|mental capacity assessment|capacity assessment|=оценка дееспособности',
    'guardianship|=опека и попечительство|органы опеки',
    '442-ФЗ|об основах социального обслуживания|закон о социальном обслуживании',
    'long-term care|=система долговременного ухода|^СДУ|долговременный уход',
    'Diploma in Health and Social Care|health and social care diploma|Care Certificate|^NVQ|^QCF|=удостоверение помощника по уходу',
    'social work degree|^BSW|^MSW|^LCSW|^LMSW|=высшее образование по социальной работе|переподготовка по социальной работе',
  ],
  topicWords: {
    en: [
      'client', 'service user', 'resident', 'family', 'relative', 'parent', 'child', 'home',
      'visit', 'home visit', 'assessment', 'care plan', 'support plan', 'needs', 'risk',
      'safeguarding', 'abuse', 'neglect', 'concern', 'referral', 'consent', 'confidentiality',
      'capacity', 'dementia', 'disability', 'elderly', 'mobility', 'hoist', 'fall', 'hygiene',
      'washing', 'continence', 'meal', 'medication', 'wellbeing', 'independence', 'caseload',
      'case notes', 'agency', 'boundaries', 'benefits', 'housing', 'foster', 'review',
    ],
    ru: [
      'подопечный', 'получатель услуг', 'клиент', 'семья', 'родственник', 'родители', 'ребёнок',
      'пожилой', 'бабушка', 'дедушка', 'инвалидность', 'квартира', 'посещение', 'обследование',
      'акт обследования', 'нуждаемость', 'программа', 'уход', 'гигиена', 'мытьё', 'подгузник',
      'пролежни', 'кормление', 'лекарства', 'деменция', 'падение', 'коляска', 'опека',
      'соцзащита', 'жестокое обращение', 'насилие', 'согласие', 'конфиденциальность',
      'личное дело', 'справка', 'пособие', 'пенсия', 'поликлиника', 'участковый', 'границы',
      'отказ', 'продукты', 'реабилитация',
    ],
  },
  questions: {
    en: {
      technical: [
        'Walk me through a first home visit to a new client: what you look at, what you ask, and what you write down afterwards.',
        'How do you work out what a person really needs and turn it into a care or support plan that they agree with?',
        'How do you recognise signs of abuse or neglect, and what exactly do you do once you have a concern?',
        "How do you protect a client's dignity and privacy when you help them wash, dress or use the toilet?",
        'What does good practice in {skill} look like to you, and how do you apply it in your work with clients?',
        'How do you decide what you can share about a client, and with whom? When would you share information without their consent?',
        'How do you write case notes so that a colleague who has never met the client understands what happened and what comes next?',
      ],
      scenario: [
        'Tell me about a client who refused help they clearly needed. How did you handle it, and how did it end?',
        'You arrive for a visit and find the client on the floor after a fall, conscious but in pain. What do you do?',
        'During a home visit a child tells you something that makes you worried about their safety, and asks you not to tell anyone. What do you do?',
        'A client living with dementia is agitated, does not recognise you and will not let you help, but they need to eat and take their medication. How do you handle it?',
        'Tell me about a time a client or their family wanted more from you than your role allows: gifts, money, your personal phone number, friendship. What did you do?',
        'Tell me about a case where you had to work with another agency, such as a GP, a school, the police or housing, and things were not moving. What did you do, and how did it end?',
      ],
    },
    ru: {
      technical: [
        'Расскажите по шагам, как проходит ваше первое посещение нового подопечного на дому: на что вы смотрите, о чём спрашиваете и что потом фиксируете.',
        'Как вы определяете, что человеку действительно нужно, и превращаете это в план помощи, с которым он сам согласен?',
        'По каким признакам вы понимаете, что с подопечным жестоко обращаются или о нём не заботятся, и что конкретно делаете, если возникли подозрения?',
        'Как вы сохраняете достоинство и личное пространство подопечного, когда помогаете ему мыться, одеваться или ходить в туалет?',
        'Что для вас значит правильная работа в том, что касается темы «{skill}», и как вы применяете это в работе с подопечными?',
        'Что из сведений о подопечном вы можете рассказать и кому? В каких случаях вы передадите информацию без его согласия?',
        'Как вы ведёте записи и документы по подопечному, чтобы коллега, который ни разу его не видел, понял, что произошло и что делать дальше?',
      ],
      scenario: [
        'Расскажите о подопечном, который отказывался от помощи, хотя она была ему явно нужна. Как вы действовали и чем всё закончилось?',
        'Вы приходите к подопечному, а он лежит на полу после падения: в сознании, но ему больно. Ваши действия?',
        'Во время посещения семьи ребёнок рассказывает вам то, из-за чего вы начинаете опасаться за его безопасность, и просит никому не говорить. Что вы сделаете?',
        'Подопечная с деменцией возбуждена, не узнаёт вас и не даёт себе помочь, а ей нужно поесть и принять лекарства. Как вы поступите?',
        'Расскажите о случае, когда подопечный или его родственники хотели от вас большего, чем положено по работе: подарки, деньги, личный номер телефона, дружба. Как вы поступили?',
        'Расскажите о случае, когда нужно было работать вместе с другим ведомством — поликлиникой, школой, полицией, органами опеки, — а дело не двигалось. Что вы сделали и чем всё закончилось?',
      ],
    },
  },
};
