import { describe, expect, it } from 'vitest';
import { findDutyItems, findResponsibilities } from './responsibilities';

describe('findResponsibilities', () => {
  it('does not cut a duty at a comma that leaves it hanging ("design and build complex.")', () => {
    const duties = findResponsibilities(
      'Responsibilities:\n- Design and build complex, high-traffic systems\n- Maintain accurate, timely records',
    );
    expect(duties).toContain('design and build complex, high-traffic systems');
    expect(duties).toContain('maintain accurate, timely records');
    expect(duties.some((duty) => /complex$|accurate$/.test(duty))).toBe(false);
  });

  it('does not cut a duty at a comma between numbers («сетей 0,4 кВ», «счетов 60, 76»)', () => {
    const duties = findResponsibilities(
      'Обязанности:\n- обслуживание КТП и распределительных сетей 0,4 кВ;\n- ведение счетов 60, 76, сверка взаиморасчётов с контрагентами;',
    );
    expect(duties).toContain('обслуживание КТП и распределительных сетей 0,4 кВ');
    expect(duties).toContain('ведение счетов 60, 76');
    expect(duties.some((duty) => /сетей 0$|счетов 60$/u.test(duty))).toBe(false);
  });

  it('does not cut a duty at the colon of a time ("by 6:30am"; a new user\'s walk)', () => {
    const duties = findResponsibilities(
      'Duties:\n- Late check-ins and early check-outs\n- Prepare the breakfast room setup by 6:30am\n- Night audit in the PMS',
    );
    expect(duties.some((duty) => /breakfast room setup by 6:30am$/iu.test(duty))).toBe(true);
  });

  it('never cuts a duty inside "up to" an amount, nor after a verb that needs its complement', () => {
    const duties = findResponsibilities(
      'What you will do:\n- Run a section of up to eight tables during Friday and Saturday service\n- Keep your section clean and help with opening and closing duties',
    );
    // "Imagine you are asked to run a section of up in your first month" had been asked.
    expect(duties.some((duty) => /\bup$|\bhelp$/u.test(duty))).toBe(false);
    expect(duties).toContain('keep your section clean and help with opening and closing duties');
  });

  it('does not take a requirement for a duty ("track record of…")', () => {
    expect(
      findResponsibilities(
        '- Track record of hitting or exceeding quota\n- Run outbound prospecting',
      ),
    ).toEqual(['run outbound prospecting']);
  });

  it('reads a verb list opening a duty ("Install, maintain and repair electrical wiring")', () => {
    expect(
      findResponsibilities('Responsibilities:\n- Install, maintain and repair electrical wiring'),
    ).toEqual(['install, maintain and repair electrical wiring']);
  });

  it('reads duties listed after a heading on the same line, in English and Russian', () => {
    expect(
      findResponsibilities(
        'Duties: draft pleadings, motions and discovery requests; calendar court deadlines.\nQualifications: 2+ years of litigation experience.',
      ),
    ).toEqual(['draft pleadings', 'calendar court deadlines']);
    expect(
      findResponsibilities(
        'Задачи: проверка смет подрядчиков; подготовка КС-2 и КС-3; расчёт объёмов работ.\nТребования: опыт от 2 лет.',
      ),
    ).toEqual(['проверка смет подрядчиков', 'подготовка КС-2 и КС-3', 'расчёт объёмов работ']);
  });

  it('takes no pay or terms of a one-paragraph posting for a duty, in English and Russian', () => {
    expect(
      findResponsibilities(
        'В школу требуется учитель физкультуры, 5–11 классы. Новый спортзал и стадион. Оформление по ТК, отпуск 56 дней, молодым специалистам — единовременная выплата.',
      ),
    ).not.toContainEqual(expect.stringMatching(/оформление/iu));
    expect(
      findResponsibilities(
        'Ищем монтажников натяжных потолков. Оплата сдельная. Расчёт еженедельно. Выплаты каждую пятницу.',
      ),
    ).toEqual([]);
    expect(
      findResponsibilities(
        'Small gym needs a receptionist for the front desk. Salary negotiable, paid weekly. Send your CV to the manager.',
      ),
    ).not.toContainEqual(expect.stringMatching(/salary|cv/iu));
  });
});

