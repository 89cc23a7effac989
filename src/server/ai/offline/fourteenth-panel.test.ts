// What the feedback says after the fourteenth frozen panel's read (thirty-fifth session), each
// shape with an answer it applies to and one it does not: work held now ("I'm a postie") is not
// asked for again; a sign that a change worked ("fewer complaints") is not asked for; a gap named
// with a way of closing it is said before praise of past work; a trait of private life is not
// asked as a time the work called for it, and a duty is not quoted cut inside its noun phrase.
import { describe, expect, it } from 'vitest';
import { findQualitiesAsked } from '../../job-description/qualities-asked';
import { quotable } from '../../job-description/responsibilities';
import { analyseAnswer } from './analyse-answer';
import { chooseFeedback } from './feedback';
import { tellsOwnWork } from './own-work';

describe('work the candidate holds now', () => {
  it.each([
    ["I'm a postie — I'm finished by two and walk about twelve miles a round.", true],
    ['I work as a porter at the General, nights mostly.', true],
    ['Сейчас работаю почтальоном, хожу по двенадцать километров.', true],
    ["I'm a quick learner and I like people.", false],
    ["I'm a mum of two, so the hours suit me.", false],
    ['Я работаю каждый день, без выходных.', false],
  ] as const)('%s → %s', (answer, held) => {
    const russian = /\p{Script=Cyrillic}/u.test(answer);
    expect(tellsOwnWork(answer, russian ? 'ru' : 'en')).toBe(held);
  });
});

describe('a sign that the change worked', () => {
  const question = 'Describe a time you received critical feedback. What did you do with it?';
  const read = (answer: string) =>
    analyseAnswer({ answer, language: 'en', question, jobTitle: 'Theatre Usher' });
  it('is found where fewer of what went wrong follows the change', () => {
    const evidence = read(
      "At Pizza Express my manager said I wasn't checking back on tables enough. So I started going back two minutes after every plate went down. It was a bit awkward at first, but customers liked it and I got fewer complaints.",
    );
    expect(evidence.signAfterLesson).toBe(true);
    expect(chooseFeedback(evidence).improvement).not.toBe('prepareEvidence');
  });
  it('is not found where nothing is said of how it has gone since', () => {
    const evidence = read(
      "At Pizza Express my manager said I wasn't checking back on tables enough. So I started going back two minutes after every plate went down. It felt a bit awkward at first.",
    );
    expect(evidence.signAfterLesson).toBe(false);
  });
});

describe('a gap named with a way of closing it', () => {
  const question = 'The posting asks for HACCP. What similar work have you done so far?';
  it('is said before praise of past work', () => {
    const evidence = {
      ...analyseAnswer({
        answer:
          "At the farm shop I did the fridge temperatures twice a day, filled in the delivery checks and the probe calibrations, and signed the cleaning rota off at night. I haven't written a HACCP plan myself, but I've booked the Level 3 course for next month.",
        language: 'en',
        question,
        jobTitle: 'Butcher',
      }),
      score: 62,
    };
    expect(evidence.namedGap?.bridged).toBe(true);
    expect(chooseFeedback(evidence).improvement).toBe('gapNamed');
  });
});

describe('what a posting asks for, quoted into a question', () => {
  it('leaves out a habit of private life from the qualities asked as a time at work', () => {
    const posting =
      'Требования:\n- опыт работы няней от 3 лет;\n- спокойствие, аккуратность, некурящая;\n- медкнижка.';
    expect(findQualitiesAsked(posting)).toEqual(['спокойствие, аккуратность']);
  });
  it('does not cut a duty inside its noun phrase ("to a neat")', () => {
    expect(
      quotable('Fit inverters, batteries, isolators and DC/AC cable runs to a neat, safe standard'),
    ).not.toMatch(/to a neat$/u);
    // A cut before a whole clause stays.
    expect(
      quotable(
        'Install roof hooks, mounting rails and panels on tile roofs, keeping the site tidy and safe at all times for the homeowner',
      ),
    ).toBe('install roof hooks, mounting rails and panels on tile roofs');
  });
});

describe("a step of the candidate's own, quoted as praise", () => {
  const step = (answer: string, language: 'en' | 'ru', question: string) =>
    analyseAnswer({ answer, language, question, jobTitle: '' }).stepQuote;
  it('is never an opinion of something ("The asbestos one I found really useful")', () => {
    expect(
      step(
        "I trained as a painter and decorator at college. When I started at my school they sent me on the Asbestos Awareness and the COSHH course. The asbestos one I found really useful, because you realise how much of it is in older schools. I'm not trained on boilers.",
        'en',
        'How has your training prepared you for the Caretaker role?',
      ) ?? '',
    ).not.toMatch(/found really useful/u);
  });
  it('is never a rule of what is not done, told with its reason; a way not taken beside a deed is', () => {
    const question = 'Как вы работаете по чертежу и что делаете, если на деле всё не так?';
    expect(
      step(
        'По чертежу работаю нормально, в колледже учили. Смотрю размеры, допуски, материал. Сам не переделываю без согласования, потому что потом спросят с меня. Бывало, что чертежи старые.',
        'ru',
        question,
      ) ?? '',
    ).not.toMatch(/не переделываю/u);
    expect(
      step(
        'Клиентка написала гневный отзыв в группе салона. Я не стала спорить в комментариях, коротко извинилась и попросила связаться со мной. Вечером мы созвонились, и она пришла на бесплатную коррекцию.',
        'ru',
        'Расскажите о случае, когда клиент был недоволен. Что вы сделали?',
      ),
    ).toMatch(/Я не стала спорить/u);
  });
});
