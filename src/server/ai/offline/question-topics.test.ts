import { describe, expect, it } from 'vitest';
import { generateQuestions } from './generate-questions';
import { createTopicTracker } from './question-topics';

describe('topics asked once', () => {
  it('knows a quoted phrase asked again under another heading, not one sharing a word', () => {
    const topics = createTopicTracker('en');
    topics.add('reliable, punctual and happy with early starts');
    expect(
      topics.repeats('punctual and happy with early starts (typically 7am from the yard)'),
    ).toBe(true);
    expect(topics.repeats('wrap furniture and load the van safely')).toBe(false);
  });

  it('takes three shared subject words for a whole question of the field, not two', () => {
    const topics = createTopicTracker('ru');
    topics.add('укладка товара на паллеты, стрейчевание');
    expect(
      topics.repeats('Пришла машина: товар не совпадает с накладной, часть паллет повреждена.', {
        isQuestion: true,
      }),
    ).toBe(false);
    topics.add('исполнительные съёмки, подготовка исполнительной документации, сдача работ');
    expect(
      topics.repeats(
        'Как вы поддерживаете исполнительную документацию в порядке к сдаче объекта?',
        { isQuestion: true },
      ),
    ).toBe(true);
  });

  it('never quotes the same demand twice in one interview', () => {
    const questions = generateQuestions({
      language: 'en',
      jobTitle: 'Removals Porter',
      jobDescription: [
        'We are looking for a removals porter to join our crew.',
        '',
        'You will:',
        '- wrap and protect furniture before it is moved',
        '- load and unload vans safely',
        '- dismantle and reassemble beds and wardrobes',
        '',
        'You are reliable, punctual and happy with early starts.',
        'Punctual and happy with early starts (typically 7am from the yard), occasional weekend work.',
      ].join('\n'),
    });
    const quotingEarlyStarts = questions.filter((question) => /early starts/iu.test(question));
    expect(quotingEarlyStarts.length).toBeLessThanOrEqual(1);
    expect(questions).toHaveLength(12);
  });

  it('takes a short phrase whose every subject word a field question asked as that topic (round 51)', () => {
    const topics = createTopicTracker('ru');
    topics.add(
      'Как вы работаете по чертежу или схеме и что делаете, если на деле всё не так, как на чертеже?',
      { isQuestion: true },
    );
    expect(topics.repeats('работа по чертежам и схемам')).toBe(true);
    expect(topics.repeats('замена подшипников, уплотнений и муфт')).toBe(false);
  });
});
