// What the feedback quotes from an answer, as the reads of the thirty-first session left it: each
// shape with an example that is quoted and one that is not (rounds 73–77, the eleventh panel).
import { describe, expect, it } from 'vitest';
import { analyseAnswer } from './analyse-answer';
import { chooseFeedback, writeFeedback } from './feedback';
import { selfPortraitQuote } from './self-portrait';
import { tellsOwnWork } from './own-work';
import { quoted } from './quote-sentence';

const read = (answer: string, language: 'en' | 'ru', question: string) =>
  analyseAnswer({ answer, language, question, jobTitle: '', jobDescription: '' });

describe('an own step quoted as praise', () => {
  it('reads a Russian step told from its verb, without «я»', () => {
    const evidence = read(
      'Стык балки: УЗК нашёл непровар корня. Вырезал участок, переварил, снова непровар в том же месте. Посмотрел кромки: зазор меньше нормы, притупление большое. Расширил зазор до трёх миллиметров, снял притупление, корень прошёл электродом тройкой.',
      'ru',
      'Расскажите о случае, когда ремонт не помог с первого раза. Что вы сделали дальше?',
    );
    expect(evidence.stepQuote).toMatch(/^Расширил зазор/u);
  });

  it('does not read someone else’s verb, nor a step of under ten words, as the candidate’s', () => {
    const evidence = read(
      'На объекте порвалась стропа. Мастер пришёл, посмотрел и велел снять её с работы. Я ему показывал, как паять.',
      'ru',
      'Расскажите о случае, когда вы заметили проблему раньше, чем она стала серьёзной.',
    );
    expect(evidence.stepQuote ?? null).toBeNull();
  });

  it('reads "we’d done" as a deed and "When it happened, I…" as the candidate’s step', () => {
    const evidence = read(
      'The practice manager rang me at 7:40 with someone sick in the waiting room. When I got there ten minutes later, I cleaned it with the spill kit, had the area dry by ten to eight and emailed her what we’d done.',
      'en',
      'Tell me about a time you were the first point of contact for a client.',
    );
    expect(evidence.stepQuote).toMatch(/^When I got there/u);
  });

  it('counts the candidate’s own verbs the list does not know, up to where someone else acts', () => {
    const evidence = read(
      'К нам пришёл парень после колледжа, Артём. На второй день он пришёл чуть не плачет: пашня гребнями. Я в обед подошёл, посмотрел — перекос плуга: он передний корпус выставил, а задние не догнал. Дальше он сам разобрался.',
      'ru',
      'Расскажите о случае, когда вы помогли коллеге или новичку на работе.',
    );
    expect(evidence.stepQuote).toMatch(/^Я в обед подошёл, посмотрел/u);
  });

  it('never quotes as the candidate’s steps verbs of the other gender than the candidate’s (round 78)', () => {
    const evidence = read(
      'Сначала я бы поздравил её и честно сказал, что десять килограммов за месяц не сбросить. Одна моя клиентка так уже пробовала год назад. Скинула пять, влезла в платье, которое уже не сходилось, и после свадьбы продолжила ходить.',
      'ru',
      'Клиентка хочет похудеть на 10 кг за месяц к свадьбе. Что вы ей скажете?',
    );
    expect(evidence.stepQuote ?? '').not.toMatch(/Скинула/u);
    expect(evidence.praise?.quote ?? '').not.toMatch(/Скинула/u);
  });

  it('never quotes the old way of working («Раньше я…») as the candidate’s way', () => {
    const evidence = read(
      'Пассажиры садятся у аварийного выхода с детьми. Раньше я говорила пассажирам «таковы правила», объясняла, просила пересесть, и люди обижались и спорили. Теперь объясняю, что дверь весит двадцать килограммов и открывать её им.',
      'ru',
      'Расскажите, как вы объясняете правила человеку, который с ними не согласен.',
    );
    expect(evidence.stepQuote ?? '').not.toMatch(/Раньше/u);
  });
});

describe('a change quoted as praise', () => {
  it('quotes «После этого завёл привычку…» and «Теперь…» with a habit, in Russian and English', () => {
    const first = read(
      'ОТК вернул мне партию фланцев из-за шероховатости торца. Было обидно, но я сравнил с образцами, и контролёр была права. Торцы прошёл заново, резец переточил. После этого завёл себе привычку: образцы лежат у станка, первую деталь сравниваю сам.',
      'ru',
      'Расскажите о случае, когда вас критиковали.',
    );
    expect(first.praise).toEqual({
      key: 'praiseChange',
      quote: 'После этого завёл себе привычку: образцы лежат у станка, первую деталь сравниваю сам',
    });
    const second = read(
      'My team leader showed me three of my tickets cancelled on appeal because my photos missed the time plate. She was right. Now I take a wide shot with the sign in it every time before the close-ups.',
      'en',
      'Describe a time you received critical feedback. What did you do with it?',
    );
    expect(second.praise?.key).toBe('praiseChange');
  });

  it('does not quote the story’s next event after «После этого» as a change', () => {
    const evidence = read(
      'Утром была на выезде к семье, сидела с ребёнком два часа. Вернулась в центр и всё записала. После этого у меня ещё был приём, и я плохо помню, как его провела.',
      'ru',
      'Расскажите о самом трудном рабочем дне.',
    );
    expect(evidence.praise?.key).not.toBe('praiseChange');
  });
});

