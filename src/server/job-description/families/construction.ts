import type { FamilyLexicon } from './family-lexicon';

// prettier-ignore
export const CONSTRUCTION: FamilyLexicon = {
  family: 'construction',
  titleCues: [
    'civil engineer', 'site engineer', 'structural engineer', 'construction', 'construction manager',
    'site manager', 'site supervisor', 'superintendent', 'foreman', 'estimator', 'cost estimator',
    'quantity surveyor', 'land surveyor', 'building inspector', 'clerk of works',
    'прораб*', 'сметчик*', 'инженер-сметчик*', 'инженер пто', 'инженер-строитель', 'строител*',
    'инженер технического надзора', 'технадзор*', 'инженер строительного контроля',
    'стройконтрол*', 'мастер участка', 'начальник участка', 'геодезист*',
    'инженер-конструктор кж', 'инженер-конструктор км', 'конструктор кж', 'конструктор км',
    'инженер-конструктор зданий', 'инженер-конструктор строительн*',
    'главный инженер проекта', 'гип',
  ],
  skills: [
    'AutoCAD|autocad civil 3d|=Автокад', 'Revit', 'BIM|building information modeling', 'Tekla',
    'MS Project|microsoft project', 'Primavera P6|primavera',
    'cost estimating|estimating|quantity takeoff|takeoffs|=сметное дело|составление смет|сметные расчёты|сметные расчеты|сметный расчет',
    'Grand-Smeta|=Гранд-Смета|гранд смета|гранд-смете', '^ГЭСН', '^ФЕР', '^ТЕР',
    'КС-2|кс2', 'КС-3|кс3', 'as-built documentation|=исполнительная документация',
    'construction supervision|=технический надзор|строительный контроль|стройконтроль',
    'building codes|=СНиП|строительные нормы|^СП', 'structural analysis|=расчёт конструкций|расчет конструкций|ЛИРА|SCAD',
    'working drawings|construction drawings|=рабочая документация|чтение чертежей|проектная документация|~чтение схем|~электрические схемы|~wiring diagrams|~schematics',
    'concrete works|reinforced concrete|=монолитные работы|железобетон|бетонные работы',
    'subcontractor management|=работа с подрядчиками|субподрядчики|проверка смет подрядчиков',
    'site safety|construction safety|=охрана труда на стройке|ОТиТБ',
    'geodetic survey|total station|=геодезическая съёмка|тахеометр|нивелир',
    'OSHA 30|osha-30',
  ],
  topicWords: {
    en: [
      'site', 'building', 'project', 'contractor', 'subcontractor', 'crew', 'schedule', 'budget',
      'estimate', 'cost', 'drawing', 'design', 'concrete', 'steel', 'foundation', 'structure',
      'inspection', 'permit', 'code', 'safety', 'material', 'delivery', 'change order', 'quantity',
      'client', 'owner', 'architect', 'defect', 'handover', 'milestone', 'weather', 'delay',
    ],
    ru: [
      'объект', 'стройка', 'здание', 'проект', 'подрядчик', 'субподрядчик', 'бригада', 'график',
      'бюджет', 'смета', 'стоимость', 'чертёж', 'документация', 'бетон', 'арматура', 'фундамент',
      'конструкция', 'проверка', 'разрешение', 'норма', 'безопасность', 'материал', 'поставка',
      'объём', 'заказчик', 'застройщик', 'дефект', 'замечание', 'сдача', 'этап', 'сроки', 'акт',
    ],
  },
  questions: {
    en: {
      technical: [
        'Walk me through how you prepare an estimate or a work schedule from a set of drawings. Where do mistakes usually creep in?',
        'How do you check a contractor\'s work or estimate, and what do you do when the figures or the quality do not match?',
        'How do you keep a site safe, and what do you check yourself every day?',
        'How do you handle design changes once work has started, so that cost and schedule stay under control?',
        'What does good practice in {skill} look like to you, and where have you applied it on a real project?',
        'How do you keep the project documentation complete and up to date for handover and inspections?',
      ],
      scenario: [
        'Tell me about a project that was falling behind schedule or over budget. What did you do, and how did it end?',
        'An inspection finds a serious defect a week before handover. What do you do?',
        'The client asks for extra work but does not want to sign a change order. How do you handle it?',
        'Tell me about a time you found a mistake in the drawings or the estimate before it was built. What happened next?',
        'A subcontractor keeps missing dates and the next trades are waiting. How do you handle it?',
        'Tell me about a time you stopped work on site because something was unsafe. What happened next?',
      ],
      soft_skills: [
        "Tell me about a time a subcontractor's work was not up to standard. How did you raise it with them, and what happened?",
        'Describe a situation when the client or their representative asked for changes that caused problems on site. How did you handle the conversation?',
        'Tell me about a time you had to report a delay or an error that you were partly responsible for. How did you communicate it?',
        'Tell me about a time you disagreed with a designer or another engineer about a detail. How did you work it through with them?',
      ],
    },
    ru: {
      technical: [
        'Расскажите по шагам, как вы готовите смету или график работ по комплекту чертежей. Где обычно закрадываются ошибки?',
        'Как вы проверяете работу или смету подрядчика и что делаете, если объёмы или качество не сходятся?',
        'Как вы обеспечиваете безопасность на объекте и что проверяете лично каждый день?',
        'Как вы работаете с изменениями проекта, когда работы уже начались, чтобы удержать стоимость и сроки?',
        'Что для вас значит качественная работа по теме «{skill}», и где вы применяли это на реальном объекте?',
        'Как вы поддерживаете исполнительную и проектную документацию в порядке к сдаче объекта и проверкам?',
      ],
      scenario: [
        'Расскажите об объекте, который отставал от графика или выходил за бюджет. Что вы сделали и чем всё закончилось?',
        'За неделю до сдачи объекта проверка находит серьёзный дефект. Ваши действия?',
        'Заказчик просит дополнительные работы, но не хочет подписывать допсоглашение. Как вы поступите?',
        'Расскажите о случае, когда вы нашли ошибку в чертежах или смете до того, как её воплотили на объекте. Что было дальше?',
        'Субподрядчик раз за разом срывает сроки, а следующие бригады простаивают. Как вы будете действовать?',
        'Расскажите о случае, когда вы остановили работы на объекте из-за угрозы безопасности. Что было дальше?',
      ],
      soft_skills: [
        'Расскажите о случае, когда заказчик или технадзор не принимал работы, а вы были с ним не согласны. Как вы вели разговор?',
        'Вспомните ситуацию, когда проектировщики долго не отвечали на вопросы, а от этого зависела работа на объекте. Как вы добивались ответа?',
        'Расскажите, как вы объясняли заказчику, почему выросли смета или сроки. Как он отреагировал и чем всё закончилось?',
        'Приведите пример, когда вы обнаружили свою ошибку в расчётах или документации уже после передачи. Как вы об этом сообщили?',
      ],
    },
  },
};
