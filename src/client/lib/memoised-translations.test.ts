import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { memoiseTranslations } from './memoised-translations';

// The server renders every page with one i18next instance per language; a text asked for by its
// key alone is translated once and then kept (issue 36). What a page shows must not change.

// The app's own texts type every key; these tests bring texts of their own.
type LooseT = (key: string, options?: Record<string, unknown>) => string;
const fixedT = (view: ReturnType<typeof serverInstance>, lng: string | null): LooseT =>
  view.getFixedT(lng, 'common') as unknown as LooseT;

function serverInstance() {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'en',
    fallbackLng: 'en',
    initAsync: false,
    resources: {
      en: {
        common: {
          title: 'Vacancies',
          applicants_one: '{{count}} applicant',
          applicants_other: '{{count}} applicants',
        },
      },
      ru: {
        common: {
          title: 'Вакансии',
          applicants_one: '{{count}} отклик',
          applicants_few: '{{count}} отклика',
          applicants_many: '{{count}} откликов',
        },
      },
    },
    ns: ['common'],
    defaultNS: 'common',
  });
  return instance;
}

describe('memoised server translations', () => {
  it('gives the same texts, translating a plain key only the first time', () => {
    const instance = serverInstance();
    const view = memoiseTranslations(Object.create(instance) as typeof instance);
    const { translator } = instance as unknown as { translator: { translate: () => string } };
    const translate = vi.spyOn(translator, 'translate');
    const t = fixedT(view, null);
    expect(t('title')).toBe('Vacancies');
    expect(t('title')).toBe('Vacancies');
    expect(fixedT(view, null)('title')).toBe('Vacancies');
    expect(translate).toHaveBeenCalledTimes(1);
  });

  it('translates every text with options (counts, values) each time', () => {
    const instance = serverInstance();
    const view = memoiseTranslations(Object.create(instance) as typeof instance);
    const t = fixedT(view, null);
    expect(t('applicants', { count: 1 })).toBe('1 applicant');
    expect(t('applicants', { count: 3 })).toBe('3 applicants');
  });

  it('keeps the texts of each language apart', async () => {
    const instance = serverInstance();
    const view = memoiseTranslations(Object.create(instance) as typeof instance);
    expect(fixedT(view, null)('title')).toBe('Vacancies');
    expect(fixedT(view, 'ru')('title')).toBe('Вакансии');
    await instance.changeLanguage('ru');
    expect(fixedT(view, null)('title')).toBe('Вакансии');
    expect(fixedT(view, null)('applicants', { count: 5 })).toBe('5 откликов');
  });
});
