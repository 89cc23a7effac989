import i18next, {
  type BackendModule,
  type i18n as I18n,
  type Resource,
  type ResourceKey,
} from 'i18next';
import type { Language } from '../../shared/language';
import enCommon from '../locales/en/common.json';
import enLanding from '../locales/en/landing.json';
import { followDocumentLanguage, i18nOptions, readStartLanguage } from './i18n';

// The browser app's texts, one chunk per language and namespace (docs/benchmarks.md: the landing
// page's initial JavaScript). The first paint's namespaces in English ship with the entry; the
// rest load with the first route that is not the landing page, or with a switch of language.

type LocaleModule = { default: ResourceKey };
const clientLocales = import.meta.glob<LocaleModule>('../locales/*/*.json');
const sharedLocales = import.meta.glob<LocaleModule>('../../shared/locales/*/errors.json');

/**
 * What the frame and the landing page show. The error messages (errors.json, about 4.5 KB gzip)
 * come when a landing form is first used (loadErrorTexts), or with any other route.
 */
export const FIRST_PAINT_NAMESPACES = ['common', 'landing'] as const;
/**
 * Texts only a few places show, each inside a Suspense boundary or on a route that names them
 * (the job board's mail settings, alerts and attaching a resume; the guest's trial question):
 * other routes do not wait for them.
 */
export const DEFERRED_NAMESPACES = ['jobMail', 'tryQuestion'] as const;
const ALL_NAMESPACES = [
  ...new Set(Object.keys(clientLocales).map((path) => path.replace(/^.*\/([^/]+)\.json$/, '$1'))),
  'errors',
].filter((namespace) => !(DEFERRED_NAMESPACES as readonly string[]).includes(namespace));

function localeLoader(language: string, namespace: string) {
  return namespace === 'errors'
    ? sharedLocales[`../../shared/locales/${language}/errors.json`]
    : clientLocales[`../locales/${language}/${namespace}.json`];
}

const chunkedLocales: BackendModule = {
  type: 'backend',
  init() {},
  // eslint-disable-next-line max-params -- i18next's backend interface fixes this signature.
  read(language, namespace, callback) {
    const load = localeLoader(language, namespace);
    if (!load) {
      callback(new Error(`No texts for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

let appI18n: I18n | undefined;

/**
 * The browser app's i18next instance. `texts` are first-paint texts the page brought along (the
 * prerendered landing page in Russian); with them, or in English, which ships with the entry,
 * nothing is fetched and the instance is ready when this returns. Otherwise `ready` settles once
 * the first paint's texts are in.
 */
export function startI18n(
  language: Language = readStartLanguage(),
  texts: Resource = {},
): { i18n: I18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance().use(chunkedLocales);
  const bundled: Resource = { en: { common: enCommon, landing: enLanding } };
  for (const [lng, namespaces] of Object.entries(texts)) {
    bundled[lng] = { ...bundled[lng], ...namespaces };
  }
  const ready = instance.init({
    ...i18nOptions(language),
    resources: bundled,
    // The bundled texts are a start; the backend fetches the others (and Russian) on demand.
    partialBundledLanguages: true,
    ns: [...FIRST_PAINT_NAMESPACES],
    initAsync: false,
  });
  followDocumentLanguage(instance, language);
  appI18n = instance;
  return { i18n: instance, ready };
}

/** The browser app's i18next instance, resolved once the first paint's texts are in. */
export async function loadI18n(language: Language = readStartLanguage()): Promise<I18n> {
  const { i18n, ready } = startI18n(language);
  await ready;
  return i18n;
}

/**
 * The texts a route about to render needs, in the current language (and the English fallback):
 * the frame's, the errors, and the route's own namespaces; or, for a route that does not say,
 * every namespace but the deferred ones (pages use texts of several features). A no-op where
 * all texts are bundled (tests).
 */
export async function loadRouteNamespaces(namespaces?: readonly string[]): Promise<void> {
  await appI18n?.loadNamespaces(namespaces ? ['common', 'errors', ...namespaces] : ALL_NAMESPACES);
}

/** The error messages, for a form of the landing page that is about to show one. */
export async function loadErrorTexts(): Promise<void> {
  await appI18n?.loadNamespaces('errors');
}
