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
