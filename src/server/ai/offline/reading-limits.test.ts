// What the feedback says after the twelfth frozen panel's read (thirty-second session): each shape
// with an answer it applies to and one it does not — a reflection, someone else's instruction or a
// state is never quoted as the candidate's step; an outcome the candidate says they don't know is
// never called covered; a gap, a ruled-out option or a reason the answer gives is not asked for.
import { describe, expect, it } from 'vitest';
import { analyseAnswer } from './analyse-answer';
import { chooseFeedback, writeFeedback } from './feedback';
import { readTelling } from './events-told';
import { namedGap } from './named-gap';
import { findPressPoint } from './press-point';

const STORY_EN =
  'Tell me about the hardest day you have had at work. What made it hard, and what did you do?';
const read = (answer: string, language: 'en' | 'ru', question: string) =>
  analyseAnswer({ answer, language, question, jobTitle: '', jobDescription: '' });

describe('what is quoted as the candidate’s own steps', () => {
  it('never a closing reflection, but the steps before it', () => {
    const evidence = read(
      'A regular of ours was quiet on the way home from dialysis, which is not like him. When I helped him out he was unsteady and his words were slurred. I sat him down inside, asked my crewmate to stay with him, and did a FAST check like we are taught. I rang 999 and told our control so they could move our next jobs. What I took from it is that with the regulars, you are often the one who knows what normal looks like.',
      'en',
      'Tell me about a time you reported a change in a patient’s condition.',
    );
    expect(evidence.stepQuote).toMatch(/^I sat him down inside/u);
  });

  it('never someone else’s instruction, but still a step that others take part in', () => {
    const boss = read(
      'The pump on the van kept cutting out on a day of thirty-two degrees. I had a full day booked, a lot of big houses. I rang the boss and he said to just do the fronts on some of them and go back later. It was not great, but I got through it.',
      'en',
      STORY_EN,
    );
    expect(boss.stepQuote ?? '').not.toMatch(/he said/u);
    const daughter = analyseAnswer({
      answer:
        'Last winter a man on our ward refused his insulin before lunch. First I sat down with him and asked what worried him; then I explained what the injection does and what happens if he skips it. Next I called his daughter, who he trusts, and she talked to him on the phone. In the end he agreed, took the dose with his meal, and his sugars settled by the evening.',
      language: 'en',
      question: 'How do you handle a patient who refuses a procedure?',
      jobTitle: 'Staff Nurse',
    });
    expect(daughter.stepQuote).toMatch(/^Next I called his daughter/u);
  });

  it('never a state told without «я» («Сидела и плакала…»), but a deed told so', () => {
    const state = read(
      'Игра закончилась, я считаю детей — одной девочки нет. Нашли через двенадцать минут, в туалете у столовой. Сидела и плакала: девочки из команды сказали, что из-за неё проиграли, и она ушла.',
      'ru',
      'Расскажите о случае, когда вам пришлось действовать быстро.',
    );
    expect(state.stepQuote ?? '').not.toMatch(/^Сидела/u);
    const deed = read(
      'Игра закончилась, одной девочки нет. Нашли через двенадцать минут, в туалете у столовой. Поговорила с ней, потом отдельно с девочками из команды, вечером сама позвонила маме.',
      'ru',
      'Расскажите о случае, когда вам пришлось действовать быстро.',
    );
    expect(deed.stepQuote).toMatch(/^Поговорила с ней/u);
  });

  it('a Russian habit whose verb comes a few words in («Поэтому у автобуса с каждым отхожу…»)', () => {
    const evidence = read(
      'Главный риск — родители не скажут про лекарства. Поэтому у автобуса с каждым отхожу на полминуты, спрашиваю лично, записываю и несу медику. Вечером пишу в чат.',
      'ru',
      'Что здесь может пойти не так и что вы делаете, чтобы этого не случилось?',
    );
    expect(evidence.stepQuote).toMatch(/^Поэтому у автобуса/u);
  });
});

