import { describe, expect, it } from 'vitest';
import type { AnswerContext, Coach } from '../coach';
import { READING_VERSION, readAnswerToStore } from './analyse-answer';
import { createOfflineCoach, OFFLINE_ASSESSMENT_NOTES, readingInputs } from './offline-coach';
import { CONTEXT_EN, CONTEXT_RU, PANEL } from './test-fixtures';

async function collect(chunks: AsyncIterable<string>): Promise<string[]> {
  const collected: string[] = [];
  for await (const chunk of chunks) collected.push(chunk);
  return collected;
}

describe('createOfflineCoach', () => {
  const coach: Coach = createOfflineCoach();

  it('is the offline kind of coach', () => {
    expect(coach.kind).toBe('offline');
  });

  it('generates twelve questions in the interview language', async () => {
    const questions = await coach.generateQuestions(CONTEXT_RU);
    expect(questions).toHaveLength(12);
    expect(questions.every((question) => /[а-яё]/i.test(question.text))).toBe(true);
  });

  it('gives each question its kind and the template it came from, to store with it', async () => {
    const questions = await coach.generateQuestions(CONTEXT_EN);
    expect(new Set(questions.map((question) => question.templateId)).size).toBe(12);
    expect(questions.every((question) => question.templateId !== null)).toBe(true);
    const kinds = new Set(questions.map((question) => question.kind));
    // Background questions are open, the scenario slots ask for stories or methods.
    expect(kinds.has('open')).toBe(true);
    expect(kinds.has('story') || kinds.has('method')).toBe(true);
  });

  const PLAN_PRAISED = /first move|real step|Первый шаг|настоящее действие/u;
  it.each([
    [
      'en',
      'A customer rings, shouting that their order is a week late. What do you do?',
      "I'd let them finish first, apologise for the delay and find where the parcel actually is. I'd offer free delivery on the next order. If they still weren't happy, I'd get the shift lead on the line and log the complaint so it was looked at properly.",
      /expect the follow-up|interviewer may ask|ready/i,
      /one real time you used it|one real occasion/i,
    ],
    [
      'ru',
      'Клиент звонит и кричит, что заказ опоздал на неделю. Что вы сделаете?',
      'Я бы сначала выслушала клиента, извинилась за задержку и объяснила, где сейчас заказ. Предложила бы бесплатную доставку следующего заказа или скидку. Если бы клиент всё равно настаивал, позвала бы старшего смены и записала жалобу в систему, чтобы её разобрали. А через день перезвонила бы ему сама и уточнила, получил ли он заказ и всё ли в порядке.',
      /будьте готовы|может попросить|наготове/i,
      /одн\p{L}+ реальн\p{L}+ случа/iu,
    ],
  ] as const)(
    'does not foretell another question right before the follow-up it asks (%s)',
    async (language, question, answer, foretells, addsCase) => {
      // A new user's walk (twenty-sixth session): «Будьте готовы к уточнению «А был случай, когда
      // так не сработало?»», and right under it «Приведите один реальный пример…».
      const context: AnswerContext = {
        ...(language === 'en' ? CONTEXT_EN : CONTEXT_RU),
        jobTitle: 'Customer Service Adviser',
        order: 3,
        question,
        answer,
      };
      const followUp = await coach.askFollowUp(context);
      expect(followUp).toMatch(/real example|реальный пример/);
      // Read alone (no follow-up to come), it praises the plan's first step (round 71)…
      expect(await coach.giveFeedback(context)).toMatch(PLAN_PRAISED);
      // …and with nothing to praise, it tells what an interviewer will ask next, but right
      // before the follow-up it asks for what the follow-up asks.
      const opener = language === 'en' ? 'It depends on the order. ' : 'Зависит от заказа. ';
      const unpraised = { ...context, answer: `${opener}${context.answer}` };
      expect(await coach.giveFeedback(unpraised)).toMatch(foretells);
      const beside = await coach.giveFeedback({ ...unpraised, followUpMayBeAsked: true });
      expect(beside).not.toMatch(foretells);
      expect(beside).toMatch(addsCase);
    },
  );

  it('streams the same feedback it gives, in more than one chunk', async () => {
    const context: AnswerContext = {
      ...CONTEXT_EN,
      order: 4,
      question: 'Describe the hardest problem you have solved with PostgreSQL.',
      answer: PANEL.en.star[0],
    };
    const text = await coach.giveFeedback(context);
    const chunks = await collect(coach.streamFeedback(context));
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('')).toBe(text);
  });

  it('streams the same assessment it gives, with the score line at the end', async () => {
    const questions = await coach.generateQuestions(CONTEXT_EN);
    const context = {
      ...CONTEXT_EN,
      answers: questions.map((question, index) => ({
        order: index + 1,
        question: question.text,
        questionKind: question.kind,
        answer:
          index % 2 === 0 ? (PANEL.en.star[index % 4] ?? '') : (PANEL.en.vague[index % 4] ?? ''),
        feedback: null,
      })),
    };
    const assessment = await coach.assess(context);
    const chunks = await collect(coach.streamAssessment(context));
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('')).toBe(assessment.text);
    expect(assessment.text.startsWith(OFFLINE_ASSESSMENT_NOTES.en)).toBe(true);
    expect(assessment.text.endsWith(`Score: ${assessment.score}/100`)).toBe(true);
  });

  it('rejects when the call is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      coach.generateQuestions(CONTEXT_EN, { signal: controller.signal }),
    ).rejects.toThrow();
    const context = { ...CONTEXT_EN, order: 1, question: 'Q', answer: 'A' };
    await expect(
      collect(coach.streamFeedback(context, { signal: controller.signal })),
    ).rejects.toThrow();
  });
});

describe('the offline coach reads each answer once', () => {
  const coach = createOfflineCoach();
  const strong = PANEL.en.star[0]!;
  const weak = PANEL.en.vague[0]!;
  const context = (answer: string): AnswerContext => ({
    ...CONTEXT_EN,
    order: 4,
    question: 'Tell me about a time you improved a slow API.',
    questionKind: 'story',
    answer,
    earlierAnswers: [],
  });

  it('writes the feedback from the reading stored with the answer while it is current and of these inputs', async () => {
    const readNow = await coach.giveFeedback(context(strong));
    const stored = readAnswerToStore(readingInputs(context(strong)));
    expect(stored.version).toBe(READING_VERSION);
    expect(await coach.giveFeedback({ ...context(strong), reading: stored })).toBe(readNow);
    // What was stored is what the feedback follows: here, a stored reading doctored to hold a
    // vague answer's evidence.
    const vague = readAnswerToStore(readingInputs(context(weak))).reading;
    const doctored = { ...stored, reading: vague };
    expect(await coach.giveFeedback({ ...context(strong), reading: doctored })).not.toBe(readNow);
    // Read with another version of the coach, or from other inputs: read again.
    for (const stale of [
      { ...doctored, version: `0.${READING_VERSION}` },
      { ...doctored, key: readAnswerToStore(readingInputs(context(weak))).key },
    ]) {
      expect(await coach.giveFeedback({ ...context(strong), reading: stale })).toBe(readNow);
    }
  });
});
