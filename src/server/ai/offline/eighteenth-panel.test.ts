// What the feedback says after the eighteenth frozen panel's read (thirty-ninth session), each
// shape with an answer it applies to and one it does not: "I've been in a spot where…" is a real
// case told, not one to have ready; «Там ей понравилось» tells how it ended for the other person;
// a story question answered with how one works and no event of one's own is not praised for
// "what you did yourself"; a job held («Сначала работал в бригаде…») and what a critic was right
// about are never the candidate's step or key act; "be ready to go into one point" names the
// point where the answer has one to press on.
import { describe, expect, it } from 'vitest';
import { feedbackOf, languageOf, readAnswer as read } from './test-panel-reading';
import { chooseFeedback } from './feedback';
import { findOccasion } from './occasion';
import { CAREER_MOVE } from './own-step';

describe('a case told in the perfect is a case', () => {
  it.each([
    "I'd refuse. I've been in a spot where the foreman wanted me to skip the permit, and I waited until the supervisor signed it.",
    'Я откажусь. Попадала в такую ситуацию: старшая велела выдать лекарство без назначения, я не выдала и позвонила врачу.',
  ])('an occasion: %s', (answer) => {
    expect(findOccasion(answer, languageOf(answer))).not.toBeNull();
  });

  it.each([
    "I'd refuse and explain why. I've been in a lot of kitchens and the rule is the same everywhere.",
    'Я откажусь и объясню почему. Правила одинаковые на любом объекте.',
  ])('no occasion: %s', (answer) => {
    expect(findOccasion(answer, languageOf(answer))).toBeNull();
  });

  it('is never told to have a real case ready', () => {
    const question =
      'You are asked to do something you believe is unsafe or against the rules. What do you do?';
    const answer =
      "I'd say no, politely, and tell them why it's not safe, then go to my supervisor. I've been in a spot where a lad wanted me to go on without a briefing because I was late, and I just waited until the supervisor could do it. If they still pushed I'd go higher and report it.";
    expect(chooseFeedback(read(answer, question)).improvement).not.toBe('prepareCase');
    expect(feedbackOf(answer, question)).not.toMatch(/have a real case ready/iu);
  });
});

describe('how it ended for the other person', () => {
  const question =
    'Человек, который зависит от вашей работы (клиент, посетитель, коллега), недоволен ею. Как вы поступите? Приведите реальный пример.';

  it('is not asked where the answer says she liked it', () => {
    const answer =
      'Была пациентка, которой в группе было скучно, она раньше занималась фитнесом. Режим у неё был щадящий, больше дать я не могла. Я объяснила почему, но она всё равно была недовольна. Тогда я попросила врача посмотреть её ещё раз, он перевёл её в группу посильнее. Там ей понравилось. Ну и в целом я стараюсь всегда выслушать человека.';
    expect(feedbackOf(answer, question)).not.toMatch(/Чем всё закончилось/u);
  });
});

describe('a story question answered with how one works', () => {
  const question =
    'Расскажите о случае, когда что-то пошло не по плану: что произошло, что сделали вы и чем всё закончилось?';

  it('is asked for a real case, not praised for what the candidate did', () => {
    const answer =
      'Ситуации бывают разные, но я всегда стараюсь сохранять спокойствие и действовать по обстановке. Главное — безопасность людей, это для меня на первом месте. Я внимательно слежу за каждым, и если что-то идёт не так, я сразу принимаю меры. Поэтому у меня серьёзных проблем не было.';
    const chosen = chooseFeedback(read(answer, question));
    expect(chosen.strength).not.toBe('ownActions');
    expect(['noExample', 'claimsOnly']).toContain(chosen.improvement);
    expect(feedbackOf(answer, question)).toMatch(/реальн\p{L}* (?:случа|пример|раз)/u);
  });

  it('a story told as it happened is still praised for the candidate’s own actions', () => {
    const answer =
      'Прошлой зимой на занятии у пациентки после инсульта закружилась голова. Я сразу остановила упражнение, усадила её, измерила давление — 170 на 100. Позвала дежурного врача, он дал лекарство, а занятие мы перенесли. Через два дня она вернулась, и мы начали с половины нагрузки.';
    expect(chooseFeedback(read(answer, question)).improvement).not.toBe('noExample');
  });
});

describe('what is never held up as the candidate’s own step', () => {
  it.each([
    'Сначала работал в бригаде у частника, крыли дачи и коттеджи.',
    'Потом работала на складе у дистрибьютора, собирала заказы.',
  ])('a job held: %s', (sentence) => {
    expect(CAREER_MOVE.ru.test(sentence)).toBe(true);
  });

  it.each([
    'Сначала проверил уровень и выставил каркас.',
    'Работал аккуратно, без спешки.',
    'Перешёл на ведение с лакомством у левой ноги, короткими подходами.',
  ])('a step: %s', (sentence) => {
    expect(CAREER_MOVE.ru.test(sentence)).toBe(false);
  });

  it('what a critic was right about is not the key act', () => {
    const question = 'Расскажите о случае, когда вы получили критику. Что вы с ней сделали?';
    const answer =
      'Через пару месяцев работы врач пересмотрела карты моей группы и сказала прямо: «У вас пульс у половины выше назначенного». Мне было неприятно. Но я посмотрел свои записи — она была права: я по привычке гнал темп, как у спортсменов. Я попросил её объяснить режимы для пациентов после инфаркта и перечитал методичку. На группе стал мерить пульс ещё и на пике нагрузки. Через месяц замечаний по картам больше не было.';
    expect(read(answer, question).keyDeed ?? '').not.toMatch(/гнал темп/u);
    expect(feedbackOf(answer, question)).not.toMatch(/гнал темп/u);
  });
});

describe('the point an interviewer will press on', () => {
  it('is named where the answer has an act to press on', () => {
    const question =
      'В вакансии указано: «внимательность и аккуратность». Когда в работе это понадобилось вам по-настоящему? Расскажите, что произошло и что вы сделали.';
    const answer =
      'Собирал синий детский комбинезон — ТСД принял штрихкод, а в руке розовый. Проверил ещё два из ячейки — тоже розовые, штрихкод тот же. Позвал старшего: поставщик наклеил одну этикетку на оба цвета. Перемаркировали около сорока штук, два уже собранных заказа перехватили на упаковке.';
    const text = feedbackOf(answer, question);
    expect(text).not.toMatch(/за одну деталь|По одному из пунктов/u);
  });
});
