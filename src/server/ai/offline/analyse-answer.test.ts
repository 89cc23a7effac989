import { describe, expect, it } from 'vitest';
import { analyseAnswer } from './analyse-answer';
import { findMetrics } from './metrics';
import { detectNonAnswer } from './non-answer';
import { JOB_EN, JOB_RU } from './test-fixtures';

describe('detectNonAnswer', () => {
  it.each([
    ['', 'en', 'blank'],
    ['   \n ', 'ru', 'blank'],
    ['...?!', 'en', 'blank'],
    ['asdfghjkl', 'en', 'gibberish'],
    ['qwerty qwerty', 'en', 'gibberish'],
    ['zzzzzzzz', 'en', 'gibberish'],
    ['12345', 'en', 'gibberish'],
    ['blah blah blah', 'en', 'gibberish'],
    ['lorem ipsum dolor sit amet consectetur adipiscing elit', 'en', 'gibberish'],
    ['фывапролдж', 'ru', 'gibberish'],
    ['ыыыыыы ааааа', 'ru', 'gibberish'],
    ["I don't know.", 'en', 'dont_know'],
    ['No idea', 'en', 'dont_know'],
    ['Не знаю', 'ru', 'dont_know'],
    ['Не знаю', 'en', 'dont_know'],
    ['затрудняюсь ответить', 'ru', 'dont_know'],
    ['Я внедрил кэш, и ответы ускорились вдвое.', 'en', 'wrong_language'],
    ['I added a cache and responses became twice as fast.', 'ru', 'wrong_language'],
  ] as const)('%j in %s → %s', (answer, language, reason) => {
    expect(detectNonAnswer(answer, language)).toBe(reason);
  });

  it.each([
    [
      "I don't know the exact figure, but I cut the build time from 20 to 8 minutes by caching dependencies.",
      'en',
    ],
    ['Я настроил Kubernetes и GitLab CI, Docker-образы стали собираться за 3 минуты.', 'ru'],
    ['Yes.', 'en'],
    ['Kubernetes, Docker, Terraform.', 'en'],
  ] as const)('%j in %s is an answer', (answer, language) => {
    expect(detectNonAnswer(answer, language)).toBeNull();
  });
});

