// An answer made of what the candidate says they are like is told so, with their own words quoted,
// and asked for one real time; that no honest answer of the graded corpus is ever told so is
// checked in graded-corpus.test.ts.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/language';
import { analyseAnswer } from './analyse-answer';
import { chooseFeedback, writeFeedback } from './feedback';
import { selfPortraitQuote } from './self-portrait';

const CLAIMS = new Set(['claimsOnly', 'claimsOnlyMethod', 'claimsOnlyWhy', 'claimsOnlyWork']);

function read(language: Language, question: string, answer: string) {
  return analyseAnswer({
    answer,
    language,
    question,
    jobTitle: language === 'en' ? 'Cabin Crew' : 'Парикмахер-универсал',
    jobDescription: '',
    earlierAnswers: [],
  });
}

describe('an answer made of what the candidate says they are like', () => {
  it.each([
    {
      language: 'en' as const,
      question:
        'A passenger has had too much to drink and starts being abusive to the people around them. What do you do?',
      answer:
        "I'm very good with difficult people — I'm patient and I never lose my temper. I'd just make sure I stayed professional and handled the situation with empathy and respect, and made everyone feel safe.",
      quote: "“I'm very good with difficult people”",
    },
    {
      language: 'ru' as const,
      question:
        'Как вы сохраняете спокойствие и продуктивность под давлением? Приведите конкретный пример.',
      answer:
        'Я по натуре очень спокойный и стрессоустойчивый человек. Под давлением я, наоборот, собираюсь и работаю ещё лучше. Умею расставлять приоритеты и никогда не показываю клиенту, что что-то идёт не так. Позитивный настрой — это главное.',
      quote: '«Я по натуре очень спокойный и стрессоустойчивый человек»',
    },
  ])(
    'is quoted and asked for one real time ($language)',
    ({ language, question, answer, quote }) => {
      const evidence = read(language, question, answer);
      expect(CLAIMS.has(chooseFeedback(evidence).improvement)).toBe(true);
      // Nothing is praised beside it ("the scene is clear" was, of an answer with no scene).
      expect(chooseFeedback(evidence).strength).toBeNull();
      const text = writeFeedback(evidence, { language, seed: 0 });
      expect(text).toContain(quote);
      expect(text).toMatch(language === 'en' ? /one real time/u : /(?:одном|один) реальн/u);
      // Not "that is short": the answer's length is not what it lacks.
      expect(text).not.toMatch(language === 'en' ? /short/u : /коротко/u);
    },
  );

  it('is praised for no scene it does not set', () => {
    const evidence = read(
      'en',
      'Tell me about a time you had to learn something new quickly for your job. How did you go about it?',
      // A training answer (en-firefighter), praised before for "a clear scene".
      "I'd say I'm a really quick learner. Whenever something new comes up at work I just throw myself into it, I ask loads of questions and I don't stop until I've got it. I'm not afraid to make mistakes because that's how you learn, and I always listen to people who've been doing it longer than me. I think that attitude would really help me on the training course.",
    );
    const text = writeFeedback(evidence, { language: 'en', seed: 0 });
    expect(text.startsWith('“')).toBe(true);
    expect(text).not.toMatch(/scene|opening/u);
  });

  it('after "why this job?" asks for a reason from this posting, not a case', () => {
    const evidence = read(
      'ru',
      'Почему вас заинтересовала позиция «Машинист экскаватора» и почему именно сейчас?',
      'Для меня главное — стабильность и хороший коллектив. Я всегда хотел работать в крупной компании. Я ответственный и исполнительный человек, не подведу.',
    );
    expect(chooseFeedback(evidence).improvement).toBe('claimsOnlyWhy');
    expect(writeFeedback(evidence, { language: 'ru', seed: 0 })).toMatch(/этой вакансии/u);
  });

  it('is not said of an answer that tells a case, a habit that changed or a detail', () => {
    const changed = read(
      'en',
      'Tell me about a decision in your work that you would make differently today.',
      'I used to give families the total price without the disbursements written down, and now I always put the full figure in writing at the first meeting. I am very careful about money.',
    );
    expect(CLAIMS.has(chooseFeedback(changed).improvement)).toBe(false);
    const detailed = read(
      'en',
      'How do you calm an anxious passenger?',
      "I'm very patient. On a Manchester flight last May a man in 14C was shaking at take-off, so I sat with him for ten minutes and talked him through every noise.",
    );
    expect(CLAIMS.has(chooseFeedback(detailed).improvement)).toBe(false);
  });
});

describe('what is no self-portrait', () => {
  it.each([
    ['en', "I'm really not sure how I would handle it. I have not done it before, to be honest."],
    ['ru', 'Я пока не умею работать с кассой. Но в колледже у нас была учебная касса.'],
    ['ru', 'У нас в магазине всегда была дружная команда. Новеньких учили на смене.'],
  ] as const)('an admission, a negation or other people (%s)', (language, answer) => {
    expect(
      selfPortraitQuote(answer, { language, generic: false, platitudeSentences: 0 }),
    ).toBeNull();
  });
});

describe('self-praise after a question that is not "why this job?" (a new user walk, thirty-fourth session)', () => {
  it('asks after "which part will be hardest?" for the hard part, not what draws the candidate', () => {
    const answer =
      "I think probably just getting used to everything at first, there's a lot to learn. But I'm a quick learner and I usually pick things up, so I'm sure it will be fine after a while.";
    for (const [language, question] of [
      [
        'en',
        'Which part of this job do you expect to find hardest, and how are you preparing for it?',
      ],
    ] as const) {
      const evidence = analyseAnswer({ answer, language, question, jobTitle: 'Library Assistant' });
      expect(chooseFeedback(evidence).improvement).toBe('claimsOnlyHard');
      const text = writeFeedback(evidence, { language, seed: 0 });
      expect(text).toMatch(/hard/u);
      expect(text).not.toMatch(/draws you|this posting/u);
    }
  });

  it('asks after "where in three years?" for a goal and its first step, not a reason to join', () => {
    const evidence = analyseAnswer({
      answer:
        'Ну, сложно сказать, наверное, хочется стабильности и развития. Посмотрим, как пойдёт, я человек ответственный, думаю, всё будет нормально.',
      language: 'ru',
      question:
        'Где вы видите себя через три года и как в эти планы вписывается позиция «Кладовщик»?',
      jobTitle: 'Кладовщик',
    });
    expect(chooseFeedback(evidence).improvement).toBe('claimsOnlyPlan');
    expect(writeFeedback(evidence, { language: 'ru', seed: 0 })).not.toMatch(
      /работодател|вакансии/u,
    );
  });
});
