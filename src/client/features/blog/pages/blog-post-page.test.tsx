import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_SESSION, jsonResponse, renderApp, stubApi } from '../../../testing/render-app';
import { postDetail } from '../testing/blog-fixtures';

afterEach(() => vi.unstubAllGlobals());

const GET = 'GET /api/blog/posts/star-method';

describe('blog post', () => {
  it('shows the title, published date, author, tags, content and All Posts', async () => {
    stubApi({ ...GUEST_SESSION, [GET]: () => jsonResponse({ post: postDetail() }) });
    renderApp('/blog/star-method');

    expect(await screen.findByRole('heading', { level: 1, name: 'The STAR method' })).toBeVisible();
    // The one date form of each language (never 02/09/2026, which reads as February 9 in the US).
    expect(screen.getByText(/Published: Sep 2, 2026/)).toBeVisible();
    expect(screen.getByText(/Author: HireReady Team/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'interviews' })).toHaveAttribute(
      'href',
      '/blog?tag=interviews',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'The four parts' })).toBeVisible();
    expect(screen.getByText('you').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: '← All Posts' })).toHaveAttribute('href', '/blog');
    expect(document.title).toBe('The STAR method · HireReady');
  });

  it('hides a cover image that fails to load', async () => {
    stubApi({
      ...GUEST_SESSION,
      [GET]: () =>
        jsonResponse({ post: postDetail({ coverImageUrl: 'https://img.example/x.png' }) }),
    });
    renderApp('/blog/star-method');

    await screen.findByRole('heading', { level: 1, name: 'The STAR method' });
    const cover = document.querySelector('img');
    expect(cover).toHaveAttribute('src', 'https://img.example/x.png');
    fireEvent.error(cover!);
    expect(document.querySelector('img')).toBeNull();
  });

  it.each([
    [{ createdAt: '' }, 'Published: N/A'],
    [{ createdAt: 'not a date' }, 'Published: Invalid date'],
  ])('shows %j as %s', async (overrides, text) => {
    stubApi({ ...GUEST_SESSION, [GET]: () => jsonResponse({ post: postDetail(overrides) }) });
    renderApp('/blog/star-method');

    expect(await screen.findByText(new RegExp(text))).toBeVisible();
  });

  it('gives the Russian messages for a post not found and a failed load', async () => {
    localStorage.setItem('language', 'ru');
    stubApi({
      ...GUEST_SESSION,
      [GET]: () =>
        jsonResponse(
          {
            error: {
              code: 'blog_post_not_found',
              message: 'Статья не найдена или была перемещена.',
            },
          },
          404,
        ),
      'GET /api/blog/posts/other': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { router } = renderApp('/blog/star-method');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Статья не найдена или была перемещена.',
    );
    expect(screen.getByRole('link', { name: '← Все статьи' })).toHaveAttribute('href', '/blog');
    await router.navigate('/blog/other');
    expect(await screen.findByText('Не удалось загрузить статью. Попробуйте позже.')).toBeVisible();
  });

  it('gives the Russian message when the identifier is missing', async () => {
    localStorage.setItem('language', 'ru');
    stubApi(GUEST_SESSION);
    renderApp('/blog/%20');

    expect(await screen.findByRole('alert')).toHaveTextContent('Идентификатор статьи не указан.');
  });
});
