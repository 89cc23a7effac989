import { describe, expect, it } from 'vitest';
import { findAssumptions, isEntryLevel, postingAllows } from './template-assumptions';

describe('postingAllows', () => {
  it('asks about the public only where the posting has people it serves', () => {
    const question =
      'Someone who relies on your work — a customer, a member of the public, a colleague — is unhappy with it. How do you handle it?';
    expect(findAssumptions(question)).toEqual(['public']);
    expect(
      postingAllows(question, 'Tree planting crew. You will plant 1,500 seedlings a day.'),
    ).toBe(false);
    expect(postingAllows(question, 'Ticket office. You will help visitors plan their day.')).toBe(
      true,
    );
    const russian = 'Как вы готовите свою станцию перед сменой, чтобы наплыв гостей прошёл гладко?';
    expect(
      postingAllows(russian, 'Хлебозавод ищет пекаря на ночные смены: замес, формовка, выпечка.'),
    ).toBe(false);
    expect(postingAllows(russian, 'Кафе ищет повара: завтраки для гостей отеля.')).toBe(true);
  });

  it('asks about a till, a refund or a sale only where the posting has selling or payment in it', () => {
    const till =
      'Walk me through the start and end of your shift on the till: the float, the checks, cashing up and handing over.';
    expect(findAssumptions(till)).toEqual(['selling']);
    const shelves =
      'Merchandiser for a drinks wholesaler. You visit 9 supermarkets a day, fill the shelves to the planogram and photograph the displays.';
    expect(postingAllows(till, shelves)).toBe(false);
    expect(postingAllows(till, 'Sales assistant. Serving customers and working the tills.')).toBe(
      true,
    );
    const russian = 'Как вы оформляете возврат товара и в каких случаях отказываете покупателю?';
    expect(
      postingAllows(russian, 'Мерчендайзер: выкладка товара по планограмме в сетевых магазинах.'),
    ).toBe(false);
    expect(postingAllows(russian, 'Продавец-кассир: работа на кассе, выкладка товара.')).toBe(true);
  });

  it("asks about the candidate's cooking only where the posting has cooking in it", () => {
    const cooking =
      'Tell me about a time you received blunt criticism of your cooking from a more senior chef. How did you take it, and what changed?';
    expect(findAssumptions(cooking)).toEqual(['kitchen']);
    expect(
      postingAllows(cooking, 'Waiter. Greet guests, take orders and serve food and wine.'),
    ).toBe(false);
    expect(postingAllows(cooking, 'Commis chef. Prep vegetables and sauces for service.')).toBe(
      true,
    );
    const russian =
      'Как вы добиваетесь того, чтобы каждое блюдо или напиток соответствовали стандарту — по вкусу, выходу, температуре и подаче?';
    expect(postingAllows(russian, 'Официант: принимать заказы, подавать блюда и напитки.')).toBe(
      false,
    );
    expect(postingAllows(russian, 'Повар горячего цеха: приготовление блюд по техкартам.')).toBe(
      true,
    );
    // A chef named as who trains the waiters is no kitchen of the waiter's (the ninth panel's
    // waiter was asked both questions; both raters: "the cook's or the manager's").
    expect(
      postingAllows(
        russian,
        'Официант: обслуживание гостей, консультация по меню. Обучение по меню и винам с шеф-поваром и сомелье.',
      ),
    ).toBe(false);
    expect(postingAllows(russian, 'Су-шеф: руководить поварами горячего цеха.')).toBe(true);
    // The English twin of «…на кухне не хватало…, как вы разговаривали с залом» (a barista was
    // asked it: a new user's walk of 2026-12-05).
    const service =
      'Tell me about a busy service when the kitchen started falling behind. How did you communicate with the team and front of house?';
    expect(findAssumptions(service)).toContain('kitchen');
    expect(
      postingAllows(service, 'Barista. Pull espresso shots, steam milk and serve customers.'),
    ).toBe(false);
  });

  it('asks about teaching an apprentice only where the posting says the job trains or leads others', () => {
    const question =
      'An apprentice or new colleague keeps making the same mistake on the job. How do you handle it?';
    expect(postingAllows(question, 'Assistant mechanic, working under the head mechanic.')).toBe(
      false,
    );
    expect(postingAllows(question, 'Senior fitter. You will mentor two apprentices.')).toBe(true);
    // Feedback on a colleague's work supposes the candidate reviews it.
    const feedback = "How do you give feedback to a colleague whose work isn't good enough yet?";
    expect(findAssumptions(feedback)).toEqual(['teaching']);
    expect(postingAllows(feedback, 'HGV Class 1 driver, night trunking to our stores.')).toBe(
      false,
    );
    expect(postingAllows(feedback, 'Shift supervisor. You will lead a team of six pickers.')).toBe(
      true,
    );
  });

  it('asks what the work is really like day to day only where the posting asks for no experience of it', () => {
    const question =
      'What do you know about what this work is really like day to day, and how did you find out?';
    expect(findAssumptions(question)).toEqual(['newcomer']);
    expect(
      postingAllows(
        question,
        'Lift Service Engineer. You will have at least three years of service experience on lifts.',
      ),
    ).toBe(false);
    // Months of it too, and «с опытом от 6 месяцев» (round 34: a hookah master asked it, rated 2).
    expect(
      postingAllows(question, 'Barista. We need a barista with 6 months experience on a busy bar.'),
    ).toBe(false);
    expect(
      postingAllows(
        'Что вы знаете о том, как эта работа выглядит изо дня в день, и откуда вы это узнали?',
        'Кальянный мастер\nВ лаунж-бар ищем кальянного мастера с опытом от 6 месяцев.',
      ),
    ).toBe(false);
    // Experience that is only welcome, the crews' experience, a length of service for the
    // pension, or a promise to train: the candidate may be new to the work.
    for (const posting of [
      'Animal shelter worker. Experience with animals is an advantage, but calm matters most.',
      'Trainee line worker, working alongside experienced line crews.',
      'Refuse collector. Leave rises to 31 days after five years’ service.',
      'Ice technician. Previous resurfacer experience is preferred, but we will train the right person.',
    ]) {
      expect(postingAllows(question, posting)).toBe(true);
    }
    const russian =
      'Что вы знаете о том, как эта работа выглядит изо дня в день, и откуда вы это узнали?';
    expect(
      postingAllows(russian, 'Контролёр ОТК: опыт работы в литейном производстве от 2 лет.'),
    ).toBe(false);
    expect(postingAllows(russian, 'Униформист в цирк. Мужчины и женщины, от 18 лет.')).toBe(true);
    expect(postingAllows(russian, 'Грузчик. Опыт работы не обязателен, обучим.')).toBe(true);
  });

  it('asks about estimates and contract variations only where the posting prices the work', () => {
    const question =
      'Заказчик просит дополнительные работы, но не хочет подписывать допсоглашение. Как вы поступите?';
    expect(findAssumptions(question)).toEqual(['costs']);
    expect(
      postingAllows(question, 'Инженер-геодезист: разбивка осей, исполнительные схемы, нивелир.'),
    ).toBe(false);
    expect(postingAllows(question, 'Прораб: ведение объекта, сметы, договоры с заказчиком.')).toBe(
      true,
    );
    expect(
      findAssumptions("How do you check a contractor's work or estimate, and what do you do?"),
    ).toEqual(['costs']);
    // Food cost is a kitchen's own: not an estimate.
    expect(
      findAssumptions('Как вы управляете остатками и списаниями, чтобы держать себестоимость?'),
    ).toEqual(['stock']);
  });

  it('asks how stock, ordering and waste are kept down only where the posting speaks of them', () => {
    const en = 'How do you manage stock, ordering and waste so that costs stay under control?';
    const ru =
      'Как вы управляете остатками, заказами продуктов и списаниями, чтобы держать себестоимость под контролем?';
    expect(findAssumptions(en)).toEqual(['stock']);
    expect(
      postingAllows(en, 'Kitchen hand: washing up, basic prep, keeping the kitchen clean.'),
    ).toBe(false);
    expect(postingAllows(en, 'Waiter: take orders, serve food and drinks, set tables.')).toBe(
      false,
    );
    expect(
      postingAllows(
        ru,
        'Бариста: приготовление эспрессо-напитков, работа на кассе, приёмка товара.',
      ),
    ).toBe(false);
    expect(
      postingAllows(en, 'Head baker: production overnight, flour orders and tracking waste.'),
    ).toBe(true);
    expect(postingAllows(ru, 'Шеф-повар: меню, закупки продуктов, контроль себестоимости.')).toBe(
      true,
    );
  });

  it('lets a question that takes nothing for granted be asked of any job', () => {
    expect(
      findAssumptions('Tell me about a mistake you made at work and what you did next.'),
    ).toEqual([]);
    expect(postingAllows('Tell me about a mistake you made at work.', '')).toBe(true);
  });

  it('asks about deadlines, a ward or a budget only where the posting has them', () => {
    const deadlines =
      'How do you handle several deadlines at once? Describe a real week when that happened.';
    expect(
      postingAllows(deadlines, 'Осмотрщик вагонов: осмотр составов на станции, смены 12 часов.'),
    ).toBe(false);
    expect(
      postingAllows(deadlines, 'Marketing executive: plan and launch three campaigns a quarter.'),
    ).toBe(true);
    const ward =
      'How do you explain discharge instructions to a patient who is anxious or confused?';
    expect(
      postingAllows(
        ward,
        'Scrub nurse for our orthopaedic theatres: instrument counts, sterile field.',
      ),
    ).toBe(false);
    expect(postingAllows(ward, 'Staff nurse on a 28-bed surgical ward.')).toBe(true);
    const budget =
      'Как вы составляете бюджет или прогноз и как потом объясняете отклонения план-факт?';
    expect(
      postingAllows(budget, 'Бухгалтер по расчётам с поставщиками: сверки, оплаты, первичка.'),
    ).toBe(false);
    expect(
      postingAllows(budget, 'Финансовый менеджер: бюджет компании, план-факт, отчётность.'),
    ).toBe(true);
  });

  it('does not ask an apprentice or a trainee how they do a duty well, or when it went wrong', () => {
    const method =
      'The posting lists “climbing poles”. How do you do this well, step by step, and what do you check along the way?';
    expect(
      postingAllows(method, 'Apprentice Powerline Worker. You will learn to climb poles.'),
    ).toBe(false);
    expect(postingAllows(method, 'Powerline Worker. Five years on live lines required.')).toBe(
      true,
    );
    const russian =
      'В вакансии указано: «подвязка огурцов». Расскажите о случае, когда что-то пошло не по плану.';
    expect(postingAllows(russian, 'Овощевод в теплицу. Можно без опыта — обучим.')).toBe(false);
  });

  it('does not ask someone new to the work about the tools they rely on in it, or how they know they do it well', () => {
    const trainee = 'Trainee Dry Stone Waller. No experience needed: we will train you.';
    const experienced =
      'Dry Stone Waller. At least three years of walling experience, with your own hand tools.';
    for (const question of [
      'Which tools or equipment do you rely on most in this kind of work, and how do you look after them?',
      'How do you know, day to day, that you are doing this job well?',
      'Tell me about a time you had to rebuild a collapsed wall. What was the situation, what did you do, and what was the result?',
      'Which rules, standards or procedures matter most in this work, and when have you seen why they matter?',
      'Which part of this work needs the most care to get right, and how do you make sure you get it right?',
    ]) {
      expect(postingAllows(question, trainee)).toBe(false);
      expect(postingAllows(question, experienced)).toBe(true);
    }
    expect(
      postingAllows(
        'На какие инструменты или оборудование вы больше всего опираетесь в такой работе и как за ними следите?',
        'Проводник пассажирского вагона. Без опыта, обучим за счёт компании.',
      ),
    ).toBe(false);
    expect(
      postingAllows(
        'В вакансии указано: «сопровождать пассажиров». Расскажите о случае, когда это (или что-то похожее) пришлось делать, а времени или помощи не хватало.',
        'Агент по сопровождению пассажиров. Без опыта, обучим.',
      ),
    ).toBe(false);
    // What anyone who has worked at all can tell.
    expect(
      postingAllows(
        'Tell me about a time you had to adapt quickly to a big change at work.',
        trainee,
      ),
    ).toBe(true);
  });

  it('reads a posting as for a learner from its title or its "no experience needed", not from trainees the holder trains', () => {
    expect(isEntryLevel('Trainee Tree Surgeon\nClimbing and rigging with our crews.')).toBe(true);
    expect(isEntryLevel('Ученик пекаря\nРабота в ночную смену.')).toBe(true);
    expect(isEntryLevel('Фотограф на школьные съёмки (обучим)\nСъёмка классов.')).toBe(true);
    expect(
      isEntryLevel("Prison Officer\nYou don't need previous experience of the justice sector."),
    ).toBe(true);
    // The holder trains or supervises learners, or has finished an apprenticeship.
    expect(
      isEntryLevel('Head Groom\n- Train new grooms and two apprentices\n- Exercise the string'),
    ).toBe(false);
    expect(
      isEntryLevel('Maintenance Fitter\nRequirements: a recognised mechanical apprenticeship.'),
    ).toBe(false);
    expect(
      isEntryLevel('Старший бариста\nНаставничество стажёров, контроль качества напитков.'),
    ).toBe(false);
    // «Без опыта не рассматриваем» asks for experience.
    expect(isEntryLevel('Художник-декоратор\nОпыт от 2 лет. Без опыта не рассматриваем.')).toBe(
      false,
    );
    expect(
      isEntryLevel('Мастер по ремонту часов\nОпыт нужен хотя бы год, без опыта пока не беру.'),
    ).toBe(false);
    expect(isEntryLevel('Concrete Operative (Full Training)\nMoulds, pours and finishing.')).toBe(
      true,
    );
  });

  it('asks how a duty new to the candidate would be learnt only of a posting for someone new to the work', () => {
    const question =
      'The posting lists “loading the punt”. If this would be new to you, how would you go about learning to do it well, and what would you ask first?';
    expect(
      postingAllows(question, 'Oyster Farm Hand. No experience needed, we will teach you.'),
    ).toBe(true);
    expect(postingAllows(question, 'Oyster Farm Hand. Three years on a lease required.')).toBe(
      false,
    );
    expect(postingAllows(question, 'Oyster Farm Hand. Tumbling and grading oysters.')).toBe(false);
    // A job centre's form: «Опыт работы: не требуется».
    expect(
      postingAllows(
        'В вакансии указано: «выведение пятен». Как вы делаете это хорошо — по шагам?',
        'Оператор химчистки.\nОпыт работы: не требуется, обучение на рабочем месте',
      ),
    ).toBe(false);
  });

  it('asks about kit, danger and sudden change only where the posting has them', () => {
    const office = [
      'Paralegal, residential conveyancing. Hybrid: three days in our Leeds office.',
      'You will open new files, draft contracts and reports on title, and deal with clients by phone and email.',
    ].join('\n');
    const site = [
      'Hydrovac Operator. Operate a vacuum excavation truck on utility sites in all weather.',
      'Follow our safety procedures and wear PPE; report every hazard.',
    ].join('\n');
    for (const question of [
      'What do you check before you start a shift or a piece of work, and why those things?',
      'Which tools or equipment do you rely on most in this kind of work, and how do you look after them?',
      'You are asked to do something you believe is unsafe or against the rules. What do you do?',
      'You notice a colleague doing something that could put someone at risk. What do you do?',
      'Something goes seriously wrong in the middle of a job, and you cannot simply stop and start again. What do you do, step by step?',
      'Tell me about a time conditions changed suddenly while you were working. What did you do?',
    ]) {
      expect(postingAllows(question, office)).toBe(false);
      expect(postingAllows(question, site)).toBe(true);
    }
    // Financial risk is no hazard to anyone.
    expect(
      postingAllows(
        'You notice a colleague doing something that could put someone at risk. What do you do?',
        'Paraplanner. Research products, prepare suitability reports and check each client’s attitude to risk.',
      ),
    ).toBe(false);
    const declarant =
      'Специалист по таможенному оформлению. Подготовка деклараций на товары в программе «Альта-ГТД», работа в офисе.';
    const craneOperator =
      'Машинист автогрейдера. Работа вахтой на строительстве дороги, техника новая, выдаём спецодежду и СИЗ, соблюдение охраны труда.';
    for (const question of [
      'Что вы проверяете перед началом смены или работы и почему именно это?',
      'На какие инструменты или оборудование вы больше всего опираетесь в такой работе и как за ними следите?',
      'Вас просят сделать то, что вы считаете небезопасным или нарушением правил. Что вы делаете?',
      'Вы замечаете, что коллега делает что-то, что может подвергнуть кого-то риску. Что вы делаете?',
      'Посреди работы что-то серьёзно пошло не так, а просто остановиться и начать заново нельзя. Что вы делаете, по шагам?',
      'Расскажите о случае, когда во время работы обстановка внезапно изменилась. Что вы сделали?',
    ]) {
      expect(postingAllows(question, declarant)).toBe(false);
      expect(postingAllows(question, craneOperator)).toBe(true);
    }
  });

  it("asks about a warehouse's forklifts, racking and docks only where the posting names them", () => {
    // A removals porter (the eighth panel's posting) was asked it; both raters marked it as a
    // warehouse question (round 41). His posting names a lorry, stairs and customers' homes.
    const porter =
      'Removals Porter / Packer. Pack customers’ belongings, dismantle and reassemble furniture, carry and load heavy items safely up and down narrow staircases, load the lorry so nothing shifts. Removals, warehouse or delivery experience helpful but full training given.';
    const warehouse =
      'Warehouse Operative. Pick and pack orders, load and unload trailers at the loading bay, move pallets with a counterbalance forklift. Forklift licence an advantage.';
    for (const question of [
      'How do you keep people safe around forklifts, racking and loading docks? What do you check yourself?',
      'Как вы обеспечиваете безопасность на складе — рядом с погрузчиками, стеллажами и на рампе? Что проверяете лично?',
    ]) {
      expect(findAssumptions(question)).toContain('warehouseKit');
      expect(postingAllows(question, porter)).toBe(false);
      expect(postingAllows(question, warehouse)).toBe(true);
    }
    expect(
      postingAllows(
        'Как вы обеспечиваете безопасность на складе — рядом с погрузчиками, стеллажами и на рампе? Что проверяете лично?',
        'Кладовщик. Приёмка товара, размещение паллет в стеллажах, работа с ТСД.',
      ),
    ).toBe(true);
  });

  it('asks about a group of children and their several families only where the posting has a group (round 51)', () => {
    const nanny =
      'Семья ищет няню для двух детей: девочка 2 лет и мальчик 5 лет. Прогулки дважды в день, отвести старшего в детский сад утром и забрать.';
    const kindergarten =
      'Воспитатель в детский сад. Работа в группе 20 детей 4–5 лет, организация режима дня, прогулок и сна.';
    for (const question of [
      'Расскажите, как вы планируете день группы, чтобы хватало времени на игру, занятия, еду и сон.',
      'Двое родителей просят для своих детей противоположного — например, насчёт дневного сна или еды. Как вы поступите?',
      'Two parents ask you for opposite things for their children, for example about naps or food. How do you handle it?',
    ]) {
      expect(findAssumptions(question)).toContain('group');
      expect(postingAllows(question, nanny)).toBe(false);
      expect(postingAllows(question, kindergarten)).toBe(true);
    }
  });
});
