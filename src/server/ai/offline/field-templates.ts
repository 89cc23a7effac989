// A known field's own questions (families/*.ts), as templates with stable ids:
// `<field>-<category>-<position>`, which same-question.ts's declared pairs name.
import type { Language } from '../../../shared/language';
import { getFamilyLexicon, type RoleFamily } from '../../job-description/families';
import type { QuestionCategory, QuestionTemplate } from './question-template';

/** The job field's own technical and scenario templates. */
export function getFieldTemplates(
  family: RoleFamily | null,
  language: Language,
): Map<QuestionCategory, QuestionTemplate[]> {
  const templates = new Map<QuestionCategory, QuestionTemplate[]>();
  if (!family) return templates;
  const questions = getFamilyLexicon(family).questions[language];
  for (const category of ['technical', 'scenario', 'soft_skills'] as const) {
    const texts = questions[category];
    if (!texts) continue;
    templates.set(
      category,
      texts.map((text, index) => ({ id: `${family}-${category}-${index + 1}`, category, text })),
    );
  }
  return templates;
}
