import enCoach from '../../../shared/locales/en/coach.json';
import ruCoach from '../../../shared/locales/ru/coach.json';
import type { Language } from '../../../shared/language';

const TEXTS = { en: enCoach, ru: ruCoach } as const;

/** Fallback texts stored in place of feedback or an assessment the coach could not give. */
export function coachText(language: Language, key: keyof typeof enCoach): string {
  return TEXTS[language][key];
}
