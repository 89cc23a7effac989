// What the questions and the feedback do after the twenty-third frozen panel's read (forty-fourth
// session), each shape with a case it applies to and one it does not: a post of a few hours a week
// is not asked about a long or tiring stretch of work; "We need someone who is punctual and
// dependable" is a quality asked for, never a duty to ask what goes wrong with; a colleague's act
// told in a clause with no subject after he was named, an "I" inside "where I…", «что я…» after
// what someone said, and a slip («по ошибке») are never quoted as the candidate's own act; «После
// этого стала…» is a change made; a routine "now and then" or «я вообще…» is no real case; work the
// sentence itself disowns ("but that was more the ovens") is not the experience praised; "it got
// easier, the mistakes stopped" is how the change worked; "I've been making cheese" is work brought;
// an answer told as how it usually went is asked for one time, with no praise of its scene.
import { describe, expect, it } from 'vitest';
import { chooseFeedback } from './feedback';
import { feedbackOf, readAnswer as read } from './test-panel-reading';
import { continuesOtherRu, selfInSubordinate, withoutConditions } from './own-step-subject';
import { ownDeed } from './turn-praise';
import { tellsOwnWork } from './own-work';
import { toldAsHabit } from './habit-told';
import { generateQuestions } from './generate-questions';
import { findDutyItems } from '../../job-description/responsibilities';
import { findQualitiesAsked } from '../../job-description/qualities-asked';

const carPark = (hours: string) => `Car Park Attendant – Riverside Leisure Centre
£11.90 per hour, ${hours}, permanent

You will:
• patrol the car park and help drivers find spaces on busy days
• check pay-and-display tickets and report damage or hazards to the duty manager
• keep the pay machines stocked with paper and clear litter from the bays
• work outdoors in all weathers

We need someone who is calm and polite, reliable and happy to be on their feet.`;

const yard = (hours: string) => `Дворник
Оплата 180 руб./час, ${hours}.

Обязанности:
— уборка двора и подъездных дорожек;
— вывоз мусора к контейнерной площадке;
— посыпка дорожек песком зимой.

Нам нужен человек, который аккуратен, пунктуален и вежлив с жильцами.`;

const asks = (jobTitle: string, jobDescription: string, language: 'en' | 'ru') =>
  generateQuestions({ jobTitle, jobDescription, language } as never).join('\n');

describe('a long or tiring stretch of work', () => {
  it('is not asked of a post of a few hours a week', () => {
    expect(asks('Car Park Attendant', carPark('10 hours a week'), 'en')).not.toMatch(
      /long or tiring stretch/,
    );
    expect(asks('Дворник', yard('12 часов в неделю'), 'ru')).not.toMatch(/изматывающем/);
  });

  it('is still asked of a full week', () => {
    expect(asks('Car Park Attendant', carPark('37.5 hours a week'), 'en')).toMatch(
      /long or tiring stretch/,
    );
    expect(asks('Дворник', yard('40 часов в неделю'), 'ru')).toMatch(/изматывающем/);
  });
});

describe('the person wanted', () => {
  it('is no duty to quote', () => {
    const duties = findDutyItems(carPark('37.5 hours a week'), 'Car Park Attendant');
    expect(duties.join('\n')).not.toMatch(/someone/i);
    expect(findDutyItems(yard('40 часов в неделю'), 'Дворник').join('\n')).not.toMatch(
      /человек|котор|пунктуален/iu,
    );
  });

  it('is asked about as the qualities it names, without "we need someone who is"', () => {
    expect(findQualitiesAsked(carPark('37.5 hours a week'))[0]).toMatch(/^calm and polite/);
  });

  it('leaves a duty that opens on "we need you to…" a duty', () => {
    const posting = `Kitchen Porter\n\nYou will:\n• wash pots, pans and trays between services\n• we need you to take deliveries in and put them away\n`;
    expect(findDutyItems(posting, 'Kitchen Porter').join('\n')).toMatch(/deliveries/);
  });
});

