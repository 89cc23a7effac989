import enErrors from './locales/en/errors.json';
import ruErrors from './locales/ru/errors.json';
import type { ErrorCode } from './errors';
import type { Language } from './language';

const ERROR_MESSAGES: Record<Language, Record<ErrorCode, string>> = { en: enErrors, ru: ruErrors };

/** The localized text for an error code, with {{name}} placeholders filled in. */
export function errorMessage(
  code: ErrorCode,
  { language, params = {} }: { language: Language; params?: Record<string, string | number> },
): string {
  const template = ERROR_MESSAGES[language][code];
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
