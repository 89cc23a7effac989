import type { PostDetail } from '../api/get-post';
import type { PostSummary } from '../api/list-posts';

export function postSummary(overrides: Partial<PostSummary> = {}): PostSummary {
  return {
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    slug: 'star-method',
    title: 'The STAR method',
    excerpt: 'Situation, task, action, result.',
    coverImageUrl: null,
    coverImageAlt: '',
    authorName: 'HireReady Team',
    tags: ['interviews'],
    language: 'en',
    status: 'published',
    createdAt: '2026-09-02T09:00:00.000Z',
    updatedAt: '2026-09-03T09:00:00.000Z',
    readingMinutes: 3,
    ...overrides,
  };
}

export function postDetail(overrides: Partial<PostDetail> = {}): PostDetail {
  return {
    ...postSummary(),
    contentHtml: '<h2>The four parts</h2>\n<p>Say what <strong>you</strong> did.</p>',
    ...overrides,
  };
}
