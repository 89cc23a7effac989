import i18next, { type i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
} from '../../shared/constants';
import { isLanguage, parseLanguage, type Language } from '../../shared/language';
import { DEFAULT_NAMESPACE, NAMESPACES, resources } from './resources';

/** The language the visitor chose earlier, or null if none (or an unknown one) is stored. */
export function readLanguageChoice(): Language | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    // Storage can be blocked (privacy settings); the default language still works.
    return null;
  }
}

/** The stored interface language; anything missing, unknown or unreadable means English. */
export function readStoredLanguage(): Language {
  return readLanguageChoice() ?? DEFAULT_LANGUAGE;
}

/**
 * The language to start in: the visitor's stored choice, else the one the server wrote into
 * <html lang> (from the cookie or Accept-Language, src/server/http/document-language.ts).
 */
export function readStartLanguage(): Language {
  return readLanguageChoice() ?? parseLanguage(document.documentElement.lang);
}

/**
 * Copies the choice into a cookie, which the server reads to pick the prerendered landing page's
 * language; refreshed at every start so choices stored before the cookie existed reach it too.
 */
export function rememberLanguageInCookie(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

function storeLanguage(language: Language): void {
  rememberLanguageInCookie(language);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this visit only.
  }
}

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = parseLanguage(language);
}

/** The settings every i18next instance of the app shares, whatever loads its texts. */
export function i18nOptions(language: Language) {
  return {
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: DEFAULT_NAMESPACE,
    // React escapes text itself.
    interpolation: { escapeValue: false },
  };
}

/** Keeps <html lang> on the interface language, for screen readers and hyphenation. */
export function followDocumentLanguage(instance: I18n, language: Language): void {
  syncDocumentLanguage(language);
  instance.on('languageChanged', syncDocumentLanguage);
}

/**
 * A ready-to-use i18next instance with every text bundled, so init is synchronous (tests and
 * tools). The browser app loads texts per namespace instead: see load-i18n.ts.
 */
export function createI18n(language: Language = readStoredLanguage()): I18n {
  const instance = i18next.createInstance();
  void instance.init({ ...i18nOptions(language), resources, ns: NAMESPACES, initAsync: false });
  followDocumentLanguage(instance, language);
  return instance;
}

/** Remembers the choice under the `language` key and re-renders the interface in it. */
export async function switchLanguage(i18n: I18n, language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}

/** The current interface language, e.g. for the Accept-Language header. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return parseLanguage(i18n.language);
}
