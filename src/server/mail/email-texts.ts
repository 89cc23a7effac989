import enEmails from '../../shared/locales/en/emails.json';
import ruEmails from '../../shared/locales/ru/emails.json';
import type { Language } from '../../shared/language';

export type EmailTexts = typeof enEmails;

// English is the reference shape; the locale parity test keeps Russian in step.
const EMAIL_TEXTS: Record<Language, EmailTexts> = { en: enEmails, ru: ruEmails };

/** Every mail text in one language, nested per mail as in the locale files. */
export function emailTexts(language: Language): EmailTexts {
  return EMAIL_TEXTS[language];
}

/**
 * Fills i18next-style {{name}} placeholders. A placeholder without a value throws: a mail
 * showing "{{link}}" to the reader is worse than a failed send the caller can report.
 */
export function fillPlaceholders(
  template: string,
  params: Record<string, string | number> = {},
): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for the {{${name}}} placeholder`);
    return String(value);
  });
}

/**
 * Picks the plural form i18next would (key_one, key_few, key_many, key_other) and fills
 * {{count}}, so Russian gets "5 минут" and "2 минуты" from the same call.
 */
export function pluralText(options: {
  language: Language;
  texts: Record<string, string>;
  key: string;
  count: number;
}): string {
  const category = new Intl.PluralRules(options.language).select(options.count);
  const template =
    options.texts[`${options.key}_${category}`] ?? options.texts[`${options.key}_other`];
  if (template === undefined) throw new Error(`No plural forms for ${options.key}`);
  return fillPlaceholders(template, { count: options.count });
}