describe('findResponsibilities in a posting without headings', () => {
  it.each([
    [
      'В отделение связи требуется почтальон.\n\nДоставка писем и газет по участку, вручение заказных писем под роспись.\n\nГрафик 5/2, с 9:00 до 14:00. Зарплата 26 000 руб. Оформление по ТК РФ, выдаём форму.\n\nОбращаться в отделение лично или по телефону.',
      'доставка писем',
    ],
    [
      'We need a delivery driver.\n\nDeliver parcels on a set route and collect signatures.\n\nMonday to Friday, 8:00 to 16:00, £12.50 per hour. Uniform provided.\n\nApply by email to jobs@example.com.',
      'deliver parcels',
    ],
  ])('never takes the pay, the hours or how to apply for a duty', (posting, duty) => {
    const duties = findResponsibilities(posting);
    expect(duties).toHaveLength(1);
    expect(duties[0]?.toLowerCase()).toMatch(new RegExp(`^${duty}`));
  });
});

describe('findDutyItems', () => {
  it('never quotes a line of contact details as a duty', () => {
    const items = findDutyItems(
      [
        'Требуется чабан на отару овец, около 800 голов. Жильё на точке, питание, спецодежда.',
        'Звонить по телефону +7 (928) 555-14-87, Ахмед.',
        'Call Sam on 07700 900123 or write to jobs@example.com to arrange a trial day.',
      ].join('\n\n'),
    );
    expect(items.join(' ')).not.toMatch(/телефон|\d{3}|@|call sam/iu);
  });

  // A new user's walk (thirty-eighth session) was asked "Tell me about a time you did this" of
  // «care experience preferred but full training given», read from the paragraph after the list.
  it('quotes no experience asked for or wish as a duty, in English and Russian', () => {
    const items = findDutyItems(
      [
        'You will:',
        '- Respond to call bells and support residents who are awake at night',
        '- Record care notes and fluid charts accurately',
        'We are looking for someone calm. Care experience preferred but full training given. Must be comfortable working nights.',
        '',
        'Обязанности:',
        '- приёмка и выдача заказов',
        '- опыт работы на складе желателен',
        '- знание 1С приветствуется',
      ].join('\n'),
    );
    expect(items).toContain('respond to call bells and support residents who are awake at night');
    expect(items).toContain('приёмка и выдача заказов');
    expect(items.join(' ')).not.toMatch(/experience|training given|опыт|приветствуется/iu);
  });

  it('quotes the duties of a duty section however they are worded, nouns included', () => {
    const items = findDutyItems(
      [
        'The job:',
        '- Boiler installations, servicing and breakdown repairs (combi, system and conventional)',
        '- Landlord gas safety checks (CP12) and completing certificates on our job app',
        '',
        "You'll need:",
        '- Gas Safe registration',
        '- Full UK driving licence',
      ].join('\n'),
    );
    expect(items).toEqual([
      'boiler installations, servicing and breakdown repairs',
      'landlord gas safety checks and completing certificates on our job app',
    ]);
  });

  it('reads a "Duties:" list inside a paragraph and stops at the next heading', () => {
    const items = findDutyItems(
      'Zookeeper, full-time. Duties: daily husbandry and food preparation to species diet sheets; designing and delivering enrichment; assisting vets with health checks. Requirements: a Level 3 Diploma; a full UK driving licence.',
    );
    expect(items).toEqual([
      'daily husbandry and food preparation to species diet sheets',
      'designing and delivering enrichment',
      'assisting vets with health checks',
    ]);
  });

  it('reads "you will …" sentences when a posting has no duty list, never "you will need"', () => {
    const items = findDutyItems(
      'We are recruiting interpreters. You will interpret consecutively and simultaneously (whispered) in police interviews, custody suites and court hearings.\n\nYou will need: registration on the NRPSI.',
    );
    expect(items).toEqual(['interpret consecutively and simultaneously in police interviews']);
  });

  it('does not cut a list apart ("the safety, security and comfort of passengers")', () => {
    const items = findDutyItems(
      'Your role:\n- Look after the safety, security and comfort of passengers on up to four sectors a day',
    );
    expect(items).toEqual([
      'look after the safety, security and comfort of passengers on up to four sectors a day',
    ]);
  });

  it('does not cut between words that share the noun a list ends on ("customer, billing and contact-centre data")', () => {
    const items = findDutyItems(
      [
        'In this role you will:',
        '• Running the dish machine and keeping pots, pans and plates moving',
        '• Write SQL queries against our Snowflake data warehouse to pull and clean customer, billing and contact-centre data',
        '• Patrol the park on foot, bike and by vehicle, dealing with visitor enquiries and anti-social behaviour',
      ].join('\n'),
    );
    expect(items).toEqual([
      'running the dish machine and keeping pots, pans and plates moving',
      'patrol the park on foot, bike and by vehicle',
    ]);
  });

  it('quotes Russian duties as written, cut before a long list after a colon', () => {
    const items = findDutyItems(
      [
        'Обязанности:',
        '- Несение дежурства в составе дежурного караула по графику сутки через трое;',
        '- Уход за садом: полив, подкормки, обрезка, стрижка живой изгороди, прополка, мульчирование;',
        'Требования:',
        '- Хорошая физическая подготовка;',
      ].join('\n'),
    );
    expect(items).toEqual([
      'несение дежурства в составе дежурного караула по графику сутки через трое',
      'уход за садом',
    ]);
  });

  it('splits a duty list written with commas after a heading, short nouns included', () => {
    const items = findDutyItems(
      [
        'Агрохолдинг ищет операторов на участок опороса.',
        '',
        'Чем предстоит заниматься: уход за свиноматками до и после опороса, приём поросят (обсушивание, обработка пуповины), кормление животных по рациону, подсадка поросят, чистка и дезинфекция станков после отъёма, заполнение журналов учёта. Работа с живыми животными требует ответственности.',
      ].join('\n'),
    );
    expect(items).toEqual([
      'уход за свиноматками до и после опороса',
      'приём поросят',
      'кормление животных по рациону',
      'подсадка поросят',
      'чистка и дезинфекция станков после отъёма',
      'заполнение журналов учёта',
    ]);
  });

  it('reads a heading with a dash or a qualifier inside a paragraph, never «Работа — …»', () => {
    const cleaner = findDutyItems(
      'Клининговой компании требуются уборщицы. Обязанности — уборка санузлов и пополнение расходников, протирка перил, стеклянных ограждений и витрин, уборка фудкорта в часы пик. Оплата 2 700 руб. за смену.',
    );
    expect(cleaner).toEqual([
      'уборка санузлов',
      'пополнение расходников',
      'протирка перил, стеклянных ограждений и витрин',
      'уборка фудкорта в часы пик',
    ]);
    const archivist = findDutyItems(
      'Государственный архив объявляет о приёме архивиста. Должностные обязанности: приём документов на постоянное хранение; проверка описей, актов, соответствия дел описям; выдача дел в читальный зал. Требования к кандидату: высшее образование.',
    );
    expect(archivist).toEqual([
      'приём документов на постоянное хранение',
      'проверка описей, актов, соответствия дел описям',
      'выдача дел в читальный зал',
    ]);
    expect(
      findDutyItems('Небольшая мастерская. Работа — в центре города, график 5/2. Оплата сдельная.'),
    ).toEqual([]);
  });

  it('reads the duties after "your week will be spent", "that means" and «это значит», past semicolons', () => {
    expect(
      findDutyItems(
        'We are an independent homeware brand. Most of your week will be spent designing packaging and labels for new ranges; preparing artwork for our printers and checking proofs; and producing assets for our website. What we are looking for: three years in a studio.',
      ),
    ).toEqual([
      'designing packaging and labels for new ranges',
      'preparing artwork for our printers',
      'checking proofs',
      'producing assets for our website',
    ]);
    expect(
      findDutyItems(
        'Ищем продакт-менеджера. На практике это значит: регулярно общаться с клиентами; вести и приоритизировать бэклог; писать понятные требования для разработки. Требования: опыт от трёх лет.',
      ),
    ).toEqual([
      'регулярно общаться с клиентами',
      'вести и приоритизировать бэклог',
      'писать понятные требования для разработки',
    ]);
    // "This means being…", "which means you…" list no duty.
    expect(
      findDutyItems(
        'The yard is remote, which means you need your own car. This means being flexible about weekends.',
      ),
    ).toEqual([]);
  });

  it('reads a list whose heading ends a paragraph ("… Typical work includes:")', () => {
    expect(
      findDutyItems(
        [
          "You'll manage a patch of 450 homes and spend much of the week out in the community. Typical work includes:",
          '- new tenancy sign-ups and settling-in visits',
          '- estate inspections with our caretaking team',
          '',
          'About you:',
          '- a full driving licence',
        ].join('\n'),
      ),
    ).toEqual([
      'new tenancy sign-ups and settling-in visits',
      'estate inspections with our caretaking team',
    ]);
  });

  it('reads «специалист, который будет …» and «в задачи войдут …», never «чистоты и порядка» as two', () => {
    expect(
      findDutyItems(
        'В отдел нужен специалист, который будет оформлять декларации в Альта-ГТД; классифицировать товары по ТН ВЭД; отвечать на запросы инспекторов. Требования: опыт от года.',
      ),
    ).toEqual([
      'оформлять декларации в Альта-ГТД',
      'классифицировать товары по ТН ВЭД',
      'отвечать на запросы инспекторов',
    ]);
    expect(
      findDutyItems(
        'Нефтебаза приглашает лаборанта. В ваши задачи войдут отбор проб из резервуаров, ведение лабораторных журналов, поддержание чистоты и порядка в лаборатории.',
      ),
    ).toEqual([
      'отбор проб из резервуаров',
      'ведение лабораторных журналов',
      'поддержание чистоты и порядка в лаборатории',
    ]);
  });

  it('reads «Что делать:» as the heading of a duty list', () => {
    expect(
      findDutyItems(
        'Ищем печника.\n\nЧто делать: кладка отопительных печей, монтаж дымоходов, облицовка изразцом. Бывают и ремонтные объекты.',
      ),
    ).toEqual(['кладка отопительных печей', 'монтаж дымоходов', 'облицовка изразцом']);
  });

  it('quotes no run-on list of nouns after a heading with a dash', () => {
    const items = findDutyItems(
      'Key responsibilities – site assessments and roof inspections, mounting rail and panel installation on IBR, corrugated and tile roofs, DC and AC wiring and cable management, installing and commissioning Sunsynk, Deye and Victron inverters and lithium batteries, programming and app setup for clients.',
    );
    expect(items.every((item) => item.split(' ').length <= 20)).toBe(true);
  });

  it('splits a bullet holding two duties at its semicolon, never inside brackets', () => {
    const items = findDutyItems(
      [
        'Responsibilities:',
        '• Check RO water plant parameters daily and maintain logs',
        '• Maintain dialysis charts and consumable stock; follow HBsAg/HCV isolation protocols',
        '• Set up CNC machining centres (Haas; Fanuc controls) for new parts',
      ].join('\n'),
    );
    expect(items).toEqual([
      'check RO water plant parameters daily and maintain logs',
      'maintain dialysis charts and consumable stock',
      'follow HBsAg/HCV isolation protocols',
      'set up CNC machining centres for new parts',
    ]);
  });

  it("ends a duty list at a job centre form's next field («Социальные гарантии: …»)", () => {
    const items = findDutyItems(
      [
        'Должностные обязанности: приём изделий от клиентов, выведение пятен на пятновыводном столе, отпаривание на манекене.',
        '',
        'Социальные гарантии: полный социальный пакет, спецодежда, компенсация стоимости проезда.',
      ].join('\n'),
    );
    expect(items.join(' ')).not.toMatch(/пакет|спецодежда/u);
    expect(items).toContain('выведение пятен на пятновыводном столе');
  });

  it('keeps the commas inside the items of a list split by semicolons', () => {
    const items = findDutyItems(
      'Duties: mucking out and bedding down your horses each morning; grooming, tacking up and washing down; keeping the yard, tack room and feed room clean. Requirements: experience with horses.',
    );
    expect(items).toEqual([
      'mucking out and bedding down your horses each morning',
      'grooming, tacking up and washing down',
      'keeping the yard, tack room and feed room clean',
    ]);
  });

  it('splits a duty list in running text where the next item opens the same way, in English', () => {
    const items = findDutyItems(
      [
        'A village bakery needs an early baker.',
        '',
        'The successful candidate will mix and shape the morning bread, bake pastries, cakes and pies for the counter, and clean down the ovens at the end of the shift. Other tasks include weighing flour deliveries, labelling allergens and serving customers when the shop is busy. Other bakery work as required.',
        '',
        'You will need food hygiene level 2.',
      ].join('\n'),
    );
    expect(items).toEqual([
      'mix and shape the morning bread',
      'bake pastries, cakes and pies for the counter',
      'clean down the ovens at the end of the shift',
      'weighing flour deliveries',
      'labelling allergens',
      'serving customers when the shop is busy',
    ]);
  });

  it('splits Russian lists of infinitives and of action nouns in running text, asides left out', () => {
    const items = findDutyItems(
      [
        'Ищем лесника в лесничество.',
        '',
        'В ваши задачи будет входить обход участка, учёт деревьев (сосна, ель, берёза), маркировка делянок и тушение мелких возгораний. Нужно будет регулярно осматривать квартальные столбы — подкрашивать, поправлять, менять таблички, — вести журнал обходов и сообщать о самовольных рубках.',
        '',
        'Нужно иметь права категории B.',
      ].join('\n'),
    );
    expect(items).toEqual([
      'обход участка',
      'учёт деревьев',
      'маркировка делянок',
      'тушение мелких возгораний',
      'регулярно осматривать квартальные столбы',
      'вести журнал обходов',
      'сообщать о самовольных рубках',
    ]);
  });

  it('never reads a noun in «-ость» as the infinitive of the next duty, and reads «мыть» as one', () => {
    expect(
      findDutyItems(
        'Вы будете следить за порядком в залах, контролировать температуру и влажность по приборам, записывать показания в журнал. Требования: внимательность.',
      ),
    ).toEqual([
      'следить за порядком в залах',
      'контролировать температуру и влажность по приборам',
      'записывать показания в журнал',
    ]);
    expect(
      findDutyItems(
        'Нужно будет кормить животных, убирать вольеры, мыть миски и менять подстилку.',
      ),
    ).toEqual(['кормить животных', 'убирать вольеры', 'мыть миски', 'менять подстилку']);
  });

  it('keeps a list of things together and drops a lead-in "also"', () => {
    const items = findDutyItems(
      'You will groom dogs, cats and rabbits for our regular clients. In the summer you will also run the self-wash bays.',
    );
    expect(items).toEqual([
      'groom dogs, cats and rabbits for our regular clients',
      'run the self-wash bays',
    ]);
  });

  it('ends a duty section at a heading in capitals or a "What you need:" line', () => {
    const russian = findDutyItems(
      [
        'ОБЯЗАННОСТИ',
        '— приёмка и выдача белья по описи;',
        '— глажка и мелкий ремонт;',
        'КОГО ИЩЕМ',
        '— опыт работы в прачечной от года;',
      ].join('\n'),
    );
    expect(russian).toEqual(['приёмка и выдача белья по описи', 'глажка и мелкий ремонт']);
    const english = findDutyItems(
      [
        "The job: You'll be loading, driving and unloading the grain trailer, and keeping the yard swept. Harvest runs seven days a week.",
        'What you need: a full licence with trailer entitlement.',
      ].join('\n'),
    );
    expect(english).toEqual([
      'loading, driving and unloading the grain trailer',
      'keeping the yard swept',
    ]);
  });

  it('reads the duties of a post holder named by the job title, in English and Russian', () => {
    expect(
      findDutyItems(
        'We run three lock flights on the canal. The lock keeper opens and closes the gates for boaters, inspects the paddles every morning and reports damage to the section engineer.',
        'Lock Keeper',
      ),
    ).toEqual([
      'opens and closes the gates for boaters',
      'inspects the paddles every morning',
      'reports damage to the section engineer',
    ]);
    expect(
      findDutyItems(
        'Музею нужен смотритель зала. Смотритель следит за порядком в залах, отвечает на вопросы посетителей, проверяет показания термогигрометров и сообщает о нарушениях дежурному.',
        'Смотритель музея',
      ),
    ).toEqual([
      'следит за порядком в залах',
      'отвечает на вопросы посетителей',
      'проверяет показания термогигрометров',
      'сообщает о нарушениях дежурному',
    ]);
  });

  it('ends a duty section at "What we need:" or "Schedule:", never quoting the hours', () => {
    const items = findDutyItems(
      [
        "What you'll do: Weigh every lorry in and out and check its load. You'll take the fees and keep the tickets straight.",
        '',
        'What we need: a calm manner and some cash handling.',
        '',
        'Schedule: About 24 hours a week, Thursday to Saturday.',
      ].join('\n'),
    );
    expect(items.join(' | ')).not.toMatch(/schedule|24 hours|calm manner/i);
    expect(items[0]).toBe('weigh every lorry in and out and check its load');
  });

  it('never quotes a state, the shifts or the training the job gives as a duty', () => {
    const items = findDutyItems(
      [
        'Duties:',
        '- Operate the lock gates and paddles for boaters',
        '- Always be on your feet and outside in whatever the weather does',
        '- Rotating early, late and night shifts',
        '- Attending block training at our training centre',
        '- Complete a Certificate III in Horticulture',
      ].join('\n'),
    );
    expect(items).toEqual(['operate the lock gates and paddles for boaters']);
    expect(
      findDutyItems(
        'Обязанности:\n— подвязка и прищипка огурцов;\n— работать под присмотром наставника;\nМы ждём\n— опыт не нужен',
      ),
    ).toEqual(['подвязка и прищипка огурцов']);
  });

  it('never quotes what a trainee will learn, study or attend as a duty', () => {
    const items = findDutyItems(
      [
        'What you will do:',
        '- Help residents with bathing, dressing and meals',
        '- Learn both in the classroom and on our floors under supervision',
        '- Study for your provisional PCV licence and your Driver CPC',
        '- Attend City of Bristol College one day a week towards your Level 2 qualification',
        '- Spend time on the road with a mentor before driving your own routes',
        '- Complete a paid two-week induction and classroom program',
      ].join('\n'),
    );
    expect(items).toEqual(['help residents with bathing, dressing and meals']);
    expect(
      findDutyItems(
        'Обязанности:\n— приготовление кофе по стандартам сети;\n— изучать ассортимент и технологию;\n— обучаться у старшего бариста',
      ),
    ).toEqual(['приготовление кофе по стандартам сети']);
  });

  it('quotes neither the hours of the work nor a heading as a duty', () => {
    const items = findDutyItems(
      [
        'Your day-to-day',
        '- Checking the flock and the feeders every morning',
        '- Keeping the medicine records for audits',
        '',
        "You'll work 35 hours a week, Monday to Friday on a rota between 8am and 6pm.",
      ].join('\n'),
    );
    expect(items).toEqual([
      'checking the flock and the feeders every morning',
      'keeping the medicine records for audits',
    ]);
  });
});

