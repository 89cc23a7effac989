import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { memoiseTranslations } from './memoised-translations';

// The server renders every page with one i18next instance per language; a text asked for by its
// key alone is translated once and then kept (issue 36). What a page shows must not change.

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
    const translate = vi.spyOn(instance.translator, 'translate');
    const t = view.getFixedT(null, 'common');
    expect(t('title')).toBe('Vacancies');
    expect(t('title')).toBe('Vacancies');
    expect(view.getFixedT(null, 'common')('title')).toBe('Vacancies');
    expect(translate).toHaveBeenCalledTimes(1);
  });

  it('translates every text with options (counts, values) each time', () => {
    const instance = serverInstance();
    const view = memoiseTranslations(Object.create(instance) as typeof instance);
    const t = view.getFixedT(null, 'common');
    expect(t('applicants', { count: 1 })).toBe('1 applicant');
    expect(t('applicants', { count: 3 })).toBe('3 applicants');
  });

  it('keeps the texts of each language apart', async () => {
    const instance = serverInstance();
    const view = memoiseTranslations(Object.create(instance) as typeof instance);
    expect(view.getFixedT(null, 'common')('title')).toBe('Vacancies');
    expect(view.getFixedT('ru', 'common')('title')).toBe('Вакансии');
    await instance.changeLanguage('ru');
    expect(view.getFixedT(null, 'common')('title')).toBe('Вакансии');
    expect(view.getFixedT(null, 'common')('applicants', { count: 5 })).toBe('5 откликов');
  });
});
