import type { Language } from './language';

const UNITS: Record<Language, readonly string[]> = {
  en: ['bytes', 'KB', 'MB', 'GB'],
  ru: ['байт', 'КБ', 'МБ', 'ГБ'],
};

/** Human-readable size in binary units: 102400 → "100 KB" / "100 КБ". */
export function formatBytes(bytes: number, language: Language): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < 3) {
    value /= 1024;
    unit += 1;
  }
  const rounded = Number.isInteger(value) ? value : Math.round(value * 10) / 10;
  return `${rounded.toLocaleString(language === 'ru' ? 'ru-RU' : 'en-US')} ${UNITS[language][unit]}`;
}

/** A change in score as people write it: "+18", "−5" (a true minus sign), "0". */
export function formatChange(change: number): string {
  if (change > 0) return `+${change}`;
  return change < 0 ? `\u2212${Math.abs(change)}` : '0';
}
