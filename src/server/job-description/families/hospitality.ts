import type { FamilyLexicon } from './family-lexicon';

// prettier-ignore
export const HOSPITALITY: FamilyLexicon = {
  family: 'hospitality',
  titleCues: [
    'chef', 'sous chef', 'executive chef', 'head chef', 'chef de partie', 'line cook', 'prep cook',
    'cook', 'kitchen', 'pastry', 'baker', 'barista', 'bartender', 'waiter', 'waitress',
    'restaurant server', 'food server', 'host', 'hostess', 'restaurant', 'restaurant manager',
    'food and beverage', 'f&b', 'catering',
    'повар*', 'шеф-повар*', 'су-шеф*', 'кондитер*', 'пекар*', 'бариста', 'бармен*', 'официант*',
    'хостес', 'администратор ресторана', 'администратор кафе', 'администратор зала',
    'управляющий рестораном', 'кухн*', 'ресторан*', 'кофейн*', 'столов*',
  ],
  skills: [
    'HACCP|=ХАССП', 'ServSafe|servsafe manager|food handler card|food handler certificate|food safety certification',
    'food safety|food hygiene|=санитарные нормы|санпин|санитарные требования',
    'health book|=медицинская книжка|медкнижка|санитарная книжка',
    'knife skills', 'food cost|food costing|food cost control|=фудкост|себестоимость блюд',
    'menu development|menu planning|=разработка меню', 'recipe cards|tech cards|=техкарты|технологические карты|^ТТК',
    'latte art|=латте-арт', 'espresso|=эспрессо', 'iiko', 'r_keeper|r-keeper|rkeeper',
    'allergen management|allergens|=аллергены',
    'mise en place', 'guest service|hospitality service|=обслуживание гостей|стандарты обслуживания',
    'cash handling|cash register|=работа с кассой|кассовая дисциплина|кассовый аппарат',
    'cocktails|mixology|=коктейли|миксология', 'wine service|wine knowledge|sommelier|=винная карта|сомелье',
    'banquets|banquet service|=банкеты|банкетное обслуживание',
    'upselling|up-selling|=допродажи', 'inventory and ordering|food ordering|=заказ продуктов|закупка продуктов',
    'pastry|=кондитерские изделия|выпечка', 'grill|=гриль',
  ],
  topicWords: {
    en: [
      'guest', 'customer', 'table', 'order', 'dish', 'plate', 'menu', 'kitchen', 'line', 'service',
      'shift', 'rush', 'cover', 'ticket', 'recipe', 'ingredient', 'prep', 'station', 'stock',
      'waste', 'temperature', 'allergy', 'complaint', 'coffee', 'drink', 'bar', 'booking',
      'reservation', 'cleaning', 'hygiene', 'staff', 'cook', 'food', 'taste',
      'portion', 'review', 'tip', 'delivery', 'fridge', 'oven', 'supplier',
    ],
    ru: [
      'гость', 'клиент', 'стол', 'заказ', 'блюдо', 'меню', 'кухня', 'зал', 'смена', 'посадка',
      'чек', 'рецепт', 'техкарта', 'продукт', 'ингредиент', 'заготовка', 'цех', 'остатки',
      'списание', 'температура', 'аллергия', 'жалоба', 'кофе', 'напиток', 'бар',
      'бронь', 'уборка', 'гигиена', 'персонал', 'повар', 'еда',
      'вкус', 'порция', 'поставка', 'отзыв', 'чаевые', 'холодильник', 'печь', 'кофемашина',
    ],
  },
  questions: {
    en: {
      technical: [
        'How do you set up your station or your team before service so that the rush goes smoothly?',
        'How do you make sure every dish or drink that goes out meets the standard: taste, portion, temperature and presentation?',
        'How do you keep food safe: storage, temperatures, labelling and allergens? What do you check yourself every shift?',
        'How do you manage stock, ordering and waste so that costs stay under control?',
        'What does good practice in {skill} look like to you, and how have you applied it in real service?',
        'How do you train a new colleague so that they can work a shift on their own quickly?',
        'How do you handle a guest with a food allergy or a special request, from the order to the table?',
      ],
      scenario: [
        'Tell me about your busiest shift. How did you organise the work, and how did it end?',
        'A guest complains loudly that their order is wrong and took too long. What do you do?',
        'Halfway through service you run out of a key ingredient, or a machine breaks down. How do you handle it?',
        'Tell me about a time you noticed a colleague breaking a hygiene or food safety rule. What did you do?',
        'Tell me about a change you made that cut waste, sped up service or improved guest reviews. What changed afterwards?',
        'Two colleagues call in sick an hour before a fully booked evening. What do you do?',
      ],
    },
    ru: {
      technical: [
        'Как вы готовите свою станцию или команду перед сменой, чтобы наплыв гостей прошёл гладко?',
        'Как вы добиваетесь того, чтобы каждое блюдо или напиток соответствовали стандарту — по вкусу, выходу, температуре и подаче?',
        'Как вы обеспечиваете безопасность продуктов: хранение, температуры, маркировку, аллергены? Что проверяете лично каждую смену?',
        'Как вы управляете остатками, заказами продуктов и списаниями, чтобы держать себестоимость под контролем?',
        'Что для вас значит правильная работа в том, что касается темы «{skill}», и как вы это применяли на практике?',
        'Как вы обучаете нового сотрудника, чтобы он быстро начал работать самостоятельно?',
        'Как вы обслуживаете гостя с пищевой аллергией или особой просьбой — от заказа до подачи?',
      ],
      scenario: [
        'Расскажите о своей самой загруженной смене. Как вы организовали работу и чем всё закончилось?',
        'Гость громко жалуется, что ему принесли не то и слишком долго. Ваши действия?',
        'В разгар смены закончился ключевой продукт или сломалось оборудование. Как вы поступите?',
        'Расскажите о случае, когда вы заметили, что коллега нарушает санитарные нормы. Что вы сделали?',
        'Расскажите, что вы изменили, чтобы сократить списания, ускорить обслуживание или улучшить отзывы гостей. Что поменялось после?',
        'За час до полностью забронированного вечера двое сотрудников сообщают, что заболели. Что вы будете делать?',
      ],
    },
  },
};
