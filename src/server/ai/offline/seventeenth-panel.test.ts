// What the feedback says after the seventeenth frozen panel's read (thirty-eighth session), each
// shape with an answer it applies to and one it does not: a short answer is told what it lacks —
// one real time where it tells only what the candidate usually does, how the story ended where it
// stops at passing something on — not a bare "say a little more"; a short story that stops at the
// candidate's own act is not praised for "the outcome"; «в первые полчаса» is a figure; «Сейчас уже
// таких замечаний нет» tells how the change has gone since.
import { describe, expect, it } from 'vitest';
import { feedbackOf, readAnswer as read } from './test-panel-reading';
import { chooseFeedback } from './feedback';
import { CAREER_MOVE } from './own-step';
import { countSpecifics } from './specifics';
import { ownDeed } from './turn-praise';

describe('a short answer is told what it lacks', () => {
  it.each([
    [
      'Tell me about a time you helped a teammate succeed.',
      "I'm always the one who shows new starters the ropes. I like helping people and I explain things patiently until they get it.",
      /one real time/u,
    ],
    [
      'Расскажите о долгом или изматывающем периоде работы. Как вы удерживали свой уровень?',
      'Каждое лето сезон — по три установки в день почти без выходных. Держусь тем, что вакуум и проверку не сокращаю, как бы ни торопились.',
      /один реальн\p{L}* случа/u,
    ],
  ])(
    'one real time, where it tells what the candidate usually does: %s',
    (question, answer, asked) => {
      // Told only what they are like ("I'm always the one who…"), the self-portrait is quoted.
      expect(['sayMoreCase', 'claimsOnly']).toContain(
        chooseFeedback(read(answer, question)).improvement,
      );
      expect(feedbackOf(answer, question)).toMatch(asked);
    },
  );

  it.each([
    [
      'Расскажите, как вам приходилось быстро осваивать что-то новое для работы. Как вы к этому подошли?',
      'Когда в сад перешли на электронный журнал, я за выходные разобралась с ним по инструкции и потом показала сменщице.',
      /чем всё закончилось/u,
    ],
    [
      'Tell me about a time you spotted a problem in your work before it got worse. What did you notice, and what did you do?',
      'At my last job I noticed the till was printing the wrong date on receipts, and I told the manager before it caused any problems.',
      /how it ended/u,
    ],
  ])(
    'how it ended, where the story stops at passing something on: %s',
    (question, answer, asked) => {
      expect(chooseFeedback(read(answer, question)).improvement).toBe('sayMoreEnding');
      expect(feedbackOf(answer, question)).toMatch(asked);
    },
  );

  it.each([
    // The ending is there, after the candidate's act (round 109: "the outcome is there").
    [
      'Расскажите о случае, когда вы решили сложную проблему. Что вы сделали и чем всё закончилось?',
      'Последний раз — Гранта, стук спереди слева: шаровая и стойка стабилизатора. Поменял обе, после шаровой отправил на развал, стук ушёл.',
    ],
    [
      'Tell me about a time a customer was unhappy with you. What did you do?',
      'A customer thought I was upselling her on BS3621 locks. I showed her the wording in her insurance policy and she was fine after that.',
    ],
    // An act that does the work is often the ending itself.
    [
      'Tell me about a time something went wrong on a job. What did you do, and how did it end?',
      'A brush head came off on an offset in a listed cottage near Grassington. Three hours with the retrieval tool and the camera, but I got it out without damaging the liner or their ceiling.',
    ],
    // A situation put to the candidate asks what they would do, not for a past case (round 111).
    [
      'Собралась длинная очередь, открыта только ваша касса, и покупатели начинают возмущаться. Ваши действия?',
      'Продолжаю пробивать, но сразу вызываю по рации свободного сотрудника на вторую кассу и вслух говорю очереди, что открываем ещё одну. Потом разбираюсь, почему кассиров не хватает.',
    ],
    [
      'You take over a job from someone else and find that their work is unsafe and not to standard. What do you do?',
      "Stop, don't let the bike leave, tell the workshop manager, and redo it properly, even if the customer has to wait.",
    ],
    // A case told in the past, however briefly, is no "what you usually do" (rounds 110–111).
    [
      'Tell me about a long or tiring stretch of work. How did you keep your standards up?',
      'Christmas rush at the brewery: six weeks of ten-hour days. I stuck to the cleaning checklists word for word, because tired is when you skip a rinse.',
    ],
    [
      'How do you stay calm and productive under pressure? Give a concrete example.',
      "I prioritise the sickest patient, say out loud what I'm doing, and ask for help early — that's what got me through a GDV and a fitting dog arriving together on an out-of-hours night.",
    ],
    [
      'Tell me about a time you helped a teammate succeed.',
      "I showed our apprentice how to hold a snappy Lhasa's head safely so she could do the face on her own.",
    ],
    [
      'Расскажите о долгом или изматывающем периоде работы. Как вы удерживали свой уровень?',
      'Два месяца в ковид почти без выходных, по двенадцать часов. Держал уровень одним правилом: на точке ничего не сокращаю, даже на последней в одиннадцать вечера.',
    ],
    [
      'Tell me about a time you helped a colleague. What did you do?',
      'When our head brewer left suddenly, I took over the morning fermentation checks the next day. I had shadowed him a few times and used his old sheets as my guide.',
    ],
  ])('neither, where the answer has it: %s', (question, answer) => {
    const { improvement } = chooseFeedback(read(answer, question));
    expect(improvement).not.toBe('sayMoreEnding');
    expect(improvement).not.toBe('sayMoreCase');
  });

  it('not a real case for a plan for the first month', () => {
    for (const answer of [
      'Начну с расписания занятий и нормативов, которые предстоит сдавать. Попрошу командира отделения показать, где я слабее, и буду добирать в свободное время.',
      'Сначала посмотрю, как есть сейчас: что лежит на стойке, где хранятся расходники. Потом составлю чек-лист на открытие и закрытие смены и согласую его со вторым администратором.',
    ]) {
      const question =
        'Представьте, что в первый месяц вам поручили задачу «подготовка рабочего места». С чего вы начнёте?';
      expect(chooseFeedback(read(answer, question)).improvement).not.toBe('sayMoreCase');
    }
  });
});

