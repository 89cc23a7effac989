import enCoach from '../../../shared/locales/en/coach.json';
import ruCoach from '../../../shared/locales/ru/coach.json';
import type { Language } from '../../../shared/language';

const TEXTS = { en: enCoach, ru: ruCoach } as const;

/** Fallback texts stored in place of feedback or an assessment the coach could not give. */
export function coachText(language: Language, key: keyof typeof enCoach): string {
  return TEXTS[language][key];
}

/** The line that opens the assessment of an interview finished before its last question. */
export function finishedEarlyNote(
  language: Language,
  counts: { answered: number; total: number },
): string {
  const texts: Record<string, string> = TEXTS[language];
  const form = new Intl.PluralRules(language).select(counts.answered);
  const template = texts[`finishedEarly_${form}`] ?? texts.finishedEarly_other ?? '';
  return template
    .replace('{{count}}', String(counts.answered))
    .replace('{{total}}', String(counts.total));
}