describe('findDutyItems and where a list of duties ends', () => {
  it('ends the duties at a heading of its own between two bullet lists ("What you\'ll bring")', () => {
    const items = findDutyItems(
      [
        'What the job involves',
        '• Mucking out and bedding down twelve stables',
        '• Turning the horses out and bringing them in',
        'What you will bring',
        '• A year of work in a yard',
        '• Your own riding hat',
      ].join('\n'),
    );
    expect(items).toEqual([
      'mucking out and bedding down twelve stables',
      'turning the horses out and bringing them in',
    ]);
    expect(
      findDutyItems(
        'Обязанности\n— приём и сортировка белья\n— глажка на каландре\nЧто мы ждём\n— опыт в прачечной',
      ),
    ).toEqual(['приём и сортировка белья', 'глажка на каландре']);
  });

  it('ends a duty field of a form at the next field ("Systems we use: …")', () => {
    const items = findDutyItems(
      [
        'The role: servicing boilers, fault finding, landlord safety checks.',
        'Makes we work on: Worcester, Vaillant, Ideal, Baxi.',
      ].join('\n'),
    );
    expect(items).toEqual(['servicing boilers', 'fault finding', 'landlord safety checks']);
    // A field that heads duties again opens them.
    expect(
      findDutyItems(
        'Задачи: приёмка товара на складе; выкладка товара в зале.\nОбязанности: уборка склада; проведение инвентаризации.',
      ),
    ).toEqual([
      'приёмка товара на складе',
      'выкладка товара в зале',
      'уборка склада',
      'проведение инвентаризации',
    ]);
  });
});

