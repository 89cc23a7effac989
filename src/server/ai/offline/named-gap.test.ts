// A gap the candidate names is quoted and they are asked what they are doing about it, only where
// the answer does not say; a record, a habit, a supposition or someone else's words is no gap.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/language';
import { analyseAnswer } from './analyse-answer';
import { chooseFeedback, writeFeedback } from './feedback';
import { namedGap } from './named-gap';
import { questionFollowUp } from './question-follow-up';

describe('a gap the candidate names', () => {
  it.each([
    {
      language: 'en' as const,
      answer:
        "I've been in a warehouse three years. I haven't swept a chimney myself yet, but ladders and mess don't bother me.",
      quote: "I haven't swept a chimney myself yet",
    },
    {
      language: 'en' as const,
      answer:
        "I fill in the delivery checks every morning. I'm less used to the HACCP plan itself; the owner did that.",
      quote: "I'm less used to the HACCP plan itself",
    },
    {
      language: 'en' as const,
      answer:
        'I have driven rigids for six years. I never drove a fridge trailer before this spring.',
      quote: 'I never drove a fridge trailer before this spring',
    },
    {
      language: 'en' as const,
      answer:
        "I've done school routes and private hire. What I haven't done is stop-to-stop city work with fares.",
      quote: "What I haven't done is stop-to-stop city work with fares",
    },
    {
      language: 'ru' as const,
      answer: 'Я пять лет работаю на АЗС. Опыта работы с ГБО у меня пока нет.',
      quote: 'Опыта работы с ГБО у меня пока нет',
    },
    {
      language: 'ru' as const,
      answer: 'Я три года в продажах. Я пока не работала с онлайн-кассой, только с обычной.',
      quote: 'Я пока не работала с онлайн-кассой',
    },
  ])('quotes “$quote”', ({ language, answer, quote }) => {
    expect(namedGap(answer, language)?.quote).toBe(quote);
  });

  it.each([
    // A record, a habit kept, a supposition, a story's past, someone else's words.
    { language: 'en' as const, answer: "I've never missed a shift in three years." },
    { language: 'en' as const, answer: 'I never leave a pallet standing in an aisle.' },
    { language: 'en' as const, answer: "If I haven't heard back by five, I ring the team again." },
    { language: 'en' as const, answer: "I'd never done a deep clean before, so I asked Sue." },
    { language: 'en' as const, answer: "She told me “I haven't done this before” and froze." },
    { language: 'en' as const, answer: "I'm not sure. I'd probably ask my supervisor." },
    { language: 'ru' as const, answer: 'Я никогда не опаздываю и не ухожу раньше.' },
    { language: 'ru' as const, answer: 'Если я ещё не знаю ответа, спрашиваю старшего.' },
    { language: 'ru' as const, answer: 'Я ещё не доделала отчёт, когда позвонил клиент.' },
  ])('finds no gap in “$answer”', ({ language, answer }) => {
    expect(namedGap(answer, language)).toBeNull();
  });

  it('says whether the answer tells how the gap is being closed', () => {
    const closing =
      "I haven't done T-bones yet, but I'm watching our head butcher do them every Saturday.";
    expect(namedGap(closing, 'en')?.bridged).toBe(true);
    expect(namedGap("I haven't done T-bones yet. Everything else I do daily.", 'en')?.bridged).toBe(
      false,
    );
    expect(namedGap('Опыта с курьерской кассой нет, но я быстро учусь.', 'ru')?.bridged).toBe(true);
    // Round 67: a hearing sat in on and experience wanted here, with support, is a plan told.
    const observed =
      "I haven't done any court work yet, I've only sat in on one hearing as an observer. I'd really like to get court experience here with the right support.";
    expect(namedGap(observed, 'en')?.bridged).toBe(true);
  });
});

function read(language: Language, question: string, answer: string) {
  return analyseAnswer({
    answer,
    language,
    question,
    jobTitle: language === 'en' ? 'Social Worker' : 'Оператор АЗС',
    jobDescription: '',
    earlierAnswers: [],
  });
}

describe('the feedback on a named gap', () => {
  it('quotes the gap and asks what is being done about it, in English and Russian', () => {
    const english = read(
      'en',
      'This job asks you to write reports for court. What comparable work have you done?',
      "I've written about a dozen conference reports in my current team, and one parenting assessment that went into care proceedings. I haven't given evidence in court myself yet.",
    );
    expect(chooseFeedback(english).improvement).toBe('gapBridge');
    const text = writeFeedback(english, { language: 'en', seed: 0 });
    expect(text).toContain("“I haven't given evidence in court myself yet”");
    expect(text).toMatch(/what you are doing about it|close it/u);

    const russian = read(
      'ru',
      'Какой у вас опыт, похожий на эту работу?',
      'Я три года работал на заправке в ночные смены: касса, налив, приёмка топлива по накладным. Опыта работы с газовыми колонками у меня пока нет.',
    );
    expect(chooseFeedback(russian).improvement).toBe('gapBridge');
    expect(writeFeedback(russian, { language: 'ru', seed: 0 })).toContain(
      '«Опыта работы с газовыми колонками у меня пока нет»',
    );
  });

  it('never asks for a plan the answer gives', () => {
    const evidence = read(
      'en',
      'This job asks you to write reports for court. What comparable work have you done?',
      "I've written about a dozen conference reports in my current team. I haven't given evidence in court myself yet, so I've asked to shadow our senior at the next hearing.",
    );
    expect(evidence.namedGap?.bridged).toBe(true);
    expect(chooseFeedback(evidence).improvement).not.toBe('gapBridge');
  });
});

describe('the question’s own follow-up beside a named gap', () => {
  it('does not ask what would be new to a candidate who named it', () => {
    const evidence = read(
      'en',
      'Which of your previous roles is closest to this one?',
      "I've boned hindquarters for four years at a cutting plant. I'm less practised on forequarters, to be fair, but I know the cuts and I'd be happy to do more.",
    );
    expect(evidence.namedGap?.bridged).toBe(true);
    expect(questionFollowUp({ ...evidence, questionFollowUp: ['newHere'] })).toBeNull();
    expect(questionFollowUp({ ...evidence, questionFollowUp: ['stretchPrep'] })).toBeNull();
  });
});
