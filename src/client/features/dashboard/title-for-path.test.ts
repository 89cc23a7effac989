import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n';
import { dashboardTitleKey } from './title-for-path';

const titleFor = (pathname: string, language: 'en' | 'ru' = 'en') =>
  createI18n(language).t(`dashboard:titles.${dashboardTitleKey(pathname)}`);

describe('dashboard header title', () => {
  it.each([
    ['/dashboard/ai-interview', 'Interview Practice'],
    ['/dashboard/progress', 'Progress'],
    ['/dashboard/resume-creator', 'Resume Builder'],
    ['/dashboard/vacancies', 'Vacancies'],
    ['/dashboard/vacancies/edit/42', 'Vacancies'],
    ['/dashboard/vacancies/42/applications', 'Vacancies'],
    ['/dashboard/saved-jobs', 'Saved Jobs'],
    ['/dashboard/saved-jobs/', 'Saved Jobs'],
    ['/dashboard/applications', 'My Applications'],
    ['/dashboard/profile', 'Profile'],
  ])('names the section of %s: %s', (pathname, title) => {
    expect(titleFor(pathname)).toBe(title);
  });

  it.each([
    '/dashboard',
    '/dashboard/',
    '/dashboard/unknown',
    '/dashboard/constructor',
    '/dashboardPage',
    '/',
  ])('falls back to Dashboard for %s', (pathname) => {
    expect(titleFor(pathname)).toBe('Dashboard');
  });

  it('is translated', () => {
    expect(titleFor('/dashboard/resume-creator', 'ru')).toBe('Конструктор резюме');
    expect(titleFor('/dashboard', 'ru')).toBe('Панель управления');
    expect(titleFor('/dashboard/profile', 'ru')).toBe('Профиль');
    expect(titleFor('/dashboard/applications', 'ru')).toBe('Мои отклики');
  });
});