describe('findDutyItems and a list of phrases after a duty heading', () => {
  it('splits a list of phrases written with commas alone into its duties', () => {
    expect(
      findDutyItems(
        'Чем заниматься:\nутренняя зарядка для отдыхающих, экскурсии по территории парка, вечерние игры у костра, дежурство на пляже.',
      ),
    ).toEqual([
      'утренняя зарядка для отдыхающих',
      'экскурсии по территории парка',
      'вечерние игры у костра',
      'дежурство на пляже',
    ]);
    expect(
      findDutyItems(
        'The job: quarterly gas safety checks, boiler servicing on planned rounds, breakdown visits across the estate.',
      ),
    ).toEqual([
      'quarterly gas safety checks',
      'boiler servicing on planned rounds',
      'breakdown visits across the estate',
    ]);
  });

  it('keeps a list whole where its next parts go on from the one before, or name makes', () => {
    const [first] = findDutyItems(
      'Обязанности:\nкладка русских печей, банных печей в облицовке, каминов по нашим проектам.',
    );
    expect(first).toMatch(/^кладка русских печей/);
    expect(
      findDutyItems(
        'Обязанности:\nпроверка документов, представленных клиентами, и запрос сведений из реестров.',
      ),
    ).toHaveLength(1);
    expect(
      findDutyItems('Duties:\nservicing our plant fleet, Caterpillar 140K graders, SDLG loaders.'),
    ).toHaveLength(1);
  });
});