describe('findMetrics', () => {
  it.each([
    ['это примерно 12 млн рублей', '12 млн рублей'],
    ['мы сэкономили 90 000 рублей', '90 000 рублей'],
    ['I closed 9 action items', '9 action items'],
    ['конверсия вернулась с 2,1% до 3,4%', '3,4%'],
    ['we shipped 1,200 orders a shift', '1,200 orders'],
  ])('reads %j whole', (text, metric) => {
    expect(findMetrics(text).map((found) => found.text)).toContain(metric);
  });

  it('never reads the second half of a range as a figure of its own («три-четыре года», "5–7 days")', () => {
    const texts = ['работаю уже три-четыре года', 'обычно три-четыре недели', 'it takes 5–7 days'];
    for (const text of texts) expect(findMetrics(text)).toEqual([]);
    expect(findMetrics('сделали за четыре недели').map((m) => m.text)).toEqual(['четыре недели']);
  });

  it('reads a spelled-out number of tens and units whole («сорок пять дней», "forty-five days")', () => {
    expect(findMetrics('выгружаю список за сорок пять дней').map((m) => m.text)).toEqual([
      'сорок пять дней',
    ]);
    expect(findMetrics('it took forty-five days to sign').map((m) => m.text)).toEqual([
      'forty-five days',
    ]);
    expect(findMetrics('twenty five minutes').map((m) => m.text)).toEqual(['twenty five minutes']);
  });

  it('reads spelled-out durations ("in two days", «за три часа»)', () => {
    expect(findMetrics('we delivered the as-builts in two days').map((m) => m.text)).toEqual([
      'two days',
    ]);
    expect(findMetrics('справились за три часа').map((m) => m.text)).toEqual(['три часа']);
  });

  it('reads a count said in words as a figure, marked as said in words', () => {
    const counted = (text: string) =>
      findMetrics(text)
        .filter((metric) => metric.spelled)
        .map((metric) => metric.text);
    expect(
      counted(
        'We had two post-operative wound infections in a month, and the checklist is now used on two other wards.',
      ),
    ).toEqual(['two post-operative wound infections', 'two other wards']);
    expect(
      counted('Двое коллег вышли раньше, а чек-лист теперь в двух других отделениях.'),
    ).toEqual(['Двое коллег', 'двух других отделениях']);
    expect(counted('I called two colleagues and three patients.')).toEqual([
      'two colleagues',
      'three patients',
    ]);
    // A figure in digits is not one said in words.
    expect(findMetrics('12 bathrooms')[0]?.spelled).toBeUndefined();
  });

  it('reads no count where a number said in words counts no thing', () => {
    const counted = (text: string) => findMetrics(text).filter((metric) => metric.spelled);
    // Reasons, parts of a talk, the people of a story, an hour, a verb after the number.
    expect(counted('I learned two things for three reasons, and the two of us went.')).toEqual([]);
    expect(counted('At seven last Saturday, and ten past six, two summers ago.')).toEqual([]);
    expect(counted('Из них две перенеслись, три дальше, с пяти утра, года три назад.')).toEqual([]);
    expect(counted('Есть три причины и два варианта.')).toEqual([]);
    // Never the end of a longer number or a range, quoted as a fragment.
    expect(counted('four or five falls, a wedding for сто двадцать человек')).toEqual([]);
  });

  it('does not read a size, a gradient or a time that did not happen as a result', () => {
    expect(findMetrics('We agreed a new route with a 45 bend and kept the 1 in 40 fall.')).toEqual(
      [],
    );
    expect(findMetrics('I arrive not five minutes before the appointment.')).toEqual([]);
    // A count with no article before it still is one.
    expect(findMetrics('We refitted 12 bathrooms in a 1960s block.').map((m) => m.text)).toEqual([
      '12 bathrooms',
    ]);
  });

  it('does not read the period an outcome was watched over as a measure of it', () => {
    expect(findMetrics('Over the next three months we had no wound infections.')).toEqual([]);
    expect(findMetrics('За следующие три месяца не было ни одной инфекции.')).toEqual([]);
    // A time something took still is one.
    expect(findMetrics('We shipped it in three weeks.').map((m) => m.text)).toEqual([
      'three weeks',
    ]);
  });

  it('does not read a clock time, a specification or an adjective as a measure', () => {
    expect(findMetrics('a 6:30 start in Raleigh works well')).toEqual([]);
    expect(findMetrics('I measured 277 volts at the panel, a 20 mm gap and 400 В')).toEqual([]);
    expect(findMetrics('gave the doubled conductors their own breaker')).toEqual([]);
  });

  it('reads a change between two bare figures ("from 12 to 3", «с 3,6 до 4,2») as a result', () => {
    expect(findMetrics('средний балл вырос с 3,6 до 4,2 за четверть').map((m) => m.text)).toEqual([
      'с 3,6 до 4,2',
    ]);
    expect(findMetrics('errors fell from 12 to 3').map((m) => [m.text, m.kind])).toEqual([
      ['from 12 to 3', 'change'],
    ]);
  });

  it('does not read a date, a little word after a number, or a plain "twice" as a measure', () => {
    expect(findMetrics('Сильный финал: в декабре 2025 года')).toEqual([]);
    expect(findMetrics('в 2023 году я начал вести участок')).toEqual([]);
    expect(findMetrics('I looked after 12 and then 3 with care').map((m) => m.text)).toEqual([]);
    expect(findMetrics('I checked the chart twice')).toEqual([]);
    expect(findMetrics('the new round was twice as fast').map((m) => m.text)).toEqual(['twice']);
  });

  it('does not count tenure as a result', () => {
    expect(findMetrics('For the last five years I have worked for a contractor')).toEqual([]);
    expect(findMetrics('Я четыре года проверяю сметы субподрядчиков')).toEqual([]);
    expect(findMetrics('I have 5 years of experience in nursing')).toEqual([]);
    expect(findMetrics('У меня 8 лет опыта в бухгалтерии')).toEqual([]);
  });

  it('finds percentages, money, multipliers, durations and counts, but not years', () => {
    const metrics = findMetrics(
      'In 2021 we cut costs by 30%, saved $120k, went 3x faster, from 2 days to 40 minutes, with 5 engineers.',
    );
    expect(metrics.map(({ text, kind }) => ({ text, kind }))).toEqual([
      { text: '30%', kind: 'percent' },
      { text: '$120k', kind: 'currency' },
      { text: '3x', kind: 'multiplier' },
      { text: '2 days', kind: 'duration' },
      { text: '40 minutes', kind: 'duration' },
      { text: '5 engineers', kind: 'count' },
    ]);
  });

  it('reads Russian units', () => {
    const kinds = findMetrics(
      'на 35 процентов, 2 млн рублей, в 3 раза, за 2 недели, 12 сервисов',
    ).map((metric) => metric.kind);
    expect(kinds).toEqual(['percent', 'currency', 'multiplier', 'duration', 'count']);
  });
});

