import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/language';
import { generateQuestions } from './generate-questions';
import { analyseAnswer } from './analyse-answer';
import { plainHedges } from './plain-hedges';
import { chooseFeedback, joinList, writeFeedback } from './feedback';
import { chunkText, streamText } from './stream-text';
import { JOB_EN, JOB_RU, PANEL } from './test-fixtures';

function feedbackFor(answer: string, language: 'en' | 'ru', seed = 0, question?: string): string {
  const jobDescription = language === 'en' ? JOB_EN : JOB_RU;
  return writeFeedback(analyseAnswer({ answer, language, jobDescription, question }), {
    language,
    seed,
  });
}

/** The reading of an answer to a question about why this job (a bank template's motivation). */
function asMotivation(
  answer: string,
  language: 'en' | 'ru',
  reading: { score: number; reasons?: string[]; ownWork?: boolean },
) {
  return {
    ...analyseAnswer({ answer, language }),
    questionCategory: 'motivation' as const,
    questionKind: 'open' as const,
    ...reading,
  };
}

function sentenceCount(text: string): number {
  return text.split(/(?<=[.!?])\s+/).filter(Boolean).length;
}

describe("feedback by what the question asks (a recruiter's read of the training jobs)", () => {
  const MOTIVATION_EN = 'Why are you interested in this Park Ranger role, and why now?';
  const MOTIVATION_RU =
    'Почему вас заинтересовала позиция «Смотритель парка» и почему именно сейчас?';
  const REASONS = {
    en: 'Two summers ago I volunteered on a heathland project in this park, cutting back bracken with the ranger team; by autumn the adders had come back to the slope we cleared. I want to do that work every day, and my contract at the garden centre ends in March.',
    ru: 'Два года назад я волонтёрил в этом парке на расчистке пустоши вместе с рейнджерами; к осени на склон, который мы расчистили, вернулись гадюки. Я хочу заниматься этим каждый день, а мой контракт в садовом центре заканчивается в марте.',
  };

  it.each([
    ['en', MOTIVATION_EN],
    ['ru', MOTIVATION_RU],
  ] as const)(
    'never praises the reasons for a job as a complete story, nor asks for "a time it happened" (%s)',
    (language, question) => {
      const evidence = analyseAnswer({
        answer: REASONS[language],
        language,
        question,
        jobTitle: 'Park Ranger',
      });
      expect(evidence.questionCategory).toBe('motivation');
      const chosen = chooseFeedback(evidence);
      expect(chosen.strength).not.toBe('fullStar');
      expect(['prepareExample', 'prepareDepth', 'prepareCase', 'prepareLesson']).not.toContain(
        chosen.improvement,
      );
    },
  );

  it('praises "the situation, your actions and the outcome" only in a story told as it happened, not in a routine told in the present', () => {
    const question = 'Tell me about a time you calmed a dog that was frightened of the dryer.';
    const routine =
      'In my last salon we had a lot of rescue dogs. It starts at the door. When a nervous dog comes in, I take the lead myself and sit on the floor with it for a few minutes before anything else. In the bath I keep the water low and the noise down, and I towel dry for longer than usual. Then I use the dryer on its lowest setting, pointed away from the face, and I stop the moment the ears go back. The result is that most of them are calm by the third visit, and the owners notice.';
    const story =
      'Last spring a rescue greyhound came in shaking, and the owner warned me he had bitten at a dryer before. I sat on the floor with him for ten minutes, towelled him for twice as long as usual, and then used the dryer on its lowest setting pointed away from his face. When his ears went back I stopped and let him sniff it. By the end he stood still for the whole dry, and the owner booked him in with me every six weeks after that.';
    const read = (answer: string) => ({
      ...analyseAnswer({ answer, language: 'en', question, jobTitle: 'Dog Groomer' }),
      score: 82,
    });
    // Both hold a scene, actions and an ending by their words; only one tells events.
    expect(read(routine).starPartsFound).toEqual(['situation', 'action', 'result']);
    expect(chooseFeedback(read(routine)).strength).not.toBe('fullStar');
    expect(chooseFeedback(read(story)).strength).toBe('fullStar');
  });

  it('never praises a case told with "first… then… next" as a step-by-step method, and follows a case told to its end with what would be done differently', () => {
    const question = 'How do you handle a patient who refuses a procedure?';
    const answer =
      'Last winter a man on our ward refused his insulin before lunch. First I sat down with him and asked what worried him; then I explained what the injection does and what happens if he skips it. Next I called his daughter, who he trusts, and she talked to him on the phone. In the end he agreed, took the dose with his meal, and his sugars settled by the evening.';
    const evidence = analyseAnswer({ answer, language: 'en', question, jobTitle: 'Staff Nurse' });
    expect(evidence.questionKind).toBe('method');
    expect(evidence.hasExample).toBe(true);
    const chosen = chooseFeedback({ ...evidence, score: 55 });
    expect(chosen.strength).not.toBe('clearSteps');
    // A case told to its end: the step it tells in detail, quoted as the candidate's own (round
    // 69: good on 28 and 28 of 40 where a follow-up to prepare was on 5 and 4)…
    expect(chosen.improvement).toBe('praiseStep');
    expect(writeFeedback({ ...evidence, score: 55 }, { language: 'en', seed: 0 })).toContain(
      '“Next I called his daughter, who he trusts',
    );
    // …with nothing to praise, the follow-up that names the step (round 63: good on 30 and 31 of
    // 40 where "why that way?" was on 14 and 11)…
    const unpraised = { ...evidence, score: 55, praise: null };
    expect(chooseFeedback(unpraised).improvement).toBe('prepareDepthOn');
    // …or, with no step told in detail, the candidate's own action, quoted as praise (round 87:
    // good on 6 → 16 and 5 → 16 of 40 where "why that way?" and "go deeper" were said)…
    expect(chooseFeedback({ ...unpraised, stepQuote: null }).improvement).toBe('praiseTurn');
    // …or, with no action short enough to quote, what would be done differently.
    expect(chooseFeedback({ ...unpraised, pressPoint: null, keyDeed: null }).improvement).toBe(
      'prepareLesson',
    );
  });

  it('tells a short answer to say more, however well the judge scores it (training reads)', () => {
    for (const [language, answer] of [
      [
        'en',
        'I would stop the job straight away, make the area safe for the public and call my supervisor before I touch anything else on site.',
      ],
      [
        'ru',
        'Сначала остановлю работу, огорожу место лентой, чтобы никто не прошёл, и сразу позвоню мастеру, а уже потом буду разбираться, что случилось.',
      ],
    ] as const) {
      const evidence = analyseAnswer({ answer, language, question: 'What would you do first?' });
      for (const score of [55, 74, 86]) {
        // …after praise of what it holds, quoted, where it holds something (round 74).
        const text = writeFeedback({ ...evidence, score }, { language, seed: 1 });
        expect(text).toMatch(/short|коротко|say a little more|расскажите чуть больше/iu);
      }
    }
  });

  it('tells no answer to the last question to keep that level "for the next questions" (a walk)', () => {
    const evidence = analyseAnswer({
      answer: PANEL.en.star[0] ?? '',
      language: 'en',
      question: 'Tell me about a time you made a slow service fast.',
    });
    const keep = {
      ...evidence,
      score: 74,
      pressPoint: null,
      keyDeed: null,
      praise: null,
      stepQuote: null,
    };
    expect(chooseFeedback(keep).improvement).toBe('keepSolid');
    expect(writeFeedback(keep, { language: 'en', seed: 0 })).toMatch(/next/u);
    for (const language of ['en', 'ru'] as const) {
      const text = writeFeedback(keep, { language, seed: 0, last: true });
      expect(text).not.toMatch(/next|следующ/u);
      expect(text).toMatch(/end the interview|закончить собеседование/u);
    }
  });

  it('calls an answer strong only where the judge is sure; a good one below that is "solid"', () => {
    const evidence = analyseAnswer({
      answer: PANEL.en.star[0] ?? '',
      language: 'en',
      question: 'Tell me about a time you made a slow service fast.',
    });
    // Strong: praised for the outcome it ends on, quoted, or, with nothing to quote, told so.
    expect(chooseFeedback({ ...evidence, score: 86 }).improvement).toBe('praiseOutcome');
    expect(
      chooseFeedback({ ...evidence, score: 86, praise: null, pressPoint: null, keyDeed: null })
        .improvement,
    ).toBe('keepGoing');
    expect(
      chooseFeedback({ ...evidence, score: 74, pressPoint: null, keyDeed: null, praise: null })
        .improvement,
    ).toBe('keepSolid');
    // …or, with its outcome to quote, praised for it without calling it strong.
    expect(
      chooseFeedback({ ...evidence, score: 74, pressPoint: null, keyDeed: null }).improvement,
    ).toBe('praiseOutcome');
    // "What you did yourself comes through" is praise for a story or a method, not for reasons.
    const asOpen = chooseFeedback({
      ...evidence,
      questionKind: 'open',
      questionCategory: 'motivation',
    });
    expect(asOpen.strength).not.toBe('ownActions');
  });

  it('follows an answer about motivation with the question that comes next: why here', () => {
    const general = writeFeedback(
      analyseAnswer({
        answer:
          'I have always loved being outdoors and working with my hands, and people tell me I am patient with children and good at explaining things. I want a job where I can do that every day, where no two days are the same and where I can keep learning about nature.',
        language: 'en',
        question: MOTIVATION_EN,
        jobTitle: 'Park Ranger',
      }),
      { language: 'en', seed: 0 },
    );
    expect(general).toMatch(/why here|why us/i);
  });

  it('quotes a reason of the candidate’s own told with its facts, and does not ask "why here?" after it (the twelfth panel)', () => {
    const text = writeFeedback(
      analyseAnswer({
        answer:
          'I have spent two seasons as a volunteer warden at the reservoir, mostly litter picks, fixing fences and leading school groups on the nature trail. I want a permanent job outdoors, and this park is twenty minutes from my home.',
        language: 'en',
        question: MOTIVATION_EN,
        jobTitle: 'Park Ranger',
      }),
      { language: 'en', seed: 0 },
    );
    expect(text).toContain(
      '“I want a permanent job outdoors, and this park is twenty minutes from my home”',
    );
    expect(text).not.toMatch(/why here|why us|a specific time|real case/i);
  });
});

