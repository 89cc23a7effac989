import { screen, within } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../router';
import { GUEST_SESSION, renderApp, stubApi } from '../../../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('landing page', () => {
  it('is shown in Russian and refuses an empty feedback form without calling the server', async () => {
    localStorage.setItem('language', 'ru');
    const api = stubApi(GUEST_SESSION);
    const { user } = renderApp('/');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Приходите на собеседование подготовленными' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Начать тренировку' })).toHaveAttribute(
      'href',
      '/new-interview',
    );
    expect(
      screen.getByRole('link', { name: 'Попробовать вопрос без регистрации' }),
    ).toHaveAttribute('href', '/try');
    // A picture of the product in the page's language, loaded only when scrolled to.
    const shot = screen.getByRole('img', { name: /Страница пробного вопроса/ });
    expect(shot).toHaveAttribute('src', '/landing/try-question-ru.jpg');
    expect(shot).toHaveAttribute('loading', 'lazy');
    expect(screen.getByLabelText('Название')).toBeRequired();
    expect(screen.getByLabelText('Описание')).toBeRequired();
    const rating = screen.getByRole('group', { name: 'Оценка (необязательно)' });
    expect(within(rating).getByRole('radio', { name: '1 звезда' })).not.toBeChecked();
    expect(within(rating).getByRole('radio', { name: '5 звёзд' })).toBeInTheDocument();
    expect(screen.getByLabelText('Электронная почта')).toHaveAttribute('type', 'email');
    expect(document.title).toBe('Тренировка собеседований · HireReady');

    await user.click(screen.getByRole('button', { name: 'Отправить отзыв' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Пожалуйста, заполните обязательные поля (название и описание)',
    );
    expect(screen.getByLabelText('Название')).toHaveFocus();
    expect(screen.getByLabelText('Название')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('POST /api/feedbacks')).toHaveLength(0);
    expect(api.unexpected).toEqual([]);
  });

  it('shows the hero, three features, benefits, three testimonials and the footer line', async () => {
    stubApi(GUEST_SESSION);
    renderApp('/');

    expect(screen.getByRole('link', { name: 'Start Practice' })).toHaveAttribute(
      'href',
      '/new-interview',
    );
    const features = screen
      .getByRole('heading', { name: 'Everything you need for the job search' })
      .closest('section')!;
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Interview practice', 'Resume Builder', 'Job board']);
    expect(screen.getAllByRole('figure')).toHaveLength(3);
    expect(
      screen.getByText(
        'HireReady helps job seekers prepare: interview practice with feedback on every answer, resumes matched to the job, and a job board.',
      ),
    ).toBeVisible();
    expect(await screen.findAllByRole('link', { name: 'Sign Up' })).not.toHaveLength(0);
  });

  it('has no dead links: every link goes to a registered page', async () => {
    stubApi(GUEST_SESSION);
    renderApp('/');
    await screen.findAllByRole('link', { name: 'Sign In' });

    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) {
      const matched = matchRoutes(routes, new URL(href, 'http://localhost').pathname) ?? [];
      expect(matched.at(-1)?.route.path, `${href} has no page`).not.toBe('*');
    }
  });
});
