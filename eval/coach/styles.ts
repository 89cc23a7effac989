// The answer styles the evaluation runs every job through: three honest ones written for the job,
// and the ways a candidate (or a reviewer) might try to get a high score without answering.
import type { CorpusJob } from './corpus';

export const HONEST_STYLES = ['strong', 'brief', 'vague'] as const;
export const GAMING_STYLES = [
  'off_topic',
  'template_stuffing',
  'job_description_pasted',
  'same_text_everywhere',
  'question_copied',
  'keyword_salad',
] as const;
export const STYLES = [...HONEST_STYLES, ...GAMING_STYLES, 'wrong_language'] as const;
export type Style = (typeof STYLES)[number];

export interface StyleInput {
  job: CorpusJob;
  questions: readonly string[];
  offTopic: readonly string[];
  /** A job in the other language, whose strong answers are the wrong-language style. */
  otherLanguageJob: CorpusJob;
}

const ROUND_RESULTS = {
  en: 'Result: improved efficiency by 50%, reduced costs by 30% and saved $100,000 for the company.',
  ru: 'Результат: эффективность выросла на 50%, затраты снизились на 30%, компания сэкономила 1 000 000 рублей.',
};

/** A STAR template filled with the job's must-haves and round numbers. */
function stuffedAnswer(job: CorpusJob, index: number): string {
  const skills = job.mustHaves;
  const pick = (offset: number) => skills[(index + offset) % skills.length] ?? job.jobTitle;
  if (job.language === 'ru') {
    return [
      `Ситуация: на позиции «${job.jobTitle}» я работал(а) с ${pick(0)}, ${pick(1)} и ${pick(2)}.`,
      `Задача: обеспечить результат с помощью ${pick(3)} и ${pick(4)}.`,
      `Действие: я применил(а) ${pick(0)}, ${pick(5)}, ${pick(2)} и ${pick(6)}, внедрил(а) лучшие практики ${pick(1)}.`,
      ROUND_RESULTS.ru,
    ].join('\n');
  }
  return [
    `Situation: As a ${job.jobTitle} I worked with ${pick(0)}, ${pick(1)} and ${pick(2)}.`,
    `Task: I needed to deliver results using ${pick(3)} and ${pick(4)}.`,
    `Action: I leveraged ${pick(0)}, ${pick(5)}, ${pick(2)} and ${pick(6)} and implemented ${pick(1)} best practices.`,
    ROUND_RESULTS.en,
  ].join('\n');
}

/** About 900 words made of the job's own strong answers, sent for every question. */
function longText(job: CorpusJob): string {
  const parts: string[] = [];
  let words = 0;
  for (let index = 0; words < 900; index += 1) {
    const answer = job.answers.strong[index % job.answers.strong.length] ?? '';
    parts.push(answer);
    words += answer.split(/\s+/).length;
  }
  return parts.join('\n\n');
}

/** The twelve answers of one style for one job. */
export function answersFor(style: Style, input: StyleInput): string[] {
  const { job, questions } = input;
  const each = (make: (index: number) => string) => questions.map((_, index) => make(index));
  switch (style) {
    case 'strong':
    case 'brief':
    case 'vague':
      return each((index) => job.answers[style][index] ?? '');
    case 'off_topic':
      return each((index) => input.offTopic[index % input.offTopic.length] ?? '');
    case 'template_stuffing':
      return each((index) => stuffedAnswer(job, index));
    case 'job_description_pasted':
      return each(() => job.jobDescription);
    case 'same_text_everywhere': {
      const text = longText(job);
      return each(() => text);
    }
    case 'question_copied':
      return each((index) => questions[index] ?? '');
    case 'keyword_salad':
      return each((index) =>
        [
          job.jobTitle,
          ...job.mustHaves.slice(index % 3),
          ...job.mustHaves.slice(0, index % 3),
        ].join(', '),
      );
    case 'wrong_language':
      return each((index) => input.otherLanguageJob.answers.strong[index] ?? '');
  }
}
