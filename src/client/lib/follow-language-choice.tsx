import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import type { Language } from '../../shared/language';

interface FollowLanguageChoiceProps {
  /** The app's instance itself: useTranslation's wrapper changes with every switch of language. */
  i18n: I18n;
  language: Language;
}

/**
 * Switches to the visitor's stored language once the prerendered page has hydrated, when the
 * server rendered it in another (no cookie yet, or a browser sending another Accept-Language).
 * An effect on purpose: a switch during hydration would not match the server's markup. Runs once:
 * a language chosen later on the page is the visitor's own.
 */
export function FollowLanguageChoice({ i18n, language }: FollowLanguageChoiceProps) {
  useEffect(() => {
    void i18n.changeLanguage(language);
  }, [i18n, language]);
  return null;
}