describe('writeFeedback', () => {
  it('does not ask for steps when the method is told habit by habit', () => {
    const text = writeFeedback(
      analyseAnswer({
        language: 'ru',
        jobTitle: 'Электромонтёр',
        question:
          'Прораб торопит вас и просит пропустить требование безопасности. Как вы поступите?',
        answer:
          'Требования безопасности я не пропускаю ни при каком сроке. Я объясняю прорабу, чем это грозит, фиксирую его просьбу в журнале и предлагаю, что можно ускорить без риска: подготовить материалы заранее, взять ещё одного человека. Однажды так и сделали, и закончили на день позже, но без нарушений.',
      }),
      { language: 'ru', seed: 0 },
    );
    expect(text).not.toMatch(/по шагам|по порядку/);
  });

  it('does not ask a method question answered with one full case for steps or for a case', () => {
    const write = (answer: string, language: 'en' | 'ru', question: string) =>
      writeFeedback(analyseAnswer({ answer, language, jobTitle: 'Nurse', question }), {
        language,
        seed: 0,
      });
    const en = write(
      'On my ward last winter we had two falls in one week. I checked the night rounds and found the bed alarms were often off. I set up a short check at handover and put a sign on each bed. Over the next two months nobody fell, and the ward next door now uses the same check.',
      'en',
      'How do you prevent falls for the patients in your care?',
    );
    expect(en).not.toMatch(/Lay out your method|Walk through it in order|real case|real example/);
    const ru = write(
      'В прошлом месяце у нас в отделении за неделю упали два пациента. Я проверила ночные обходы и увидела, что сигнализацию на кроватях часто отключают. Я ввела короткую проверку при передаче смены. Больше никто не падал, и соседнее отделение теперь делает так же.',
      'ru',
      'Как вы предотвращаете падения пациентов?',
    );
    expect(ru).not.toMatch(/по шагам|по порядку|реальный пример|реальном случае/);
  });

  it.each([
    [
      'en',
      'How do you handle a client who says a treatment package is too expensive?',
      'For example, a regular client says the ten-massage package is too dear. I do not argue about the price. I ask what she books it for, usually her back after long shifts, and I show her the five-session package with the same therapist on the same evenings. She usually takes it, and most come back for the full package after a month.',
    ],
    [
      'ru',
      'Как вы работаете с клиентом, который говорит, что абонемент на массаж слишком дорогой?',
      'Например, постоянная клиентка говорит, что абонемент на десять массажей дорогой. Я не спорю о цене. Спрашиваю, ради чего она ходит, обычно это спина после смен, и показываю абонемент на пять сеансов у того же мастера в те же вечера. Обычно она его берёт, а через месяц многие переходят на полный.',
    ],
  ] as const)(
    'never tells a method answered through a case told in the present to have a case ready (%s)',
    (language, question, answer) => {
      const evidence = analyseAnswer({
        answer,
        language,
        question,
        jobTitle: 'Salon administrator',
      });
      expect(evidence.hasExample).toBe(true);
      expect(chooseFeedback(evidence).improvement).not.toBe('prepareCase');
    },
  );

  it('names the measured result of a strong answer (en)', () => {
    const text = feedbackFor(PANEL.en.star[0], 'en');
    expect(text).toMatch(/300 ms|4%/);
    expect(sentenceCount(text)).toBeLessThanOrEqual(2);
  });

  it('names the measured result of a strong answer, in Russian (ru)', () => {
    const text = feedbackFor(PANEL.ru.star[0], 'ru');
    expect(text).toMatch(/300 мс|4%/);
    expect(text).toMatch(/[а-яё]/i);
    expect(text).not.toMatch(/\b(the|and|with)\b/i);
  });

  it('follows a story told to its end with what would be done differently (or, judged strong, the level to keep), and never says a part is missing', () => {
    const answer =
      'At my last job our deploys failed every week and everyone had accepted it as normal. I looked at the last ten failures, rewrote the pipeline so that each build ran the tests in a clean container, and added checks so that broken builds never reached production again, which the whole team noticed.';
    const question = 'Tell me about a time you improved a process everyone had accepted.';
    const text = feedbackFor(answer, 'en', 0, question);
    // The register judge (seventeenth session) scores it 70, strong: told to keep that level, or
    // praised for the own steps it tells.
    expect(text).toMatch(/differently|learn from it|keep at least this level|your own actions/i);
    expect(text).not.toMatch(/Add how it ended|Finish with the result|Set the scene/);
  });

  it('calls a non-answer what it is, in the interview language', () => {
    expect(feedbackFor('asdfgh jkl', 'en')).toMatch(/random characters|isn't an answer/);
    expect(feedbackFor("I don't know", 'en')).toMatch(/doesn't answer|don't know/);
    expect(feedbackFor('', 'en')).toMatch(/No answer/);
    expect(feedbackFor('Не знаю', 'ru')).toMatch(/не ответ|Не знаю/);
    expect(feedbackFor('фывапролдж', 'ru')).toMatch(/случайный набор|не ответ/);
    expect(feedbackFor('I added a cache and it became twice as fast.', 'ru')).toMatch(
      /не на русском/,
    );
  });

  it('never praises a duration or a year group as a result', () => {
    const question = 'Tell me about a pupil you helped to improve.';
    const texts = [
      'Two years ago I took over a Year 9 group. I gave one boy a short weekly quiz and met his parents twice; by the summer he had moved up two sets.',
      'Three months into the job I noticed a girl in Year 10 falling behind. I ran a lunchtime club for her and two friends, and she passed her mock.',
    ].map((answer, seed) => feedbackFor(answer, 'en', seed, question));
    for (const text of texts) {
      expect(text).not.toMatch(/result|number|figure|quantif|Year|months/);
    }
  });

  it('never praises a figure in a supposed case ("if it doubled…") as a result (en, ru)', () => {
    const en = feedbackFor(
      'Before I hand the ledger to the auditor I check three things. First, the supplier balances by contract. Second, the bank turnover against the statement. Third, I compare with last quarter: if a supplier balance grew by 50%, I would want to know why before anyone asks. Once this way I found a payment posted to a closed contract, and we fixed it before the audit.',
      'en',
      0,
      'How do you check the accounts before an audit?',
    );
    const ru = feedbackFor(
      'Перед сдачей отчётности я смотрю три вещи. Первое — сальдо по поставщикам в разрезе договоров. Второе — сверяю обороты по банку с выпиской. Третье — сравниваю с прошлым кварталом: если кредиторка по поставщику выросла в два раза, я должна знать почему. Однажды так нашла платёж, разнесённый на закрытый договор, и его исправили до аудита.',
      'ru',
      0,
      'Как вы проверяете учёт перед аудитом?',
    );
    expect(en).not.toMatch(/50%/);
    expect(ru).not.toMatch(/в два раза/);
    // Nor a length of time supposed ("I'd give them ten minutes") as a detail of what happened.
    const supposed = analyseAnswer({
      answer:
        'When a table is unhappy with a bottle, I taste it myself first. If it is corked, I would give them ten minutes with a glass of something else while I open a new one. Last month a guest at table 12 sent back a Barolo; I found it was fine, offered a Nebbiolo by the glass instead, and he left happy.',
      language: 'en',
      question: 'How do you handle a guest who rejects a wine?',
    });
    expect(supposed.toldMetrics.map((metric) => metric.text)).not.toContain('ten minutes');
  });

  it('tells a good answer what made it good: a count or a length of time it gives', () => {
    const evidence = {
      ...analyseAnswer({ answer: PANEL.en.star[1], language: 'en', jobDescription: JOB_EN }),
      questionKind: 'open' as const,
      resultMetrics: [],
      steps: [],
      actionVerbs: [],
      star: { situation: [], task: [], action: [], result: [] },
      starPartsFound: [],
      score: 82,
      metrics: [{ text: '18 children', kind: 'count' as const, index: 0 }],
      toldMetrics: [{ text: '18 children', kind: 'count' as const, index: 0 }],
    };
    expect(chooseFeedback(evidence).strength).toBe('concreteDetail');
    expect(writeFeedback(evidence, { language: 'en', seed: 0 })).toMatch(/“18 children”/);
    expect(writeFeedback(evidence, { language: 'ru', seed: 0 })).toMatch(/«18 children»/);
    // Quoted inside the sentence, not with the capital the answer opened with.
    const opened = { text: 'Два года', kind: 'duration' as const, index: 0 };
    expect(
      writeFeedback(
        { ...evidence, metrics: [opened], toldMetrics: [opened] },
        { language: 'ru', seed: 0 },
      ),
    ).toMatch(/«два года»/);
    // A round figure is a guess, not a detail; a percentage is an outcome, praised only as one.
    for (const metric of [
      { text: '100 customers', kind: 'count' as const, index: 0 },
      { text: '37%', kind: 'percent' as const, index: 0 },
    ]) {
      expect(chooseFeedback({ ...evidence, toldMetrics: [metric] }).strength).not.toBe(
        'concreteDetail',
      );
    }
  });

  it('praises reasons only after a question about why this job', () => {
    const evidence = {
      ...analyseAnswer({ answer: PANEL.en.star[1], language: 'en', jobDescription: JOB_EN }),
      questionKind: 'open' as const,
      resultMetrics: [],
      steps: [],
      actionVerbs: [],
      star: { situation: [], task: [], action: [], result: [] },
      starPartsFound: [],
      score: 82,
      toldMetrics: [],
      reasons: ['because'],
    };
    expect(chooseFeedback({ ...evidence, questionCategory: 'motivation' }).strength).toBe(
      'givesReasons',
    );
    expect(chooseFeedback({ ...evidence, questionCategory: null }).strength).not.toBe(
      'givesReasons',
    );
  });

  it('never says whether the answer has an example when it tells the candidate to expect the question', () => {
    for (const language of ['en', 'ru'] as const) {
      const lines = [0, 1, 2, 3].map((seed) =>
        writeFeedback(
          {
            ...analyseAnswer({ answer: PANEL[language].star[0], language }),
            questionKind: 'open',
            hasExample: false,
            score: 60,
            wordCount: 60,
            metrics: [],
            starPartsFound: ['situation', 'action', 'result'],
          },
          { language, seed },
        ),
      );
      for (const line of lines) {
        expect(line).not.toMatch(
          /have one real case ready|another|second|держите наготове один|ещё один|второй/u,
        );
      }
    }
  });

  it('varies the wording with the seed but not the finding', () => {
    const texts = new Set(
      [0, 1, 2, 8, 9, 10].map((seed) => feedbackFor(PANEL.en.star[1], 'en', seed)),
    );
    expect(texts.size).toBeGreaterThan(1);
    for (const text of texts) expect(text).toMatch(/40 minutes|3 times/);
  });
});

describe('joinList', () => {
  it.each([
    [[], ''],
    [['a'], 'a'],
    [['a', 'b'], 'a and b'],
    [['a', 'b', 'c'], 'a, b and c'],
  ])('%j → %j', (items, expected) => {
    expect(joinList(items, 'and')).toBe(expected);
  });
});

describe('streamText', () => {
  it('yields more than one chunk, and the chunks joined are the text', async () => {
    const text = feedbackFor(PANEL.ru.star[2], 'ru');
    const chunks: string[] = [];
    for await (const chunk of streamText(text)) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('')).toBe(text);
  });

  it('keeps line breaks and leading spaces', () => {
    const text = '  one two\n\n## three four five six seven  ';
    expect(chunkText(text, 2).join('')).toBe(text);
  });

  it('stops when the signal is aborted', async () => {
    const controller = new AbortController();
    const chunks: string[] = [];
    await expect(async () => {
      for await (const chunk of streamText(
        'one two three four five six seven',
        controller.signal,
      )) {
        chunks.push(chunk);
        controller.abort();
      }
    }).rejects.toThrow();
    expect(chunks).toHaveLength(1);
  });
});

