import type { Language } from '../../src/shared/language';

// What the fake LLM answers: ready-made replies for tests, and default texts in both languages in
// the shapes the prompts ask for (12 numbered questions, a short feedback, an assessment ending in
// a score).

const QUESTIONS: Record<Language, string[]> = {
  en: [
    'Tell me about your most recent role and what you were responsible for.',
    'Which project from your career are you most proud of, and why?',
    'Why do you want this role, and what draws you to our company?',
    'How would you design and test a new feature from requirements to release?',
    'Which tools and practices do you use to keep code quality high?',
    'How do you find and fix a performance problem in production?',
    'A release breaks a key feature an hour before a demo. What do you do?',
    'A stakeholder asks for a large change late in the sprint. How do you respond?',
    'You inherit a poorly documented system. How do you get productive?',
    'Describe a disagreement with a colleague and how you resolved it.',
    'How do you explain a technical decision to non-technical people?',
    'Tell me about feedback that changed how you work.',
  ],
  ru: [
    'Расскажите о своей последней должности и о том, за что вы отвечали.',
    'Каким проектом в своей карьере вы гордитесь больше всего и почему?',
    'Почему вы хотите получить эту должность и чем вас привлекает наша компания?',
    'Как бы вы спроектировали и протестировали новую функцию от требований до релиза?',
    'Какие инструменты и практики вы используете, чтобы поддерживать качество кода?',
    'Как вы находите и устраняете проблему производительности в продакшене?',
    'За час до демонстрации релиз ломает ключевую функцию. Что вы будете делать?',
    'Заказчик просит крупное изменение в конце спринта. Как вы поступите?',
    'Вам досталась плохо документированная система. Как вы начнёте в ней работать?',
    'Опишите разногласие с коллегой и то, как вы его разрешили.',
    'Как вы объясняете техническое решение людям без технического опыта?',
    'Расскажите об отзыве, который изменил ваш подход к работе.',
  ],
};

const FEEDBACK: Record<Language, string> = {
  en: 'Clear and relevant answer. Add one concrete example with a measurable result to make it stronger.',
  ru: 'Понятный ответ по существу. Добавьте конкретный пример с измеримым результатом, чтобы он звучал убедительнее.',
};

const ASSESSMENT: Record<Language, string> = {
  en: `The candidate answered every question and showed relevant experience, but often stayed general.

## Strengths
- Clear structure in most answers.
- Relevant technical vocabulary.

## Weaknesses
- Few measurable results.

## Recommendations for Improvement
- Use the STAR method and finish each story with a number.

## Examples/Scenarios Missed
- An incident handled under time pressure.

## General Interview Tips
- Prepare three stories you can adapt to many questions.

Score: 78/100`,
  ru: `Кандидат ответил на все вопросы и показал релевантный опыт, но часто оставался в общих словах.

## Сильные стороны
- Чёткая структура большинства ответов.

## Слабые стороны
- Мало измеримых результатов.

## Рекомендации по улучшению
- Используйте метод STAR и завершайте каждый рассказ цифрой.

## Упущенные примеры и сценарии
- Инцидент, решённый в условиях нехватки времени.

## Общие советы по собеседованию
- Подготовьте три истории, которые подходят ко многим вопросам.

Оценка: 78/100`,
};

export type FakeReply =
  | {
      type: 'content';
      content: string;
      /** Defaults to what the request asked for. */
      stream?: boolean;
      chunkDelayMs?: number;
      firstChunkDelayMs?: number;
      /** Streamed only: drop the connection after this many content chunks. */
      cutAfterChunks?: number;
      /** Streamed only: after this many content chunks, wait for `resume` before the rest. */
      pauseAfterChunks?: number;
      resume?: Promise<unknown>;
    }
  | { type: 'json'; status: number; body: unknown; headers?: Record<string, string> }
  | { type: 'broken' }
  | { type: 'hang' };

const numbered = (items: string[]) => items.map((item, i) => `${i + 1}. ${item}`).join('\n');
const status = (code: number, message: string, headers?: Record<string, string>): FakeReply => ({
  type: 'json',
  status: code,
  body: { error: { message, type: 'fake_error', code } },
  headers,
});

/** Ready-made replies for the cases the tests exercise. */
export const reply = {
  content: (
    content: string,
    options: Omit<Extract<FakeReply, { type: 'content' }>, 'type' | 'content'> = {},
  ): FakeReply => ({ type: 'content', content, ...options }),
  questions: (count = 12, language: Language = 'en') =>
    reply.content(numbered(sampleQuestions(count, language))),
  bullets: (count = 12) =>
    reply.content(
      sampleQuestions(count)
        .map((q) => `- ${q}`)
        .join('\n'),
    ),
  codeFence: (count = 12) => reply.content(`\`\`\`\n${numbered(sampleQuestions(count))}\n\`\`\``),
  empty: () => reply.content(''),
  broken: (): FakeReply => ({ type: 'broken' }),
  hang: (): FakeReply => ({ type: 'hang' }),
  json: (body: unknown, code = 200): FakeReply => ({ type: 'json', status: code, body }),
  status,
  serverError: (message = 'The server had an error while processing your request.') =>
    status(500, message),
  rateLimited: (retryAfter: string | number, message = 'Rate limit reached.') =>
    status(429, message, { 'Retry-After': String(retryAfter) }),
  /** A tailoring proposal as the prompt asks for it: one JSON object. */
  tailoring: (proposal: FakeTailoringProposal) => reply.content(JSON.stringify(proposal)),
};

/** The JSON a tailoring prompt asks for (see src/server/ai/prompts/tailoring-schema.ts). */
export interface FakeTailoringProposal {
  summary?: string | null;
  experience?: Array<{ entryIndex: number; bullets: Array<{ from: number; text: string }> }>;
  skills?: string[];
}

/**
 * What an obedient model would propose for the resume in a tailoring prompt, using only its own
 * words: each entry's bullets and the skills in reverse order, no summary. The prompt numbers the
 * entries ("[entry 0] …"), their bullets ("(bullet 0) …") and lists "Skills: a, b".
 */
export function sampleTailoring(prompt: string): FakeTailoringProposal {
  const experience: NonNullable<FakeTailoringProposal['experience']> = [];
  for (const line of prompt.split('\n')) {
    const entry = /^\[entry (\d+)\]/.exec(line);
    if (entry) experience.push({ entryIndex: Number(entry[1]), bullets: [] });
    const bullet = /^\s+\(bullet (\d+)\) (.+)$/.exec(line);
    if (bullet)
      experience.at(-1)?.bullets.unshift({ from: Number(bullet[1]), text: bullet[2] ?? '' });
  }
  const skillsLine = /^Skills: (.+)$/m.exec(prompt)?.[1] ?? '';
  const skills = skillsLine === '(none)' ? [] : skillsLine.split(', ').reverse();
  return { summary: null, experience, skills };
}

/** `count` distinct questions (12 by default), repeating the bank with a suffix past 12. */
export function sampleQuestions(count = 12, language: Language = 'en'): string[] {
  const bank = QUESTIONS[language];
  return Array.from({ length: count }, (_, index) => {
    const base = bank[index % bank.length] ?? '';
    return index < bank.length ? base : `${base} (${Math.floor(index / bank.length) + 1})`;
  });
}

export function sampleFeedback(language: Language = 'en'): string {
  return FEEDBACK[language];
}

export function sampleAssessment(language: Language = 'en'): string {
  return ASSESSMENT[language];
}
