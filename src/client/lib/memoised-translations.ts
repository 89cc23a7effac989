// On the server, one i18next instance per language renders every page (prerender.tsx), and its
// texts never change while the process runs. Each `t('key')` still spreads the instance's options
// into a new object and resolves the key again: about a quarter of a vacancy page's render
// (issue 36). A text asked for by its key alone, with no options, is the same string every time,
// so it is kept after the first time. Anything with options (a count, a value, a context) is
// translated as always.
import type { i18n as I18n, TFunction } from 'i18next';

/** At most this many texts are kept (a key made from outside data must not grow it without end). */
export const MEMOISED_TEXTS_MAX = 5000;

type GetFixedT = I18n['getFixedT'];

/**
 * Gives `view` (an object that inherits from an i18next instance) a getFixedT whose functions
 * keep each option-less text after its first translation. Only for an instance whose texts are
 * all loaded and never change.
 */
export function memoiseTranslations<T extends I18n>(view: T): T {
  const texts = new Map<string, string>();
  const original = view.getFixedT;
  const getFixedT = function (this: I18n, ...args: Parameters<GetFixedT>) {
    const language = () => this.language;
    const fixed = original.apply(this, args) as unknown as ((...all: unknown[]) => unknown) &
      Record<'lng' | 'lngs' | 'ns' | 'keyPrefix', unknown>;
    const [lng, ns, keyPrefix] = args;
    const scope = JSON.stringify([lng, ns, keyPrefix ?? null]);
    const memoised = ((key: unknown, ...rest: unknown[]) => {
      if (typeof key !== 'string' || rest.length > 0) {
        return fixed(key, ...rest);
      }
      // The instance's language as it is now: a fixed function without one follows it.
      const id = `${language()}\u0000${scope}\u0000${key}`;
      const known = texts.get(id);
      if (known !== undefined) return known;
      const text = fixed(key);
      if (typeof text === 'string') {
        if (texts.size >= MEMOISED_TEXTS_MAX) texts.clear();
        texts.set(id, text);
      }
      return text;
    }) as unknown as TFunction;
    // react-i18next reads these back from the function it is given.
    Object.assign(memoised, {
      lng: fixed.lng,
      lngs: fixed.lngs,
      ns: fixed.ns,
      keyPrefix: fixed.keyPrefix,
    });
    return memoised;
  } as GetFixedT;
  Object.defineProperty(view, 'getFixedT', {
    value: getFixedT,
    writable: true,
    configurable: true,
    enumerable: true,
  });
  return view;
}
