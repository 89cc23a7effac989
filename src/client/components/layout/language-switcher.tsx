import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../shared/constants';
import { parseLanguage } from '../../../shared/language';
import { switchLanguage } from '../../lib/i18n';
import { useIsHydrated } from '../../lib/use-is-hydrated';

/** Chooses the interface language; the choice is remembered in localStorage. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const selectId = useId();
  const isHydrated = useIsHydrated();
  return (
    <div className="flex items-center">
      <label htmlFor={selectId} className="sr-only">
        {t('language.label')}
      </label>
      <select
        id={selectId}
        value={parseLanguage(i18n.language)}
        disabled={!isHydrated}
        onChange={(event) => void switchLanguage(i18n, parseLanguage(event.target.value))}
        className="rounded-lg border border-slate-300 bg-white py-1.5 pr-8 pl-2 text-sm text-slate-800"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