describe('whose act a sentence tells', () => {
  it('goes on with the colleague named before a clause with no subject', () => {
    expect(
      continuesOtherRu(
        'Начал жаловаться, что я ставлю поддоны криво.',
        'Был у меня спор с грузчиком, Петром, он работал на соседней рампе.',
      ),
    ).toBe(true);
    const answer =
      'Был у меня спор с грузчиком, Петром, он работал на соседней рампе. Начал жаловаться, что я ставлю поддоны криво и ему приходится их поправлять за мной, а у него тоже норма. Я сначала разозлился, но после смены подошёл и попросил показать. Он показал, и правда, я ставил с перекосом. Стал выравнивать по разметке на полу, и больше споров не было.';
    expect(
      feedbackOf(answer, 'Расскажите о разногласии с коллегой и о том, как вы его разрешили.'),
    ).not.toMatch(/Начал жаловаться/u);
  });

  it('stays the candidate’s where the sentence before is theirs, or the verb is not the other’s', () => {
    expect(continuesOtherRu('Начал с проверки документов.', 'Я пришёл раньше всех.')).toBe(false);
    expect(
      continuesOtherRu('Объяснила ей, что так нельзя.', 'Покупатель пришёл в обед, он возмущался.'),
    ).toBe(false);
    expect(
      continuesOtherRu('Сначала проверила путевые.', 'Сменщица заболела, она на больничном.'),
    ).toBe(false);
  });

  it('is no one’s deed inside "where I…", «…, что я…» after what someone said', () => {
    expect(selfInSubordinate('where I wait on the kerb, how I judge the gap', 'en')).toBe(true);
    expect(selfInSubordinate('Он хотел, чтобы я сдал схему раньше.', 'ru')).toBe(true);
    expect(selfInSubordinate('Начал ворчать, что я отдаю ему мякоть с плёнкой.', 'ru')).toBe(true);
  });

  it('is the candidate’s in a heading of their steps, after a comma, or after "that"', () => {
    expect(selfInSubordinate('What I did myself: I opened up three days a week.', 'en')).toBe(
      false,
    );
    expect(selfInSubordinate('After that I kept it on my belt, always.', 'en')).toBe(false);
    expect(selfInSubordinate('Первое, что я сделал, — попросил заключение невролога.', 'ru')).toBe(
      false,
    );
    expect(selfInSubordinate('Чтобы не скатиться, я старался рано ложиться.', 'ru')).toBe(false);
    expect(selfInSubordinate('Что я сделала: обошла все точки.', 'ru')).toBe(false);
  });
});

describe('a slip told by how it happened', () => {
  it('is never the act praised; the change after it is', () => {
    expect(ownDeed('я по ошибке дала сдачу как с тысячи')).toBeNull();
    expect(ownDeed('I accidentally gave him change for a ten')).toBeNull();
    const answer =
      'Я работала на кассе в хозяйственном магазине, одна на смене. Однажды покупатель дал пятитысячную, а я по ошибке дала сдачу как с тысячи. Он вернулся через полчаса, мы вместе пересчитали кассу, разница нашлась, и я её отдала. После этого стала класть купюру на край кассы, пока не отдам сдачу.';
    const feedback = feedbackOf(
      answer,
      'В вакансии указано: «аккуратность при работе с деньгами». Когда в работе это понадобилось вам по-настоящему? Расскажите, что произошло и что вы сделали.',
    );
    expect(feedback).not.toMatch(/по ошибке/u);
    expect(feedback).toMatch(/После этого стала класть купюру/u);
  });

  it('leaves a deed that is no slip a deed', () => {
    expect(ownDeed('я позвонила мастеру')).toBe('я позвонила мастеру');
  });
});

describe('a real case', () => {
  const question =
    'The posting lists “cleaning and sanitising the vat and equipment”. What can go wrong with it, and what do you do so that it does not?';

  it('is not a routine told "now and then", nor «я вообще…»', () => {
    const answer =
      'If the cleaning is rushed you get bacteria building up in the valves and the drain, so I take those apart every time and scrub the seals. I rinse the sanitiser off properly so it does not kill the starter the next day, and I sign the sheet. At my last dairy the manager checked it before the make, and we did swabs now and then. The main thing is not to rush it at the end of a long day.';
    expect(feedbackOf(answer, question)).not.toMatch(/real case/u);
  });
});

describe('the experience praised', () => {
  it('is never work the sentence itself says was another kind', () => {
    const answer =
      "I worked at a builders' merchant for about a year, and on Mondays and Thursdays the lorry came early, like seven o'clock. I'd help unload the cement and the timber off the back, put them on the trolleys and wheel them out to the yard. Before that I did some early shifts at Greggs but that was more the ovens than lifting. I'm used to getting up early anyway, it doesn't bother me.";
    const feedback = feedbackOf(
      answer,
      'The posting lists “early starts helping unload the van”. What comparable work have you done so far, and what was your own part in it?',
    );
    expect(feedback).not.toMatch(/more the ovens/u);
  });
});

