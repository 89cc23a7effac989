import { describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/language';
import { analyseAnswer } from './analyse-answer';
import { chooseFeedback, writeFeedback } from './feedback';
import { getAnyWorkBank, getQuestionBank } from './question-bank';

/** A middling answer's feedback: what follows the answer when nothing certain is missing. */
/** The line the question's follow-up gives (nothing praised: praise comes first, round 69). */
function improvementFor(answer: string, question: string, language: Language) {
  const evidence = analyseAnswer({ answer, language, question });
  return chooseFeedback({ ...evidence, score: 55, praise: null }).improvement;
}

const LEARN_EN = 'What do you want to learn or achieve in your first year in this role?';
const LEARN_RU = 'Чему вы хотите научиться и чего добиться за первый год на этой должности?';

describe("a motivation question's own follow-up", () => {
  it('asks after a first-year goal how it would be seen met, in both languages', () => {
    expect(
      improvementFor(
        'I want to get properly confident with corrective colour, because where I am now the senior stylist takes most of it. I would also like to build my own column of regular clients here and learn the booking system inside out so I can help on reception when it is busy.',
        LEARN_EN,
        'en',
      ),
    ).toBe('learnMilestone');
    expect(
      improvementFor(
        'Хочу уверенно освоить аппаратные процедуры, потому что на прошлом месте я в основном делала инъекции, а лазер видела только со стороны. Ещё хочу научиться спокойно работать с осложнениями, которых у меня было мало, и лучше объяснять пациентам, почему какая-то процедура им сейчас не нужна, даже если они очень её просят и готовы платить.',
        LEARN_RU,
        'ru',
      ),
    ).toBe('learnMilestone');
  });

  it('does not ask for a milestone the answer already gives as a figure', () => {
    expect(
      improvementFor(
        'In my first year I want a full diary of twenty-five sessions a week, because a new trainer spends the first months on the floor. After that I want to specialise in older clients with back pain rather than climb into management, and do the Level 4 course you fund.',
        LEARN_EN,
        'en',
      ),
    ).not.toBe('learnMilestone');
  });

  it('asks after a goal that can be checked how the candidate will get there, never "why here?"', () => {
    const dated =
      'By the end of the year I want a full column: Saturdays booked by spring without walk-ins, because I am starting again and some of my clients will follow me here. I also want to do the big colour corrections myself, start to finish, instead of passing them to a senior.';
    expect(improvementFor(dated, LEARN_EN, 'en')).toBe('learnFirstStep');
    const datedRu =
      'К концу года хочу вести договоры подряда сама, от проекта до подписания, потому что раньше у меня были в основном поставки. Ещё хочу разобраться с закупками по 223-ФЗ так, чтобы не бегать за каждым вопросом к руководителю, и обновить типовые формы субподряда.';
    expect(improvementFor(datedRu, LEARN_RU, 'ru')).toBe('learnFirstStep');
  });

  it('does not ask for the first step and the help of an answer that names both (a walk)', () => {
    const named =
      'К концу года хочу сама вести приёмку товара и возвраты, без помощи старшего продавца. Начну с того, что спрошу у старшего, как у вас оформляют возврат, и в первый месяц буду делать это при ней.';
    expect(improvementFor(named, LEARN_RU, 'ru')).not.toBe('learnFirstStep');
  });

  it('asks why that goal comes first once the answer says how it will be met and reached', () => {
    const full =
      'By the end of the year I want a full column: Saturdays booked by spring without walk-ins. I also want to do the big colour corrections myself, start to finish, and I would do the product-house course on correction in my first months, then take the simpler ones with a senior beside me.';
    const improvement = improvementFor(full, LEARN_EN, 'en');
    expect(improvement).toBe('learnWhyFirst');
    const fullRu =
      'К концу года хочу вести договоры подряда сама, от проекта до подписания, без правок руководителя. Для этого хотела бы пройти курсы по строительному праву, а в первые месяцы посмотреть на объекте, как на практике идёт приёмка скрытых работ, как готовят исполнительную документацию и почему заказчики тянут с подписанием актов.';
    expect(improvementFor(fullRu, LEARN_RU, 'ru')).toBe('learnWhyFirst');
  });

  it('does not ask which deal-breaker matters most of an answer that says so', () => {
    const question = 'What would make you turn down an offer for a role like this one?';
    const ranked =
      'Above all, targets that leave no room to help a caller who is upset, because I worked in a contact centre where handling time was everything, I trained the new starters there, and you were marked down for staying on the line. Pay matters too, and a rota I can plan around, which is why Sundays off matter to me.';
    const unranked =
      'Targets that leave no room to help a caller who is upset, because I worked in a contact centre where handling time was everything, I trained the new starters there, and you were marked down for staying on the line. Also pay below the local rate, and a rota that changes every week, which is why Sundays off matter to me.';
    expect(improvementFor(ranked, question, 'en')).not.toBe('dealBreaker');
    expect(improvementFor(unranked, question, 'en')).toBe('dealBreaker');
  });

  it('does not ask for a team where it worked after an answer that tells one', () => {
    const question = 'What kind of team and working environment helps you do your best work?';
    const told =
      'A team that shares the work when it gets busy. Last December at the garden centre two of us were off, and the manager moved me from the tills to the wreaths for a week. I finished forty wreaths, and the others covered my tills without being asked. That is when I work best.';
    expect(improvementFor(told, question, 'en')).not.toBe('teamCase');
  });

  it('has the same follow-up at the same template in English and Russian', () => {
    for (const [en, ru] of [
      [getQuestionBank('en'), getQuestionBank('ru')],
      [getAnyWorkBank('en'), getAnyWorkBank('ru')],
    ] as const) {
      const followUps = (bank: typeof en) =>
        Object.fromEntries(bank.filter((t) => t.next).map((t) => [t.id, t.next]));
      expect(followUps(ru)).toEqual(followUps(en));
      expect(Object.keys(followUps(en)).length).toBeGreaterThan(0);
    }
  });
});

describe('the follow-up of a typical day', () => {
  const question =
    'What does a typical shift or working day look like in your current or most recent job?';
  it('asks for the scale of a day told without figures, not for a time it happened', () => {
    const answer =
      'I work on the bins now, through an agency. We start early, check the wagon with the driver and go out. I am on the back, pulling bins, putting them on the lift and taking them back to the gate. If a bin has the wrong things in it we put a sticker on it and report it.';
    expect(improvementFor(answer, question, 'en')).toBe('dayScale');
  });
  it('leaves it out where the answer gives the figures', () => {
    const answer =
      'Monday I import timesheets for our weekly paid, about 600 care staff, and chase missing approvals. Tuesday is exceptions and checking the gross-to-net against last week. Wednesday I run the BACS file for 14 sites and submit the FPS. Thursday and Friday go on queries and monthly inputs.';
    expect(improvementFor(answer, question, 'en')).not.toBe('dayScale');
  });
  it('leaves it out where the week is laid out by its days or counted in words (the sixteenth panel)', () => {
    const week =
      "Mainly domestic. Monday to Wednesday I'm usually on a rewire, first fix with my apprentice. Thursday is EICRs for a letting agent, three or four flats. Friday's consumer unit changes and whatever fault calls came in.";
    expect(improvementFor(week, question, 'en')).not.toBe('dayScale');
    const ruQuestion =
      'Как выглядит ваша обычная рабочая неделя на текущем или последнем месте работы?';
    const ruWeek =
      'С понедельника по среду обычно на объекте, монтирую проводку с напарником. В четверг замеры у арендаторов, два-три объекта. В пятницу мелкие заявки и отчёты.';
    expect(improvementFor(ruWeek, ruQuestion, 'ru')).not.toBe('dayScale');
    const ruPlain =
      'Обычно я на объекте, монтирую проводку с напарником: штробим стены, тянем кабель, ставим подрозетники и щиток. Потом делаю замеры, проверяю автоматы и заполняю отчёты для заказчика. Бывают мелкие заявки от жильцов: заменить розетку, найти, где выбивает автомат, повесить светильник. Иногда приезжаю на приёмку к прорабу, если дом сдают, и показываю, где что проложено и подписано в щите.';
    expect(improvementFor(ruPlain, ruQuestion, 'ru')).toBe('dayScale');
  });
});

describe('the follow-ups of experience, safety and mistake questions (round-47 training read)', () => {
  const closest =
    'Which of your previous jobs is closest to this Scaffolder position, and what were you responsible for there?';
  it('asks what would be new here, unless the answer names a gap already', () => {
    const noGap =
      'The closest is the three years I spent as a labourer with a scaffolding firm in Leeds. I loaded and unloaded the wagon, passed fittings and boards up to the lads, and by the end I was tying in and putting up simple independents with the chargehand watching. I kept the yard tidy and did the tag checks with him on Fridays.';
    const gap = `${noGap} I have not done much on tube and fitting for chimneys yet, so that is the part I need to learn.`;
    expect(improvementFor(noGap, closest, 'en')).toBe('newHere');
    expect(improvementFor(gap, closest, 'en')).not.toBe('newHere');
    const ruQuestion =
      'Какая из ваших прошлых работ ближе всего к позиции «Курьер»? За что вы там отвечали?';
    const ruGap =
      'Ближе всего работа в пункте выдачи: принимал посылки, выдавал по коду, оформлял возвраты, вёл журнал и проверял упаковку при водителе. Курьером на машине я пока не работал, но город знаю хорошо, потому что много лет ездил по нему на своей машине и возил товар для магазина брата.';
    expect(improvementFor(ruGap, ruQuestion, 'ru')).not.toBe('newHere');
    // Any verb after "haven't" or "never" names it ("I haven't run a full night audit"; a walk).
    const ranNone = `${noGap} I haven't run a crew of my own yet.`;
    expect(improvementFor(ranNone, closest, 'en')).not.toBe('newHere');
  });

  it('asks "and if your manager insists?" unless the answer already goes on to it', () => {
    const question =
      'You are asked to do something you believe is unsafe or against the rules. What do you do?';
    const firstStep =
      'I would stop and say calmly why I think it is unsafe, and ask whether there is another way of getting the job done. Most of the time people ask because they are in a hurry, not because they want anyone hurt, so I try to find the safe way that still gets it done today.';
    expect(improvementFor(firstStep, question, 'en')).toBe('ifInsists');
    const escalated = `${firstStep} If they still insist, I would not do it, and I would tell the site supervisor and write it down.`;
    expect(improvementFor(escalated, question, 'en')).not.toBe('ifInsists');
  });

  it('does not ask what changed after a mistake of an answer that says so', () => {
    const question =
      'Расскажите о своей ошибке на работе: как вы её обнаружили и что сделали дальше.';
    const unchanged =
      'В первый год я взяла в один день две свадьбы, утром регистрацию, вечером банкет у других людей. Регистрация затянулась, потом пробки, и на банкет я опоздала на двадцать минут. Гостей встречал диджей. Я позвонила молодым, извинилась и сделала им скидку, они поблагодарили.';
    expect(improvementFor(unchanged, question, 'ru')).toBe('preventNow');
    const changed =
      'В первый год я взяла в один день две свадьбы, утром регистрацию, вечером банкет у других людей. Регистрация затянулась, потом пробки, и на банкет я опоздала на двадцать минут. Я позвонила молодым, извинилась и сделала скидку. Больше так не делаю: один день — один праздник.';
    expect(improvementFor(changed, question, 'ru')).not.toBe('preventNow');
  });
});

describe('a typical week, its scale given', () => {
  it('is never told to add or prepare a real case, at any score', () => {
    const evidence = analyseAnswer({
      answer:
        'I drive a 7.5-tonne box van for a furniture retailer in Bristol. Mondays and Fridays are long runs to Cornwall, about twelve drops each. Midweek I do local two-man deliveries with assembly, six to eight homes a day. I also do the van checks every morning and the tachograph printouts on Friday.',
      language: 'en',
      question: 'What does a typical week look like in your current or most recent job?',
      jobTitle: 'Delivery Driver',
    });
    expect(evidence.questionFollowUps).toContain('dayScale');
    for (const score of [35, 44, 60]) {
      expect(['addExample', 'addCase', 'prepareExample', 'prepareCase', 'noExample']).not.toContain(
        chooseFeedback({ ...evidence, score }).improvement,
      );
    }
  });
});

describe('the follow-up after someone was unhappy with your work (a new user walk)', () => {
  const question =
    'Someone who relies on your work — a customer, a member of the public, a colleague — is unhappy with it. How do you handle it? Use a real example.';
  const story =
    'A guest at the hotel was charged £92 for a room booked at £84. I apologised, checked the booking against the rate, refunded the £8 on his card straight away and printed him a new folio. Since then I check the rate on every walk-in before I take payment.';
  it('asks how it ended for them, never presuming they were satisfied', () => {
    expect(improvementFor(story, question, 'en')).toBe('settledSign');
    const text = writeFeedback(
      { ...analyseAnswer({ answer: story, language: 'en', question }), score: 55 },
      { language: 'en', seed: 0 },
    );
    expect(text).not.toMatch(/satisfied|put right/u);
  });
  it('is not asked of a story that says how the person took it, even unhappily', () => {
    expect(
      improvementFor(`${story} He was still short with me when he left.`, question, 'en'),
    ).not.toBe('settledSign');
  });
});

describe('after a question about a mistake (a new user walk)', () => {
  it('never asks which other way was considered about what was done to put it right', () => {
    const question =
      'Tell me about a mistake you made at work, how you found it, and what you did next.';
    const answer =
      'At cashing up my till was £20 over. I went back through the receipts and found I had given a customer change from a ten instead of a twenty. I handed the surplus to the supervisor, who rang the customer. Since then I count change out loud.';
    const evidence = { ...analyseAnswer({ answer, language: 'en', question }), score: 55 };
    expect(chooseFeedback(evidence).improvement).not.toBe('pressOn');
    expect(writeFeedback(evidence, { language: 'en', seed: 0 })).not.toMatch(
      /ruled out|other way/u,
    );
  });
});

describe('what a review of the walk fixes found', () => {
  it('reads "When I started working on the tills…" as how a story began, not as its lesson', () => {
    const question =
      'Tell me about a mistake you made at work, how you found it, and what you did next.';
    const answer =
      "When I started working on the tills at a supermarket, I once scanned a customer's shopping twice by accident. She noticed it at home and came back with the receipt the next day. I apologised to her, called my supervisor over and we refunded the extra amount straight away, and she left happy.";
    expect(improvementFor(answer, question, 'en')).toBe('preventNow');
  });

  it('asks a Russian story how it ended for the customer though it opens on her being unhappy', () => {
    const question =
      'Человек, который зависит от вашей работы (клиент, посетитель, коллега), недоволен ею. Как вы поступите? Приведите реальный пример.';
    const answer =
      'В прошлом месяце ко мне подошла недовольная покупательница: я неправильно взвесила ей фрукты, и на кассе у неё вышло дороже, чем на ценнике. Я извинилась, перевесила пакет прямо при ней, позвала администратора и сделала возврат разницы. Потом мы вместе с администратором проверили весы в отделе и заново распечатали ценники на все развесные фрукты, чтобы такого больше не повторилось.';
    expect(improvementFor(answer, question, 'ru')).toBe('settledSign');
  });
});