describe('an outcome the candidate does not know', () => {
  it.each([
    [
      'en',
      'I told control and filled in the safeguarding form. I don’t know how it ended, they don’t always tell you.',
      true,
    ],
    ['en', 'I told control and filled in the form. I know she is safe now.', false],
    ['ru', 'Я сообщила старшему и написала докладную. Чем всё закончилось, не знаю.', true],
    ['ru', 'Я сообщила старшему и написала докладную. Через неделю её перевели.', false],
  ] as const)('is read as unknown (%s: %s)', (language, answer, unknown) => {
    expect(readTelling(answer, language).outcomeUnknown).toBe(unknown);
  });

  it('is never called covered, nor asked for', () => {
    const evidence = read(
      'On a dialysis run one of our regulars, a lady in her eighties, had a big bruise on her cheek and another on her wrist. She said she had walked into a door and she did not seem herself. I remembered from the safeguarding training that you do not investigate, you report. So I told control when we got back, and I filled in the safeguarding form with what I had seen and what she had said, in her words. I don’t know how it ended, they don’t always tell you, but I know it was passed on.',
      'en',
      'Tell me about a time you reported a welfare concern: what was the situation, what did you do, and how did it end?',
    );
    for (const score of [40, 85]) {
      const text = writeFeedback({ ...evidence, score }, { language: 'en', seed: 0 });
      expect(text).not.toMatch(/outcome are all covered|how it ended|how things turned out/iu);
    }
  });
});

