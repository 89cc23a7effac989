import { DEFAULT_LANGUAGE, LANGUAGES } from './constants';

export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Any value other than a supported language falls back to English (spec §5). */
export function parseLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** Picks the interface language from an Accept-Language header: first supported tag wins. */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0], quality: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => !Number.isNaN(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality);
  const match = tags.find((entry) => isLanguage(entry.base));
  return match ? parseLanguage(match.base) : DEFAULT_LANGUAGE;
}
