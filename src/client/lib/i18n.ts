import i18next, { type i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES } from '../../shared/constants';
import { parseLanguage, type Language } from '../../shared/language';
import { DEFAULT_NAMESPACE, NAMESPACES, resources } from './resources';

/** The stored interface language; anything missing, unknown or unreadable means English. */
export function readStoredLanguage(): Language {
  try {
    return parseLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    // Storage can be blocked (privacy settings); the default language still works.
    return DEFAULT_LANGUAGE;
  }
}

function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this visit only.
  }
}

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = parseLanguage(language);
}

/** A ready-to-use i18next instance (resources are bundled, so init is synchronous). */
export function createI18n(language: Language = readStoredLanguage()): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: NAMESPACES,
    defaultNS: DEFAULT_NAMESPACE,
    initAsync: false,
    // React escapes text itself.
    interpolation: { escapeValue: false },
  });
  syncDocumentLanguage(language);
  instance.on('languageChanged', syncDocumentLanguage);
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
