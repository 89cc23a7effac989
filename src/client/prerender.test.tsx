import { describe, expect, it } from 'vitest';
import { renderLanding } from './prerender';

// The build's prerender of `/` (scripts/prerender.ts); the e2e tests check that it hydrates.
describe('renderLanding', () => {
  it('renders the landing page in English, with no texts to embed (the entry bundles them)', () => {
    const page = renderLanding('en');
    expect(page.html).toContain('Walk into your next interview ready');
    expect(page.title).toBe('Interview practice · HireReady');
    expect(page.texts).toEqual({});
  });

  it('renders it in Russian, with the texts the first client render needs', () => {
    const page = renderLanding('ru');
    expect(page.html).toContain('Приходите на собеседование подготовленными');
    expect(page.title).toBe('Тренировка собеседований · HireReady');
    expect(Object.keys(page.texts.ru ?? {}).sort()).toEqual(['common', 'landing']);
  });

  it('shows no account links (the session is unknown) and keeps the forms disabled', () => {
    const { html } = renderLanding('en');
    expect(html).not.toContain('Sign In');
    expect(html).not.toContain('Dashboard');
    expect(html.match(/<fieldset disabled=""/g)).toHaveLength(2);
  });
});