describe('how the change worked', () => {
  it('is told by "it got easier, the mistakes stopped" before a closing maxim', () => {
    const answer =
      'Самое тяжёлое у меня было, когда я почти полгода работал в ночь на овощной базе, ещё и с переработками. Спал урывками, днём дети. Через пару месяцев начал ошибаться в накладных, старший пару раз ловил. Тогда я договорился, чтобы мне ставили хотя бы два выходных подряд, а не вразброс, и стало легче, ошибок почти не стало. Ещё чай крепкий много пил, это не очень хорошо. Потом перевёлся в дневную смену. Вообще я считаю, что главное — не геройствовать, а сказать, если не справляешься.';
    const chosen = chooseFeedback(
      read(
        answer,
        'Расскажите о долгом или изматывающем периоде работы. Как вы удерживали свой уровень?',
      ),
    );
    expect(chosen.improvement).not.toBe('prepareEvidence');
  });
});

describe('work brought to a question of why this job', () => {
  it('is told in the present perfect continuous of a deed', () => {
    expect(tellsOwnWork("I've been making soft cheese at a goat farm for two years.", 'en')).toBe(
      true,
    );
  });

  it('is not a search or a wish told so', () => {
    expect(tellsOwnWork("I've been looking for a job with early starts.", 'en')).toBe(false);
    expect(tellsOwnWork("I've been thinking about cheese for years.", 'en')).toBe(false);
  });
});

describe('an answer told as how it usually went', () => {
  const question =
    'The posting asks for “friendly, chatty and good with regulars”. When has your work really called for that? Tell me what happened and what you did.';
  const habit =
    "In my last job at Patel's newsagent on Mill Road we had loads of regulars, mostly older people. I'd know what they wanted, so I'd have the paper ready when I saw them coming. I usually asked about their grandchildren. Sometimes it was hard when there was a queue and someone wanted a long chat, but I'd say I'd come back over when it went quiet.";

  it('is asked for one time, with no praise of a scene beside it', () => {
    expect(toldAsHabit(habit, 'en')).toBe(true);
    expect(chooseFeedback(read(habit, question))).toEqual({
      strength: null,
      improvement: 'oneTime',
    });
  });

  it('is not one that tells one time, nor a story whose scene was a habit', () => {
    expect(
      toldAsHabit(`${habit} One morning Mrs Patel did not come in, so I rang her son.`, 'en'),
    ).toBe(false);
    const story =
      "At my last job my supervisor said in my review that I didn't take enough initiative; I'd wait to be told what to do when it was quiet. I was a bit annoyed, but there were times I'd just stand at the till. After that I tried to find jobs myself, like checking the dates. In my next review she said it had improved.";
    expect(toldAsHabit(story, 'en')).toBe(false);
    expect(
      toldAsHabit(
        'A mum complained that I was doing her son’s writing for him. Fair point — I’d been scribing too much. I went through his book with her and agreed I’d mark what he did on his own in green.',
        'en',
      ),
    ).toBe(false);
  });
});

describe('a step told with its condition', () => {
  it('is the candidate’s step, the condition no supposition of it', () => {
    expect(
      withoutConditions('Потом смотрю соседние вещи: если пятна повторяются, зову мастера.'),
    ).not.toMatch(/если/u);
    const answer =
      'На объекте я отвечаю за приёмку с первого дня. Бетон принимаю сам: проверяю накладную, марку и подвижность, если есть сомнения — отказываю машине и звоню в диспетчерскую завода. Кубы отбираю при каждой поставке и подписываю их сам.';
    const question =
      'В вакансии указано: «приёмка бетона и раствора на объекте». Как вы делаете это хорошо — по шагам — и что проверяете по ходу?';
    expect(read(answer, question).praise?.quote).toMatch(/^Бетон принимаю сам/u);
  });

  it('leaves what the candidate would do a supposition', () => {
    expect(withoutConditions('I would bin it, if the seal were cracked.')).toMatch(/would/u);
  });
});

describe('a method told with no event, scored below the middle', () => {
  const question =
    'The posting lists “daily walk-round checks of the van”. How do you do this well, step by step, and what do you check along the way?';
  const answer =
    'First I walk round the van and check the tyres, the lights and the mirrors, and I write any defect on the sheet. If a light is out, I change the bulb or ring it through to the transport office. Then I load the heavy cages at the front and strap them, so nothing shifts on the first roundabout.';

  it('is told to have a real case ready, not its step praised', () => {
    expect(chooseFeedback({ ...read(answer, question), score: 55 }).improvement).toBe(
      'prepareCase',
    );
  });

  it('is praised for its step when scored well', () => {
    expect(chooseFeedback({ ...read(answer, question), score: 80 }).improvement).toBe('praiseStep');
  });
});