describe('writeFeedback on honest answers from fields beyond software', () => {
  const load = (path: string) =>
    JSON.parse(
      readFileSync(new URL(`../../../../eval/coach/corpus/${path}`, import.meta.url), 'utf8'),
    ) as {
      jobTitle: string;
      jobDescription: string;
      language: 'en' | 'ru';
      answers: { strong: string[] };
    };

  it.each(['en/en-electrician.json', 'ru/ru-estimator.json', 'en/en-paralegal.json'])(
    '%s: never tells an answer about the work to "mention" a skill, never quotes volts or a clock time as a result',
    (path) => {
      const job = load(path);
      const questions = generateQuestions(job);
      job.answers.strong.forEach((answer, index) => {
        const text = writeFeedback(
          analyseAnswer({
            answer,
            language: job.language,
            question: questions[index],
            jobTitle: job.jobTitle,
            jobDescription: job.jobDescription,
          }),
          { language: job.language, seed: index },
        );
        expect(text).not.toMatch(/mention|Link it to the role|Свяжите ответ|Привяжите ответ/);
        expect(text).not.toMatch(/volts|вольт|\(30 start\)/i);
      });
    },
  );

  it('takes a case told "on a service call" as a real example', () => {
    const answer =
      'I found that on a service call at a restaurant: two conductors under one breaker and 14-gauge wire on a 20-amp breaker. First I locked out the circuit, then I took photos, explained the risk to the owner and wrote a change order, which he signed within an hour.';
    const text = feedbackFor(
      answer,
      'en',
      0,
      "You arrive on a job and find that the previous installer's work is unsafe and not to code. What do you do?",
    );
    expect(text).not.toMatch(/real case|real example/);
  });
});

