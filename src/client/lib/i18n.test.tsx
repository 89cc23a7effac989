import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_SESSION, renderApp, stubApi } from '../testing/render-app';
import { createI18n, readStartLanguage, readStoredLanguage, switchLanguage } from './i18n';

afterEach(() => vi.unstubAllGlobals());

describe('interface language', () => {
  it('is English when nothing is stored', () => {
    expect(readStoredLanguage()).toBe('en');
    const i18n = createI18n();
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('is read from localStorage "language"', () => {
    localStorage.setItem('language', 'ru');
    const i18n = createI18n();
    expect(i18n.t('common:nav.signIn')).toBe('Войти');
    expect(document.documentElement.lang).toBe('ru');
  });

  it.each(['de', 'RU', 'ru-RU', '', 'null'])(
    'falls back to English for the stored value "%s"',
    (value) => {
      localStorage.setItem('language', value);
      const i18n = createI18n();
      expect(i18n.t('common:nav.signIn')).toBe('Sign In');
      expect(document.documentElement.lang).toBe('en');
    },
  );

  it('is remembered and applied to <html lang> when switched', async () => {
    const i18n = createI18n();
    await switchLanguage(i18n, 'ru');
    expect(localStorage.getItem('language')).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
    await switchLanguage(i18n, 'en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('is also written to the `lang` cookie, for the server to prerender in it', async () => {
    const i18n = createI18n();
    await switchLanguage(i18n, 'ru');
    expect(document.cookie).toContain('lang=ru');
    await switchLanguage(i18n, 'en');
    expect(document.cookie).toContain('lang=en');
  });

  it("starts in the stored choice, else in the server's <html lang>", () => {
    localStorage.removeItem('language');
    document.documentElement.lang = 'ru';
    expect(readStartLanguage()).toBe('ru');
    localStorage.setItem('language', 'en');
    expect(readStartLanguage()).toBe('en');
    localStorage.setItem('language', 'de');
    document.documentElement.lang = 'fr';
    expect(readStartLanguage()).toBe('en');
  });

  it('changes the whole interface from the top-bar switcher', async () => {
    stubApi(GUEST_SESSION);
    const { user } = renderApp('/');
    const mainNav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(await within(mainNav).findByRole('link', { name: 'Sign In' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Русский');

    expect(screen.getByRole('combobox', { name: 'Язык' })).toHaveValue('ru');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Приходите на собеседование подготовленными',
    );
    expect(document.documentElement.lang).toBe('ru');
    expect(localStorage.getItem('language')).toBe('ru');
    expect(document.title).toBe('Тренировка собеседований · HireReady');
  });
});
