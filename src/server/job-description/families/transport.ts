import type { FamilyLexicon } from './family-lexicon';

// prettier-ignore
export const TRANSPORT: FamilyLexicon = {
  family: 'transport',
  titleCues: [
    'driver', 'truck driver', 'delivery driver', 'van driver', 'lorry driver',
    'hgv driver', 'cdl', 'cdl-a', 'cdl driver', 'owner operator', 'courier',
    'водитель*', 'курьер*', 'дальнобойщик*',
  ],
  // Not «машинист»: an excavator's, a crane's or a locomotive's operator drives no road and
  // delivers nothing; interviewed as a lorry driver, they were asked about waybills and
  // driving hours (round 6 of the question rating). Their jobs are read as general work.
  skills: [
    'CDL|class a cdl|cdl-a|cdl class a|commercial driver\'s license|commercial driver license',
    'ELD|electronic logging device|hours of service|^HOS', 'DOT medical card|dot physical|medical card',
    'pre-trip inspection|pre-trip and post-trip inspections|pre-trip|post-trip|=предрейсовый осмотр|предрейсовый медосмотр',
    'tachograph|=тахограф', 'CNG vehicles|compressed natural gas|natural gas vehicles|^CNG|=техника на КПГ|^КПГ|компримированный природный газ|газомоторная техника|газомоторные автобусы|~метан|~газомоторн',
    'hazmat endorsement|hazmat|=ДОПОГ|свидетельство ДОПОГ',
    'load securement|securing loads|secure loads|=крепление груза',
    'clean driving record|clean mvr|=безаварийный стаж|безаварийное вождение',
    'defensive driving|=защитное вождение', 'HGV licence|class 1|=категория CE|категории CE|категория C|категории C',
    'OTR|over the road|over-the-road', 'reefer|refrigerated trailer|=рефрижератор',
    'route navigation|navigation apps|=навигатор|Яндекс.Навигатор',
    'proof of delivery|^POD|=подтверждение доставки', 'tractor-trailer|semi-truck|=седельный тягач|фура',
  ],
  topicWords: {
    en: [
      'road', 'route', 'truck', 'trailer', 'van', 'vehicle', 'load', 'delivery', 'customer',
      'dispatch', 'dispatcher', 'schedule', 'hours', 'log', 'inspection', 'brake', 'tyre', 'tire',
      'fuel', 'mile', 'traffic', 'weather', 'accident', 'safety', 'parking', 'stop', 'receiver',
      'shipper', 'cargo', 'freight', 'pallet', 'breakdown', 'detour', 'delay', 'driver', 'shift',
    ],
    ru: [
      'дорога', 'маршрут', 'машина', 'фура', 'прицеп', 'автомобиль', 'груз', 'доставка',
      'клиент', 'диспетчер', 'рейс', 'график', 'путевой лист', 'осмотр', 'тормоз', 'шина',
      'топливо', 'пробег', 'пробка', 'погода', 'авария', 'безопасность', 'стоянка', 'точка',
      'получатель', 'отправитель', 'паллет', 'поломка', 'объезд', 'опоздание', 'водитель', 'смена',
    ],
  },
  questions: {
    en: {
      technical: [
        'Walk me through your checks before a trip. What would make you refuse to take the vehicle out?',
        'How do you plan a day of deliveries or a long run so that you arrive on time and within your legal hours?',
        'How do you secure and check a load, and what do you do if it shifts on the way?',
        'How do you keep your logs, delivery papers and receipts correct and complete?',
        'What does good practice in {skill} look like to you, and how have you applied it on the road?',
        'How do you drive safely in bad weather, heavy traffic or when you are tired? What do you do differently?',
      ],
      scenario: [
        'Tell me about a delivery that went wrong: a delay, a breakdown or a wrong address. What did you do, and how did it end?',
        'Your vehicle breaks down on the road with a time-critical load. What do you do, step by step?',
        'A customer refuses to accept the delivery and is angry. How do you handle it?',
        'Dispatch asks you to take one more run that would put you over your legal hours. What do you do?',
        'Tell me about a time you noticed a safety problem with your vehicle or load before it caused trouble. What happened next?',
        'You are stuck in traffic and will miss a delivery window. Who do you tell, and what do you say?',
      ],
      soft_skills: [
        'Tell me about a time you were running late for a delivery. How did you let the customer or dispatcher know, and what did you say?',
        'Describe a situation when a customer refused a delivery or complained about it. How did you handle it on the spot?',
        'Tell me about a time you disagreed with a dispatcher or planner about a route or schedule. How did you raise it?',
        'Tell me about a time you made a mistake, such as delivering to the wrong address or damaging goods. How did you report it?',
      ],
    },
    ru: {
      technical: [
        'Расскажите по шагам, что вы проверяете перед рейсом. Что заставило бы вас отказаться выезжать на машине?',
        'Как вы планируете день доставок или дальний рейс, чтобы успеть вовремя и не нарушить режим труда и отдыха?',
        'Как вы закрепляете и проверяете груз и что делаете, если он сместился в пути?',
        'Как вы следите за тем, чтобы путевые листы, накладные и отметки о доставке были заполнены правильно и полностью?',
        'Что для вас значит правильная работа по теме «{skill}», и как вы это применяли в рейсах?',
        'Как вы ведёте машину в плохую погоду, в плотном потоке или когда устали? Что делаете иначе?',
      ],
      scenario: [
        'Расскажите о доставке, которая пошла не по плану: задержка, поломка или неверный адрес. Что вы сделали и чем всё закончилось?',
        'Машина сломалась на трассе, а груз нужно доставить к сроку. Что вы будете делать — по шагам?',
        'Получатель отказывается принимать груз и злится. Как вы поступите?',
        'Диспетчер просит взять ещё один рейс, из-за которого вы нарушите режим труда и отдыха. Ваши действия?',
        'Расскажите о случае, когда вы заметили проблему с машиной или грузом до того, как она привела к беде. Что было дальше?',
        'Вы стоите в пробке и не успеваете к окну доставки. Кому и что вы сообщите?',
      ],
      soft_skills: [
        'Расскажите о случае, когда получатель был недоволен и грубил вам при доставке. Как вы себя вели и чем всё закончилось?',
        'Вспомните ситуацию, когда диспетчер давал вам рейс или задание, которое вы считали небезопасным или невыполнимым. Как вы поступили?',
        'Расскажите, как вы действовали, когда на складе или у клиента вас долго не разгружали и вы выбивались из графика.',
        'Приведите пример, когда по вашей вине был повреждён груз или поцарапана машина. Как вы об этом сообщили и что было дальше?',
      ],
    },
  },
};