describe('what a good answer is told works (a round-7 recruiter read: praise that names nothing is not useful)', () => {
  const ANSWER = {
    en: 'I have been a lettings negotiator for three years at a branch in Clifton, and before that I managed a bar on Gloucester Road, so I know which streets flood and where people fight over parking. I run viewings, referencing and right-to-rent checks every week, and I keep landlords updated.',
    ru: 'Я три года работаю юристом в подрядной организации. Каждый договор смотрю в «Директуме», контрагентов проверяю через Контур.Фокус, протоколы разногласий веду сама и держу связь с прорабами по срокам. Раз в неделю сверяю реестр договоров с бухгалтерией и отвечаю на претензии поставщиков, если они приходят.',
  };
  const QUESTION = {
    en: 'What comparable work have you done so far?',
    ru: 'Какой похожий опыт у вас уже есть?',
  };

  it.each(['en', 'ru'] as const)(
    'names what makes a good answer concrete, quoting its own names (%s)',
    (language) => {
      const evidence = {
        ...analyseAnswer({ answer: ANSWER[language], language, question: QUESTION[language] }),
        questionKind: 'open' as const,
        questionCategory: null,
        resultMetrics: [],
        toldMetrics: [],
        score: 82,
      };
      expect(chooseFeedback(evidence).strength).toBe('namedDetails');
      const text = writeFeedback(evidence, { language, seed: 0 });
      expect(text).toMatch(
        language === 'en' ? /“Clifton” and “Gloucester Road”/ : /«Контур.Фокус»/,
      );
      // A name cut to an oblique case («в „Директуме“») is not quoted after «вроде» (the
      // sixteenth panel's read: «Конкретные названия вроде «Москву»»).
      expect(text).not.toContain('«Директуме»');
    },
  );

  it.each(['en', 'ru'] as const)(
    'never asks "why?" of an answer about motivation that gives its reasons (%s)',
    (language) => {
      const evidence = asMotivation(ANSWER[language], language, {
        reasons: ['because', 'i want'],
        score: 60,
        ownWork: false,
      });
      const { improvement } = chooseFeedback(evidence);
      // Reasons with nothing yet from the candidate's own work: what they would bring (the round-25
      // training read found it worth acting on for 6 of 8 such answers).
      expect(improvement).toBe('bringToRole');
      const text = writeFeedback(evidence, { language, seed: 0 });
      expect(text).not.toMatch(/why|почему/i);
      expect(text).toMatch(language === 'en' ? /posting/ : /ваканси/);
      // Reasons already shown through the candidate's own work: what will be hardest here.
      const told = { ...evidence, hasExample: true, actionVerbs: ['ran', 'built'] };
      expect(chooseFeedback(told).improvement).toBe('prepareChallenge');
    },
  );

  it.each([
    [
      'en',
      'I want to stay somewhere for a few years now. In my old job we had a blame culture and I did not like it, so a supportive team matters to me, and the advert says there is training for new starters, which I would like to do.',
      false,
    ],
    [
      'en',
      'I have got my counterbalance and reach licences, but most of my reach work has been up to eight metres.',
      true,
    ],
    [
      'en',
      "I've done Safe and Well visits as on-call and seen a smoke alarm fitted on Monday save someone on Friday.",
      true,
    ],
    ['en', "I've worked in a bureau before and I like that this one is in-house.", false],
    ['en', 'Three years as a loader at Biffa taught me the rounds.', true],
    ['en', "I'm just looking for something steady that I can do well and stick with.", false],
    ['ru', 'Через три года хочу быть старшим менеджером, а раньше работала с поставками.', false],
    ['ru', 'Я три года официант в ресторане аэропорта Внуково.', true],
    ['ru', 'У меня есть права категории C и допуск к работе на высоте.', true],
  ] as const)(
    'tells whether an answer names what the candidate brings already: "%s"',
    (language, answer, brings) => {
      expect(analyseAnswer({ answer, language }).ownWork).toBe(brings);
    },
  );

  it.each([
    [
      'en',
      'I want to build my own column here and get better at corrective colour, because that is where the salon is short and where the regulars come back for more. I can do balayage and foils fine, and I would like to go on the courses you mention in the advert.',
    ],
    [
      'ru',
      'Хочется снова на дорогу, потому что в карьере одно и то же: грузишь самосвалы целую смену. На дороге работа разнообразнее: траншеи, откосы, планировка, есть где показать, что умеешь руками. Техника у вас знакомая: на Hitachi ZX330 я отработал четыре года, вахта тоже подходит.',
    ],
  ] as const)(
    'never asks an answer about motivation that tells work done already what it would bring (%s)',
    (language, answer) => {
      const evidence = asMotivation(answer, language, {
        reasons: ['because', 'i want'],
        score: 60,
      });
      expect(evidence.ownWork).toBe(true);
      expect(chooseFeedback(evidence).improvement).not.toBe('bringToRole');
      // Without the work it tells, the request is made.
      expect(chooseFeedback({ ...evidence, ownWork: false }).improvement).toBe('bringToRole');
    },
  );
});

describe('feedback that names what a good answer does (round-8 reads)', () => {
  const ROUTINE = {
    en: 'I read the day book before anything else. Then I go round every animal: I count heads, I look at how they move and whether last night’s food has gone. I walk the outdoor enclosure from the outside first, then check the slides and locks with a second keeper. I write anything unusual in the day book and tell the senior keeper straight away.',
    ru: 'Руки обрабатываю до и после каждого пациента, перчатки меняю на каждого, даже когда в коридоре очередь. Шприц вскрываю при пациенте, иглу сразу сбрасываю в контейнер для острых. Место укола обрабатываю и даю высохнуть. Кабинет проветриваю по графику, генеральную уборку делаю раз в неделю, аптечку для неотложной помощи проверяю каждое утро.',
  };

  it.each(['en', 'ru'] as const)(
    'praises a routine told habit by habit as the candidate’s own, not with nothing named (%s)',
    (language) => {
      const evidence = {
        ...analyseAnswer({
          answer: ROUTINE[language],
          language,
          question:
            language === 'en'
              ? 'Walk me through the start of your day: what you read, check and write down.'
              : 'Расскажите, с чего начинается ваш день: что вы читаете, проверяете и записываете?',
        }),
        score: 84,
      };
      expect(evidence.text.pastTense).toBeLessThan(0.04);
      // Named as their own: in the praise of its opening, or its steps quoted (round 69).
      const chosen = chooseFeedback(evidence);
      expect(chosen.strength ?? chosen.improvement).toMatch(/^(?:own|praiseStep)/u);
    },
  );

  it('never calls one occasion told in the past a routine', () => {
    const answer =
      'Twice in a week I saw a new groomer leave a dog on the table with the noose on while she answered the door. The first time I went and stood with the dog. After the second time I had a word with her privately at the end of the day, and I told the salon owner the next morning. She made it a rule for everyone, and it stopped.';
    const evidence = {
      ...analyseAnswer({
        answer,
        language: 'en',
        question:
          'You notice a problem in a colleague’s work that will affect the people you serve. What do you do?',
      }),
      score: 79,
    };
    expect(chooseFeedback(evidence).strength).not.toBe('ownRoutine');
  });

  it('never asks for a real case after an answer that tells one, and asks what was hardest after a case about past work', () => {
    const answer =
      'The closest was two years as a senior sales assistant in a phone shop. I advised on tariffs, signed contracts and handled billing complaints. Once a man came with a copy of his mother’s passport and asked for a new SIM card; I refused, although he pushed and asked for my manager. We later found out someone had tried to reset the password on that number the same day.';
    const evidence = {
      ...analyseAnswer({
        answer,
        language: 'en',
        question:
          'Which of your past roles is closest to the Call Centre Agent position? What were you responsible for?',
      }),
      questionCategory: 'background' as const,
      questionKind: 'open' as const,
      score: 60,
      pressPoint: null,
    };
    const { improvement } = chooseFeedback(evidence);
    expect(['prepareExample', 'prepareCase']).not.toContain(improvement);
    // Its own steps quoted where it tells them (round 69), else what was hardest.
    expect(improvement).toBe(evidence.praise ? evidence.praise.key : 'prepareHardPart');
    expect(chooseFeedback({ ...evidence, praise: null }).improvement).toBe('prepareHardPart');
  });

  it.each(['en', 'ru'] as const)(
    'never asks for backing of reasons an answer about motivation already backs with what was done (%s)',
    (language) => {
      const answer = {
        en: 'I live in the district and I know its streets. Last year I sold four flats here for friends of friends and I helped my neighbours find a buyer in a month, so I want to do it properly, because this agency works exactly in this area.',
        ru: 'Я живу в этом районе десять лет и знаю здесь каждую улицу, каждую школу и каждый новый дом. В прошлом году я помогла продать четыре квартиры знакомым, а соседям нашла покупателя за месяц, и мне понравилось вести сделку от показа до ключей. Поэтому хочу заниматься этим всерьёз, ради этого и иду в агентство, которое работает именно здесь.',
      }[language];
      const evidence = asMotivation(answer, language, {
        reasons: ['because', 'i want'],
        score: 64,
      });
      expect(chooseFeedback(evidence).improvement).toBe('prepareChallenge');
    },
  );
});

describe('feedback that fits the answer it follows (round-10 reads)', () => {
  it.each([
    [
      'en',
      'Tell me about a mistake you made at work, how you found it, and what you did next.',
      'Last spring I left the chipper key in the ignition when we stopped for lunch, and we came back to find two kids climbing on it. I got them down, locked it and told my boss straight away. Nothing happened, luckily. Since then I always take the key with me, even for five minutes.',
    ],
    [
      'ru',
      'Расскажите об ошибке, которую вы допустили на работе: как вы её обнаружили и что сделали дальше?',
      'Прошлой весной я оставил ключ в замке зажигания измельчителя, когда мы ушли на обед, а вернувшись, увидел, что на нём лазают двое детей. Я их снял, запер машину и сразу сказал начальнику. Обошлось, к счастью. С тех пор я всегда забираю ключ с собой, даже на пять минут.',
    ],
  ] as const)(
    'never asks a story that ends on what was changed afterwards what would be done differently (%s)',
    (language, question, answer) => {
      const evidence = { ...analyseAnswer({ answer, language, question }), score: 60 };
      expect(evidence.lessons?.length).toBeGreaterThan(0);
      const { improvement } = chooseFeedback(evidence);
      expect(improvement).not.toBe('prepareLesson');
    },
  );

  it.each([
    [
      'en',
      'I used to give families the total price without the disbursements written down, and now I always put the full figure in writing at the first meeting.',
    ],
    [
      'ru',
      'Раньше я называла семьям итоговую сумму без расходов на сторонние услуги, а теперь всегда сразу пишу полную сумму на первой встрече.',
    ],
  ] as const)(
    'never asks for the result of a story that ends on what was changed (%s)',
    (language, answer) => {
      const question =
        language === 'en'
          ? 'Tell me about a decision in your work that you would make differently today.'
          : 'Расскажите о решении в работе, которое сегодня вы приняли бы иначе.';
      const evidence = { ...analyseAnswer({ answer, language, question }), score: 15 };
      expect(evidence.lessons?.length).toBeGreaterThan(0);
      expect(chooseFeedback(evidence).improvement).not.toBe('noResult');
    },
  );

  it.each(['en', 'ru'] as const)(
    'never asks for "one time it happened" after a weak answer about why this job (%s)',
    (language) => {
      const answer = {
        en: 'It is close to home and the shifts suit me, and I have always liked working outdoors with plants.',
        ru: 'Это рядом с домом, график удобный, и мне всегда нравилось работать на улице с растениями.',
      }[language];
      const evidence = asMotivation(answer, language, { score: 20 });
      expect(chooseFeedback(evidence).improvement).not.toBe('noExample');
    },
  );
});

