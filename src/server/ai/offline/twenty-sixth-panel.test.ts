// What the feedback does after the twenty-sixth frozen panel's read (forty-seventh session), each
// shape with a case it applies to and one it does not: an answer of claims about oneself is told
// so even where it says "number one priority", "hard days" or the posting's own abbreviation (no
// detail of the work), not where it gives a number, a name or a time of its own; a case owned in
// passing ("That happened to me early on") or a span of work fixed by what it came before ("for
// three months before Christmas") is a real occasion, not asked for again; what follows "I caught
// myself cutting corners:" is the lapse, not a step to praise; a time the clause supposes ("which
// might be me in five years") is no detail; "I looked down" is no act of the candidate's.
import { describe, expect, it } from 'vitest';
import { chooseFeedback } from './feedback';
import { findOccasion } from './occasion';
import { analyseAnswer } from './analyse-answer';
import { writeFeedback } from './feedback';
import { answerInput, loadGradedJobs } from '../../../../eval/graded/corpus';
import { feedbackOf, languageOf, readAnswer as read } from './test-panel-reading';

const CLAIMS = ['claimsOnly', 'claimsOnlyMethod', 'claimsOnlyWork', 'claimsOnlyWhy'];

describe('an answer of claims about oneself', () => {
  const question =
    'One of the duties here is “working safely at height”. What problem comes up most often with it, and how do you deal with it?';
  it('is told so where its only figures are "number one", "hard days" or the posting’s words', () => {
    const slogans =
      'Safety is always my number one priority. I am a very careful person and I always follow the rules. Some days are hard, but I never cut corners.';
    expect(CLAIMS).toContain(chooseFeedback(read(slogans, question)).improvement);
    expect(feedbackOf(slogans, question)).toMatch(/Safety is always my number one priority/u);
    const ru =
      'Самая частая проблема — человеческий фактор. Я к безопасности отношусь очень серьёзно, всегда соблюдаю все правила и от других тоже требую. Ни одна смена у меня не обходится без проверки.';
    expect(CLAIMS).toContain(
      chooseFeedback(
        read(ru, 'Какая проблема здесь возникает чаще всего и как вы с ней справляетесь?'),
      ).improvement,
    );
  });

  it('is not told so where it gives a number, a name or a time of its own', () => {
    const backed = [
      'I am a very careful person and I always follow the rules. I scaffolded for five years before this.',
      'I am a very careful person and I always follow the rules. At Hanson I was the one who checked the harnesses.',
      'I am a very careful person and I always follow the rules. I check the ladders every morning before we start.',
    ];
    for (const answer of backed) {
      expect(CLAIMS).not.toContain(chooseFeedback(read(answer, question)).improvement);
    }
  });
});

describe('a real occasion told in passing', () => {
  it('is a case owned, or a span of work fixed by what it came before', () => {
    const owned =
      'If you resew with thread that is too thick, the spine ends up bigger than before. That happened to me early on, so now I check the thread against the number of sections first.';
    const span =
      "Covering a colleague's bench for three months before Christmas. I kept the five-position timing and the 24-hour recheck, and moved dates instead. Two comebacks in three months.";
    const ru =
      'Со мной такое было на первой стройке: стяжку не досушили, и паркет повело. Теперь я сам меряю влажность перед укладкой.';
    for (const answer of [owned, span, ru]) {
      expect(findOccasion(answer, languageOf(answer))).not.toBeNull();
    }
    const question =
      'Tell me about a long or tiring stretch of work. How did you keep your standards up?';
    expect(feedbackOf(span, question)).not.toMatch(/one real occasion/u);
  });

  it('is not a routine or a span with nothing told in it', () => {
    for (const answer of [
      'For three months before Christmas it is always busy. You just get on with it.',
      'It happens to everyone sometimes. You learn to check the thread.',
    ]) {
      expect(findOccasion(answer, 'en')).toBeNull();
    }
  });
});

describe('the candidate’s own step', () => {
  const question =
    'Расскажите о долгом или изматывающем периоде работы. Как вы удерживали свой уровень?';
  it('is not what follows "I caught myself cutting corners:"', () => {
    // The panel's answer, as written.
    const lapse =
      'Позапрошлой зимой, Пинежский район. Вахта была месяц через месяц, а в январе сменщик сломал руку, и я остался ещё на две недели — всего вышло сорок пять дней подряд. Морозы под тридцать пять, светло с десяти до трёх, после обеда уже в сумерках. Пилишь, ешь, спишь, и всё по кругу.\nГде-то на пятой неделе я поймал себя на том, что начинаю срезать углы: подхожу к дереву и не расчищаю путь отхода, думаю — и так нормально. И одна ёлка пошла не совсем туда, куда я хотел, зависла на соседней. Ничего страшного не случилось, сняли трактором, но меня это встряхнуло.\nЯ тогда сам для себя сделал несколько правил. Цепь точу вечером в вагончике, в тепле, а не утром на морозе на скорую руку. После обеда, когда темнеет, только раскряжевка и сучья, тяжёлые и сомнительные деревья валю до обеда. Ложусь в девять, не сижу с мужиками за картами. И сказал мастеру честно, что последнюю неделю буду давать кубов поменьше. Он согласился. Доработал без единого случая, а потом дома неделю отсыпался.';
    expect(read(lapse, question).stepQuote ?? '').not.toMatch(/не расчищаю/u);
    expect(feedbackOf(lapse, question)).not.toMatch(/не расчищаю/u);
  });

  it('is still what follows a colon that announces the candidate’s own rules', () => {
    const rules =
      'Позапрошлой зимой сменщик сломал руку, и я остался ещё на две недели. Я тогда сделал себе правила: цепь точу вечером в вагончике, тяжёлые деревья валю до обеда, ложусь в девять и не сижу за картами.';
    expect(read(rules, question).stepQuote ?? '').toMatch(/цепь точу/u);
  });
});

describe('what an answer is praised for', () => {
  it('is no length of time the clause only supposes', () => {
    const question =
      'One of the duties here is “writing clear estimates and job notes”. What problem comes up most often with it?';
    const notes =
      "The commonest problem is quoting before you've seen inside. So I write estimates in two parts and ring the customer once it's apart, and I note on the job sheet who I spoke to. The other half is notes for whoever opens it next, which might be me in five years.";
    expect(read(notes, question).toldMetrics.map((metric) => metric.text)).not.toContain(
      'five years',
    );
    const told =
      "The commonest problem is quoting before you've seen inside. Every estimate I have written in five years has had a second line for extras, and I ring the customer once it's apart.";
    expect(read(told, question).toldMetrics.map((metric) => metric.text)).toContain('five years');
  });

  it('is not looking on as the act the interviewer will remember', () => {
    // The panel's answer, read with its own posting and question.
    const job = loadGradedJobs().find((one) => one.id === 'en-thatcher');
    const answer = job?.answers.find((one) => one.n === 9 && one.style === 'strong');
    if (!job || !answer) throw new Error('the twenty-sixth panel’s thatcher answer is missing');
    const evidence = analyseAnswer(answerInput(job, answer));
    const feedback = writeFeedback(evidence, { language: 'en', seed: 1 });
    expect(feedback).not.toMatch(/I looked down from the ridge”/u);
    expect(feedback).toMatch(/I shouted/u);
  });
});
