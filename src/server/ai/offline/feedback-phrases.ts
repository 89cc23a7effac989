// The sentences feedback is assembled from, in English and Russian. Each has variants so twelve
// answers with similar evidence do not all read the same; a seed picks one deterministically.
import type { Language } from '../../../shared/language';
import type { AnswerProblem, NonAnswerReason, StarPart } from './analyse-answer';

type Variants = readonly [string, ...string[]];

export interface FeedbackPhrases {
  nonAnswer: Readonly<Record<NonAnswerReason, Variants>>;
  /** An answer that is not the candidate's own answer to this question, named for what it is. */
  problem: Readonly<Record<AnswerProblem, Variants>>;
  /** Strength of a story: where and when it happened, quoted ({situation}). */
  clearSituation: Variants;
  /** Strength of a method: its steps, quoted ({steps}). */
  clearSteps: Variants;
  /** Improvements for method questions. */
  noSteps: Variants;
  noCase: Variants;
  /** A method question answered with one full story: the everyday routine is what is missing. */
  noRoutine: Variants;
  /** Strengths; {metric}, {verbs}, {terms}, {parts} are filled from the evidence. */
  measuredResult: Variants;
  numbers: Variants;
  fullStar: Variants;
  ownActions: Variants;
  jobTerms: Variants;
  someStar: Variants;
  /** Improvements; {team}, {hedges}, {term} are filled from the evidence. */
  tooShort: Variants;
  noExample: Variants;
  noResult: Variants;
  resultWithoutNumber: Variants;
  onlyTeam: Variants;
  noSituation: Variants;
  noTask: Variants;
  hedging: Variants;
  missedTerm: Variants;
  tooLong: Variants;
  keepGoing: Variants;
  starParts: Readonly<Record<StarPart, string>>;
  and: string;
  quote: (text: string) => string;
}

const EN: FeedbackPhrases = {
  nonAnswer: {
    blank: ['No answer was given — even one short real example is better than none.'],
    gibberish: [
      'This looks like random characters, not an answer — describe one real example in a few sentences.',
      "This text isn't an answer yet — write two or three sentences about a real situation.",
    ],
    dont_know: [
      "This doesn't answer the question yet — try describing one real example, even a small one.",
      "Saying you don't know leaves the interviewer nothing to go on — share the closest experience you have.",
    ],
    wrong_language: [
      "This answer isn't in English, the interview's language — please answer in English.",
    ],
  },
  problem: {
    copied_question: [
      'This repeats the question instead of answering it — say what you actually did or would do.',
    ],
    copied_job_description: [
      'This is text from the job description, not your answer — describe one example of your own work.',
    ],
    repeated_answer: [
      'This is the same text as an earlier answer — answer this question on its own, with an example that fits it.',
    ],
    keyword_list: [
      "A list of keywords isn't an answer — show one of them at work in a real example.",
    ],
    keyword_stuffing: [
      "Trade the job's terms and round figures for one real situation: what you actually did, and how it really ended.",
      'Terms from the posting and round numbers tell the interviewer little — tell one real case: what you did and what came of it.',
    ],
    off_topic: [
      'Make the link to the question plain: say what this example shows about the work asked about, and what you did in it.',
      'Bring it back to the question: which part of this job does the example show, and what was your part in it?',
    ],
    generic: [
      'This tells the interviewer about you in general terms — answer what the question asks, with one real time you did it.',
      'Qualities like these are what every candidate says; the question asked something specific — answer it directly, with one real example.',
    ],
  },
  clearSituation: [
    'You set the scene clearly ({situation}).',
    'Good opening — the listener knows where this happened ({situation}).',
  ],
  clearSteps: [
    'A clear method, step by step ({steps}).',
    'Good that you lay out the order of your steps ({steps}).',
  ],
  noSteps: [
    'Lay out your method as steps: what you do first, what next, and how you check it.',
    'Walk through it in order — first, then, and how you make sure it worked.',
  ],
  noCase: [
    'Show the method on one real case you handled.',
    'Add one real example where you worked this way.',
  ],
  noRoutine: [
    'A real case, told well; add what you do routinely, every time, not only in this one.',
    'The example shows your method at work; also say how you do it day to day, in two or three steps.',
  ],
  measuredResult: [
    'Good use of a concrete result ({metric}).',
    'The measurable result ({metric}) makes this convincing.',
    'Strong finish with a number: {metric}.',
  ],
  numbers: ['Concrete numbers help ({metric}).', 'Good that you quantified it ({metric}).'],
  fullStar: [
    'Clear structure: the situation, what you did and how it ended are all there.',
    'Well told — the situation, your actions and the outcome are all covered.',
  ],
  ownActions: [
    'Clear about what you did yourself ({verbs}).',
    'Good that you name your own actions ({verbs}).',
  ],
  jobTerms: [
    'Good that you tied it to the job ({terms}).',
    'Relevant to the role: you mention {terms}.',
  ],
  someStar: ['You set out the {parts}.', 'The {parts} come across clearly.'],
  tooShort: [
    'Too short to judge — give one real example: what you did and how it ended.',
    'Say more: one real example with your actions and the outcome.',
  ],
  noExample: [
    'Anchor it in one real example: where you were and what you did.',
    'Make it concrete — describe one time this actually happened.',
  ],
  noResult: [
    'Finish with the result — what changed, ideally with a number.',
    'Add how it ended: the outcome, measured if you can.',
  ],
  resultWithoutNumber: [
    'If you can, put a figure on the result (time, %, money, people).',
    'Make the outcome concrete — what exactly changed, and by how much?',
  ],
  onlyTeam: [
    'Say what you did yourself, not only what the team did ({team}).',
    "Separate your part from the team's ({team}).",
  ],
  noSituation: [
    'Add the situation you started from.',
    'Set the scene first: where and when was this?',
  ],
  noTask: ['Say what the goal was.', 'Name the goal or problem you had to solve.'],
  hedging: [
    'Cut the hedges ({hedges}) — they undersell you.',
    'Drop the filler words ({hedges}) and state it plainly.',
  ],
  missedTerm: [
    'Connect it to the job: mention {term}.',
    'Link it to the role — for example, {term}.',
  ],
  tooLong: ['Tighten it to the main points; about two minutes is enough.'],
  keepGoing: [
    'Keep this structure for your other answers.',
    'Use the same approach in your next answers.',
  ],
  starParts: { situation: 'situation', task: 'task', action: 'action', result: 'result' },
  and: 'and',
  quote: (text) => `“${text}”`,
};