describe('follow-ups that never presuppose what the answer has (round-14 training read)', () => {
  it.each([
    [
      'en',
      'How do you stay calm and productive under pressure? Give a specific example.',
      'Saturday lunch, full house, and the glass washer died at noon. I moved two runners to hand-washing, switched the bar to plastic cups for the terrace and told the floor that drinks would take five minutes longer. We got through the rush without one table walking out.',
    ],
    [
      'ru',
      'Как вы сохраняете спокойствие и продуктивность под давлением? Приведите конкретный пример.',
      'Суббота, полная посадка, в полдень сломалась посудомойка. Двоих раннеров поставил на ручную мойку, террасу перевёл на одноразовые стаканы, официантам сказал, что напитки будут на пять минут дольше. Час пик прошли, ни один стол не ушёл.',
    ],
  ] as const)(
    'never asks for a real case after events told as they happened, found verbs or not (%s)',
    (language, question, answer) => {
      const evidence = { ...analyseAnswer({ answer, language, question }), score: 60 };
      expect(['prepareCase', 'prepareExample']).not.toContain(chooseFeedback(evidence).improvement);
    },
  );

  it.each([
    [
      'en',
      'In three years I want to be a senior trainer who specialises in older adults. Most of my clients now are in their sixties, and they are often nervous in a gym. Your club pays for the GP referral course and has a clear route to senior trainer, so I can build that here.',
    ],
    [
      'ru',
      'Через три года хочу быть старшим тренером и работать в основном с пожилыми клиентами. Сейчас почти половина моих клиентов старше шестидесяти, и многие боятся зала. У вас оплачивают курс по реабилитации и есть понятный путь до старшего тренера, поэтому откликнулась именно сюда.',
    ],
  ] as const)(
    'never asks "why us?" after an answer that speaks to this employer (%s)',
    (language, answer) => {
      const evidence = asMotivation(answer, language, { score: 64, reasons: ['want'] });
      expect(chooseFeedback(evidence).improvement).not.toBe('prepareWhy');
    },
  );

  it.each([
    [
      'en',
      "Tell me about a time you questioned a colleague's decision.",
      'A colleague booked a delivery for a Sunday when the yard is locked. I checked the gate rota, rang the driver and moved it to Monday morning. The load came in on time. It taught me that a quick call is cheaper than a wasted trip.',
    ],
    [
      'ru',
      'Расскажите о случае, когда вас критиковали. Что вы сделали с этой критикой?',
      'Руководитель сказал, что мои отчёты читать невозможно: всё в одну строку, выводы в конце. Было обидно, но он был прав. Я попросил пару образцов, которые ему нравятся, и переделал шаблон: выводы сверху, цифры в таблице. Теперь пишу так, и вопросов по отчётам почти не бывает.',
    ],
  ] as const)(
    'finds a lesson told as "it taught me" or «теперь…» and does not ask for one (%s)',
    (language, question, answer) => {
      const evidence = { ...analyseAnswer({ answer, language, question }), score: 62 };
      expect(evidence.lessons?.length).toBeGreaterThan(0);
      expect(chooseFeedback(evidence).improvement).not.toBe('prepareLesson');
    },
  );
});

describe('an outcome told without its figure (round 14–15 training reads)', () => {
  const question = {
    en: 'Tell me about a time you improved the way your team worked.',
    ru: 'Расскажите, как вы улучшили работу своей команды.',
  } as const;

  it.each([
    [
      'en',
      'We kept driving back to the stores for filters and seals. I suggested a small kit of common spares in each van and a sign-out sheet, and my supervisor agreed to try it. It saved quite a few trips.',
      'quite a few',
    ],
    [
      'ru',
      'Коммерческие предложения у меня были на пять страниц, цена в самом конце. Я переделал шаблон: на первой странице цена, срок и гарантия, техника в приложении. Ответы стали приходить быстрее.',
      'стали приходить быстрее',
    ],
  ] as const)(
    'asks for the figure, quoting how the answer put it (%s)',
    (language, answer, vague) => {
      const evidence = {
        ...analyseAnswer({ answer, language, question: question[language] }),
        score: 60,
      };
      expect(evidence.vagueOutcome).toBe(vague);
      expect(chooseFeedback(evidence).improvement).toBe('quantifyOutcome');
      expect(writeFeedback(evidence, { language, seed: 0 })).toContain(vague);
    },
  );

  it.each([
    [
      'en',
      "I ran the morning briefing a few times. I'm much more confident now than when I started.",
    ],
    [
      'en',
      'I moved the rota to a shared sheet. Missed handovers dropped from nine a month to two.',
    ],
    ['ru', 'Я стала сама вести утренние планёрки. Сейчас я гораздо увереннее, чем когда пришла.'],
    [
      'ru',
      'Я предложила напоминания за сутки. Неявок стало меньше, примерно с восьми в неделю до трёх.',
    ],
  ] as const)(
    'never asks for a figure the answer gives, or of what it says now (%s)',
    (language, answer) => {
      const evidence = {
        ...analyseAnswer({ answer, language, question: question[language] }),
        score: 60,
      };
      expect(chooseFeedback(evidence).improvement).not.toBe('quantifyOutcome');
    },
  );

  it('asks a strong answer too, where the outcome comes before its last sentences (round-22 training read)', () => {
    const answer =
      'Таблица заказов тормозила, пользователи жаловались. Мне дали задачу разобраться. Я сделал виртуализацию строк и пагинацию на сервере. Стало заметно быстрее, жалобы прекратились. С формами тоже была работа. Мы взяли react-hook-form.';
    const evidence = {
      ...analyseAnswer({ answer, language: 'ru', question: question.ru }),
      score: 85,
    };
    expect(evidence.vagueOutcome).toBe('Стало заметно быстрее');
    expect(chooseFeedback(evidence).improvement).toBe('quantifyOutcome');
  });

  it('never asks for a figure where another sentence measures the result', () => {
    const answer =
      'I moved the rota to a shared sheet. Missed handovers dropped from nine a month to two. The team got much faster at swaps too.';
    const evidence = {
      ...analyseAnswer({ answer, language: 'en', question: question.en }),
      score: 60,
    };
    expect(chooseFeedback(evidence).improvement).not.toBe('quantifyOutcome');
  });
});

