import type { FamilyLexicon } from './family-lexicon';

// Procurement: buyers, purchasing and procurement specialists, tender and contract specialists,
// снабженцы and закупщики. They sit on the buying side, choosing suppliers and holding them to
// price, quality and dates, so their questions are not a salesperson's.
// prettier-ignore
export const PROCUREMENT: FamilyLexicon = {
  family: 'procurement',
  titleCues: [
    'buyer', 'purchasing', 'purchaser', 'procurement', 'procurement specialist',
    'procurement manager', 'purchasing manager', 'category buyer', 'sourcing specialist',
    'sourcing manager', 'strategic sourcing', 'tender specialist', 'закупщик*', 'закуп*',
    'специалист по закупкам', 'менеджер по закупкам', 'менеджер по снабжению',
    'специалист по снабжению', 'инженер по снабжению', 'снабженец', 'специалист по тендерам',
    'тендерный специалист', 'контрактный управляющий', 'контрактной службы', 'байер*',
  ],
  skills: [
    '44-ФЗ|44 фз|закон о контрактной системе|контрактная система', '223-ФЗ|223 фз|положение о закупках',
    'ЕИС|единая информационная система в сфере закупок|zakupki.gov.ru',
    'electronic trading platforms|e-procurement|=электронные торговые площадки|^ЭТП|Сбербанк-АСТ|РТС-тендер|Росэлторг|B2B-Center',
    'НМЦК|начальная максимальная цена контракта|обоснование НМЦК',
    'request for quotation|^RFQ|request for proposal|^RFP|=запрос коммерческих предложений|запрос котировок|запрос предложений',
    'bid comparison|quote comparison|bid evaluation|=конкурентный лист|сравнение коммерческих предложений|сравнение предложений',
    'supplier evaluation|vendor evaluation|supplier qualification|supplier audit|=оценка поставщиков|квалификация поставщиков',
    'counterparty checks|supplier due diligence|=проверка контрагентов|СПАРК|Контур.Фокус|контур фокус',
    'price negotiation|supplier negotiation|=переговоры с поставщиками|согласование цен',
    'supply contracts|supply agreement|=договор поставки|договоры поставки|спецификация к договору',
    'supplier claims|claims against suppliers|=претензии поставщикам|штрафные санкции|неустойка',
    'bank guarantee|contract security|=банковская гарантия|обеспечение исполнения контракта',
    'procurement planning|purchase planning|=планирование закупок|план-график закупок|план закупок',
    'purchase orders|purchase requisitions|=заказы поставщикам|заявки на закупку',
    '1С:ERP|1с:erp|1с: erp|1с:упп|1c:erp', 'SAP MM|sap srm|SAP Ariba|ariba|Coupa',
    'CIPS|^MCIPS|CPSM|certified professional in supply management',
  ],
  topicWords: {
    en: [
      'supplier', 'vendor', 'quote', 'quotation', 'price', 'offer', 'tender', 'bid', 'contract',
      'purchase order', 'requisition', 'delivery', 'lead time', 'specification', 'invoice',
      'payment terms', 'discount', 'penalty', 'claim', 'warranty', 'sample', 'quality', 'defect',
      'stock', 'shortage', 'production', 'budget', 'savings', 'cost', 'negotiation', 'approval',
      'shipment', 'warehouse', 'category', 'conflict of interest', 'kickback', 'compliance',
      'currency', 'alternative', 'single source',
    ],
    ru: [
      'поставщик', 'контрагент', 'коммерческое предложение', 'цена', 'скидка', 'отсрочка',
      'предоплата', 'тендер', 'закупка', 'торги', 'аукцион', 'котировка', 'заявка', 'контракт',
      'договор', 'спецификация', 'поставка', 'срок поставки', 'счёт', 'оплата', 'накладная',
      'претензия', 'неустойка', 'штраф', 'брак', 'качество', 'образец', 'аналог', 'склад',
      'остатки', 'дефицит', 'производство', 'инициатор', 'бюджет', 'экономия', 'согласование',
      'площадка', 'заказчик', 'участник', 'откат', 'сертификат', 'приёмка', 'снабжение',
    ],
  },
  questions: {
    en: {
      technical: [
        'Walk me through how you choose a new supplier: where you look, what you check, and what makes you say no.',
        'How do you compare offers from several suppliers when the prices, payment terms, lead times and quality all differ?',
        'How do you prepare for a price negotiation with a supplier, and what do you do when they will not move on price?',
        'Which terms of a supply contract do you always check or push for, such as delivery dates, payment, penalties, acceptance and returns, and why?',
        'What does good practice in {skill} look like to you, and how do you apply it in your purchasing?',
        'How do you plan purchases so that production or the warehouse does not run out, but excess stock does not pile up either?',
        'How do you keep a purchase fair and transparent: conflicts of interest, gifts from suppliers, the rules of a tender?',
      ],
      scenario: [
        'Two days before the due date a key supplier tells you the delivery will be a week late, and production depends on it. What do you do?',
        'Tell me about a time goods arrived in the wrong quantity, with defects or not to specification. How did you resolve it with the supplier?',
        'Production sends an urgent request for something they need tomorrow, with no budget approved and no supplier lined up. How do you handle it?',
        'A supplier hints that you will be personally "thanked" if their offer wins. What do you do?',
        'Tell me about a purchase where you saved money or got better terms. What exactly did you do, and how did you measure the result?',
        'An internal customer insists on one particular supplier, but another offer is cheaper and just as good. How do you handle it?',
      ],
    },
    ru: {
      technical: [
        'Расскажите по шагам, как вы выбираете нового поставщика: где ищете, что проверяете и что для вас повод отказаться.',
        'Как вы сравниваете предложения нескольких поставщиков, если у них разные цены, условия оплаты, сроки и качество?',
        'Как вы готовитесь к переговорам о цене и что делаете, если поставщик не готов уступать?',
        'На какие условия договора поставки вы смотрите в первую очередь и каких стараетесь добиться: сроки, оплата, неустойка, приёмка, возврат брака?',
        'Что для вас значит правильная работа в том, что касается темы «{skill}», и как вы применяете это в закупках?',
        'Как вы планируете закупки, чтобы производство или склад не остались без материалов, но и лишнее на складе не лежало?',
        'Как вы следите за тем, чтобы закупка была честной и прозрачной: конфликт интересов, подарки от поставщиков, требования закона и положения о закупках?',
      ],
      scenario: [
        'Ключевой поставщик за два дня до срока сообщает, что поставка задержится на неделю, а от неё зависит производство. Ваши действия?',
        'Расскажите о случае, когда пришёл товар не в том количестве, с браком или не по спецификации. Как вы решили вопрос с поставщиком?',
        'Производство присылает срочную заявку: нужно к завтрашнему дню, бюджет не согласован, поставщика нет. Как вы поступите?',
        'Поставщик намекает, что, если выберут его предложение, вас лично «отблагодарят». Что вы сделаете?',
        'Расскажите о закупке, на которой вам удалось сэкономить или добиться лучших условий. Что именно вы сделали и как посчитали результат?',
        'Инициатор закупки настаивает на конкретном поставщике, хотя другое предложение дешевле и не хуже по качеству. Как вы поступите?',
      ],
    },
  },
};
