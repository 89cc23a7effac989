// What the feedback says after the sixteenth frozen panel's read (thirty-seventh session), each shape
// with an answer it applies to and one it does not: an ending that is an admission or a way out
// ("…and once I forgot to ring someone back", «Потом ушла с одной работы, стало легче») is not
// praised as how it ended; a word read both as the action and as the ending ("I kept checking") is
// not a complete story; the boss's act, the assistant's part and the scene after an announcing
// first sentence are not quoted as the candidate's own step; convenience told bare ("closer to
// home, the 5/2 schedule") is not praised as a reason with its facts; a week laid out by its days
// is not asked "how many, how often".
import { describe, expect, it } from 'vitest';
import { feedbackOf, readAnswer as read } from './test-panel-reading';
import { chooseFeedback, writeFeedback } from './feedback';
import { describeStrength } from './feedback-strength';
import { quotableNames } from './named-details';

describe('an ending that is an admission or a way out', () => {
  const en = 'Tell me about a long or tiring stretch of work. How did you keep your standards up?';
  const ru = 'Расскажите о долгом или изматывающем периоде работы. Как вы удерживали свой уровень?';
  it.each([
    [
      'Over Christmas we were two down on the desk, so for a month I did six days a week. It was tiring, and the list on the whiteboard was what kept me right. By the last week I got a bit snappy with the drivers, to be honest, and once I forgot to book a collection.',
      en,
    ],
    [
      'Полгода я работал на двух работах: днём на складе, вечером грузчиком в магазине. Уставал сильно, старался высыпаться в воскресенье и ничего лишнего не брать. Потом ушёл с одной работы, и стало легче.',
      ru,
    ],
  ])('is never quoted as the outcome: %s', (answer, question) => {
    const { praise } = read(answer, question);
    expect(praise?.key).not.toBe('praiseOutcome');
    expect(feedbackOf(answer, question)).not.toMatch(/outcome|итог|концовк/iu);
  });
  it('an ending that is one is still praised', () => {
    const answer =
      'Over Christmas we were two down on the desk, so for a month I did six days a week. It was tiring, and the list on the whiteboard was what kept me right. By the last week we had not missed a single collection, and the manager kept the list up for good.';
    expect(read(answer, en).praise?.key).toBe('praiseOutcome');
    const ruAnswer =
      'Полгода я работал на двух работах: днём на складе, вечером грузчиком в магазине. Уставал сильно, старался высыпаться в воскресенье и ничего лишнего не брать. В итоге за полгода ни одной пересортицы, и начальник оставил меня старшим.';
    expect(read(ruAnswer, ru).praise?.key).toBe('praiseOutcome');
  });
});

describe('an ending told as an amount without a figure (round 105)', () => {
  it('is not praised as a concrete outcome', () => {
    const question =
      'Tell me about a change you made to how the warehouse was organised. What changed afterwards?';
    const vague =
      'Pickers were walking the length of the aisle for the fastest lines. I mapped the top sellers over a week and suggested moving them next to the dock. We moved them on a Sunday and picking got noticeably quicker.';
    expect(read(vague, question).praise?.key).not.toBe('praiseOutcome');
    const measured = vague.replace('noticeably quicker', 'quicker, from 95 to 120 lines an hour');
    expect(feedbackOf(measured, question)).toContain('120');
  });
});

describe('a word read both as the action and as the ending', () => {
  const question =
    'Tell me about a long or tiring stretch of work. How did you keep your standards up?';
  it('is no complete story: "how it ended" is not said of a story with no end', () => {
    const kept = {
      ...read(
        'Last spring we had eight weeks of back-to-back decking jobs with Saturday work; I kept measuring every joist twice even when I was tired, because that is what clients notice.',
        question,
      ),
      score: 75,
    };
    expect(describeStrength(kept)).not.toBe('fullStar');
    // The same story with a word of its own for how it ended.
    const ended = {
      ...kept,
      star: { ...kept.star, result: [...kept.star.result, 'no callbacks'] },
    };
    expect(describeStrength(ended)).toBe('fullStar');
  });
});

