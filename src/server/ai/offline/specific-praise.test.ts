// A strong answer is praised for what makes it strong, quoted whole from it, and only where the
// sentence mechanically is what the praise calls it.
import { describe, expect, it } from 'vitest';
import { analyseAnswer } from './analyse-answer';
import { chooseFeedback, writeFeedback } from './feedback';

const praiseOf = (answer: string, language: 'en' | 'ru', question: string) =>
  analyseAnswer({ answer, language, question }).praise ?? null;

describe('specificPraise', () => {
  it('quotes the habit a story ends on, in English and Russian, from the clause that holds it', () => {
    expect(
      praiseOf(
        'Last spring a diabetic patient went hypo in the chair while the dentist was prepping a crown. I saw her go pale and sweaty, stopped the dentist, got the glucose gel from the emergency kit and kept her talking until she came round. I wrote it up in the emergency log, and since then I ask every diabetic patient what they have eaten when I bring them through.',
        'en',
        'Tell me about a time you dealt with a medical emergency.',
      ),
    ).toEqual({
      key: 'praiseChange',
      quote:
        '…and since then I ask every diabetic patient what they have eaten when I bring them through',
    });
    expect(
      praiseOf(
        'Был Kia Ceed, троил на холодную. Я поменял свечи и катушку, клиент уехал, через неделю вернулся с тем же. Тогда я переставил форсунки первого и третьего цилиндров, и ошибка переехала. Поменяли форсунку, машина ездит. С тех пор при пропусках всегда сначала меняю элементы местами, а уже потом заказываю запчасти.',
        'ru',
        'Расскажите о случае, когда ремонт не помог с первого раза.',
      ),
    ).toEqual({
      key: 'praiseChange',
      quote:
        'С тех пор при пропусках всегда сначала меняю элементы местами, а уже потом заказываю запчасти',
    });
  });

  it('never praises as the candidate’s change what someone else said changed', () => {
    // The tenth panel's read: the foreman's words quoted as «вы сделали выводы».
    const answer =
      'На партии фланцев стружка вдруг пошла синей лентой. Я остановил станок, перебрал тару и нашёл ещё шесть заготовок без клейма. Мастер потом сказал, что с того раза на складе стали проверять клеймо при выдаче.';
    expect(praiseOf(answer, 'ru', 'Расскажите о случае, когда вы нашли брак.')?.key).not.toBe(
      'praiseChange',
    );
  });

  it('never praises as a change a job held since, or how things went since', () => {
    const praise = praiseOf(
      'In my first year I coached a Sunday league team of twelve-year-olds and one boy kept getting left out of the passing. I built drills where every player had to touch the ball before a shot and talked to the captain. By the end of the season he was starting every game. Since then I have been working as a gym instructor at a council leisure centre.',
      'en',
      'Tell me about a time you helped someone improve.',
    );
    expect(praise?.key).not.toBe('praiseChange');
    // Nor a course finished since, with "now" in it (round 58).
    expect(
      praiseOf(
        'On my first placement a patient collapsed in the waiting room and I started compressions until the crew took over. He survived. Since then I have been doing my preceptorship and I am nearly at the end of it now.',
        'en',
        'Tell me about a time you handled an emergency.',
      )?.key,
    ).not.toBe('praiseChange');
  });

  it('quotes the outcome with its figure where the answer ends, never a scene set with one', () => {
    expect(
      praiseOf(
        'Fresh waste in my store was the worst in the area. I started checking the markdown times myself every evening, moved the reductions to 4 pm and trained two supervisors to do the count. As a result, after three months fresh waste fell to 2% and sales grew by 5%.',
        'en',
        'Tell me about a time you improved a result in your store.',
      ),
    ).toEqual({
      key: 'praiseOutcome',
      quote: 'As a result, after three months fresh waste fell to 2% and sales grew by 5%',
    });
    expect(
      praiseOf(
        'I keep the colour bar stocked and check it before we open. At my last salon I noticed we kept running out of 6% developer on Saturdays, so I started a stock check on Fridays.',
        'en',
        'How would you keep your section running in your first month?',
      )?.key,
    ).not.toBe('praiseOutcome');
  });

  it('quotes a story’s ending told in words, never a lesson, a supposition or an amount told vaguely', () => {
    // Round 68 (paired, 16 training answers): "keep this level" good for 1 of 16, the ending quoted
    // for 13 and 10.
    expect(
      praiseOf(
        'Last winter a carer rang me at half seven: no answer at a client’s door and the key safe empty. Nobody knew where she was, so I rang the police for a welfare check. They found her on the bathroom floor, and she went home from hospital the next day.',
        'en',
        'Tell me about a time you escalated a safeguarding concern.',
      ),
    ).toEqual({
      key: 'praiseOutcome',
      quote: 'They found her on the bathroom floor, and she went home from hospital the next day',
    });
    expect(
      praiseOf(
        'Клиент жаловался на гул спереди на скорости, два сервиса ничего не нашли. Оказался люфт в ступичном подшипнике — я его заменил. Клиент вернулся через полгода уже на ТО, гула нет.',
        'ru',
        'Расскажите о случае, когда вы нашли неисправность, которую пропустили другие.',
      )?.key,
    ).toBe('praiseOutcome');
    for (const [answer, language] of [
      [
        'Клиент жаловался на гул спереди на скорости. Я прокатился с ним, поднял машину и нашёл люфт в подшипнике. Вывод я сделал простой: теперь всегда катаюсь с клиентом сам.',
        'ru',
      ],
      [
        'A customer complained about a hum at speed. I drove with him, put the car up and found play in the wheel bearing. If it had gone on, it would have been resolved by the next service anyway.',
        'en',
      ],
    ] as const) {
      expect(
        praiseOf(answer, language, 'Tell me about a fault you found that others had missed.')?.key,
      ).not.toBe('praiseOutcome');
    }
  });

  it('quotes a background answer’s own work with its facts, never a wish or a plan', () => {
    const background =
      'Which of your previous roles is closest to this Room Attendant position, and what were you responsible for there?';
    const evidence = analyseAnswer({
      answer:
        "I'm quite a calm person. I worked nearly two years in a hotel by the airport, about 120 rooms. Usually I had 13 or 14 rooms a shift.",
      language: 'en',
      question: background,
    });
    expect(evidence.questionCategory).toBe('background');
    expect(evidence.praise?.key).toBe('praiseWork');
    expect(evidence.praise?.quote).toBe(
      'I worked nearly two years in a hotel by the airport, about 120 rooms',
    );
    const russian = analyseAnswer({
      answer:
        'Сейчас я подрабатываю по выходным. Я два года продавал подшипники и РТИ на заводы Екатеринбурга. Мне это нравится.',
      language: 'ru',
      question:
        'Какая из ваших прошлых ролей ближе всего к позиции «Менеджер по продажам»? За что вы там отвечали?',
    });
    expect(russian.praise?.quote).toBe(
      'Я два года продавал подшипники и РТИ на заводы Екатеринбурга',
    );
    const wish = analyseAnswer({
      answer:
        "I haven't worked in a hotel yet. I would love to work two years at a place like the Hilton by the airport. I'm a quick learner.",
      language: 'en',
      question: background,
    });
    expect(wish.praise?.key).not.toBe('praiseWork');
  });

  it('quotes the real case a method is backed with, never a condition or a case that opens it', () => {
    const method = 'How do you check your own work before you hand it over?';
    expect(
      praiseOf(
        'I go round every bolt with the torque wrench in the same order and mark each one with a paint pen, then I get a second person to look at the marks. Last year this caught a brake caliper I had fitted with one retaining pin missing.',
        'en',
        method,
      ),
    ).toEqual({
      key: 'praiseCase',
      quote: 'Last year this caught a brake caliper I had fitted with one retaining pin missing',
    });
    expect(
      praiseOf(
        'Сверяю каждую цифру с первичкой и акты сверки с поставщиками. Если успели до дня подачи декларации в прошлом квартале, вычет можно заявить, это важно не потерять.',
        'ru',
        'Как вы проверяете цифры в отчёте, прежде чем он уйдёт руководству?',
      )?.key,
    ).not.toBe('praiseCase');
  });

  it('quotes the sentence that tells the candidate’s own steps in detail, never a thought, a plan or the scene', () => {
    const story =
      'We were moving a care-home resident from the ward to a side room on a night shift. I checked her bed rails first, rang the night sister, wrote the time of the move on the handover sheet and took her call bell with us. She settled within the hour.';
    expect(praiseOf(story, 'en', 'Tell me about a time you kept a patient safe.')).toEqual({
      key: 'praiseStep',
      quote:
        'I checked her bed rails first, rang the night sister, wrote the time of the move on the handover sheet and took…',
    });
    expect(
      praiseOf(
        'В прошлом месяце на складе пришла фура с пересортом. Я сначала сверила накладную с фактом, пересчитала паллеты по местам, сфотографировала маркировку и составила акт расхождений с водителем. Поставщик прислал недостающее через два дня.',
        'ru',
        'Расскажите о случае, когда приёмка пошла не по плану.',
      ),
    ).toEqual({
      key: 'praiseStep',
      quote:
        'Я сначала сверила накладную с фактом, пересчитала паллеты по местам, сфотографировала маркировку и составила акт расхождений с водителем',
    });
    // What the candidate felt, would do or thinks is no step of theirs.
    for (const answer of [
      'The van broke down on the way to a job. I panicked at first, because the customer was waiting, the parts were in the back and my phone was flat. In the end the office sent another van.',
      'The van broke down on the way to a job. If it happened again I would ring the office first, book a recovery truck and call the customer. The office sent another van.',
      'В тот день сломалась машина. Я растерялась, потому что клиент ждал, детали лежали в кузове, а телефон сел. В итоге офис прислал другую машину.',
      // A plan or a need (the tenth panel's read: quoted as "your own part, told in detail").
      'I fitted stoves in Poland for six years. I know I need to learn the British way, the certificates, the HETAS course, and the flues here are different. I am ready for it.',
      'Я пять лет штукатурила в Казани. Мне придётся освоить ваши смеси, пройти инструктаж и выучить местные нормы. Я к этому готова.',
    ]) {
      expect(
        praiseOf(answer, answer.startsWith('В') ? 'ru' : 'en', 'Tell me about a setback.')?.key,
      ).not.toBe('praiseStep');
    }
  });

  it('quotes a habit told step by step in the present, with or without «я», never what was not done', () => {
    expect(
      praiseOf(
        'Labels are where most of the mistakes in a dispensary start. I read the prescription twice, scan the box against the label and initial the bag before it goes for checking. Our error log for my bench was clean last year.',
        'en',
        'How do you make sure the medicines you prepare are right?',
      ),
    ).toEqual({
      key: 'praiseStep',
      quote:
        'I read the prescription twice, scan the box against the label and initial the bag before it goes for checking',
    });
    expect(
      praiseOf(
        'Сначала смотрю заявку. Потом сверяю накладную с фактом, пересчитываю коробки по местам и подписываю акт только после этого. Если чего-то нет, звоню поставщику при водителе.',
        'ru',
        'Как вы принимаете товар от поставщика?',
      ),
    ).toEqual({
      key: 'praiseStep',
      quote:
        'Потом сверяю накладную с фактом, пересчитываю коробки по местам и подписываю акт только после этого',
    });
    expect(
      praiseOf(
        'Stock rotation was my job on the night shift. I didn’t check the dates on the back row, didn’t rotate the yoghurts and left the old ones in front. We threw away a whole tray that week.',
        'en',
        'Tell me about a busy week on the night shift.',
      )?.key,
    ).not.toBe('praiseStep');
  });

  it('keeps «и т.д.» whole in a quote, and never quotes a plan told with a curly “I’d”', () => {
    expect(
      praiseOf(
        'На складе я отвечаю за приёмку. Утром я сверяю накладную с фактом, пересчитываю коробки, подписываю акт и т.д. Потом сдаю документы в бухгалтерию.',
        'ru',
        'Как вы принимаете товар?',
      ),
    ).toEqual({
      key: 'praiseStep',
      quote: 'Утром я сверяю накладную с фактом, пересчитываю коробки, подписываю акт и т.д.',
    });
    expect(
      praiseOf(
        'The van broke down on the way to a job. I’d ring the office first, book a recovery truck and call the customer straight away. The office sent another van.',
        'en',
        'Tell me about a time your van broke down.',
      )?.quote ?? '',
    ).not.toMatch(/I’d ring/u);
  });

  it('does not praise as a step a job taken or left, nor what was done in a mistake', () => {
    expect(
      praiseOf(
        'I have worked with the public for six years. After school I started on the tills at a garden centre in Harrogate, then moved to a bakery counter in Leeds for three years. I know how to keep a queue moving.',
        'en',
        'What experience do you have of serving customers?',
      )?.key,
    ).not.toBe('praiseStep');
    expect(
      praiseOf(
        'Two years ago I took on a rush order of thirty pages of tax forms. I translated “allowance” as «пособие» throughout, used the wrong form names and sent it without a second read. The client sent it back with eleven corrections.',
        'en',
        'Tell me about a mistake you made at work.',
      )?.key,
    ).not.toBe('praiseStep');
  });

  it('does not praise an own step in an answer about why the job', () => {
    expect(
      analyseAnswer({
        jobTitle: 'Animal Care Assistant',
        question: 'Why are you interested in this Animal Care Assistant role, and why now?',
        language: 'en',
        answer:
          'I have always liked working outdoors. Last year I volunteered at the city farm, fed the goats every Saturday, mucked out the pens and showed school groups round the yard. I want to make that my job.',
      }).praise?.key,
    ).not.toBe('praiseStep');
  });

  it('names the step an interviewer will pick up on, in place of "go a level deeper", quoted', () => {
    const cases = [
      {
        language: 'en' as const,
        question: 'What experience do you have of handling deliveries in a warehouse?',
        answer:
          'I have done goods-in at a builders merchant for two years. Most mornings I check the delivery note against the load, count the pallets with the driver and sign only for what is actually there. Last winter a driver was short two pallets of plasterboard and I wrote it on the note before signing, so we were credited the next week.',
        quote: '“Most mornings I check the delivery note against the load, count the pallets',
      },
      {
        language: 'ru' as const,
        question: 'Какой опыт приёмки товара у вас уже есть?',
        answer:
          'Два года работала на складе строймаркета. Каждое утро сверяю накладную с фактом, пересчитываю паллеты вместе с водителем и подписываю только то, что реально привезли. Прошлой зимой не хватало двух паллет гипсокартона, я записала это в накладную до подписи, и поставщик довёз их через неделю.',
        quote: '«Каждое утро сверяю накладную с фактом, пересчитываю паллеты вместе с водителем',
      },
    ];
    for (const { language, question, answer, quote } of cases) {
      const evidence = analyseAnswer({ answer, language, question });
      // Praised as the candidate's own steps (round 69: good on 12 and 12 of 16 where the line to
      // prepare for was on 1 and 1)…
      const middling = { ...evidence, score: 62 };
      expect(chooseFeedback(middling).improvement).toBe('praiseStep');
      expect(writeFeedback(middling, { language, seed: 0 })).toContain(quote);
      // …and, with nothing to praise, named as the point an interviewer will pick up on.
      expect(chooseFeedback({ ...middling, praise: null }).improvement).toBe('prepareDepthOn');
      expect(writeFeedback({ ...middling, praise: null }, { language, seed: 0 })).toContain(quote);
    }
  });

  it('is said in the feedback of a strong answer, in its language’s quotation marks', () => {
    const answer =
      'Был Kia Ceed, троил на холодную. Я поменял свечи и катушку, клиент уехал, через неделю вернулся с тем же. Тогда я переставил форсунки первого и третьего цилиндров, и ошибка переехала. Поменяли форсунку, машина ездит. С тех пор при пропусках всегда сначала меняю элементы местами, а уже потом заказываю запчасти.';
    const evidence = analyseAnswer({
      answer,
      language: 'ru',
      question: 'Расскажите о случае, когда ремонт не помог с первого раза.',
    });
    const feedback = writeFeedback({ ...evidence, score: 90 }, { language: 'ru', seed: 1 });
    expect(feedback).toContain(
      '«С тех пор при пропусках всегда сначала меняю элементы местами, а уже потом заказываю запчасти»',
    );
    expect(feedback).not.toContain('так же подробно');
  });
});