const RU: FeedbackPhrases = {
  nonAnswer: {
    blank: ['Ответа нет — даже один короткий реальный пример лучше, чем ничего.'],
    gibberish: [
      'Это похоже на случайный набор символов, а не на ответ — опишите один реальный пример в нескольких предложениях.',
      'Это пока не ответ — напишите два-три предложения о реальной ситуации.',
    ],
    dont_know: [
      'Это пока не ответ на вопрос — попробуйте описать один реальный пример, пусть даже небольшой.',
      '«Не знаю» не даёт интервьюеру ничего — расскажите о самом близком опыте, который у вас есть.',
    ],
    wrong_language: [
      'Ответ написан не на русском, а интервью идёт на русском — ответьте, пожалуйста, по-русски.',
    ],
  },
  problem: {
    copied_question: [
      'Это повтор вопроса, а не ответ — расскажите, что вы на самом деле делали или сделали бы.',
    ],
    copied_job_description: [
      'Это текст из вакансии, а не ваш ответ — опишите один пример из своей работы.',
    ],
    repeated_answer: [
      'Это тот же текст, что и в одном из прошлых ответов, — ответьте именно на этот вопрос, с подходящим примером.',
    ],
    keyword_list: [
      'Список ключевых слов — это не ответ: покажите хотя бы одно из них в деле на реальном примере.',
    ],
    keyword_stuffing: [
      'Вместо терминов из вакансии и круглых цифр расскажите об одной реальной ситуации: что вы сделали и чем всё закончилось на самом деле.',
      'Термины из вакансии и круглые цифры мало что говорят интервьюеру — расскажите один реальный случай: что вы сделали и к чему это привело.',
    ],
    off_topic: [
      'Свяжите пример с вопросом: скажите, что он показывает о той работе, о которой спросили, и что в нём сделали вы.',
      'Вернитесь к вопросу: какую часть этой работы показывает пример и какова в нём ваша роль?',
    ],
    generic: [
      'Это рассказ о себе в общих словах — ответьте на то, о чём спросили, и приведите один реальный случай.',
      'Такие качества называет каждый кандидат, а спросили о конкретном — ответьте прямо и приведите один пример из своей работы.',
    ],
  },
  clearSituation: [
    'Понятно, где и когда это было ({situation}).',
    'Хорошее начало — сразу ясна обстановка ({situation}).',
  ],
  clearSteps: [
    'Понятный порядок действий ({steps}).',
    'Хорошо, что вы описываете шаги по порядку ({steps}).',
  ],
  noSteps: [
    'Опишите свой метод по шагам: что вы делаете сначала, что потом и как проверяете результат.',
    'Расскажите по порядку: с чего начинаете, что дальше и как убеждаетесь, что всё сделано верно.',
  ],
  noCase: [
    'Покажите этот подход на одном реальном случае из вашей работы.',
    'Добавьте реальный пример, когда вы работали именно так.',
  ],
  noRoutine: [
    'Реальный случай, рассказанный хорошо; добавьте, что вы делаете в обычной работе каждый раз, а не только в этот.',
    'Пример показывает ваш подход в деле; скажите ещё, как вы действуете изо дня в день — в двух-трёх шагах.',
  ],
  measuredResult: [
    'Хорошо, что есть измеримый результат ({metric}).',
    'Конкретная цифра ({metric}) делает ответ убедительным.',
    'Сильный финал с цифрой: {metric}.',
  ],
  numbers: ['Конкретные цифры помогают ({metric}).', 'Хорошо, что вы привели цифры ({metric}).'],
  fullStar: [
    'Чёткая структура: есть ситуация, ваши действия и итог.',
    'Хорошо рассказано — ситуация, действия и результат на месте.',
  ],
  ownActions: [
    'Понятно, что именно сделали вы ({verbs}).',
    'Хорошо, что вы называете свои действия ({verbs}).',
  ],
  jobTerms: [
    'Хорошо, что вы связали ответ с вакансией ({terms}).',
    'По делу: в ответе есть то, что важно для вакансии, — {terms}.',
  ],
  someStar: ['Понятны {parts}.', 'Хорошо описаны {parts}.'],
  tooShort: [
    'Слишком коротко, чтобы оценить, — приведите один реальный пример: что вы сделали и чем всё закончилось.',
    'Расскажите подробнее: один реальный пример с вашими действиями и итогом.',
  ],
  noExample: [
    'Опирайтесь на реальный пример: где это было и что сделали вы.',
    'Сделайте ответ конкретным — опишите один случай, когда так и было.',
  ],
  noResult: [
    'Закончите результатом — что изменилось, лучше в цифрах.',
    'Добавьте, чем всё закончилось, — по возможности с цифрами.',
  ],
  resultWithoutNumber: [
    'Если можете, выразите результат в цифрах: время, проценты, деньги, люди.',
    'Оцените итог конкретнее — что именно изменилось и насколько?',
  ],
  onlyTeam: [
    'Скажите, что сделали лично вы, а не только команда ({team}).',
    'Отделите свой вклад от работы команды ({team}).',
  ],
  noSituation: [
    'Добавьте, с какой ситуации всё началось.',
    'Сначала опишите обстановку: где и когда это было?',
  ],
  noTask: ['Скажите, какая стояла цель.', 'Назовите цель или проблему, которую нужно было решить.'],
  hedging: [
    'Уберите слова-паразиты и оговорки ({hedges}) — они принижают ваш опыт.',
    'Меньше оговорок ({hedges}) — говорите прямо.',
  ],
  missedTerm: [
    'Свяжите ответ с вакансией — например, расскажите, где пригодилось «{term}».',
    'Привяжите ответ к вакансии: в ней важно «{term}».',
  ],
  tooLong: ['Сократите ответ до главного — двух минут достаточно.'],
  keepGoing: [
    'Сохраните эту структуру и в других ответах.',
    'Отвечайте так же и на следующие вопросы.',
  ],
  starParts: { situation: 'ситуация', task: 'задача', action: 'действия', result: 'результат' },
  and: 'и',
  quote: (text) => `«${text}»`,
};

export function getFeedbackPhrases(language: Language): FeedbackPhrases {
  return language === 'ru' ? RU : EN;
}
