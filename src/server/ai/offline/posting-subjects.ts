// Which of a field's own questions speak of what this posting speaks of. A field's bank covers
// the whole field (a dental nurse's field also asks about cleaning teeth; a waiter's about the
// kitchen's yield), and its questions whose subject words the posting never uses were the ones
// the blind raters marked as another job's: in rounds 3–19, field questions sharing none of their
// subject words with the posting rated 2.9 of 5 (181 ratings, 84 of them 1–2), one 3.2, two or
// more 3.9. So the field's questions are tried in that order; the draw stays random within each.
import type { Language } from '../../../shared/language';
import { contentStems } from '../../job-description/read-job-description';
import { ROLE_FAMILIES } from '../../job-description/families/family-lexicon';
import { getFamilyLexicon } from '../../job-description/families';
import type { QuestionTemplate } from './question-template';

/**
 * A word is a question's subject when few of the fields' questions use it: under this share of
 * all of them in the language ("patient", «прораб»), not "time", "tell" or «расскажите».
 */
const SUBJECT_SHARE = 0.02;

const commonStems = new Map<Language, ReadonlySet<string>>();

function commonQuestionStems(language: Language): ReadonlySet<string> {
  const known = commonStems.get(language);
  if (known) return known;
  const counts = new Map<string, number>();
  let templates = 0;
  for (const family of ROLE_FAMILIES) {
    const questions = getFamilyLexicon(family).questions[language];
    for (const category of ['technical', 'scenario', 'soft_skills'] as const) {
      for (const text of questions[category] ?? []) {
        templates += 1;
        for (const stem of new Set(contentStems(withoutPlaceholders(text)))) {
          counts.set(stem, (counts.get(stem) ?? 0) + 1);
        }
      }
    }
  }
  const common = new Set(
    [...counts].filter(([, count]) => count >= templates * SUBJECT_SHARE).map(([stem]) => stem),
  );
  commonStems.set(language, common);
  return common;
}

const withoutPlaceholders = (text: string) => text.replace(/\{\w+\}/g, ' ');

const subjectCache = new Map<string, readonly string[]>();

/** The question's subject words: its content words that few of the fields' questions use. */
function subjectStems(question: string, language: Language): readonly string[] {
  const key = `${language}\n${question}`;
  let subjects = subjectCache.get(key);
  if (!subjects) {
    const common = commonQuestionStems(language);
    subjects = [
      ...new Set(contentStems(withoutPlaceholders(question)).filter((stem) => !common.has(stem))),
    ];
    subjectCache.set(key, subjects);
  }
  return subjects;
}

/** How many of the question's subject words the posting uses (0, 1, or 2 for two or more). */
export function sharedSubjects(
  question: string,
  posting: { stems: ReadonlySet<string>; language: Language },
): number {
  const { stems: postingStems, language } = posting;
  const shared = subjectStems(question, language).filter((stem) => postingStems.has(stem));
  return Math.min(2, shared.length);
}

/** The templates, those whose subject the posting shares most first, otherwise in their order. */
export function orderByPostingSubjects(
  templates: readonly QuestionTemplate[],
  posting: { stems: ReadonlySet<string>; language: Language },
): QuestionTemplate[] {
  return templates
    .map((template, index) => ({
      template,
      index,
      shared: sharedSubjects(template.text, posting),
    }))
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .map(({ template }) => template);
}