describe('an ending quoted as praise', () => {
  it('neither asks for the result of a story that ends on what followed, nor calls it an outcome', () => {
    // Round 77: such last sentences were reflections or a manager's praise as often as outcomes.
    const evidence = read(
      'Мама перед праздником сказала, что её сын не выносит громкую музыку. Я попросила администратора убавить колонку и убрала игру с хлопушками. Она заплакала и сказала, что впервые он был на празднике до конца.',
      'ru',
      'Расскажите о случае, когда вы общались с родителями до и после праздника.',
    );
    expect(evidence.telling?.endsOnEvent).toBe(true);
    expect(chooseFeedback(evidence).improvement).not.toBe('noResult');
    expect(evidence.praise?.key).not.toBe('praiseOutcome');
  });

  it('never calls the candidate’s own last steps, a thought or an explanation an outcome', () => {
    for (const answer of [
      'A colleague was about to draw up the wrong ampoule. I stopped him, we checked the ampoule together, and I reported it on Datix afterwards.',
      'Twelve weeks of touring one-nighters with late get-ins. What kept me sharp was never skipping the cue-light check before the half.',
      'A pallet was stacked badly in the aisle and nobody moved it. I just thought someone could get hurt if nobody did anything.',
    ]) {
      const evidence = read(answer, 'en', 'Tell me about a time you spotted a problem early.');
      expect(evidence.praise?.key).not.toBe('praiseOutcome');
    }
  });
});

describe('a compact answer', () => {
  it('is praised for what it holds, quoted, then told it is short; plainly once praised', () => {
    const answer =
      'At the warehouse everyone signed off the fire door checks without looking. I made a checklist with a photo of each door, and in the first week we found two wedged open.';
    const evidence = {
      ...read(answer, 'en', 'Tell me about a time you improved a check.'),
      score: 70,
    };
    expect(chooseFeedback(evidence)).toEqual({
      strength: 'praiseStep',
      improvement: 'sayMoreAfterPraise',
    });
    const text = writeFeedback(evidence, { language: 'en', seed: 1 });
    expect(text).toContain('“I made a checklist with a photo of each door');
    expect(text).toMatch(/short for an interview, though/u);
    // Said once already in the interview, the praise gives way and "though" goes with it.
    const again = writeFeedback(evidence, { language: 'en', seed: 1, earlier: [text] });
    expect(again).not.toMatch(/though|checklist/u);
  });

  it('is told plainly that it is short when the judge scores it low', () => {
    const answer =
      'At the warehouse everyone signed off the fire door checks without looking. I made a checklist with a photo of each door, and in the first week we found two wedged open.';
    const evidence = {
      ...read(answer, 'en', 'Tell me about a time you improved a check.'),
      score: 50,
    };
    expect(chooseFeedback(evidence).improvement).toBe('sayMore');
  });
});

describe('the eleventh panel’s findings', () => {
  it('does not call a walkthrough that opens «Допустим…» a full story', () => {
    const evidence = {
      ...read(
        'Допустим, я на катке и вижу пятно на простыне. Я её отложила в тележку на перестирку и проверила ещё пять из той же загрузки. Пятна были на трёх, и мастер поменял программу стирки, после этого пятен не было.',
        'ru',
        'Представьте, что на контроле качества что-то идёт не так. Что вы делаете?',
      ),
      score: 85,
    };
    expect(evidence.telling?.opensSupposing).toBe(true);
    expect(chooseFeedback(evidence).strength).not.toBe('fullStar');
  });

  it('knows an escalation to the administrator is told, and does not ask what if they won’t listen', () => {
    const evidence = read(
      'Коллега разрешила детям прыгать со стола на маты. Я подошла и по ходу игры увела детей на пол. Потом тихо сказала ей, что стол может сложиться, она отмахнулась. Тогда я сказала администратору, и он убрал раскладные столы из зала.',
      'ru',
      'Вы замечаете, что коллега делает что-то, что может подвергнуть кого-то риску. Что вы делаете?',
    );
    expect(evidence.questionFollowUp).not.toBe('ifCarriesOn');
  });

  it('reads work told with a comma before its years as work done («работала, три года»)', () => {
    expect(
      tellsOwnWork('Ночи меня не пугают, я на хлебозаводе раньше в ночь работала, три года.', 'ru'),
    ).toBe(true);
    expect(tellsOwnWork('Ночи меня не пугают, я хочу попробовать.', 'ru')).toBe(false);
  });

  it('does not take a safety practice ("I never put my fingers through a letterbox") for a self-portrait', () => {
    const options = { language: 'en' as const, generic: false, platitudeSentences: 0 };
    expect(
      selfPortraitQuote(
        'The big risks are the wrong door and dogs. I check the number on every bundle, and I never put my fingers through a letterbox.',
        options,
      ),
    ).toBeNull();
    expect(
      selfPortraitQuote('I always put the customer first. I am a very patient person.', options),
    ).not.toBeNull();
  });
});

describe('a long quote cut short (a new user walk, thirty-seventh session)', () => {
  it('never ends on a subject or a helping word whose verb is cut off', () => {
    const sentence =
      'I took the hem up by hand over two afternoons in the wardrobe room, so they could wear it for the dress rehearsal on Friday night';
    const cut = quoted(sentence);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).not.toMatch(/\b(?:so|they|could|the|on)…$/u);
    const ru =
      'Я подшила подол вручную за два вечера в костюмерной, чтобы они смогли надеть платье на генеральную репетицию в пятницу вечером';
    expect(quoted(ru)).not.toMatch(/(?:чтобы|они|на|в)…$/u);
  });
});
