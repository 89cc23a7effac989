// An occasion the answer mentions, however briefly, is never asked for again (training reads of
// rounds 10–24: "have a real case ready" after "Так было в прошлом декабре, согласовали без
// проблем", "add one real example" after "When my last job moved to a new booking system…").
import { describe, expect, it } from 'vitest';
import { analyseAnswer } from './analyse-answer';
import { chooseFeedback, writeFeedback } from './feedback';
import { findOccasion, occasionQuote } from './occasion';

const ASKS_FOR_A_CASE = [
  'prepareCase',
  'prepareExample',
  'addCase',
  'addExample',
  'noCase',
  'noExample',
];

describe('an occasion the answer tells', () => {
  it.each([
    ['en', 'On my second placement I planned the Year 8 fractions unit around bar models.'],
    [
      'en',
      'Last winter a pipe burst in the plant room and I shut the valve before the boiler tripped.',
    ],
    [
      'en',
      'When my last job moved to a new booking system I was one of the first to get the hang of it.',
    ],
    ['en', 'Once a guest collapsed in the lobby, and I called 999 and started CPR.'],
    ['ru', 'Так было в прошлом декабре, согласовали без проблем.'],
    ['ru', 'Однажды покупатель потерял ребёнка в зале, и я сразу закрыла выходы.'],
    ['ru', 'Когда я работала на складе, мы перешли на ТСД за неделю.'],
  ] as const)('is found (%s): %s', (language, sentence) => {
    expect(findOccasion(`Usually I follow the procedure. ${sentence}`, language)?.text).toBe(
      sentence,
    );
  });

  it.each([
    // A habit, a plan or a state is no occasion.
    ['en', 'I always check the seals before I move a trailer, and I log every move.'],
    ['en', "If a guest collapsed I'd call 999 and start CPR straight away."],
    ['en', 'In my old job we had COSHH training every year.'],
    ['en', 'I have worked on reception for three years.'],
    ['ru', 'Я всегда перепроверяю, что сделала, прежде чем отдать документы.'],
    ['ru', 'Если бы покупатель потерял ребёнка, я бы закрыла выходы.'],
    ['ru', 'На прошлой работе был свой регламент.'],
    // "once" as "as soon as", «как-то» as "somehow", «один раз в неделю», a habit in a past job.
    ['en', 'Once the customer has paid, I log the sale and print the receipt.'],
    ['en', 'At my last job we always checked the seals before moving a trailer.'],
    ['ru', 'Как-то справлялась, хотя было тяжело.'],
    ['ru', 'Один раз в неделю проверяла огнетушители и записывала в журнал.'],
  ] as const)('is not found in a habit, a plan or a state (%s): %s', (language, answer) => {
    expect(findOccasion(answer, language)).toBeNull();
  });

  it('is found where the next sentence tells what happened', () => {
    const answer =
      'On my second placement I rewrote the Year 8 fractions unit around bar models. I planned the six lessons and the hinge questions myself.';
    expect(findOccasion(answer, 'en')?.text).toBe(
      'On my second placement I rewrote the Year 8 fractions unit around bar models.',
    );
  });

  it('is quoted by its opening words, cut at a word', () => {
    expect(
      occasionQuote('When my last job moved to a new booking system I was one of the first.'),
    ).toBe('When my last job moved to a new…');
    expect(occasionQuote('Так было в прошлом декабре, согласовали без проблем.')).toBe(
      'Так было в прошлом декабре, согласовали без проблем',
    );
  });
});

describe('feedback after an occasion the answer mentions', () => {
  it.each([
    [
      'en',
      'How do you approach a tool or system you have never used before?',
      // A training answer (en-wedding-planner, read in round 18).
      "Honestly I just dive in. I'm quite good with technology, so usually I'll click around and see how it works. If I get stuck I look for tutorials on YouTube or ask someone who's used it before. When my last job moved to a new booking system I was one of the first to get the hang of it and ended up showing other people. I think the main thing is not being scared of it and being willing to make mistakes at the start.",
      '“When my last job moved to a new…”',
    ],
    [
      'ru',
      'На вас одновременно свалились две важные задачи с одним сроком. Как вы решите, за что браться первым?',
      'Сначала то, что касается детей и не сдвигается: утренник с музыкальным руководителем в пятницу, дети и родители уже ждут. Если отчёт по диагностике с тем же сроком, заранее иду к старшему воспитателю и прошу перенести на понедельник или сдаю данные сейчас, а выводы позже. Так было в прошлом декабре, согласовали без проблем.',
      '«Так было в прошлом декабре, согласовали без проблем»',
    ],
  ] as const)(
    'does not ask for a real case, but to open with the one it mentions (%s)',
    (language, question, answer, quoted) => {
      const evidence = analyseAnswer({ answer, language, question, jobTitle: 'Administrator' });
      expect(ASKS_FOR_A_CASE).not.toContain(chooseFeedback(evidence).improvement);
      expect(chooseFeedback(evidence).improvement).toBe('leadWithCase');
      expect(writeFeedback(evidence, { language, seed: 1 })).toContain(quoted);
    },
  );

  it('still asks a routine with no occasion for a real case (en)', () => {
    const evidence = analyseAnswer({
      answer:
        "I'd start with the simple stuff. Ask the customer what's happening and when, then have a look and a ride if I can. Check the obvious things like cables, loose bolts and, on an e-bike, the battery connections. If I'm stuck I'll ask one of the other mechanics, because usually someone's seen it before.",
      language: 'en',
      question:
        'Walk me through how you find the cause of a fault you have not seen before. What do you check first?',
      jobTitle: 'Bicycle Mechanic',
    });
    expect(evidence.occasion).toBeNull();
    expect(ASKS_FOR_A_CASE).toContain(chooseFeedback(evidence).improvement);
  });
});

describe('how often something was done is no occasion (a new user walk, thirty-fourth session)', () => {
  it.each([
    [
      'ru',
      'Считаю по ячейкам. На прошлом складе так делали раз в квартал, моя зона — около 300 ячеек, сдавал за смену.',
    ],
    [
      'en',
      'I count shelf by shelf. At my last library we did a stock check once a year and I counted the fiction.',
    ],
  ] as const)('%s: a habit at a past job is not a case to open with', (language, answer) => {
    expect(findOccasion(answer, language)).toBeNull();
  });
  it('still finds one occasion at a past job', () => {
    expect(
      findOccasion('На прошлом складе я однажды нашёл пересорт. Я пересчитал всё.', 'ru')?.text,
    ).toBe('На прошлом складе я однажды нашёл пересорт.');
  });
});