describe('a short story that stops at the candidate own act', () => {
  it('is not praised for covering the outcome', () => {
    const question =
      'The posting lists “take payments and settle accounts accurately”. Tell me about a time you did this: what was the situation, what did you do, and how did it end?';
    const answer =
      'On every late at the Premier Inn I took payments and pre-auths at check-in and settled bills at check-out. Once a guest saw the pre-auth and the final charge both on his banking app, so I showed him the release receipt and explained it.';
    expect(chooseFeedback(read(answer, question)).strength).not.toBe('fullStar');
    expect(feedbackOf(answer, question)).not.toMatch(/outcome/u);
  });
});

describe('figures and signs told in words', () => {
  it('«в первые полчаса» is a figure, so the answer is not told it has none', () => {
    expect(countSpecifics('Прикладываем к груди в первые полчаса, если всё хорошо.', 'ru')).toBe(1);
    expect(countSpecifics('Прикладываем к груди сразу, если всё хорошо.', 'ru')).toBe(0);
    // Not every word that starts with «пол».
    expect(countSpecifics('Протираю полки и пол в подсобке.', 'ru')).toBe(0);
  });

  it('«Сейчас уже таких замечаний нет» says how the change has gone since', () => {
    const question = 'Расскажите о случае, когда вас критиковали. Что вы сделали с этой критикой?';
    const told =
      'Бригадир ругался, что после меня мусор остаётся. Я сначала обижался, потом понял, что он прав, стал убирать за собой сразу. Ещё говорил, что изоляцию мотаю неаккуратно, — тоже исправил, теперь слежу. Сейчас уже таких замечаний нет.';
    expect(read(told, question).signAfterLesson).toBe(true);
    expect(feedbackOf(told, question)).not.toMatch(/как вы поняли, что изменение/u);
    const untold = told.replace(' Сейчас уже таких замечаний нет.', '');
    expect(read(untold, question).signAfterLesson).toBe(false);
  });
});

describe('a short answer with a real time in it', () => {
  it('is not asked for one', () => {
    const question = 'How do you stay calm and effective under pressure? Give a concrete example.';
    const answer =
      'I work through it in order, make it safe first and then find the fault, like the night I had a CO alarm call with a baby in the house: people out, windows open, then the tests.';
    expect(chooseFeedback(read(answer, question)).improvement).not.toBe('sayMoreCase');
  });
});

describe('what is not quoted as the candidate own act', () => {
  it('making up for a slip, or a deed whose object names nothing', () => {
    expect(ownDeed('The paperwork got a bit behind but I caught up after')).toBeNull();
    expect(ownDeed('Я предлагала разные варианты')).toBeNull();
    expect(ownDeed('я предложила сделать ей маленькую пробу двух коктейлей')).not.toBeNull();
  });

  it('a move to a post told without «я», but not a move to the next step', () => {
    expect(
      CAREER_MOVE.ru.test('Потом перешёл инкассатором в службу инкассации регионального банка'),
    ).toBe(true);
    expect(CAREER_MOVE.ru.test('После армии устроился в ЧОП охранником')).toBe(true);
    expect(CAREER_MOVE.ru.test('Потом перешёл к проверке пломб и сверке ведомости')).toBe(false);
  });
});