describe('hedges in a good answer (training reads of rounds 11, 14 and 16)', () => {
  it.each([
    [
      'en',
      'Tell me about a time you had to calm an upset customer.',
      'A guest at the hotel bar was shouting because his card was declined, I suppose he was embarrassed. I took him to the side, maybe ten metres away from the queue, checked the terminal with him and ran the card again on the other machine. It went through, and he came back the next night and apologised to the team, which was probably the nicest part.',
      ['“I suppose”', '“maybe”'],
    ],
    [
      'ru',
      'Расскажите, как вы успокоили недовольного клиента.',
      'Гость в баре отеля кричал, что его карту не приняли, наверное, ему было неловко. Я отвела его в сторону от очереди, вроде бы метров на десять, проверила с ним терминал и провела карту через второй аппарат. Платёж прошёл, а на следующий вечер он пришёл и извинился перед сменой.',
      ['«наверное»', '«вроде бы»'],
    ],
  ] as const)(
    'asks a good answer with two hedges to drop them, quoting them (%s)',
    (language, question, answer, quoted) => {
      const evidence = { ...analyseAnswer({ answer, language, question }), score: 60 };
      expect(chooseFeedback(evidence).improvement).toBe('dropHedges');
      const text = writeFeedback(evidence, { language, seed: 0 });
      for (const hedge of quoted) expect(text).toContain(hedge);
    },
  );

  it('asks a short hedged answer for more, not for fewer hedges', () => {
    const answer =
      'I think I would maybe probably just check the horse and sort of see what is wrong, and fix it.';
    const evidence = { ...analyseAnswer({ answer, language: 'en' }), score: 29 };
    expect(chooseFeedback(evidence).improvement).not.toBe('dropHedges');
  });

  it('reads «вроде» in place: "such as" before a model or a name, a hedge elsewhere', () => {
    const suchAs =
      'На участке работала на станках вроде 16К20, точила валы и втулки по чертежу. Однажды партия пошла с конусом, я остановила станок, проверила центра и переставила заднюю бабку, вроде бы всё сошлось, и мастер принял партию.';
    const asSuchAs = { ...analyseAnswer({ answer: suchAs, language: 'ru' }), score: 60 };
    expect(plainHedges(asSuchAs)).toEqual(['вроде бы']);
    expect(chooseFeedback(asSuchAs).improvement).not.toBe('dropHedges');
    const hedged =
      'Наверное, отказалась бы, если бы оформление было не официальное или процент от продаж считался как-то непонятно. Ещё для меня важно, чтобы дорога не занимала больше часа: график два через два по двенадцать часов, и если ещё ехать полтора часа в одну сторону, это очень тяжело. У вас вроде всё прописано, поэтому я и откликнулась.';
    const asHedge = { ...analyseAnswer({ answer: hedged, language: 'ru' }), score: 60 };
    expect(plainHedges(asHedge)).toEqual(['наверное', 'вроде']);
    expect(chooseFeedback(asHedge).improvement).toBe('dropHedges');
  });

  it('reads «может быть» as a hedge only where it is set off as one, never as the verb', () => {
    const verb =
      'Главный риск — пересорт и пересчёт на глаз. В пачке может быть 48 или 52 листа, поэтому считаем парами: один считает, второй сканирует. Расхождения у нас меньше 0,3% при обороте около 2 000 позиций, наверное, это лучший показатель на складе.';
    expect(plainHedges(analyseAnswer({ answer: verb, language: 'ru' }))).toEqual(['наверное']);
    const hedge =
      'Может быть, стоило позвонить раньше. Наверное, я бы сейчас сразу сказала мастеру, но тогда решила доделать сама.';
    expect(plainHedges(analyseAnswer({ answer: hedge, language: 'ru' }))).toEqual(
      expect.arrayContaining(['может быть', 'наверное']),
    );
  });

  it('never takes "the kind of person" or "I think" for a hedge to drop', () => {
    const answer =
      "I'm the kind of person who checks twice. I think the rota matters, so I moved it to a shared sheet and missed handovers stopped within a month; the manager kept it for the whole site after that.";
    const evidence = { ...analyseAnswer({ answer, language: 'en' }), score: 60 };
    expect(chooseFeedback(evidence).improvement).not.toBe('dropHedges');
  });
});

describe('follow-ups that never ask for what was said (round-17 training read)', () => {
  it.each([
    [
      'en',
      'Which of your past roles is closest to this job, and what were you responsible for there?',
      'Two years on nights at a parcel depot. I loaded trailers, scanned every cage and checked the seals before the drivers left. The hardest part was the new scanning order in my first week, when there was nobody around to ask, so I wrote the steps on a card and kept it in my pocket.',
    ],
    [
      'ru',
      'Какая из ваших прошлых ролей ближе всего к этой позиции и за что вы там отвечали?',
      'Два года работал в ночную смену на складе посылок: грузил фуры, сканировал каждую клетку и проверял пломбы перед отъездом водителей. Сложнее всего было в первую неделю с новым порядком сканирования, когда ночью некого было спросить, и я записал шаги на карточку.',
    ],
  ] as const)(
    'never asks what was hardest after an answer that says it (%s)',
    (language, question, answer) => {
      const evidence = {
        ...analyseAnswer({ answer, language, question }),
        questionCategory: 'background' as const,
        questionKind: 'open' as const,
        score: 60,
      };
      expect(evidence.namesDifficulty).toBe(true);
      expect(chooseFeedback(evidence).improvement).not.toBe('prepareHardPart');
    },
  );

  it.each([
    [
      'en',
      'The weld failed the ultrasonic test twice because the root gap was too tight. I opened the joint with the foreman, re-prepared the edges and set the right gap, and the third test passed. Looking back, I should have checked the gap myself before I started.',
    ],
    [
      'ru',
      'Стык дважды не прошёл УЗК: корень не проваривался, зазор был слишком узкий. Вместе с мастером распустили стык, заново разделали кромки, выставили зазор, и третий раз прошёл без замечаний. Для себя вывел: зазор проверяю сам, даже если собирал не я.',
    ],
  ] as const)('finds a lesson told as "looking back" or «для себя» (%s)', (language, answer) => {
    const evidence = { ...analyseAnswer({ answer, language }), score: 62 };
    expect(evidence.lessons?.length).toBeGreaterThan(0);
    expect(chooseFeedback(evidence).improvement).not.toBe('prepareLesson');
  });

  it('never asks what will be hardest after an answer about motivation that names it', () => {
    const answer =
      'Your station covers both town and motorway calls, which is the mix I want, and your crews train weekly on the rescue kit. The part that will stretch me is nights, as I have never worked shifts, so I have started sleeping to a rota on my days off.';
    const evidence = asMotivation(answer, 'en', { score: 64 });
    expect(chooseFeedback(evidence).improvement).not.toBe('prepareChallenge');
  });
});

describe('"why here?" after reasons taken from the posting (round-18 training read)', () => {
  it('is not asked of an answer about motivation that draws on the posting, "your" or not', () => {
    const jobDescription =
      'Excavator operator for road works. Rotation 30/30, travel paid. Machines: Hitachi ZX330 and Komatsu PC300. Trenches, slopes and grading on new road sections. Pay without delays.';
    const answer =
      'I have been on quarry work for three years and it is the same all shift. Road sections mean trenches, slopes and grading, which is the varied work I like. I ran a Hitachi ZX330 for four years, and a 30/30 rotation suits my family.';
    const evidence = {
      ...analyseAnswer({ answer, language: 'en', jobTitle: 'Excavator operator', jobDescription }),
      questionCategory: 'motivation' as const,
      questionKind: 'open' as const,
      score: 64,
      reasons: [],
    };
    expect(evidence.text.postingWords).toBeGreaterThanOrEqual(4);
    expect(chooseFeedback(evidence).improvement).not.toBe('prepareWhy');
  });
});

describe('a procedure told as instructions (a training job written after round 19)', () => {
  it.each([
    [
      'en',
      "During a service the client's scalp or skin turns red and starts to burn. What do you do?",
      'Stop the service, get them to the basin and flush with lots of cool water, no rubbing. Watch for swelling of the face or breathing trouble. Otherwise tell the manager, record it in the accident book and call them next day.',
    ],
    [
      'ru',
      'Вы приходите к подопечному, а он лежит на полу после падения: в сознании, но ему больно. Ваши действия?',
      'Не поднимать сразу, спросить, где болит, осмотреть. Вызвать скорую, если болит бедро или ударился головой. Укрыть, сообщить координатору и родственникам, записать всё в журнал.',
    ],
  ] as const)(
    'is never told to lay out steps or to bring a real case (%s)',
    (language, question, answer) => {
      const evidence = analyseAnswer({ answer, language, question });
      expect(evidence.questionCategory).toBe('scenario');
      const { improvement } = chooseFeedback(evidence);
      expect(['noSteps', 'noCase', 'noRoutine', 'noExample']).not.toContain(improvement);
    },
  );
});

