import type { FamilyLexicon } from './family-lexicon';

// Shops and stores: cashiers, sales assistants, merchandisers, stock staff and store managers.
// Their day is a till, a shop floor and shelves to keep full, not a sales pipeline, so they get
// questions of their own.
// prettier-ignore
export const RETAIL: FamilyLexicon = {
  family: 'retail',
  titleCues: [
    'cashier', 'checkout operator', 'sales assistant', 'shop assistant', 'sales associate',
    'retail', 'store associate', 'store manager', 'store supervisor', 'shop manager', 'keyholder',
    'merchandiser', 'visual merchandiser', 'кассир*', 'продавец*', 'продавец-кассир*', 'продавец-консультант*',
    'продавец магазина', 'старший продавец', 'товаровед*', 'мерчендайзер*', 'мерчандайзер*',
    'администратор магазина', 'управляющий магазином', 'директор магазина',
    'заместитель директора магазина',
  ],
  skills: [
    'online cash register|fiscal cash register|=онлайн-касса|^ККТ|контрольно-кассовая техника|54-ФЗ',
    'EPOS till|^POS|^EPOS|point of sale|=кассовая программа',
    '1C:Retail|=1С:Розница|1С Розница',
    'product marking|Chestny Znak|=маркировка товаров|Честный знак|Честного знака',
    'EGAIS|=ЕГАИС',
    'age verification|Challenge 25|Think 25|ID checks|=проверка возраста покупателя|проверка возраста',
    'planogram|=планограмма',
    'visual merchandising|=визуальный мерчендайзинг|выкладка товара',
    'stock rotation|=ротация товара',
    'expiry date checks|date checking|=контроль сроков годности',
    'store stocktake|stock count|=переучёт|переучет|инвентаризация магазина',
    'price labelling|price labeling|price tags|=ценники|переоценка|печать ценников',
    'returns and exchanges|=возврат и обмен товара|возврат товара|обмен товара',
    'loss prevention|shrinkage|=предотвращение потерь|профилактика потерь',
    'card payment terminal|^PIN pad|chip and pin|=эквайринг|платёжный терминал|платежный терминал',
    'cashing up|till reconciliation|Z-report|=сверка кассы|Z-отчёт|Z-отчет',
    'cash collection|=инкассация',
  ],
  topicWords: {
    en: [
      'customer', 'shopper', 'till', 'checkout', 'cash', 'float', 'card', 'receipt', 'refund',
      'exchange', 'return', 'queue', 'shelf', 'aisle', 'shop floor', 'stockroom', 'delivery',
      'stock', 'display', 'price', 'label', 'barcode', 'discount', 'promotion', 'expiry',
      'shoplifter', 'theft', 'security tag', 'fitting room', 'store', 'shop', 'rota', 'opening',
      'closing', 'keys', 'proof of age', 'basket', 'loyalty card', 'stocktake', 'shortfall',
    ],
    ru: [
      'покупатель', 'касса', 'чек', 'сдача', 'размен', 'наличные', 'карта', 'терминал', 'возврат',
      'обмен', 'очередь', 'полка', 'стеллаж', 'торговый зал', 'подсобка', 'приёмка', 'накладная',
      'товар', 'выкладка', 'ценник', 'штрихкод', 'скидка', 'акция', 'срок годности', 'просрочка',
      'списание', 'кража', 'рамка', 'примерочная', 'магазин', 'смена', 'открытие', 'закрытие',
      'недостача', 'излишек', 'инвентаризация', 'паспорт', 'алкоголь', 'сигареты',
      'бонусная карта', 'инкассация',
    ],
  },
  questions: {
    en: {
      technical: [
        'Walk me through the start and end of your shift on the till: the float, the checks, cashing up and handing over.',
        'How do you make sure your till balances, and what do you do when it is over or short at the end of the day?',
        'How do you handle a return or a refund, and how do you decide when to say no?',
        'How do you keep the shelves full and tidy on a busy day, and how do you check dates and rotate stock?',
        'What does good practice in {skill} look like to you, and how have you applied it in the store?',
        'How do you check age when selling alcohol or cigarettes, and what do you say to a customer who has no ID?',
        'How do you suggest an extra item or a better option to a customer without being pushy?',
      ],
      scenario: [
        'A long queue has built up, yours is the only till open, and customers start complaining. What do you do?',
        'You see a customer hide an item in their bag and head for the exit. What do you do?',
        'Tell me about a time your till or a stock count did not add up. How did you find out why, and what happened next?',
        'Tell me about the most difficult customer you have served. What did they want, and how did it end?',
        'During your shift you find several products past their expiry date still on the shelf. What do you do?',
        'Just before closing the card terminal stops working, and there is a queue of people with full baskets. What do you do?',
      ],
    },
    ru: {
      technical: [
        'Расскажите по шагам, как вы открываете и закрываете смену на кассе: размен, проверка, Z-отчёт, пересчёт и сдача выручки.',
        'Как вы следите за тем, чтобы касса сходилась, и что делаете, если в конце смены обнаружилась недостача или излишек?',
        'Как вы оформляете возврат товара и в каких случаях отказываете покупателю?',
        'Как вы поддерживаете полки заполненными и в порядке в течение дня и как следите за сроками годности и ротацией товара?',
        'Что для вас значит правильная работа в том, что касается темы «{skill}», и как вы применяли это в магазине?',
        'Как вы проверяете возраст при продаже алкоголя и сигарет и что говорите покупателю, у которого нет с собой паспорта?',
        'Как вы предлагаете покупателю сопутствующий товар или вариант получше так, чтобы это не выглядело навязчиво?',
      ],
      scenario: [
        'Собралась длинная очередь, открыта только ваша касса, и покупатели начинают возмущаться. Ваши действия?',
        'Вы видите, как покупатель прячет товар в сумку и идёт к выходу. Что вы сделаете?',
        'Расскажите о случае, когда у вас не сошлась касса или инвентаризация. Как вы искали причину и что было дальше?',
        'Расскажите о самом трудном покупателе, с которым вам приходилось работать. Чего он хотел и чем всё закончилось?',
        'Во время смены вы находите на полке несколько товаров с истёкшим сроком годности. Что вы сделаете?',
        'Касса не даёт пробить маркированный товар — код не считывается или продажа заблокирована, — а покупатель торопится и злится. Ваши действия?',
      ],
    },
  },
};
