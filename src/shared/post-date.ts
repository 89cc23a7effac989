import type { Language } from './language';
// A blog post's date may arrive in any of the three forms the spec lists (§3): a timestamp
// (milliseconds), a seconds object ({ seconds, nanoseconds }, as Firestore exports write it) or a
// string (ISO 8601). Imports, the API and the pages all read it through here.

export type PostDateInput =
  | string
  | number
  | Date
  | { seconds: number; nanoseconds?: number }
  | { _seconds: number; _nanoseconds?: number };

/** The date, or null when the value is missing or is no date at all. */
export function parsePostDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return validDate(new Date(value));
  if (typeof value === 'string') {
    const trimmed = value.trim();
    // A string of digits is a timestamp someone quoted.
    if (/^\d{10,13}$/.test(trimmed)) return validDate(new Date(Number(trimmed)));
    return validDate(new Date(trimmed));
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const seconds = record.seconds ?? record._seconds;
    const nanoseconds = record.nanoseconds ?? record._nanoseconds ?? 0;
    if (typeof seconds === 'number' && typeof nanoseconds === 'number') {
      return validDate(new Date(seconds * 1000 + Math.floor(nanoseconds / 1e6)));
    }
  }
  return null;
}

function validDate(date: Date): Date | null {
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Silent reading speed of adults in words a minute, per language: the IReST study's means for
 * standardised texts (Trauzettel-Klosinski & Dietz, 2012: English 228, Russian 184). Russian words
 * are longer, so the same minutes hold fewer of them.
 */
export const READING_WORDS_PER_MINUTE: Readonly<Record<Language, number>> = { en: 228, ru: 184 };

/** Whole minutes to read `wordCount` words in `language`; at least one. */
export function readingMinutes(wordCount: number, language: Language): number {
  return Math.max(1, Math.round(wordCount / READING_WORDS_PER_MINUTE[language]));
}