describe('the follow-up names the action to defend (training reads of rounds 15–18)', () => {
  const STORIES = {
    en: {
      question: 'Tell me about a time you helped a teammate succeed.',
      answer:
        'Our junior was struggling with a very reactive cockapoo and getting bitten. I took the next two appointments with her: we did feet first while he was fresh, used a lick mat and kept the dryer on low. By the third visit she did him alone in under two hours.',
      quote: '“I took the next two appointments with her',
    },
    ru: {
      question:
        'Расскажите о самой сложной неисправности, которую вы устранили. Как вы её нашли и чем всё закончилось?',
      answer:
        'На складе раз в пару дней выбивало УЗО на группе освещения. Мегаомметр показывал норму. Стал отключать светильники по одному и мерить ток утечки клещами. Поставил коробку IP65 с гермовводами, группу разбил на две с отдельными УЗО. Больше не выбивало: за полгода ни одного вызова ночью, и кладовщики перестали звонить мне по выходным.',
      // The step quoted whole where it reads as one (round 78), else the action alone.
      quote: /«[Пп]оставил коробку IP65 с гермовводами/u,
    },
  } as const;

  it.each(['en', 'ru'] as const)(
    'quotes what the candidate did, not "be ready to go deeper" (%s)',
    (language) => {
      const { question, answer, quote } = STORIES[language];
      const evidence = analyseAnswer({ answer, language, question });
      for (const score of [55, 74]) {
        // Where nothing is praised, quoted (round 69: the praise comes first where there is one).
        const text = writeFeedback({ ...evidence, score, praise: null }, { language, seed: 0 });
        if (typeof quote === 'string') expect(text).toContain(quote);
        else expect(text).toMatch(quote);
        expect(text).not.toMatch(/go a level deeper|press for more|углубиться|уцепится/u);
      }
    },
  );

  it('quotes a choice from the middle of the story, never the scene, what someone else did, what the candidate felt, or a sentence that says why already', () => {
    const SCENE = {
      en: 'Our new junior kept missing steps.',
      ru: 'К нам пришла новая воспитательница.',
    };
    const cases: Array<[Language, string, string | null]> = [
      // Someone else's success, and the scene, are not the candidate's choice.
      [
        'ru',
        `${SCENE.ru} Я подсказала ей пару приёмов. Через несколько месяцев она уже сама провела родительское собрание.`,
        '«я подсказала ей пару приёмов»',
      ],
      [
        'en',
        'When I started as an on-call firefighter I had six weeks. I got really into it after my shifts. I signed up for the Level 3 course.',
        '“I signed up for the Level 3 course”',
      ],
      // The middle sentence holds the choice; the last one a minor step.
      [
        'en',
        `${SCENE.en} I checked the hospital sheet twice before the round. I noted it on the sheet.`,
        '“I checked the hospital sheet twice before the round”',
      ],
      // A reason given, or the way not taken named, is not asked for again.
      [
        'en',
        `${SCENE.en} I made the pre-use check a fixed habit, so it never depended on how I felt. It worked.`,
        null,
      ],
      [
        'ru',
        `${SCENE.ru} Я не стал писать докладную, а сел с ним и показал на примерах. Теперь он всё заполняет сам.`,
        null,
      ],
      [
        'ru',
        `${SCENE.ru} Я отказалась проводить поступления задним числом, потому что период был закрыт. Главбух согласился.`,
        null,
      ],
      // An outcome with no one acting, and a clause cut at a number, are not quoted.
      [
        'ru',
        'Стык балки не прошёл УЗК. Расширил зазор, снял притупление. Третий контроль прошёл.',
        null,
      ],
      [
        'en',
        `${SCENE.en} After that I worked at a salon for two and a half years. It was busy.`,
        null,
      ],
      // What the candidate saw or understood is not a choice, in either language.
      [
        'en',
        `${SCENE.en} I noticed the volume in the syringe was wrong. We checked it together.`,
        null,
      ],
      ['ru', `${SCENE.ru} Я увидела объём в шприце. Мы вместе всё перепроверили.`, null],
      // A feeling, a slip, or a step whose reason the next sentence gives (round-22 training read).
      [
        'ru',
        `${SCENE.ru} Я сначала обижался на замечания. Потом мы поговорили, и всё наладилось.`,
        null,
      ],
      [
        'ru',
        `${SCENE.ru} Я взяла не тот период в отчёте. Главбух заметила, и я всё переделала.`,
        null,
      ],
      [
        'ru',
        `${SCENE.ru} Я сначала всё осматриваю глазами. Бывает, что ребята торопятся и что-то не дотягивают.`,
        null,
      ],
      [
        'en',
        `${SCENE.en} I talked to him about the checklist twice. I did it because the breakdowns kept coming back.`,
        null,
      ],
      // Too short an answer to have a middle.
      ['en', 'I called his daughter. He agreed.', null],
    ];
    for (const [language, answer, quote] of cases) {
      const point = analyseAnswer({ answer, language }).pressPoint ?? null;
      expect(point && (language === 'en' ? `“${point}”` : `«${point}»`), answer).toBe(quote);
    }
  });

  it('is not asked after a question about background, where it would press on a career', () => {
    const evidence = analyseAnswer({
      answer: STORIES.en.answer,
      language: 'en',
      question: 'Walk me through your background and what led you to apply for this role.',
    });
    expect(evidence.pressPoint).not.toBeNull();
    expect(chooseFeedback({ ...evidence, questionKind: 'open', score: 60 }).improvement).not.toBe(
      'pressOn',
    );
  });

  // Round 32 (training, paired): after cases of 120 words or more, "why that way?" asked for a
  // reason the answer gave on 25 of 44 texts and was useful on none.
  it.each([
    [
      'en',
      'How do you handle a patient who refuses a procedure?',
      'Last winter a man on our ward refused his insulin before lunch, and he was getting angry with the healthcare assistant. I asked her to give us a few minutes and sat down with him, because standing over someone who is already upset never helps. He told me his sugars had gone low at home the week before and he had ended up on the kitchen floor, so he was frightened of the injection, not of us. I explained what the dose does and that we check his sugar before every meal on the ward. Then I called his daughter, who he trusts, and she talked to him on the phone. In the end he agreed, took the dose with his meal, and his sugars settled by the evening. I wrote it up for the diabetes nurse so the team knew.',
    ],
    [
      'ru',
      'Как вы поступаете, если пациент отказывается от процедуры?',
      'Прошлой зимой пациент в нашем отделении отказался от инсулина перед обедом и уже начал ругаться на санитарку. Я попросила её подождать и села рядом с ним, потому что стоять над человеком, который и так расстроен, бесполезно. Он рассказал, что неделю назад дома у него упал сахар и он очнулся на полу на кухне, поэтому он боялся укола, а не нас. Я объяснила, что делает эта доза и что в отделении мы меряем сахар перед каждым приёмом пищи. Потом я позвонила его дочери, которой он доверяет, и она поговорила с ним по телефону. В итоге он согласился, сделал укол во время обеда, и к вечеру сахар выровнялся. На следующий день он сам попросил показать ему, как пользоваться глюкометром. Я записала всё для медсестры по диабету, чтобы смена знала.',
    ],
  ] as const)(
    'is not asked after a case told at length, which has given its reasons (%s)',
    (language, question, answer) => {
      const evidence = analyseAnswer({ answer, language, question, jobTitle: 'Staff Nurse' });
      expect(evidence.wordCount).toBeGreaterThanOrEqual(120);
      expect(evidence.pressPoint).not.toBeNull();
      for (const score of [55, 75]) {
        // Told to keep answering with cases, or praised for the case or the own steps it tells:
        // never asked why.
        expect(['keepCases', 'praiseCase', 'praiseStep']).toContain(
          chooseFeedback({ ...evidence, score }).improvement,
        );
        const text = writeFeedback({ ...evidence, score }, { language, seed: 0 });
        expect(text).not.toMatch(/why|почему/iu);
        expect(text).toMatch(/real case|own actions|реальн\p{L}* случа|свои действия/iu);
      }
    },
  );

  it('keeps its own follow-up for an answer about why this job', () => {
    const evidence = asMotivation(STORIES.en.answer, 'en', { score: 60, reasons: [] });
    expect(chooseFeedback(evidence).improvement).not.toBe('pressOn');
  });
});

describe('a range is not a measured result (round-20 training read)', () => {
  it.each([
    [
      'ru',
      'Сразу вызываю второго кассира из зала. Очереди говорю вслух, что открываем вторую кассу. После разбираюсь, откуда дыра, и закрепляю две кассы с 18 до 20 обязательно.',
      /с 18 до 20/u,
    ],
    [
      'en',
      'I call a second cashier from the floor at once. I tell the queue out loud that a second till is opening. Afterwards I find the gap in the rota and keep two tills open from 6 to 8 every evening.',
      /from 6 to 8/u,
    ],
  ] as const)('never praises a bare range of hours as a result (%s)', (language, answer, range) => {
    const evidence = analyseAnswer({ answer, language });
    expect(evidence.bareRanges?.some((text) => range.test(text))).toBe(true);
    const chosen = chooseFeedback({ ...evidence, score: 75 });
    expect(chosen.strength).not.toBe('measuredResult');
    expect(chosen.improvement).not.toBe('praiseOutcome');
    // Quoted, if at all, inside the candidate's own step, never as what it achieved.
    const text = writeFeedback({ ...evidence, score: 75 }, { language, seed: 0 });
    expect(text).not.toMatch(/result|outcome|ending|результат|итог|концовк/iu);
  });

  it.each([
    ['en', 'Complaints fell from 40 to 12 within a month.', /from 40 to 12/u],
    ['ru', 'Жалоб стало меньше: сократили с 40 до 12 за месяц.', /с 40 до 12/u],
  ] as const)('still praises a change told with its verb (%s)', (language, sentence, change) => {
    const evidence = analyseAnswer({ answer: `I fixed the rota. ${sentence}`, language });
    expect(evidence.bareRanges).toEqual([]);
    expect(evidence.resultMetrics.some((metric) => change.test(metric.text))).toBe(true);
  });
});

