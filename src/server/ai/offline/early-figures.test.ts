import { describe, expect, it } from 'vitest';
import { analyseAnswer } from './analyse-answer';
import { measuredResults } from './bare-ranges';
import { chooseFeedback, writeFeedback } from './feedback';

const QUESTION = 'Tell me about a difficult problem you solved at work.';

describe('a figure is praised as a result only where the case ends (bare-ranges.ts)', () => {
  it.each([
    [
      'en',
      "A client's grand piano kept going flat, and I found the room humidity was 30% because the radiator was right under it. I moved the piano to the inside wall, suggested a humidifier and came back to tune it twice that month, and by spring it held its pitch between my visits.",
      '30%',
    ],
    [
      'ru',
      'У клиентки рояль постоянно садился, и я выяснил, что влажность в комнате была 30%, потому что батарея стояла прямо под ним. Я переставил рояль к внутренней стене, посоветовал увлажнитель и дважды приезжал настраивать за тот месяц, и к весне строй держался от визита до визита.',
      '30%',
    ],
    [
      'en',
      'Partners got timeouts at peak and retried, which doubled our load on the busiest days of the month. I moved the slow work to a queue behind the endpoint, added a cache for the price lookups and load-tested it against last year’s peak before we switched over, and it has held since.',
      'doubled',
    ],
  ] as const)(
    'does not praise a figure of the situation as a result (%s: %s)',
    (language, answer, figure) => {
      const evidence = analyseAnswer({ answer, language, question: QUESTION });
      expect(evidence.earlyFigures?.some((text) => text.includes(figure))).toBe(true);
      expect(measuredResults(evidence).map((metric) => metric.text)).toEqual([]);
      expect(chooseFeedback(evidence).strength).not.toBe('measuredResult');
    },
  );

  it.each([
    [
      'en',
      'Our Saturday bake kept running out by noon while the weekday shelves were full at closing. I went through six weeks of till data, moved two batches from Tuesday to Saturday and started a second bake at eleven. Within a month waste fell by 18% and we stopped running out before three.',
    ],
    [
      'ru',
      'По субботам выпечка заканчивалась к обеду, а в будни к закрытию полки были полные. Я разобрала кассовые данные за шесть недель, перенесла две закладки со вторника на субботу и ввела вторую выпечку в одиннадцать. За месяц списания сократились на 18%, и мы перестали пустеть раньше трёх.',
    ],
  ] as const)('still praises a figure told where the case ends (%s)', (language, answer) => {
    const evidence = { ...analyseAnswer({ answer, language, question: QUESTION }), score: 75 };
    expect(
      measuredResults(evidence)
        .map((metric) => metric.text)
        .join(' '),
    ).toContain('18');
    // Praised as the figure, or as the outcome quoted whole, which holds it.
    const praised = writeFeedback(evidence, { language, seed: 0 });
    expect(praised).toContain('18%');
  });
});
