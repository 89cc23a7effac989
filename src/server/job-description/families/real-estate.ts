import type { FamilyLexicon } from './family-lexicon';

// Real estate: agents, realtors, letting agents, property consultants and brokers (риелторы,
// агенты по недвижимости). Their work is listings, viewings and deals that hang on documents,
// money and the trust of both sides, so they get questions of their own rather than sales ones.
// prettier-ignore
export const REAL_ESTATE: FamilyLexicon = {
  family: 'real_estate',
  titleCues: [
    'real estate agent', 'real estate broker', 'real estate consultant', 'real estate sales',
    'realtor', 'estate agent', 'letting agent', 'lettings negotiator', 'sales negotiator',
    'property consultant', 'property negotiator', 'leasing agent', "buyer's agent",
    'listing agent', 'риелтор*', 'риэлтор*', 'агент по недвижимости', 'специалист по недвижимости',
    'брокер по недвижимости', 'эксперт по недвижимости', 'менеджер по недвижимости',
    'менеджер по продаже недвижимости', 'агент по аренде',
  ],
  skills: [
    'comparative market analysis|^CMA|property valuation|=анализ рынка недвижимости|оценка рыночной стоимости|сравнительный анализ цен',
    'title check|title search|=проверка юридической чистоты|юридическая чистота|юридическая проверка объекта',
    'ЕГРН|выписка из ЕГРН|выписка ЕГРН|Росреестр',
    'liens and encumbrances|encumbrances|=обременения|обременение',
    'mortgage deals|mortgage|=ипотечные сделки|ипотека', 'maternity capital|=материнский капитал|маткапитал',
    'deposit agreement|holding deposit|=соглашение о задатке|задаток|задатка|авансовое соглашение',
    'escrow|escrow account|=расчёты через аккредитив|аккредитив|банковская ячейка|эскроу',
    'property viewings|viewings|showings|=показы объектов|показ квартиры',
    'exclusive listing agreement|exclusive listing|sole agency|=эксклюзивный договор|эксклюзив',
    'alternative deal|property chain|=альтернативная сделка|встречная покупка',
    'conveyancing|=сопровождение сделки|регистрация перехода права собственности',
    'tenancy agreement|lease agreement|=договор найма|договор аренды',
    'real estate license|real estate licence|=аттестат риэлтора|сертификат РГР|Российская гильдия риэлторов',
    'ЦИАН|cian', 'Домклик|domclick', 'MLS|multiple listing service', 'Rightmove|Zoopla',
  ],
  topicWords: {
    en: [
      'property', 'house', 'flat', 'apartment', 'listing', 'viewing', 'showing', 'buyer', 'seller',
      'vendor', 'landlord', 'tenant', 'offer', 'asking price', 'valuation', 'market',
      'commission', 'deposit', 'mortgage', 'lender', 'survey', 'inspection', 'title', 'deed',
      'contract', 'completion', 'closing', 'chain', 'lease', 'rent', 'solicitor', 'neighbourhood',
      'neighborhood', 'photos', 'lead', 'deal', 'owner', 'keys', 'agency', 'open house',
      'new build',
    ],
    ru: [
      'объект', 'квартира', 'дом', 'комната', 'новостройка', 'вторичка', 'собственник',
      'продавец', 'покупатель', 'арендатор', 'наниматель', 'показ', 'просмотр', 'объявление',
      'звонок', 'цена', 'торг', 'стоимость', 'комиссия', 'задаток', 'аванс', 'ипотека', 'банк',
      'одобрение', 'документы', 'выписка', 'обременение', 'собственность', 'доля', 'прописка',
      'договор', 'сделка', 'регистрация', 'росреестр', 'мфц', 'ячейка', 'аккредитив', 'ключи',
      'застройщик', 'эксклюзив', 'район', 'аренда', 'наследство',
    ],
  },
  questions: {
    en: {
      technical: [
        'Walk me through how you set an asking price for a property, and how you explain it to a seller who expects more.',
        'How do you win new listings and get owners to choose you rather than another agent?',
        'Walk me through a viewing: how you prepare, what you show and say, and what you do afterwards.',
        'What do you check before you take a property on, so you know the seller has the right to sell it and there are no hidden problems with the title?',
        'What does good practice in {skill} look like to you, and how do you apply it in your deals?',
        'How do you keep the buyer and the seller informed between an accepted offer and handing over the keys, so that nobody is left guessing?',
        'How do you handle the money side of a deal, such as the deposit, mortgage approval and final payment, so that both sides are protected?',
      ],
      scenario: [
        'Tell me about a deal that fell through at the last moment. What happened, and what did you do?',
        'The buyer and the seller are close on price, but neither will move. How do you bring them to an agreement?',
        'A few days before the deal you find out the seller did not tell you about a problem with the property or its papers. What do you do?',
        'A property has been on the market for months with hardly any calls, and the owner blames you. How do you handle the conversation?',
        "Tell me about a chain or a linked sale and purchase where one party's delay put the whole deal at risk. How did you keep it together?",
        'A seller asks you not to mention a defect they know about, such as damp or noisy neighbours, to buyers. How do you respond?',
      ],
    },
    ru: {
      technical: [
        'Расскажите, как вы определяете цену объекта и как объясняете её собственнику, который рассчитывает на большее.',
        'Как вы находите новые объекты и добиваетесь того, чтобы собственник работал именно с вами, а не с другим агентом?',
        'Расскажите по шагам, как вы проводите показ: как готовитесь, что показываете и говорите, что делаете после.',
        'Как вы проверяете юридическую чистоту квартиры: выписка ЕГРН, обременения, доли детей при материнском капитале, прописанные, наследники? Что для вас повод отказаться от объекта?',
        'Что для вас значит правильная работа в том, что касается темы «{skill}», и как вы применяете это в сделках?',
        'Как вы держите покупателя и продавца в курсе от задатка до передачи ключей, чтобы никто не оставался в неведении?',
        'Как вы организуете расчёты по сделке — задаток или аванс, ипотека, аккредитив или ячейка, — чтобы обе стороны были защищены?',
      ],
      scenario: [
        'Расскажите о сделке, которая сорвалась в последний момент. Что произошло и что вы сделали?',
        'Покупатель и продавец почти договорились о цене, но никто не хочет уступать. Как вы приведёте их к соглашению?',
        'За несколько дней до сделки выясняется, что продавец умолчал о проблеме с квартирой или документами. Ваши действия?',
        'Объект несколько месяцев в продаже, звонков почти нет, и собственник винит в этом вас. Как вы построите разговор?',
        'Расскажите об альтернативной сделке, в которой задержка одного участника грозила сорвать всю цепочку. Как вы её удержали?',
        'Продавец просит не говорить покупателям об известном ему недостатке квартиры — сырости, шумных соседях. Как вы поступите?',
      ],
    },
  },
};