describe('a template answer is told only what it has (a new user walk of 2026-12-03)', () => {
  const question = 'Tell me about a time you kept the ferry loading on schedule in bad weather.';
  const withFigures =
    'Situation: In my previous role I faced a challenging situation with many stakeholders. Task: My task was to ensure safety and efficiency while aligning with best practices. Action: I leveraged my strong communication skills and a proactive, results-driven mindset. Result: increased efficiency by 50%, reduced incidents by 30% and improved customer satisfaction by 40%.';
  const withoutFigures =
    'I bring a proactive, results-driven mindset and leverage best practices to deliver seamless, customer-centric outcomes. I thrive in dynamic, fast-paced environments and always go the extra mile to align stakeholders.';

  it.each([
    [withFigures, /round (?:figures|numbers)/u],
    [withoutFigures, /^(?!.*round).*stock phrases/iu],
  ])('names round figures only where it has them', (answer, expected) => {
    const evidence = analyseAnswer({
      answer,
      language: 'en',
      question,
      jobTitle: 'Ferry Deckhand',
    });
    for (const seed of [0, 1]) {
      const text = writeFeedback(
        { ...evidence, concern: 'keyword_stuffing', score: 12 },
        { language: 'en', seed },
      );
      expect(text).toMatch(expected);
      expect(text).not.toMatch(/job's/u);
    }
  });
});

describe('what the feedback quotes reads as the answer wrote it', () => {
  it('quotes the words of order as steps, not the verbs, and gives "I" back its capital', () => {
    const answer =
      "I check the bookings and see how many pairings we've got. Then I get the wines up from the cellar and into the fridge, polish the glasses and decanters, and check I have enough of everything. I taste the wines that are open by the glass. Before service we have a briefing where I tell the team about any changes to the wine list.";
    const evidence = analyseAnswer({
      answer,
      language: 'en',
      question: 'How do you set up your station before service so that the rush goes smoothly?',
    });
    const text = writeFeedback({ ...evidence, score: 60 }, { language: 'en', seed: 0 });
    expect(chooseFeedback({ ...evidence, score: 60 }).strength).toBe('clearSteps');
    // "I check" is a step of the method but no word of order (a new user's walk: «проверяю»).
    expect(text).toMatch(/“then”/u);
    expect(text).not.toMatch(/“I check”/u);
    expect(text).not.toMatch(/(?<![\p{L}])i (?:check|get|taste)/u);
    // Where the verbs are all there is, they are quoted, with "I" in its capital.
    const verbsOnly = writeFeedback(
      { ...evidence, steps: ['i check', 'i verify'], score: 60 },
      { language: 'en', seed: 0 },
    );
    expect(verbsOnly).toMatch(/“I check”/u);
  });
});

describe('an amount without a number is no measured result (training reads to round 32)', () => {
  const answer =
    'В прошлом году у нас после каждого релиза сыпались баги в корзине. Я предложила завести чек-лист регресса для корзины и сама составила его по старым багам из трекера. Каждый релиз прогоняла его вместе с автотестами. В итоге багов в корзине после релизов стало в разы меньше, и разработчики сами начали дописывать в чек-лист новые пункты.';
  it('never praises «в разы» as a figure, and asks for the figure instead', () => {
    const evidence = analyseAnswer({
      answer,
      language: 'ru',
      question: 'Расскажите о случае, когда вы улучшили процесс в команде.',
    });
    // The reading still holds it as a multiple (the judge reads it so); the feedback does not.
    expect(evidence.resultMetrics.some((metric) => /в разы/u.test(metric.text))).toBe(true);
    for (const score of [65, 75, 85]) {
      const chosen = chooseFeedback({ ...evidence, score });
      expect(chosen.strength).not.toBe('measuredResult');
      const text = writeFeedback({ ...evidence, score }, { language: 'ru', seed: 2 });
      expect(text).not.toMatch(/цифр\p{L}* \(в разы\)|с цифрой: в разы|результат \(в разы\)/u);
    }
    expect(chooseFeedback({ ...evidence, score: 75 }).improvement).toBe('quantifyOutcome');
  });
});

describe('a case asked for now or for later', () => {
  // Round-27 training read: "have one real case ready" after a middling answer with no case was
  // useful to no reader; "add one real case" to those the judge scores below the middle was.
  const cases = [
    {
      language: 'en' as const,
      question: 'How do you make sure a delivery is checked properly before you sign for it?',
      answer:
        'I count the pallets against the delivery note, check the seals and the dates, and look for damage before I sign. If something is wrong I write it on the note and tell the supervisor straight away so it can be claimed.',
    },
    {
      language: 'ru' as const,
      question: 'Как вы проверяете поставку, прежде чем подписать документы?',
      answer:
        'Я пересчитываю паллеты по накладной, проверяю пломбы, маркировку и сроки годности, смотрю, нет ли повреждений упаковки и следов влаги. Если что-то не так, пишу об этом в накладной, фотографирую и сразу говорю старшему смены, чтобы можно было вовремя предъявить претензию поставщику.',
    },
  ];

  it.each(cases)(
    'asks a weak answer to add one, a middling one to have one ready ($language)',
    (item) => {
      const evidence = analyseAnswer({ ...item, jobDescription: '' });
      expect(evidence.questionKind).toBe('method');
      expect(evidence.occasion ?? null).toBeNull();
      const weak = { ...evidence, score: 40, pressPoint: null, keyDeed: null };
      expect(chooseFeedback(weak).improvement).toBe('addCase');
      expect(writeFeedback(weak, { language: item.language, seed: 0 })).toMatch(
        item.language === 'en'
          ? /one real (?:time|occasion)/u
          : /одним реальным случаем|об одном реальном случае/u,
      );
      const middling = { ...evidence, score: 60, pressPoint: null, keyDeed: null };
      expect(chooseFeedback({ ...middling, praise: null }).improvement).toBe('prepareCase');
      // …or, where its own steps can be quoted, they are praised in its place (rounds 69 and 75).
      expect(['prepareCase', evidence.praise?.key]).toContain(chooseFeedback(middling).improvement);
      // Told in the past, it may be a case no reader of the coach's found: it is not asked for now.
      const past = { ...weak, text: { ...weak.text, pastTense: 0.1 } };
      expect(chooseFeedback(past).improvement).not.toBe('addCase');
    },
  );
});

describe('a long answer with little in it', () => {
  const filler = {
    en: 'I think it is really important to stay on top of things and keep everyone in the loop, because if people do not know what is going on then problems build up and it gets harder to sort them out later on. ',
    ru: 'Я считаю, что очень важно держать всё под контролем и чтобы все были в курсе, потому что если люди не знают, что происходит, то проблемы копятся и потом их гораздо сложнее решать. ',
  };
  it.each(['en', 'ru'] as const)('is told to lead with its point (%s)', (language) => {
    const answer = filler[language].repeat(5);
    const question =
      language === 'en'
        ? 'How do you make sure a handover does not lose anything important?'
        : 'Как вы передаёте смену, чтобы ничего важного не потерялось?';
    const read = analyseAnswer({ answer, language, question });
    // Its general words are quoted first where the answer is made of them (self-portrait.test.ts).
    expect(chooseFeedback({ ...read, score: 55 }).improvement).toBe('claimsOnlyMethod');
    const evidence = { ...read, score: 55, pressPoint: null, selfPortrait: null };
    expect(evidence.wordCount).toBeGreaterThanOrEqual(150);
    expect(chooseFeedback(evidence).improvement).toBe('tighten');
    // With numbers and names in it, its length is not called long for what it says: four or more
    // in every hundred words (six in two hundred are too few).
    expect(chooseFeedback({ ...evidence, specifics: 12 }).improvement).not.toBe('tighten');
    expect(chooseFeedback({ ...evidence, specifics: 6 }).improvement).toBe('tighten');
    // Nor is an answer of under a minute.
    expect(chooseFeedback({ ...evidence, wordCount: 120 }).improvement).not.toBe('tighten');
  });
});