describe('findDutyItems and what reads like a duty but is not one', () => {
  it('takes "they\'ll" for the holder only where it opens a sentence', () => {
    const items = findDutyItems(
      "You'll be sketching custom designs and prepping your station. Clients leave with a piece they'll treasure for years.",
    );
    expect(items).toEqual(['sketching custom designs', 'prepping your station']);
  });

  it('reads no list from a sentence whose subject opens it ("The Brewing Lead will…")', () => {
    const items = findDutyItems(
      'Job responsibilities: The Brewing Lead will plan brewing across both shifts, agree recipes with the owners, check the cleaning, filling and packing teams on quality, and train the assistant brewers.',
    );
    expect(items.join(' | ')).not.toMatch(/^filling|\| filling/);
  });

  it('ends a duty field at its paragraph, and quotes neither pay terms nor how to apply', () => {
    const items = findDutyItems(
      [
        'Что нужно делать: выезжать на объекты, замерять окна, оформлять заказы в программе.',
        '',
        'Оплата сдельная. Оформление как самозанятый, выплаты каждую неделю.',
        '',
        'Пишите в сообщения и пришлите пару фото своих работ.',
      ].join('\n'),
    );
    expect(items).toEqual(['выезжать на объекты', 'замерять окна', 'оформлять заказы в программе']);
    expect(
      findDutyItems(
        'Duties:\n- Fit and glaze windows on site\n- Measure up for quotes\n- Apply with your CV and two references',
      ),
    ).toEqual(['fit and glaze windows on site', 'measure up for quotes']);
  });
});

