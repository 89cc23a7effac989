import type { FamilyLexicon } from './family-lexicon';

// Drivers who carry people: city bus, coach, tram, trolleybus, taxi and school bus drivers and
// chauffeurs. Their day is a timetable and a vehicle full of passengers, not a load and a
// delivery window, so they get questions of their own.
// prettier-ignore
export const PASSENGER_TRANSPORT: FamilyLexicon = {
  family: 'passenger_transport',
  titleCues: [
    'bus driver', 'city bus driver', 'school bus driver', 'coach driver', 'bus operator',
    'taxi driver', 'rideshare driver', 'tram driver', 'trolleybus driver', 'chauffeur',
    'водитель автобус*', 'водитель городского автобус*', 'водитель школьного автобус*',
    'водитель электробус*', 'водитель троллейбус*', 'водитель трамва*', 'водитель такси',
    'водитель-таксист*', 'таксист*', 'водитель маршрутк*', 'водитель маршрутного такси',
    'водитель пассажирск*', 'водитель категории d', 'персональный водитель', 'личный водитель',
  ],
  skills: [
    'category D licence|category D license|PCV licence|bus licence|=категория D|категории D|права категории D',
    'passenger endorsement|^P endorsement|school bus endorsement|^S endorsement',
    'Driver CPC|certificate of professional competence',
    'pre-trip medical check|pre-shift medical check|=предрейсовый медицинский осмотр|послерейсовый медосмотр|послерейсовый медицинский осмотр',
    'fare collection|fare payment|=оплата проезда|обилечивание|валидатор',
    'wheelchair securement|accessible boarding|passenger assistance|=помощь маломобильным пассажирам|маломобильные пассажиры|^МГН',
    'timetable adherence|schedule adherence|on-time performance|=соблюдение графика движения|расписание движения|график движения',
    'passenger carriage rules|=правила перевозки пассажиров|правила перевозок пассажиров|устав автомобильного транспорта',
    'highway code|traffic rules|=ПДД|правила дорожного движения',
    'taxi licence|taxi license|private hire licence|^PHV licence|=разрешение на такси|реестр водителей такси',
    'ride-hailing apps|^Uber|^Lyft|=Яндекс Go|Яндекс.Такси|Яндекс Такси',
    'child car seat|child restraint|=детское удерживающее устройство|детское кресло',
    'winter driving|driving in adverse weather|=вождение в сложных погодных условиях|зимнее вождение',
    'passenger evacuation|emergency evacuation|=эвакуация пассажиров',
    'route knowledge|knowledge of the city|=знание маршрута|знание города',
  ],
  topicWords: {
    en: [
      'passenger', 'bus', 'coach', 'tram', 'trolleybus', 'taxi', 'fare', 'ticket', 'stop',
      'route', 'timetable', 'schedule', 'depot', 'dispatcher', 'control room', 'shift', 'door',
      'wheelchair', 'ramp', 'pram', 'stroller', 'elderly', 'child', 'drunk', 'aggressive',
      'complaint', 'incident', 'accident', 'brake', 'tyre', 'mirror', 'weather', 'ice', 'snow',
      'traffic', 'delay', 'pickup', 'drop-off', 'ride', 'rating', 'luggage', 'seatbelt', 'cctv',
    ],
    ru: [
      'пассажир', 'автобус', 'троллейбус', 'трамвай', 'такси', 'маршрутка', 'маршрут',
      'остановка', 'расписание', 'график', 'рейс', 'автопарк', 'депо', 'диспетчер', 'смена',
      'путевой лист', 'медосмотр', 'механик', 'салон', 'двери', 'проезд', 'оплата', 'билет',
      'валидатор', 'кондуктор', 'контролёр', 'коляска', 'пенсионер', 'ребёнок', 'пьяный',
      'конфликт', 'жалоба', 'происшествие', 'дтп', 'тормоз', 'гололёд', 'снег', 'пробка',
      'опоздание', 'заказ', 'поездка', 'багаж', 'ремень', 'рейтинг',
    ],
  },
  questions: {
    en: {
      technical: [
        'Walk me through the start of your shift: the medical check, the paperwork and what you check on the vehicle before you leave the depot. What would stop you from going out?',
        'How do you keep to the timetable or your pickup times when traffic, roadworks or crowded stops put you behind?',
        'How do you drive so that standing passengers, elderly people and children are safe on board: pulling away, braking, turning and coming into a stop?',
        'How do you help a passenger in a wheelchair, with a pram or with limited mobility to get on, travel and get off safely?',
        'What does good practice in {skill} look like to you, and how have you applied it on your routes?',
        'How do you drive in snow, ice, heavy rain or fog? What do you do differently, and when would you stop?',
        'How do you deal with fares and payment: a passenger who cannot or will not pay, a broken validator or card reader, an argument about the price?',
      ],
      scenario: [
        'A drunk or aggressive passenger starts threatening other passengers. What do you do?',
        'A passenger is suddenly taken ill on board. Walk me through your actions.',
        'Tell me about a time a passenger complained about you or your driving. What happened, and how did it end?',
        'A child of about eight is travelling alone, looks lost and has missed their stop. What do you do?',
        'Tell me about an incident on your route: a minor collision, a passenger falling or a breakdown. What did you do on the spot, and how did you report it?',
        'You are fifteen minutes behind the timetable, the next stop is crowded and the dispatcher asks you to catch up. How do you handle it without taking risks?',
      ],
    },
    ru: {
      technical: [
        'Расскажите, как начинается ваша смена: медосмотр, путевой лист, что вы проверяете в машине перед выездом из парка. Из-за чего вы откажетесь выходить на линию?',
        'Как вы держите график движения или время подачи, если из-за пробок, ремонта дороги или полных остановок начинаете отставать?',
        'Как вы ведёте машину, чтобы стоящим пассажирам, пожилым людям и детям в салоне было безопасно: трогание, торможение, повороты, подъезд к остановке?',
        'Как вы помогаете пассажиру в инвалидной коляске, с детской коляской или маломобильному пассажиру безопасно войти, доехать и выйти?',
        'Что для вас значит правильная работа в том, что касается темы «{skill}», и как вы применяете это на линии?',
        'Как вы ездите в гололёд, снегопад, ливень или туман? Что делаете иначе и в какой момент остановитесь?',
        'Как вы решаете вопросы с оплатой: пассажир не может или не хочет платить, не работает валидатор или терминал, спорит о стоимости поездки?',
      ],
      scenario: [
        'Пьяный или агрессивный пассажир начинает угрожать другим пассажирам. Ваши действия?',
        'Пассажиру в салоне внезапно стало плохо. Что вы сделаете — по шагам?',
        'Расскажите о случае, когда пассажир пожаловался на вас или на вашу езду. Что произошло и чем всё закончилось?',
        'Ребёнок лет восьми едет один, растерян и проехал свою остановку. Как вы поступите?',
        'Расскажите о происшествии на линии: мелкое ДТП, падение пассажира в салоне или поломка. Что вы сделали на месте и как всё оформили?',
        'Вы отстаёте от графика на пятнадцать минут, на остановке толпа, а диспетчер просит нагнать. Как вы поступите, чтобы не рисковать?',
      ],
    },
  },
};
