import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateQuestions } from './generate-questions';
import { analyseAnswer } from './analyse-answer';
import { joinList, writeFeedback } from './feedback';
import { chunkText, streamText } from './stream-text';
import { JOB_EN, JOB_RU, PANEL } from './test-fixtures';

function feedbackFor(answer: string, language: 'en' | 'ru', seed = 0, question?: string): string {
  const jobDescription = language === 'en' ? JOB_EN : JOB_RU;
  return writeFeedback(analyseAnswer({ answer, language, jobDescription, question }), {
    language,
    seed,
  });
}

function sentenceCount(text: string): number {
  return text.split(/(?<=[.!?])\s+/).filter(Boolean).length;
}

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

  it('asks a method question answered with one full case for the routine, not for "steps"', () => {
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
    expect(en).toMatch(/routinely|day to day/);
    expect(en).not.toMatch(/Lay out your method|Walk through it in order/);
    const ru = write(
      'В прошлом месяце у нас в отделении за неделю упали два пациента. Я проверила ночные обходы и увидела, что сигнализацию на кроватях часто отключают. Я ввела короткую проверку при передаче смены. Больше никто не падал, и соседнее отделение теперь делает так же.',
      'ru',
      'Как вы предотвращаете падения пациентов?',
    );
    expect(ru).toMatch(/в обычной работе|изо дня в день/);
  });

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

  it('asks for the missing part of a story', () => {
    const answer =
      'At my last job our deploys failed every week. I rewrote the pipeline and added checks so that broken builds never reached production again, which the whole team noticed.';
    const question = 'Tell me about a time you improved a process everyone had accepted.';
    expect(feedbackFor(answer, 'en', 0, question)).toMatch(/figure|quantify/i);
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

  it('points out hedges by name', () => {
    const answer =
      'At my last job I think I maybe improved the tests, I guess, as a result we had 20% fewer bugs, basically, sort of.';
    expect(feedbackFor(answer, 'en')).toMatch(/“I think”|“maybe”|“I guess”/);
  });

  it('varies the wording with the seed but not the finding', () => {
    const texts = new Set(
      [0, 1, 2, 3, 4, 5].map((seed) => feedbackFor(PANEL.en.star[1], 'en', seed)),
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