describe('findDutyItems and what the holder does not do or goes through', () => {
  it('quotes no note, no prohibition and no check the applicant undergoes (en)', () => {
    expect(
      findDutyItems(
        "Duties:\n- Document the history of present illness as the provider speaks\n- Track lab and imaging results\n- Please note: scribes do not place orders\n- Go through our network's fit and proper checks\n- Pass an enhanced DBS check",
      ),
    ).toEqual([
      'document the history of present illness as the provider speaks',
      'track lab and imaging results',
    ]);
    // A duty that keeps something from happening is still one.
    expect(
      findDutyItems('Duties:\n- Ensure fire doors do not stay propped open\n- Check the alarms'),
    ).toEqual(['ensure fire doors do not stay propped open', 'check the alarms']);
  });

  it('quotes no prohibition and no check the applicant undergoes (ru)', () => {
    expect(
      findDutyItems(
        'Обязанности:\n- запись пациентов на приём\n- выдача талонов\n- курение на территории запрещено\n- пройти медосмотр за счёт работодателя',
      ),
    ).toEqual(['запись пациентов на приём', 'выдача талонов']);
    expect(findDutyItems('Обязанности:\n- не допускать простоев линии\n- наладка станков')).toEqual(
      ['не допускать простоев линии', 'наладка станков'],
    );
  });
});

