import { describe, expect, it } from 'vitest';
import { analyseAnswer } from './analyse-answer';

// Competent stories from another line of work, and templates of consultants' words: fluent and
// full of work words, yet no answer to this job's question.
describe('answers that only look like work on this job', () => {
  it('scores a story from an unrelated field below an honest answer, without a verdict', () => {
    const job = {
      language: 'en' as const,
      jobTitle: 'Dental Hygienist',
      question: 'How do you keep to time when an appointment takes longer than planned?',
    };
    const honest = analyseAnswer({
      ...job,
      answer:
        'I tell the patient at the start what we will get done today. If the calculus is heavier than expected, I finish the area I am in, book a second visit for the rest and tell reception straight away so the next patient is not kept waiting. I write in the notes what is left, so whoever sees them next knows.',
    });
    const evidence = analyseAnswer({
      language: 'en',
      jobTitle: 'Dental Hygienist',
      question: 'How do you keep to time when an appointment takes longer than planned?',
      answer:
        'At my last job as a backend developer we had a release blocked by a failing deployment. I rolled back the service, found the bug in the database migration, wrote a fix with a unit test and pushed it through the pipeline. The release went out the same evening and the API had no downtime.',
    });
    expect(evidence.problem).toBeNull();
    expect(evidence.score).toBeLessThan(honest.score);
  });

  it('keeps an honest answer that borrows a few words of another field', () => {
    const evidence = analyseAnswer({
      language: 'en',
      jobTitle: 'Electrician',
      question:
        "You arrive on a job and find that the previous installer's work is unsafe and not to code. What do you do?",
      answer:
        "I make it safe first: isolate the circuit and tag it. Then I photograph what I found and call the customer before doing anything else, because it changes the price and the order of work. I write it up on the invoice as a separate line, so they can see it wasn't us, and I don't sign off the job until it is repaired.",
    });
    expect(evidence.problem).toBeNull();
  });

  it.each([
    {
      language: 'en' as const,
      jobTitle: 'Operations Coordinator',
      question: 'How do you plan the week when two large orders arrive at once?',
      answer:
        'Situation: high workload. Task: deliver both orders. Action: I leveraged a data-driven approach and aligned all stakeholders end-to-end. Result: on-time delivery reached 100% and costs fell by 20%.',
    },
    {
      language: 'ru' as const,
      jobTitle: 'Менеджер по закупкам',
      question: 'Как вы выбираете поставщика, если у двух одинаковая цена?',
      answer:
        'Ситуация: рост цен у поставщиков. Задача: снизить затраты. Действия: применил системный подход, внедрил лучшие практики и выстроил эффективное взаимодействие со всеми стейкхолдерами. Результат: экономия 30%, выполнение плана на 100%.',
    },
  ])('scores a labelled template of buzzwords and round figures low ($language)', (input) => {
    const evidence = analyseAnswer({ ...input, jobDescription: '' });
    expect(evidence.problem).toBeNull();
    expect(evidence.score).toBeLessThanOrEqual(30);
  });

  it('reads «я проверяю» as the candidate’s own action, and not a verb quoted from the question', () => {
    const evidence = analyseAnswer({
      language: 'ru',
      jobTitle: 'Воспитатель',
      question: 'Как вы рассказываете родителям о том, как прошёл день ребёнка?',
      answer: 'Вечером я рассказываю каждому родителю, как прошёл день, и я показываю поделки.',
    });
    expect(evidence.actionVerbs).toEqual(expect.arrayContaining(['рассказываю', 'показываю']));
    expect(evidence.actionVerbs).not.toContain('прошел');
  });
});
