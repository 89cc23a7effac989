import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_SESSION, jsonResponse, renderApp, stubApi } from '../../../testing/render-app';
import { postSummary } from '../testing/blog-fixtures';

afterEach(() => vi.unstubAllGlobals());

const TAGS = [
  { tag: 'interviews', count: 2 },
  { tag: 'resume', count: 1 },
];

describe('blog list', () => {
  it('shows each post with its date, reading time and Read more, newest first', async () => {
    stubApi({
      ...GUEST_SESSION,
      'GET /api/blog/posts': () =>
        jsonResponse({
          posts: [
            postSummary(),
            postSummary({
              id: 'p2',
              slug: 'rezume',
              title: 'Резюме под вакансию',
              language: 'ru',
              createdAt: '2026-08-15T09:00:00.000Z',
            }),
          ],
          tags: TAGS,
        }),
    });
    renderApp('/blog');

    const [first, second] = await screen.findAllByRole('article');
    expect(within(first!).getByRole('heading', { name: 'The STAR method' })).toBeVisible();
    expect(first).toHaveTextContent('Sep 2, 2026');
    expect(first).toHaveTextContent('3 min read');
    expect(
      within(first!).getByRole('link', { name: 'Read more: The STAR method' }),
    ).toHaveAttribute('href', '/blog/star-method');
    expect(second).toHaveTextContent('Aug 15, 2026');
    expect(second).toHaveTextContent('Russian');
    expect(screen.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/rss.xml');
  });

  it('filters by topic, keeping the choice in the address', async () => {
    const api = stubApi({
      ...GUEST_SESSION,
      'GET /api/blog/posts': () => jsonResponse({ posts: [postSummary()], tags: TAGS }),
      'GET /api/blog/posts?tag=resume': () =>
        jsonResponse({ posts: [postSummary({ title: 'Tailor your resume' })], tags: TAGS }),
    });
    const { router, user } = renderApp('/blog');

    await user.selectOptions(await screen.findByLabelText('Topics'), 'resume');

    expect(await screen.findByRole('heading', { name: 'Tailor your resume' })).toBeVisible();
    expect(router.state.location.search).toBe('?tag=resume');
    expect(api.unexpected).toEqual([]);
  });

  it('filters by language, keeping it in the address, and starts the topic again', async () => {
    const api = stubApi({
      ...GUEST_SESSION,
      'GET /api/blog/posts?tag=interviews': () =>
        jsonResponse({ posts: [postSummary()], tags: TAGS }),
      'GET /api/blog/posts?lang=ru': () =>
        jsonResponse({
          posts: [postSummary({ id: 'p3', title: 'Метод STAR', language: 'ru' })],
          tags: [{ tag: 'собеседования', count: 1 }],
        }),
    });
    const { router, user } = renderApp('/blog?tag=interviews');
    expect(await screen.findByLabelText('Post language')).toHaveValue('');

    await user.selectOptions(screen.getByLabelText('Post language'), 'ru');

    expect(await screen.findByRole('heading', { name: 'Метод STAR' })).toBeVisible();
    expect(router.state.location.search).toBe('?lang=ru');
    expect(
      within(screen.getByLabelText('Topics')).getByRole('option', { name: 'собеседования (1)' }),
    ).toBeInTheDocument();
    expect(api.unexpected).toEqual([]);
  });

  it('shows a cover with its alt text on the card', async () => {
    stubApi({
      ...GUEST_SESSION,
      'GET /api/blog/posts': () =>
        jsonResponse({
          posts: [
            postSummary({
              coverImageUrl: '/api/blog/images/7c9e6679-7425-40de-944b-e07fc1f90ae7.webp',
              coverImageAlt: 'A candidate rehearsing answers at a desk',
            }),
          ],
          tags: TAGS,
        }),
    });
    renderApp('/blog');

    const cover = await screen.findByRole('img', {
      name: 'A candidate rehearsing answers at a desk',
    });
    expect(cover).toHaveAttribute('loading', 'lazy');
  });

  it('says when there are no posts yet', async () => {
    stubApi({
      ...GUEST_SESSION,
      'GET /api/blog/posts': () => jsonResponse({ posts: [], tags: [] }),
    });
    renderApp('/blog');

    expect(await screen.findByText('No blog posts found yet. Check back soon!')).toBeVisible();
  });

  it('dates each post in the interface’s language: one format beside «мин чтения»', async () => {
    localStorage.setItem('language', 'ru');
    stubApi({
      ...GUEST_SESSION,
      'GET /api/blog/posts': () => jsonResponse({ posts: [postSummary()], tags: TAGS }),
    });
    renderApp('/blog');
    const [first] = await screen.findAllByRole('article');
    expect(first).toHaveTextContent('2 сент. 2026 г.');
    expect(first).not.toHaveTextContent('September');
  });

  it('says loading failed, in Russian too, and offers to try again', async () => {
    localStorage.setItem('language', 'ru');
    stubApi({
      ...GUEST_SESSION,
      'GET /api/blog/posts': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderApp('/blog');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось загрузить статьи. Попробуйте позже.',
    );
    expect(screen.getByRole('button', { name: 'Попробовать еще раз' })).toBeVisible();
  });
});
