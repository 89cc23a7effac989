import { describe, expect, it } from 'vitest';
import { analyseAnswer } from './analyse-answer';

// Competent stories from another line of work, and templates of consultants' words: fluent and
// full of work words, yet no answer to this job's question.
describe('answers that only look like work on this job', () => {
  it('calls a story from an unrelated field off the topic', () => {
    const evidence = analyseAnswer({
      language: 'en',
      jobTitle: 'Dental Hygienist',
      question: 'How do you keep to time when an appointment takes longer than planned?',
      answer:
        'At my last job as a backend developer we had a release blocked by a failing deployment. I rolled back the service, found the bug in the database migration, wrote a fix with a unit test and pushed it through the pipeline. The release went out the same evening and the API had no downtime.',
    });
    expect(evidence.problem).toBe('off_topic');
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
  ])('names a labelled template of buzzwords and round figures ($language)', (input) => {
    expect(analyseAnswer({ ...input, jobDescription: '' }).problem).toBe('keyword_stuffing');
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
