import type { FamilyLexicon } from './family-lexicon';

// Moving goods between places: logisticians, transport planners, dispatchers and freight
// forwarders. They plan deliveries and work with carriers and documents from a desk; the
// warehouse floor (logistics.ts) and the driver's seat (transport.ts) are other jobs.
// prettier-ignore
export const FREIGHT: FamilyLexicon = {
  family: 'freight',
  titleCues: [
    'logistics coordinator', 'logistics specialist', 'logistics planner', 'logistician',
    'transport planner', 'transportation planner', 'transport coordinator', 'dispatcher',
    'freight dispatcher', 'truck dispatcher', 'freight forwarder', 'freight broker',
    'freight coordinator', 'shipping coordinator', 'import coordinator', 'export coordinator',
    'логист*', 'диспетчер*', 'экспедитор*', 'менеджер по логистике', 'специалист по логистике',
    'менеджер по перевозкам', 'менеджер по транспорту', 'специалист вэд', 'таможенный декларант',
  ],
  skills: [
    'carrier management|carrier relations|=работа с перевозчиками|подбор перевозчиков',
    'freight rates|rate negotiation|=ставки на перевозку|тарифы на перевозку',
    'delivery planning|delivery scheduling|=планирование доставок|планирование перевозок',
    'customs clearance|=таможенное оформление|растаможка', 'LTL|less than truckload|=сборные грузы',
    'FTL|full truckload', 'load boards|^DAT|=АТИ|ATI.SU',
    'shipment tracking|=отслеживание грузов|контроль доставки',
    'multimodal transport|intermodal|=мультимодальные перевозки',
    'freight claims|=претензионная работа|претензии к перевозчикам',
  ],
  topicWords: {
    en: [
      'delivery', 'shipment', 'load', 'carrier', 'driver', 'truck', 'route', 'rate', 'quote',
      'customer', 'client', 'schedule', 'window', 'delay', 'tracking', 'documents', 'invoice',
      'customs', 'warehouse', 'pickup', 'consignee', 'shipper', 'freight', 'cargo', 'pallet',
      'cost', 'claim', 'damage', 'dispatch', 'booking', 'lane', 'container', 'port', 'transit',
    ],
    ru: [
      'доставка', 'перевозка', 'груз', 'перевозчик', 'водитель', 'машина', 'маршрут', 'ставка',
      'тариф', 'клиент', 'заказчик', 'график', 'окно', 'задержка', 'отслеживание', 'документы',
      'накладная', 'счёт', 'таможня', 'склад', 'отгрузка', 'получатель', 'отправитель', 'паллет',
      'стоимость', 'претензия', 'повреждение', 'заявка', 'рейс', 'контейнер', 'порт', 'срок',
      'экспедирование', 'логистика',
    ],
  },
  questions: {
    en: {
      technical: [
        'Walk me through how you plan tomorrow\'s deliveries: orders, vehicles, routes and time windows.',
        'How do you choose a carrier for a shipment, and what do you check before you hand them the load?',
        'How do you keep delivery costs down without missing delivery dates?',
        'How do you keep track of shipments on the way, and when do you tell the customer about a problem?',
        'What does good practice in {skill} look like to you, and how have you applied it?',
        'How do you make sure the documents for a shipment are right before it leaves, so that it is not refused or held on the way?',
      ],
      scenario: [
        'A carrier cancels on the morning of an urgent shipment. What do you do, step by step?',
        'Tell me about a delivery that went wrong: a delay, damage or a lost load. What did you do, and how did it end?',
        'A key customer calls, angry that their order is late again. How do you handle the call and what happens after it?',
        'Tell me about a time you found a cheaper or faster way to move goods. What changed, and by how much?',
        'A shipment is refused at delivery, or held at customs, because of a mistake in its documents. What do you do?',
        'Sales promised a customer a delivery date that you know cannot be met. How do you handle it?',
      ],
      soft_skills: [
        'Tell me about a time a shipment was delayed and the customer was unhappy. How did you keep them informed?',
        'Describe a situation when a driver or carrier did not do what they had agreed. How did you handle the conversation?',
        'Tell me about a time you made a planning or booking mistake. How did you report it and put it right?',
        'Tell me about a time you had urgent requests from several people at once. How did you decide what came first and tell everyone?',
      ],
    },
    ru: {
      technical: [
        'Расскажите, как вы планируете доставки на завтра: заказы, машины, маршруты и окна доставки.',
        'Как вы выбираете перевозчика для груза и что проверяете, прежде чем передать ему груз?',
        'Как вы снижаете стоимость доставки, не срывая сроки?',
        'Как вы отслеживаете грузы в пути и в какой момент сообщаете клиенту о проблеме?',
        'Что для вас значит правильная работа по теме «{skill}», и как вы применяли это на практике?',
        'Как вы проверяете документы на груз до отправки, чтобы его не развернули у получателя и не задержали в пути?',
      ],
      scenario: [
        'Перевозчик отказывается от срочного рейса утром в день отгрузки. Что вы будете делать — по шагам?',
        'Расскажите о доставке, которая пошла не по плану: задержка, повреждение или потеря груза. Что вы сделали и чем всё закончилось?',
        'Звонит ключевой клиент и возмущается, что заказ снова опаздывает. Как вы проведёте разговор и что будет после него?',
        'Расскажите о случае, когда вы нашли более дешёвый или быстрый способ доставки. Что изменилось и насколько?',
        'Груз не приняли у получателя или задержали на таможне из-за ошибки в документах. Ваши действия?',
        'Отдел продаж пообещал клиенту срок доставки, который, как вы знаете, невыполним. Как вы поступите?',
      ],
      soft_skills: [
        'Расскажите о случае, когда водитель отказался ехать или сорвал рейс в последний момент. Как вы с ним разговаривали и как решили ситуацию?',
        'Вспомните ситуацию, когда склад, перевозчик и клиент по-разному видели, кто виноват в задержке груза. Как вы находили общий язык?',
        'Расскажите, как вы сообщали клиенту о повреждении или потере груза. Как он отреагировал и что вы делали дальше?',
        'Приведите пример дня, когда на вас сыпались десятки звонков и срочных вопросов. Как вы сохраняли спокойствие и не теряли договорённости?',
      ],
    },
  },
};
