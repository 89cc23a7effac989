import type { FamilyLexicon } from './family-lexicon';

// Mechanical, design and manufacturing engineers in industry: drawings and tolerances, strength
// calculations, prototypes and tests, and the shop floor that makes their parts. Their day is a
// part on a drawing, not a building on a site, so they get questions of their own.
// prettier-ignore
export const ENGINEERING: FamilyLexicon = {
  family: 'engineering',
  titleCues: [
    'mechanical engineer', 'mechanical design engineer', 'design engineer', 'product design engineer',
    'product development engineer', 'manufacturing engineer', 'process engineer', 'cad designer',
    'cad engineer', 'cad technician', 'draughtsman', 'draftsman', 'drafter',
    'инженер-конструктор*', 'инженер конструктор*', 'конструктор*', 'инженер-механик*',
    'инженер механик*', 'инженер-технолог*', 'инженер технолог*', 'технолог машиностроения',
    'чертёжник*',
  ],
  skills: [
    'SolidWorks|solid works', 'KOMPAS-3D|kompas 3d|=КОМПАС-3D|компас 3d',
    'Autodesk Inventor|^Inventor', 'Siemens NX|^NX|unigraphics', 'CATIA|catia v5',
    'ANSYS|ansys mechanical',
    'finite element analysis|^FEA|^FEM|=метод конечных элементов|^МКЭ|прочностной расчёт|прочностной расчет|прочностные расчёты|прочностные расчеты',
    'GD&T|geometric dimensioning and tolerancing|ASME Y14.5|=допуски формы и расположения|допуски и посадки',
    'tolerance analysis|tolerance stack-up|tolerance stackup|=размерный анализ|размерные цепи',
    'ESKD|=ЕСКД|единая система конструкторской документации',
    'engineering drawings|technical drawings|=рабочая конструкторская документация|конструкторская документация|^КД',
    'process planning|manufacturing process planning|=разработка техпроцессов|технологический процесс|техпроцесс|^ЕСТД',
    'design for manufacturing|^DFM|^DFMA|design for manufacturability|=технологичность конструкции|отработка на технологичность',
    'FMEA|DFMEA|PFMEA|failure mode and effects analysis|=анализ видов и последствий отказов',
    'engineering change notice|^ECN|^ECO|engineering change order|=извещение об изменении|извещения об изменении',
    'PDM|^PLM|Teamcenter|Windchill|=PDM-система|ЛОЦМАН:PLM',
    'prototype testing|rapid prototyping|3D printing|=изготовление опытных образцов|испытания опытных образцов|3D-печать',
    'material selection|=выбор материалов|подбор материалов',
  ],
  topicWords: {
    en: [
      'drawing', 'part', 'assembly', 'tolerance', 'dimension', 'fit', 'model', 'cad', 'prototype',
      'test', 'testing', 'failure', 'load', 'stress', 'fatigue', 'strength', 'material', 'steel',
      'aluminium', 'aluminum', 'plastic', 'weld', 'machining', 'casting', 'supplier', 'shop floor',
      'production', 'manufacturing', 'design review', 'calculation', 'simulation', 'safety factor',
      'bearing', 'shaft', 'fastener', 'revision', 'change request', 'specification', 'warranty',
      'field failure', 'scrap', 'rework', 'tooling', 'machinist',
    ],
    ru: [
      'чертёж', 'деталь', 'сборка', 'узел', 'допуск', 'посадка', 'размер', 'модель', 'прототип',
      'опытный образец', 'испытание', 'отказ', 'поломка', 'нагрузка', 'напряжение', 'прочность',
      'расчёт', 'материал', 'сталь', 'алюминий', 'пластик', 'сварка', 'механообработка', 'литьё',
      'поставщик', 'цех', 'производство', 'технолог', 'конструктор', 'изделие', 'извещение',
      'спецификация', 'техническое задание', 'брак', 'доработка', 'рекламация', 'себестоимость',
      'оснастка', 'станок', 'подшипник', 'вал', 'крепёж', 'шероховатость', 'нормоконтроль',
    ],
  },
  questions: {
    en: {
      technical: [
        'Walk me through how you take a part from a requirement or a sketch to a released drawing. What do you check before you sign it off?',
        'How do you decide on tolerances for a part, and how do you make sure the parts will still fit together in the worst case?',
        'How do you choose a material for a part? Walk me through a recent choice and what you traded off.',
        'How do you check that a design is strong enough? When is a hand calculation enough, when do you run FEA, and how do you know the model is right?',
        'What does good practice in {skill} look like to you, and how have you applied it on a real part or product?',
        'How do you work with the shop floor or a supplier to make a part easier and cheaper to make without hurting how it works?',
        'How do you handle a change to a released design: who needs to know, which documents change, and what happens to parts already made or in stock?',
      ],
      scenario: [
        'Tell me about a prototype or a test that failed. How did you find the root cause, and what did you change?',
        'The shop floor tells you your part cannot be made to the drawing as drawn, and the batch is due this week. What do you do?',
        'A part you designed starts failing in the field and customers are complaining. Walk me through what you do, from the first report to the fix.',
        'Tell me about a time you found a mistake in your own drawing or calculation after it had been released. What happened next?',
        'Management asks you to cut the cost of a product by fifteen percent without losing reliability. Where do you start?',
        'Tell me about a design review where your solution was challenged. How did you defend it, or what did you change?',
      ],
    },
    ru: {
      technical: [
        'Расскажите по шагам, как вы ведёте деталь от технического задания или эскиза до выпущенного чертежа. Что проверяете, прежде чем подписать?',
        'Как вы назначаете допуски на детали и как убеждаетесь, что узел соберётся даже при самом неудачном сочетании размеров?',
        'Как вы выбираете материал для детали? Расскажите о недавнем случае: какие варианты рассматривали и чем пришлось пожертвовать.',
        'Как вы проверяете, что конструкция выдержит нагрузки? Когда вам достаточно ручного расчёта, когда нужен расчёт методом конечных элементов и как вы понимаете, что модели можно верить?',
        'Что для вас значит правильная работа в том, что касается темы «{skill}», и как вы применяли это на реальных изделиях?',
        'Как вы работаете с технологами, цехом или поставщиком, чтобы деталь было проще и дешевле изготовить, но она не потеряла в работоспособности?',
        'Как вы вносите изменения в уже выпущенную документацию: кого оповещаете, что оформляете и что делаете с деталями, которые уже изготовлены или лежат на складе?',
      ],
      scenario: [
        'Расскажите о случае, когда опытный образец не прошёл испытания. Как вы искали причину и что изменили в конструкции?',
        'Из цеха сообщают, что деталь по вашему чертежу изготовить нельзя, а партия нужна на этой неделе. Ваши действия?',
        'От заказчика приходят рекламации: ваша деталь ломается в эксплуатации. Что вы будете делать — от первой жалобы до исправления?',
        'Расскажите о случае, когда вы нашли ошибку в своём чертеже или расчёте уже после выпуска документации. Что было дальше?',
        'Руководство просит снизить себестоимость изделия на пятнадцать процентов без потери надёжности. С чего вы начнёте?',
        'Расскажите о случае, когда ваше конструкторское решение раскритиковали на техсовете или при согласовании. Как вы его отстаивали или что изменили?',
      ],
    },
  },
};