describe("someone else's part is not quoted as the candidate's own step", () => {
  it("not the boss's act after the candidate's call", () => {
    const answer =
      'We were fitting a kitchen for a couple in Woking, and the supplier sent the wrong worktops, a good ten centimetres short. We had already taken the old ones out. I rang the boss and he spoke to the supplier, and we fitted the units and left the tops for a week. The couple were annoyed because they had guests coming, but it looked right in the end.';
    const question =
      'Tell me about a time a job did not go to plan: what happened, what did you do, and how did it end?';
    expect(read(answer, question).praise?.quote ?? '').not.toContain('he spoke');
    expect(feedbackOf(answer, question)).not.toContain('he spoke to the supplier');
  });
  it('not the part where the candidate only helped', () => {
    const answer =
      'Я год работала диспетчером в транспортной компании, машин было шесть. Графики сначала составляла старшая диспетчер, а я помогала: собирала заявки, сверяла адреса, обзванивала клиентов. Потом она ушла в декрет, и последние полгода график на каждый день составляла уже я сама, по районам и по весу.';
    const question =
      'В вакансии есть задача «планирование ежедневных маршрутов». Чем похожим вы уже занимались?';
    expect(feedbackOf(answer, question)).not.toContain('а я помогала');
  });
  it('not the scene of the sentence after one that only announces the answer', () => {
    const answer =
      'Расскажу, как было у меня, так понятнее. Суббота, свадьба, я несу коробки на склад, возвращаюсь — на полу у мойки вода, машина не сливает. Первое, что сделал: выключил машину, бросил на пол тряпки и поставил табличку, потому что мимо бегают официанты с подносами. Потом сказал су-шефу, что тарелки пойдут медленнее. Вытащил фильтр на дне, он был забит рисом, почистил, и через десять минут машина заработала.';
    const question =
      'Представьте, что вы заняты уборкой моечного отделения и что-то идёт не так, как должно. Что вы делаете, по шагам?';
    const text = feedbackOf(answer, question);
    expect(text).not.toContain('Суббота, свадьба');
  });
});

describe('convenience told bare', () => {
  const question = 'Почему вас заинтересовала позиция «Администратор» и почему именно сейчас?';
  it('is not praised as a reason with its facts', () => {
    const bare =
      'Я ищу работу ближе к дому, и мне подходит график пять через два. Администратором я уже работала, мне это нравится. Ну и зарплата нормальная, белая, для меня это важно.';
    const { praise } = read(bare, question);
    expect(praise?.key).not.toBe('praiseReason');
    expect(chooseFeedback(read(bare, question)).improvement).not.toBe('praiseReason');
  });
  it('is, told with what in the candidate\u2019s life makes it matter', () => {
    const why =
      'Я шесть лет работала администратором в салоне, в марте он закрылся. Вам нужен график пять через два — это мне подходит, в выходные с сыном сидит бабушка. Живу в двадцати минутах от вас.';
    expect(read(why, question).praise?.key).toBe('praiseReason');
  });
});

describe('a shortfall the candidate admits', () => {
  const plan =
    'Расскажите, как вы планируете доставки на завтра: заказы, машины, маршруты и окна доставки.';
  const admitted =
    'Вечером выгружаю заказы на завтра, смотрю вес и адреса. Сначала ставлю тяжёлые заказы под манипулятор, потом раскладываю остальное по районам. С окнами стараюсь созваниваться с клиентами, но, честно, не всегда успеваю всех обзвонить, иногда полагаюсь на заявку менеджера. Утром проверяю, всё ли загрузили.';
  it('is quoted as the point an interviewer will come back to, in place of a line that names nothing', () => {
    const evidence = { ...read(admitted, plan), score: 60, praise: null, stepQuote: null };
    expect(chooseFeedback(evidence).improvement).toBe('shortfallNamed');
    expect(writeFeedback(evidence, { language: 'ru', seed: 1 })).toContain(
      'не всегда успеваю всех обзвонить',
    );
  });
  it('is not, where the answer says what the candidate does about it', () => {
    const dealt = admitted.replace(
      'иногда полагаюсь на заявку менеджера.',
      'поэтому теперь прошу менеджеров сразу ставить окно в заявку.',
    );
    expect(chooseFeedback({ ...read(dealt, plan), score: 60, praise: null }).improvement).not.toBe(
      'shortfallNamed',
    );
  });
  it('is not taken for a shortfall where it is a disagreement told, nor after a question about a mistake', () => {
    const question = 'Tell me about a time you disagreed with a colleague. What did you do?';
    const disagreement =
      "There was a lad I worked with for a year who I didn't always see eye to eye with. He rushed the turf before the soil was firmed, and I said it would sink. We raked it again together and I showed him the dip on the last job.";
    expect(read(disagreement, question).telling?.shortfall ?? null).toBeNull();
    const mistake =
      'Tell me about a mistake you made at work, how you found it, and what you did next.';
    const lapse =
      'On a busy Saturday I got a bit short with a customer who asked twice about the same order. My manager saw it and we talked after the shift. I went and apologised to the customer before she left the shop, and she was fine about it in the end.';
    const evidence = { ...read(lapse, mistake), score: 60, praise: null };
    expect(chooseFeedback(evidence).improvement).not.toBe('shortfallNamed');
  });
});

