import { describe, expect, it } from 'vitest';
import { classifyQuestion } from './question-kind';

describe('classifyQuestion', () => {
  it.each([
    ["Tell me about a time a patient's condition deteriorated quickly. What did you do?", 'story'],
    ['Describe a time a project you worked on was falling behind schedule.', 'story'],
    ['Расскажите о случае, когда клиент был недоволен. Что вы сделали?', 'story'],
    ['Опишите ситуацию, когда решение пришлось принимать при нехватке информации.', 'story'],
    ['How do you make sure you give the right medication to the right patient?', 'method'],
    ['Walk me through how you close a month.', 'method'],
    ['A serious problem appears right before a deadline. What do you do, step by step?', 'method'],
    ['Как вы проводите сверку с контрагентом?', 'method'],
    ['Расскажите, что вы изменили, чтобы сократить списания. Что поменялось после?', 'story'],
    ['What did you change to cut the waiting time, and what happened next?', 'story'],
    ['Вечером за ребёнком приходит незнакомый человек. Что вы сделаете?', 'method'],
    [
      'Бизнес хочет подписать договор сегодня, но в нём есть рискованное условие. Ваши действия?',
      'method',
    ],
    [
      'На какие инструменты и методы вы больше всего опираетесь в повседневной работе и почему именно на них?',
      'method',
    ],
    [
      'Which tools and methods do you rely on most in your day-to-day work, and why those?',
      'method',
    ],
    ['Which numbers would you watch to know that your work in this role is going well?', 'method'],
    [
      'Вам достался участок работы без документации, а его автор уже уволился. Каковы ваши первые шаги?',
      'method',
    ],
    ['Why are you interested in this Nurse role, and why now?', 'open'],
    ['Почему вас заинтересовала позиция «Бухгалтер»?', 'open'],
  ])('%s → %s', (question, kind) => {
    expect(classifyQuestion(question)).toBe(kind);
  });
});

describe('a Russian question that asks how the work is done, in the present (round 97)', () => {
  it.each([
    ['Расскажите, как вы организуете утренний выпуск машин на линию?', 'method'],
    ['Расскажите, как вы справились с конфликтом.', 'story'],
    ['Расскажите, как вам удалось убедить клиента.', 'story'],
  ] as const)('%s → %s', (question, kind) => {
    expect(classifyQuestion(question)).toBe(kind);
  });
});
