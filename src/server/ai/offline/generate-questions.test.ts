import { describe, expect, it } from 'vitest';
import { QUESTIONS_PER_INTERVIEW } from '../../../shared/constants';
import { generateQuestions, QUESTION_SLOTS } from './generate-questions';
import { getQuestionBank } from './question-bank';
import { QUESTION_BANK_EN } from './question-bank.en';
import { QUESTION_BANK_RU } from './question-bank.ru';
import type { QuestionTemplate } from './question-template';
import { CONTEXT_EN, CONTEXT_RU } from './test-fixtures';

/** The template a question was built from: its text with the placeholders as wildcards. */
function findTemplate(question: string, bank: readonly QuestionTemplate[]): QuestionTemplate {
  const match = bank.find((template) => {
    const pattern = template.text
      .split(/\{(?:jobTitle|skill|responsibility)\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+');
    return new RegExp(`^${pattern}$`, 'isu').test(question);
  });
  if (!match) throw new Error(`No template for: ${question}`);
  return match;
}

describe('question banks', () => {
  it.each([
    ['en', QUESTION_BANK_EN],
    ['ru', QUESTION_BANK_RU],
  ])(
    '%s has at least 40 templates with unique ids and texts, enough in every category',
    (_, bank) => {
      expect(bank.length).toBeGreaterThanOrEqual(40);
      expect(new Set(bank.map((t) => t.id)).size).toBe(bank.length);
      expect(new Set(bank.map((t) => t.text)).size).toBe(bank.length);
      const needed = new Map<string, number>();
      for (const slot of QUESTION_SLOTS)
        needed.set(slot.category, (needed.get(slot.category) ?? 0) + 1);
      for (const [category, count] of needed) {
        const plain = bank.filter(
          (t) => t.category === category && !/\{(skill|responsibility)\}/.test(t.text),
        );
        // With no job terms at all, every slot can still be filled.
        expect(plain.length).toBeGreaterThanOrEqual(count);
      }
      for (const template of bank) {
        expect(
          template.text.includes('{skill}') && template.text.includes('{responsibility}'),
        ).toBe(false);
      }
    },
  );

  it('Russian templates are written in Russian', () => {
    for (const template of QUESTION_BANK_RU) {
      const letters = template.text.replace(/\{\w+\}/g, '');
      expect(letters).toMatch(/^[^a-z]*$/i);
    }
  });
});

describe.each([
  ['en', CONTEXT_EN],
  ['ru', CONTEXT_RU],
] as const)('generateQuestions (%s)', (language, context) => {
  const questions = generateQuestions(context);
  const bank = getQuestionBank(language);

  it('gives twelve distinct questions from distinct templates', () => {
    expect(questions).toHaveLength(QUESTIONS_PER_INTERVIEW);
    expect(new Set(questions).size).toBe(QUESTIONS_PER_INTERVIEW);
    const ids = questions.map((question) => findTemplate(question, bank).id);
    expect(new Set(ids).size).toBe(QUESTIONS_PER_INTERVIEW);
  });

  it("puts the categories in the spec's positions", () => {
    const categories = questions.map((question) => findTemplate(question, bank).category);
    expect(categories).toEqual([
      'background',
      'background',
      'motivation',
      'technical',
      'technical',
      'technical',
      'scenario',
      'scenario',
      'scenario',
      'soft_skills',
      'soft_skills',
      'soft_skills',
    ]);
  });

  it('is deterministic for the same job and varies with the job', () => {
    expect(generateQuestions(context)).toEqual(questions);
    const other = generateQuestions({ ...context, jobTitle: `${context.jobTitle} II` });
    expect(other).not.toEqual(questions);
  });

  it('uses the skills and duties of the job description, with no placeholder left', () => {
    const text = questions.join('\n');
    expect(text).not.toMatch(/\{\w+\}/);
    const skills = language === 'en' ? ['REST', 'microservices'] : ['Python', 'микросервисы'];
    for (const skill of skills) expect(text.toLowerCase()).toContain(skill.toLowerCase());
    const duty =
      language === 'en' ? 'design and build scalable REST APIs' : 'разработка и поддержка';
    expect(text).toContain(duty);
  });

  it('writes every question in the interview language', () => {
    for (const question of questions) {
      const prose = question.replace(/«[^»]*»|[A-Za-z][\w.+#/-]*[A-Za-z+#]?/g, (m) =>
        language === 'ru' ? '' : m,
      );
      if (language === 'ru') expect(prose).toMatch(/[а-яё]/i);
      else expect(question).not.toMatch(/[а-яё]/i);
    }
  });
});

describe('generateQuestions with few job terms', () => {
  it.each(['en', 'ru'] as const)('falls back to general templates (%s)', (language) => {
    const questions = generateQuestions({
      jobTitle: 'Barista',
      jobDescription: 'Make coffee.',
      language,
    });
    expect(questions).toHaveLength(QUESTIONS_PER_INTERVIEW);
    expect(new Set(questions).size).toBe(QUESTIONS_PER_INTERVIEW);
    expect(questions.join('\n')).not.toMatch(/\{\w+\}/);
  });

  it('does not put a Russian duty into an English sentence', () => {
    const questions = generateQuestions({
      ...CONTEXT_RU,
      jobTitle: 'Python Developer',
      language: 'en',
    });
    expect(questions.join('\n')).not.toMatch(/[а-яё]/i);
  });
});