describe('qualities told in place of steps', () => {
  it('are quoted as what the candidate is like, "the most important thing" among them', () => {
    const question =
      'One of the duties here is “supporting clients through euthanasia appointments”. Imagine you are doing it and something is not as it should be. What do you do, step by step?';
    const answer =
      "I think kindness is the most important thing in this situation. I'm a very caring person and I'd make sure the family felt listened to. I'd stay calm and do whatever they needed. Everyone is different so I'd go with what they needed in that moment.";
    const evidence = read(answer, question);
    expect(evidence.selfPortrait).toContain('the most important thing');
    expect(chooseFeedback(evidence).improvement).toBe('claimsOnlyMethod');
  });
});

describe('"an interviewer will pick up on…" names the key act where no step is quoted (round 106)', () => {
  it('names it, in both languages', () => {
    const en = read(
      "A couple of months back I had a van with a seized alloy wheel at a builders' merchants, and the driver was on the phone to his boss the whole time. What I do is not let their stress become mine. I told him it could be half an hour and got on. I used the hub puller instead of kicking the tyre, which is dangerous. Off in twenty minutes, cleaned the hub, done.",
      'How do you stay calm and effective under pressure? Give a concrete example.',
    );
    const evidence = { ...en, score: 60, praise: null, stepQuote: null };
    expect(chooseFeedback(evidence).improvement).toBe('prepareDepthOn');
    expect(writeFeedback(evidence, { language: 'en', seed: 1 })).toContain(`“${en.keyDeed}”`);
  });
  it('says nothing it cannot name: with neither a step nor a key act, the line stays general', () => {
    const evidence = {
      ...read(
        'Весной влажность в хранилище уходила за шестьдесят процентов, ставили осушитель, потом отремонтировали вентиляцию, и всё вернулось в норму.',
        'В вакансии указано: «знание Правил организации хранения». Где в вашей работе это уже было нужно?',
      ),
      score: 60,
      praise: null,
      stepQuote: null,
      keyDeed: null,
    };
    expect(chooseFeedback(evidence).improvement).not.toBe('prepareDepthOn');
  });
});

describe('names quoted as they stand', () => {
  it('leaves out a one-word Russian name cut to an oblique case («Москву», «Подольске»)', () => {
    expect(
      quotableNames(['Москву', 'Подольске', 'Люберцах', 'Winterhalter', 'Газель', 'Корм Оптима']),
    ).toEqual(['Winterhalter', 'Газель', 'Корм Оптима']);
  });
});

describe('a promise to be ready to learn, with no way said (a new user walk)', () => {
  it('is asked how, in both languages', () => {
    const ru = read(
      'На прошлом заводе я работал на линии укупорки, следил за подачей крышек, чистил бункер и вёл журнал смены. С этикетировочным автоматом сам не работал, но готов учиться.',
      'В вакансии указано: «обслуживание этикетировочного автомата». Чем похожим вы уже занимались?',
    );
    expect(chooseFeedback(ru).improvement).toBe('hollowPlan');
    const en = read(
      "I've done two years as a picker at a Tesco depot, mostly chilled, hitting about 180 cases an hour. I haven't used voice-pick yet, but I'm happy to learn it.",
      'What comparable work have you done so far, and what was your own part in it?',
    );
    expect(chooseFeedback(en).improvement).toBe('hollowPlan');
  });
});
