import { join } from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../shared/constants';
import { isLanguage, languageFromAcceptLanguage, type Language } from '../../shared/language';

// The language the server writes an HTML document in, before any script runs: the landing page
// is prerendered in each language (scripts/prerender.ts) and the client hydrates it in the
// language of <html lang>, so the server has to guess the visitor's language the way the client
// would. The client keeps the choice in localStorage and copies it into the `lang` cookie.

/** The cookie's language, else the browser's first supported one, else English. */
export function chooseDocumentLanguage(options: {
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}): Language {
  if (isLanguage(options.cookie)) return options.cookie;
  return options.acceptLanguage
    ? languageFromAcceptLanguage(options.acceptLanguage)
    : DEFAULT_LANGUAGE;
}

/** Where the build writes the landing page prerendered in `language`, inside the client dir. */
export function prerenderedLandingFile(clientDir: string, language: Language): string {
  return join(clientDir, 'prerendered', `landing.${language}.html`);
}

export const PRERENDERED_LANGUAGES: readonly Language[] = LANGUAGES;

const HTML_LANG = /(<html\b[^>]*?\blang=)(["'])[^"']*\2/i;

/** The document with <html lang> set to `language` (unchanged if it has no lang attribute). */
export function withDocumentLanguage(html: string, language: Language): string {
  return html.replace(HTML_LANG, `$1"${language}"`);
}