describe('analyseAnswer', () => {
  it('finds the STAR parts, actions and job terms in an English answer', () => {
    const evidence = analyseAnswer({
      answer:
        'At my previous job our API was slow. My task was to fix it. I profiled the PostgreSQL queries and we added Redis. As a result latency dropped by 60%.',
      language: 'en',
      jobDescription: JOB_EN,
    });
    expect(evidence.starPartsFound).toEqual(['situation', 'task', 'action', 'result']);
    expect(evidence.star.situation).toContain('at my previous');
    expect(evidence.star.result).toContain('as a result');
    expect(evidence.actionVerbs).toEqual(['profiled']);
    expect(evidence.teamVerbs).toEqual(['added']);
    expect(evidence.jobTermsUsed).toEqual(['PostgreSQL', 'Redis']);
    // No question, so no term is said to be left out: the posting's own are not asked of it.
    expect(evidence.jobTermsMissed).toEqual([]);
    expect(evidence.metrics).toMatchObject([{ text: '60%', kind: 'percent' }]);
    expect(evidence.isNonAnswer).toBe(false);
  });

  it('finds the STAR parts, actions and job terms in a Russian answer', () => {
    const evidence = analyseAnswer({
      answer:
        'На прошлой работе сборка шла долго. Мне нужно было ускорить её. Я настроил кэш в GitLab CI, а мы переписали Docker-образы. В итоге сборка занимает 4 минуты.',
      language: 'ru',
      jobDescription: JOB_RU,
      question: 'Тема «Kubernetes»: как вы проверяете качество своей работы?',
    });
    expect(evidence.starPartsFound).toEqual(['situation', 'task', 'action', 'result']);
    expect(evidence.star.result).toContain('в итоге');
    expect(evidence.actionVerbs).toEqual(['настроил']);
    expect(evidence.teamVerbs).toEqual(['переписали']);
    expect(evidence.jobTermsUsed).toEqual(['Docker', 'GitLab CI']);
    // The skill the question asked about, left out of the answer.
    expect(evidence.jobTermsMissed).toEqual(['Kubernetes']);
    expect(evidence.metrics.map((m) => m.text)).toEqual(['4 минуты']);
  });

  it('reads an outcome told without a figure as the result', () => {
    const ending = (answer: string, language: 'en' | 'ru') =>
      analyseAnswer({ answer, language, jobTitle: 'Nurse', question: '' }).starPartsFound;
    expect(
      ending(
        'An elderly patient kept mixing up his tablets, so I wrote the schedule out in large print and called his daughter. A week later at the dressing change he was taking everything correctly.',
        'en',
      ),
    ).toContain('result');
    expect(
      ending(
        'Пожилой пациент путал таблетки. Я расписала схему приёма крупным шрифтом и позвонила его дочери. Повторной госпитализации не понадобилось.',
        'ru',
      ),
    ).toContain('result');
  });

  it('finds fillers and hedges in each language', () => {
    const en = analyseAnswer({
      answer: 'Um, I guess I basically maybe helped, you know, like, with stuff.',
      language: 'en',
    });
    expect(en.fillers).toEqual(
      expect.arrayContaining(['um', 'basically', 'you know', 'like', 'stuff']),
    );
    expect(en.hedges).toEqual(expect.arrayContaining(['I guess', 'maybe']));
    const ru = analyseAnswer({
      answer: 'Ну, как бы, короче, я наверное типа помогал, может быть.',
      language: 'ru',
    });
    expect(ru.fillers).toEqual(expect.arrayContaining(['ну', 'как бы', 'короче']));
    expect(ru.hedges).toEqual(expect.arrayContaining(['наверное', 'может быть']));
    expect(ru.fillerAndHedgeCount).toBeGreaterThanOrEqual(5);
  });

  it('does not call a word of the sentence a filler («это самое главное», «было чисто»)', () => {
    const ru = analyseAnswer({
      answer:
        'Для меня безопасность пациента — это самое главное. В палате всегда было чисто, прибор типа MPI я проверял сам, и это реально помогло.',
      language: 'ru',
    });
    expect(ru.fillers).toEqual([]);
  });

  it('counts words and finds no evidence in a non-answer', () => {
    const evidence = analyseAnswer({
      answer: "I don't know, we improved it by 10%",
      language: 'en',
    });
    expect(evidence.nonAnswerReason).toBe('dont_know');
    expect(evidence.wordCount).toBe(7);
    expect(evidence.metrics).toEqual([]);
    expect(evidence.starPartsFound).toEqual([]);
    expect(evidence.score).toBeLessThanOrEqual(10);
  });

  it('does not count hypothetical or third-person verbs as the candidate’s actions', () => {
    const evidence = analyseAnswer({
      answer: 'Я бы решил это, а коллега настроил сервер.',
      language: 'ru',
    });
    expect(evidence.actionVerbs).toEqual([]);
  });
});