describe("findDutyItems and a label naming one of the title's roles", () => {
  it('quotes the duty without the role it is for, and keeps a label naming a kind of work', () => {
    const removals =
      'What the job involves:\n- Dismantling and reassembling beds and wardrobes\n- Drivers: driving the 7.5t, daily walkaround checks and digital tachograph';
    expect(findDutyItems(removals, 'Removals Porter / Driver')).toEqual([
      'dismantling and reassembling beds and wardrobes',
      'driving the 7.5t, daily walkaround checks and digital tachograph',
    ]);
    expect(
      findDutyItems(
        'Обязанности:\n- Подготовка вымени: сдаивание первых струек, обработка сосков\n- Водителям: доставка молока на завод',
        'Оператор доения / водитель',
      ),
    ).toEqual([
      'подготовка вымени: сдаивание первых струек, обработка сосков',
      'доставка молока на завод',
    ]);
  });
});

describe('findDutyItems and the holder addressed as «вы»', () => {
  it('reads what «Вы …» does in the present as duties, split at each verb', () => {
    expect(
      findDutyItems(
        'Ищем хостес в ресторан на 150 мест. Вы встречаете гостей у входа, ведёте книгу бронирования, рассаживаете гостей по залу так, чтобы нагрузка на официантов была ровной, и называете честное время ожидания. Вы получаете стабильную зарплату.',
        'Хостес',
      ),
    ).toEqual([
      'встречаете гостей у входа',
      'ведёте книгу бронирования',
      'рассаживаете гостей по залу так, чтобы нагрузка на официантов была ровной',
      'называете честное время ожидания',
    ]);
  });

  it('reads nothing from what «вы» gets, may do or likes, nor from an imperative', () => {
    expect(
      findDutyItems(
        'Вы получаете оплату каждую неделю. Вы можете вырасти до администратора. Вы любите людей? Звоните нам.',
        'Хостес',
      ),
    ).toEqual([]);
  });
});

describe('findDutyItems and what a trainee will be shown', () => {
  it('reads what the posting will show or teach a learner to do as its duties', () => {
    expect(
      findDutyItems(
        'No experience needed. Our crew will show you how to bait the pots, how to band the lobsters and how to stack the catch in the hold. Pay is weekly.',
      ),
    ).toEqual(['bait the pots', 'band the lobsters', 'stack the catch in the hold']);
    expect(
      findDutyItems(
        'Опыт не нужен, научим сами: как принимать заказы, как собирать букеты по схеме и как ухаживать за срезом. Оплата каждую неделю.',
      ),
    ).toEqual(['принимать заказы', 'собирать букеты по схеме', 'ухаживать за срезом']);
    expect(
      findDutyItems(
        "No experience? We'll show you how to load the kiln and how to glaze the pots.",
      ),
    ).toEqual(['load the kiln', 'glaze the pots']);
    // A holder named by the title who shows the learner: the shown work, not "show you how to…".
    expect(
      findDutyItems(
        'No experience needed. Our potters will show you how to load the kiln and how to glaze the pots.',
        'Trainee Potter',
      ),
    ).toEqual(['load the kiln', 'glaze the pots']);
  });

  it('reads what is "on you" («на вас») as duties, and not a phrase that names none', () => {
    expect(
      findDutyItems(
        'Небольшая пекарня у рынка. На вас выпечка хлеба по утрам, уборка цеха и приготовление начинок.',
      ),
    ).toEqual(['выпечка хлеба по утрам', 'уборка цеха', 'приготовление начинок']);
    expect(
      findDutyItems('Небольшая пекарня у рынка. Рассчитываем на вас в выходные. Звоните.'),
    ).toEqual([]);
  });
});

