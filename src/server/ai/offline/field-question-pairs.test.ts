import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/language';
import { ROLE_FAMILIES } from '../../job-description/families';
import { getFieldTemplates } from './field-templates';
import { planQuestions } from './generate-questions';
import { getAnyWorkBank, getQuestionBank } from './question-bank';
import { SAME_FIELD_QUESTIONS } from './same-question';

const LANGUAGES: readonly Language[] = ['en', 'ru'];
const fieldOf = (language: Language) =>
  new Map(
    ROLE_FAMILIES.flatMap((family) =>
      [...getFieldTemplates(family, language).values()]
        .flat()
        .map((template) => [template.id, family] as const),
    ),
  );
const generalIds = (language: Language) =>
  new Set([...getQuestionBank(language), ...getAnyWorkBank(language)].map(({ id }) => id));

/** The postings of the graded corpus (eval/graded/jobs), written by people who read no code. */
function gradedPostings() {
  const dir = join(process.cwd(), 'eval/graded/jobs');
  return readdirSync(dir).map(
    (file) =>
      JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
        language: Language;
        jobTitle: string;
        jobDescription: string;
      },
  );
}

describe('questions of a field asked once, not again in other words', () => {
  it('declares only questions that exist: two of one field, or a field question and a general one', () => {
    for (const language of LANGUAGES) {
      const fields = fieldOf(language);
      const general = generalIds(language);
      for (const [one, other] of SAME_FIELD_QUESTIONS.field[language]) {
        expect(fields.get(one), `${language} ${one}`).toBeDefined();
        expect(fields.get(other), `${language} ${one} / ${other}`).toBe(fields.get(one));
      }
      for (const [field, generalId] of SAME_FIELD_QUESTIONS.withGeneral[language]) {
        expect(fields.has(field), `${language} ${field}`).toBe(true);
        expect(general.has(generalId), `${language} ${generalId}`).toBe(true);
      }
    }
  });

  it('never asks a declared pair in one interview, over the graded postings', () => {
    for (const posting of gradedPostings()) {
      const ids = planQuestions(posting).map((question) => question.templateId ?? '');
      const pairs = [
        ...SAME_FIELD_QUESTIONS.field[posting.language],
        ...SAME_FIELD_QUESTIONS.withGeneral[posting.language],
      ];
      for (const [one, other] of pairs) {
        expect(
          ids.includes(one) && ids.includes(other),
          `${posting.jobTitle}: ${one} / ${other}`,
        ).toBe(false);
      }
    }
  });

  it("asks the field's own question and leaves out the general one that asks the same", () => {
    // A sushi cook (a posting of the blind ratings, round 24) was asked «Расскажите о своей ошибке
    // на работе…» and the cook's own «…когда вы сами ошиблись с заготовкой или заказом
    // продуктов…»: two hiring managers marked the pair.
    const postings = JSON.parse(
      readFileSync(
        join(process.cwd(), 'eval/graded/question-ratings/round-24/postings.json'),
        'utf8',
      ),
    ) as Array<{ id: string; language: Language; jobTitle: string; jobDescription: string }>;
    const cook = postings.find((posting) => posting.id === 'ru-povar-sushist')!;
    const texts = planQuestions(cook).map((question) => question.text);
    expect(texts.filter((text) => /сами ошиблись с заготовкой/u.test(text))).toHaveLength(1);
    expect(texts.filter((text) => /о своей ошибке (?:на|в) работе/u.test(text))).toEqual([]);
  });
});