describe('the job terms an answer used', () => {
  it('are shown as the answer names them when it uses another of their names (a new user’s walk)', () => {
    const evidence = analyseAnswer({
      answer:
        'Я проверяла документы клиентов и запрашивала сведения через Росреестр, а ещё писала скрипты на python.',
      language: 'ru',
      question: 'Расскажите о проверке документов.',
      jobTitle: 'Помощник нотариуса',
      jobDescription: 'Обязанности: проверка документов, запрос сведений из ЕГРН и ЕГРЮЛ. Python.',
    });
    expect(evidence.jobTermsUsed).toContain('Росреестр');
    expect(evidence.jobTermsUsed).not.toContain('ЕГРН');
    expect(evidence.jobTermsUsed).toContain('Python');
  });

  it('are said to be left out as the question names them, not by another field’s label', () => {
    // "Manual handling" is a care term labelled "moving and handling" in the dictionary: a
    // glazier was told he left out "moving and handling" (a new user's walk, twenty-second session).
    const evidence = analyseAnswer({
      answer: 'I lift the big units with a second fitter and suction lifters, never on my own.',
      language: 'en',
      question:
        'The posting asks for “Manual handling: units can weigh up to 60 kg”. Where did you get that experience?',
      jobTitle: 'Glazier',
      jobDescription:
        'Fit windows and doors. Requirements: NVQ Level 2; Manual handling: units can weigh up to 60 kg.',
    });
    expect(evidence.jobTermsMissed.join(' ')).not.toMatch(/moving and handling/u);
    expect(evidence.jobTermsMissed).toContain('Manual handling');
  });
});
