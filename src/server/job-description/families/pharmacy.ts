import type { FamilyLexicon } from './family-lexicon';

// prettier-ignore
export const PHARMACY: FamilyLexicon = {
  family: 'pharmacy',
  titleCues: [
    'pharmacist', 'pharmacy', 'pharmacy technician', 'pharmacy assistant', 'dispensing assistant',
    'провизор*', 'фармацевт*', 'аптек*', 'заведующий аптекой',
  ],
  skills: [
    'dispensing|prescription dispensing|=отпуск лекарственных средств|отпуск лекарственных препаратов|отпуск лекарств|рецептурный отпуск',
    'pharmaceutical counselling|patient counseling|medication counseling|=фармацевтическое консультирование|консультирование покупателей',
    'drug interactions|=лекарственные взаимодействия|взаимодействие лекарств',
    'controlled substances|controlled drugs|=рецептурные препараты|сильнодействующие|наркотические и психотропные',
    'expiry date control|=контроль сроков годности|сроки годности',
    'Chestny Znak|=Честный знак|маркировка лекарств|мдлп', 'planogram|=планограмма|выкладка товара',
    'pharmacy license|pharmacist license|registered pharmacist|=фармацевтическое образование|сертификат фармацевта',
    'compounding|=изготовление лекарственных форм', 'cold chain storage|=температурный режим хранения|холодовая цепь',
    'pharmacy software|=1С:Аптека|1с аптека|ф-аптека|М-Аптека', 'generic substitution|=подбор аналогов|подбор синонимов и аналогов',
    'immunisations|immunizations|vaccinations|=вакцинация',
  ],
  topicWords: {
    en: [
      'prescription', 'medicine', 'medication', 'drug', 'dose', 'patient', 'customer', 'doctor',
      'pharmacy', 'counter', 'stock', 'expiry', 'label', 'interaction', 'allergy', 'side effect',
      'generic', 'insurance', 'refill', 'storage', 'fridge', 'order', 'supplier', 'till',
    ],
    ru: [
      'рецепт', 'лекарство', 'препарат', 'доза', 'покупатель', 'посетитель', 'врач', 'аптека',
      'витрина', 'остатки', 'срок годности', 'маркировка', 'взаимодействие', 'аллергия',
      'побочный эффект', 'аналог', 'хранение', 'холодильник', 'заказ', 'поставщик', 'касса',
      'чек', 'смена', 'приёмка', 'жалоба',
    ],
  },
  questions: {
    en: {
      technical: [
        'Walk me through how you check a prescription before you dispense it. What makes you stop and call the prescriber?',
        'How do you advise a customer who asks for something for a cough and already takes several medicines?',
        'How do you keep stock right: receiving, expiry dates, storage temperatures and returns?',
        'How do you explain to a customer how and when to take a new medicine so that they remember it?',
        'What does good practice in {skill} look like to you, and how have you applied it at the counter?',
        'How do you handle prescription-only and controlled medicines so that every record is correct?',
      ],
      scenario: [
        'Tell me about a time you caught an error in a prescription or a dispensing mistake. What did you do, and how did it end?',
        'A customer insists on buying a prescription-only medicine without a prescription. How do you handle it?',
        'A queue builds up while a customer needs a long consultation. What do you do?',
        'The medicine a customer needs is out of stock. What do you offer, and how do you explain it?',
        'Tell me about a time you noticed that a batch was expired or stored wrongly. What did you do?',
        'A customer comes back angry because a medicine you recommended did not help. How do you respond?',
      ],
      soft_skills: [
        'Tell me about a time you had to question a prescription with the prescriber. How did you raise it, and what happened?',
        'Describe a situation when a customer was angry because their medicine was out of stock. How did you handle it?',
        'Tell me about a time you made, or nearly made, a dispensing error. How did you report it, and what happened next?',
        'Tell me about a time you had to advise a customer who was embarrassed or reluctant to talk about their problem. How did you approach it?',
      ],
    },
    ru: {
      technical: [
        'Расскажите по шагам, как вы проверяете рецепт перед отпуском препарата. В каком случае вы остановитесь и свяжетесь с врачом?',
        'Как вы проконсультируете покупателя, который просит «что-нибудь от кашля» и уже принимает несколько лекарств?',
        'Как вы поддерживаете порядок с товаром: приёмка, сроки годности, температура хранения, возвраты?',
        'Как вы объясняете покупателю, как и когда принимать новый препарат, чтобы он это запомнил?',
        'Что для вас значит правильная работа по теме «{skill}», и как вы это применяли за первым столом?',
        'Как вы работаете с рецептурными препаратами и препаратами на предметно-количественном учёте, чтобы все записи были верными?',
      ],
      scenario: [
        'Расскажите о случае, когда вы заметили ошибку в рецепте или при отпуске препарата. Что вы сделали и чем всё закончилось?',
        'Покупатель настаивает, чтобы ему продали рецептурный препарат без рецепта. Как вы поступите?',
        'Пока один покупатель получает долгую консультацию, растёт очередь. Что вы будете делать?',
        'Нужного покупателю препарата нет в наличии. Что вы предложите и как это объясните?',
        'Расскажите о случае, когда вы обнаружили просроченную или неправильно хранившуюся партию. Что вы сделали?',
        'Покупатель вернулся рассерженным: препарат, который вы посоветовали, не помог. Как вы ответите?',
      ],
      soft_skills: [
        'Расскажите о случае, когда покупатель требовал продать рецептурный препарат без рецепта. Как вы ему отказали и чем всё закончилось?',
        'Вспомните ситуацию, когда у кассы собралась очередь, а покупатель долго расспрашивал вас о лекарствах. Как вы справились?',
        'Расскажите, как вы поступили, когда заметили ошибку коллеги при отпуске препарата или с ценой. Как прошёл разговор?',
        'Приведите пример, когда пожилой покупатель никак не мог понять, как принимать лекарство. Как вы ему объясняли?',
      ],
    },
  },
};