describe('findResponsibilities and a verb whose object is further on', () => {
  it('does not take "set up" alone for a duty', () => {
    expect(
      findResponsibilities(
        'Duties:\n- Set up, monitor and wean patients on ventilation\n- Assist with intubations',
      ),
    ).not.toContain('set up');
  });
});

describe('findResponsibilities and words that are not what they seem (round 23 of the question rating)', () => {
  it('takes no pay line for a duty: "Pay" followed by "is" is a noun', () => {
    const duties = findResponsibilities(
      [
        'You will teach new drivers one-to-one and track each student’s progress.',
        'Pay is $28–$34 per hour depending on experience and endorsements, plus a bonus.',
      ].join('\n'),
    );
    expect(duties.join('\n')).not.toMatch(/pay/i);
  });

  it('never cuts a duty on a word that needs what follows («раз» of «раз в две недели»)', () => {
    const duties = findResponsibilities(
      [
        'Обязанности:',
        '• участие в методических встречах раз в две недели и в открытых уроках.',
      ].join('\n'),
    );
    expect(duties).toEqual([
      'участие в методических встречах раз в две недели и в открытых уроках',
    ]);
  });
});

describe('findDutyItems and what the work pays', () => {
  it('quotes no price or pay line as a duty, and keeps a duty about payments', () => {
    const items = findDutyItems(
      [
        'Что нужно делать:',
        '- кладка газобетона и облицовочного кирпича',
        '- перегородки — от 450 руб./м²',
        '- оплата сдельная, расценки честные и фиксируются до начала работ',
        '- приём оплаты от заказчика и сдача отчёта прорабу',
      ].join('\n'),
    );
    expect(items).toEqual([
      'кладка газобетона и облицовочного кирпича',
      'приём оплаты от заказчика и сдача отчёта прорабу',
    ]);
  });
});

describe('findDutyItems and what the job gives (the fifth frozen panel’s blind question rating)', () => {
  it('never quotes a benefit line as a duty, and keeps a duty that handles one', () => {
    const posting = [
      'You will:',
      '- follow safe systems of work, including reversing assistance',
      '- check contamination and tag bins that cannot be emptied',
      '',
      "Local Government Pension Scheme, 26 days' leave plus bank holidays.",
    ].join('\n');
    expect(findDutyItems(posting).join(' | ')).not.toMatch(/Pension|leave/iu);
    const hr = [
      'Duties:',
      '- process annual leave requests and sickness absence',
      '- administer the pension scheme and auto-enrolment',
    ].join('\n');
    expect(findDutyItems(hr)).toEqual([
      'process annual leave requests and sickness absence',
      'administer the pension scheme and auto-enrolment',
    ]);
    const russian = [
      'Обязанности:',
      '- приём и выдача инструмента',
      '- ведение журнала',
      'ДМС после испытательного срока',
    ].join('\n');
    expect(findDutyItems(russian).join(' | ')).not.toMatch(/ДМС/u);
  });

  it('ends a bulleted list at the first line without a bullet that no bullet follows', () => {
    const posting = [
      'Что делать:',
      '— разгрузка и загрузка фур, контейнеров',
      '— перемещение паллет на рохле по складу',
      'работа под крышей, склад отапливаемый, есть раздевалки и душ.',
      '',
      'График: 2/2 день или ночь.',
    ].join('\n');
    expect(findDutyItems(posting)).toEqual([
      'разгрузка и загрузка фур, контейнеров',
      'перемещение паллет на рохле по складу',
    ]);
  });
});

describe("a duty with an abbreviation inside it (a new user's walk, thirty-fifth session)", () => {
  it('is not cut at «доп.»', () => {
    const posting =
      'Обязанности: замена и ремонт стартеров и генераторов; установка сигнализаций, камер заднего вида, доп. оборудования; работа с заказ-нарядами.\nТребования: опыт от 2 лет.';
    expect(findDutyItems(posting, 'Автоэлектрик')).toContain(
      'установка сигнализаций, камер заднего вида, доп. оборудования',
    );
  });
});
