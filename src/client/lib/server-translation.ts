// The server's useTranslation. The server-side build (vite.config.ts) hands this module to every
// import of 'react-i18next'; it is the library with useTranslation replaced. On the server a
// render is synchronous, and each language's instance is loaded once and never changes
// (prerender.tsx), so there is nothing to subscribe to, nothing to load and nothing to copy:
// react-i18next's hook copied the instance's own properties, built its options and a new
// translation function for every component that translates, about a quarter of a vacancy page's
// render (issue 36). The texts are the same: the same instance's getFixedT, called as the library
// calls it.
import type { i18n as I18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

export * from 'react-i18next';

const fixedByInstance = new WeakMap<I18n, Map<string, TFunction>>();

/** The translation function for `ns` (the default namespace when none) in the instance's language. */
export function useTranslation(ns?: string | readonly string[]) {
  const { i18n } = useContext(I18nContext) as { i18n: I18n };
  const namespaces =
    ns === undefined ? [String(i18n.options.defaultNS)] : typeof ns === 'string' ? [ns] : [...ns];
  let fixed = fixedByInstance.get(i18n);
  if (!fixed) {
    fixed = new Map();
    fixedByInstance.set(i18n, fixed);
  }
  const key = `${i18n.language}\u0000${namespaces.join('\u0000')}`;
  let t = fixed.get(key);
  if (!t) {
    // As react-i18next calls it (its fourth argument is not in i18next's types).
    const getFixedT = i18n.getFixedT.bind(i18n) as unknown as (
      ...args: [string, string | undefined, undefined, { scopeNs: string[] }]
    ) => TFunction;
    t = getFixedT(i18n.language, namespaces[0], undefined, { scopeNs: namespaces });
    fixed.set(key, t);
  }
  // react-i18next answers with an array that also names its parts.
  return Object.assign([t, i18n, true] as const, { t, i18n, ready: true });
}