describe('what is not asked for again', () => {
  it.each([
    ['en', 'Water-fed would be new to me, I have only used it once or twice.', true],
    ['en', 'Everything here is new and exciting for the customers.', false],
    ['ru', 'Двухэтажную плату айфона сам ещё не разделял, это как раз хотел бы освоить.', true],
    ['ru', 'Он ещё не разделял плату, когда я пришёл.', false],
  ] as const)('reads a gap the candidate names (%s: %s)', (language, answer, gap) => {
    expect(namedGap(answer, language) !== null).toBe(gap);
  });

  it('does not press "which other way?" on an answer that names the way not taken', () => {
    const ruledOut =
      'It was with a crewmate about his driving. He went faster than I was comfortable with. I mentioned it a couple of times and he laughed it off. In the end I said it properly. I didn’t go to the manager because I didn’t think it needed that.';
    expect(findPressPoint(ruledOut, 'en')).toBeNull();
    expect(
      findPressPoint(ruledOut.replace(/ I didn’t go.*$/u, ' He slowed down after that.'), 'en'),
    ).not.toBeNull();
  });

  it('quotes a reason with its facts after "why this job?", in place of "why us?"', () => {
    const question =
      'The posting mentions “Safe working at height”. What draws you to this job, and how does that part of it fit your life right now?';
    const evidence = read(
      'After ten years roofing I want work where I am mostly on the ground, and with water-fed that is most of the day. A round that finishes early suits me now I have got my son after school. When I do go up a ladder it is checked, footed or tied.',
      'en',
      question,
    );
    const text = writeFeedback({ ...evidence, score: 62 }, { language: 'en', seed: 0 });
    expect(text).toContain('“After ten years roofing I want work where I am mostly on the ground');
    expect(text).not.toMatch(/why us|why here/iu);
    const ru = read(
      'Два года работал грузчиком, спина в порядке. График 2/2 мне подходит, семьи пока нет, живу с матерью, могу и в ночь выходить. Ну и то, что официально и развоз есть, тоже важно, машины у меня нет.',
      'ru',
      'Что вас привлекает в этой работе и как такие условия впишутся в вашу жизнь сейчас?',
    );
    expect(writeFeedback({ ...ru, score: 55 }, { language: 'ru', seed: 0 })).not.toMatch(
      /почему именно/iu,
    );
  });

  it('quotes a change told as "I now…" and never says "no number or name" beside a quote', () => {
    const evidence = read(
      'The cook in charge tasted my macaroni cheese and said it was bland and claggy. I was annoyed, because I had followed the recipe card. We worked out I was making the sauce too early. Now I make it last, and I add a bit of mustard powder, which we checked against the allergen sheet first.',
      'en',
      'Tell me about a time you received blunt criticism of your cooking. How did you take it, and what changed?',
    );
    const chosen = chooseFeedback({ ...evidence, score: 61 });
    expect(chosen.improvement).toBe('praiseChange');
    const text = writeFeedback({ ...evidence, score: 61 }, { language: 'en', seed: 0 });
    expect(text).not.toMatch(/number or name/iu);
    const short = read(
      'I gave a customer change for a twenty when she had handed me a ten. I found it at cashing up, owned up to the manager, and I now leave the note on the till until the change is counted out.',
      'en',
      'Tell me about a mistake you made at work, how you found it, and what you did next.',
    );
    expect(short.praise?.quote).toMatch(/I now leave the note/u);
    const thought = read(
      'I gave a customer the wrong change. I found it at cashing up and owned up to the manager, and I now know how easy it is to slip.',
      'en',
      'Tell me about a mistake you made at work, how you found it, and what you did next.',
    );
    expect(thought.praise?.key ?? null).not.toBe('praiseChange');
  });

  it('after the paired read (round 80): no case only watched praised as done, no «когда»-clause or job held as a step, no "why?" praise for a job-knowledge question, no thought as a way not taken', () => {
    const watched = read(
      'The rules that matter most are original documents and proof of address. Last spring a man brought in his decree nisi instead of the absolute and the registrar turned him away. He was furious.',
      'en',
      'Which rules matter most in this work, and how do you apply them day to day, step by step?',
    );
    expect(watched.praise?.key ?? null).not.toBe('praiseCase');
    const tenant = read(
      'Сначала сам смотрю, насколько это опасно. Был у нас случай, когда жилец сам поменял батарею и убрал перемычку, и весь стояк стал холодный. Пришли, объяснили, написали предписание.',
      'ru',
      'Вы видите, что работа сделана небезопасно. Ваши действия?',
    );
    expect(tenant.stepQuote ?? '').not.toMatch(/^Был у нас случай/u);
    const held = read(
      'Я фельдшер по образованию. Из колледжа пригодилось всё про давление и сахар. Сейчас уже третий год работаю сиделкой, и знания из колледжа пригождаются почти каждую смену.',
      'ru',
      'Как ваше образование помогает вам в работе?',
    );
    expect(held.stepQuote ?? '').not.toMatch(/работаю сиделкой/u);
    const dayToDay = read(
      'After I saw your advert I asked if I could shadow for a day at Maidstone register office, because the senior registrar there is a friend of a friend. The whole morning was deaths, thirty-minute appointments one after another.',
      'en',
      'What do you know about what this work is really like day to day, and how did you find out?',
    );
    expect(dayToDay.praise?.key ?? null).not.toBe('praiseReason');
    expect(
      findPressPoint(
        'My team leader told me I was too chatty on calls and my calls were going long. I didn’t agree at first because I thought customers liked it, but she showed me the stats. I tried to keep it friendly but get to the point quicker, and I stopped doing the small talk at the start. My times came down and my scores stayed the same.',
        'en',
      ),
    ).not.toBeNull();
  });

  it('never praises a plan for the years ahead as a reason the job fits (round 81)', () => {
    const evidence = analyseAnswer({
      answer:
        'Honestly, first year is just about getting busy. I have been on a self-employed model before and I know a new PT in a new club spends the first six months on the floor, so I would want twenty-five sessions a week. After that I want to specialise, and I would like to do the Level 4 lower back pain qualification.',
      language: 'en',
      question:
        'Where do you want your career to be in three years, and how does the Personal Trainer role fit that plan?',
      jobTitle: 'Personal Trainer',
    });
    expect(evidence.questionCategory).toBe('motivation');
    expect(evidence.praise?.key ?? null).not.toBe('praiseReason');
  });

  it('names a gap told with something of closing it as honest, and asks for the plan where none is told', () => {
    const question =
      'The posting mentions “water-fed pole work”. What draws you to this job, and how does that part of it fit your life right now?';
    const owned = read(
      'Mainly I like being outdoors and working on my own, and the early finish. I worked for a guttering firm for a couple of years, so I am used to ladders. Water-fed would be new to me, I have only used it once or twice, but I would pick it up quickly with someone showing me.',
      'en',
      question,
    );
    expect(chooseFeedback({ ...owned, score: 55 }).improvement).toBe('gapNamed');
    const bare = read(
      'Mainly I like being outdoors and working on my own, and the early finish. I worked for a guttering firm for a couple of years, so I am used to ladders, footing them and checking them every Monday. I have never used a water-fed pole myself, and the round sheet and the app would be new ground for me too.',
      'en',
      question,
    );
    expect(chooseFeedback({ ...bare, score: 55 }).improvement).toBe('gapBridge');
  });

  it('after round 82: a story’s starting point is no gap to praise, nor a vague ending a concrete one', () => {
    const story = read(
      'In 2022 my company took a new customer and we went from only ambient to also chilled, in about three weeks. I never drove a fridge trailer before. I had to learn the fridge unit and to pre-cool the trailer before loading. I read the manual for the Thermo King in my breaks, and after one month I had no loads rejected for temperature.',
      'en',
      'Tell me about a time you had to adapt quickly to a big change at work.',
    );
    expect(story.namedGap?.past).toBe(true);
    expect(chooseFeedback({ ...story, score: 70 }).improvement).not.toBe('gapNamed');
    const vague = read(
      'We moved the fast-moving stuff nearer to the dock, like the water and the pop, because we were driving all the way to the back of the warehouse every time. It was sort of my idea and sort of the team leader’s. It saved a lot of driving and it was a bit less busy in the back aisles.',
      'en',
      'Tell me about a change you made to how the warehouse was organised. What was the problem, and what changed afterwards?',
    );
    expect(chooseFeedback({ ...vague, score: 55 }).improvement).not.toBe('praiseOutcome');
  });

  it('after a new user’s walk (thirty-second session): "I honestly don’t know how it turned out" is an unknown outcome; "110 percent" is no detail of the work', () => {
    expect(
      readTelling(
        'I told the cook and we threw the batch away. I honestly don’t know how it turned out for her.',
        'en',
      ).outcomeUnknown,
    ).toBe(true);
    for (const [language, question, answer] of [
      [
        'en',
        'The posting mentions “alternate weekends, 7am–3pm”. What draws you to this job, and how does that part of it fit your life right now?',
        'I am a very hard-working and passionate person and I always give 110 percent in everything I do. I am a great team player and I love working with people. I think I would be a great fit for your team because I am reliable and I never give up.',
      ],
      [
        'ru',
        'В вакансии указано: «работа по графику 5/2». Что вас привлекает в этой работе и как такие условия впишутся в вашу жизнь сейчас?',
        'Я очень ответственный и стрессоустойчивый человек, всегда выкладываюсь на сто процентов. Быстро учусь, легко нахожу общий язык с людьми и никогда не подвожу команду. Думаю, я отлично подойду.',
      ],
    ] as const) {
      const evidence = read(answer, language, question);
      expect(evidence.effortBoasts).toBe(1);
      expect(chooseFeedback({ ...evidence, score: 20 }).improvement).toBe('claimsOnlyWhy');
    }
  });

  it.each([
    [
      'en',
      'Honestly, I can’t think of a time I saw that. If I did, I would tell the cook straight away.',
      true,
    ],
    ['en', 'I remember a time the fridge failed and I moved everything into the cold room.', false],
    ['ru', 'Честно, не припомню такого случая. Если бы увидел, сразу сказал бы повару.', true],
    [
      'ru',
      'Я заметила, что тяга стала слабая, раньше такого не было, и сказала заведующей.',
      false,
    ],
  ] as const)(
    'reads an answer that says it has no such case (%s: %s)',
    (language, answer, none) => {
      expect(readTelling(answer, language).noCase).toBe(none);
    },
  );
});
