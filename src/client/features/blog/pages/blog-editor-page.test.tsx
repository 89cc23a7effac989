import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, jsonResponse, renderApp, sessionUser, stubApi } from '../../../testing/render-app';
import { postDetail, postSummary } from '../testing/blog-fixtures';

afterEach(() => vi.unstubAllGlobals());

const ADMIN = {
  'GET /api/session': () => jsonResponse({ user: sessionUser({ isAdmin: true }) }),
  'GET /api/dashboard/stats': () =>
    jsonResponse({ completedInterviews: 0, resumes: 0, availableVacancies: 0, savedJobs: 0 }),
};
const EDITABLE = { ...postDetail({ status: 'draft' }), content: '## The four parts' };

describe('blog editor', () => {
  it('is in the sidebar for admins and lists drafts and published posts', async () => {
    stubApi({
      ...ADMIN,
      'GET /api/admin/blog/posts': () =>
        jsonResponse({
          posts: [
            postSummary({ id: 'p2', status: 'draft', title: 'Work in progress' }),
            postSummary(),
          ],
        }),
    });
    renderApp('/dashboard/blog');

    expect(await screen.findByRole('link', { name: 'Blog editor' })).toHaveAttribute(
      'href',
      '/dashboard/blog',
    );
    const draft = (await screen.findByText('Work in progress')).closest('li');
    expect(draft).toHaveTextContent('Draft');
    expect(within(draft!).getByRole('button', { name: 'Publish' })).toBeVisible();
  });

  it('does not exist for anyone else', async () => {
    stubApi({
      'GET /api/session': () => jsonResponse({ user: sessionUser() }),
      'GET /api/dashboard/stats': ADMIN['GET /api/dashboard/stats'],
    });
    renderApp('/dashboard/blog');

    expect(await screen.findByText('404')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Blog editor' })).toBeNull();
  });

  it('previews through the server, checks fields first, and publishes', async () => {
    const api = stubApi({
      ...ADMIN,
      'POST /api/admin/blog/preview': () => jsonResponse({ html: '<h2>Preview heading</h2>' }),
      'POST /api/admin/blog/posts': () => jsonResponse({ post: EDITABLE }, 201),
      [`GET /api/admin/blog/posts/${EDITABLE.id}`]: () => jsonResponse({ post: EDITABLE }),
    });
    const { router, user } = renderApp('/dashboard/blog/new');

    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(screen.getByText('Please enter a title for the post.')).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(api.requestsTo('POST /api/admin/blog/posts')).toHaveLength(0);

    await user.type(screen.getByLabelText('Title'), 'The STAR method');
    await user.type(screen.getByLabelText('Tags'), 'interviews, STAR');
    await user.type(screen.getByLabelText('Content (Markdown)'), '## The four parts');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('heading', { name: 'Preview heading' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/blog/edit/${EDITABLE.id}`),
    );
    expect(bodyOf(api.requestsTo('POST /api/admin/blog/posts')[0]?.[1])).toMatchObject({
      title: 'The STAR method',
      tags: ['interviews', 'STAR'],
      content: '## The four parts',
      status: 'published',
      slug: null,
    });
  });

  it("keeps what was typed and shows the server's reason when saving fails", async () => {
    stubApi({
      ...ADMIN,
      'POST /api/admin/blog/posts': () =>
        jsonResponse(
          {
            error: {
              code: 'blog_slug_taken',
              message: 'Another post already uses this address.',
            },
          },
          409,
        ),
    });
    const { user } = renderApp('/dashboard/blog/new');

    await user.type(await screen.findByLabelText('Title'), 'Tips');
    await user.type(screen.getByLabelText('Address (slug)'), 'tips');
    await user.type(screen.getByLabelText('Content (Markdown)'), 'Body');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another post already uses this address.',
    );
    expect(screen.getByLabelText('Title')).toHaveValue('Tips');
    expect(screen.getByLabelText('Content (Markdown)')).toHaveValue('Body');
  });

  it('uploads images to HireReady: one into the text where the cursor is, one as the cover', async () => {
    const urls = [
      '/api/blog/images/0a1b2c3d-1111-2222-3333-444455556666.png',
      '/api/blog/images/9f8e7d6c-1111-2222-3333-444455556666.jpg',
    ];
    let uploads = 0;
    const api = stubApi({
      ...ADMIN,
      'POST /api/admin/blog/images': () => jsonResponse({ url: urls[uploads++] }, 201),
      'POST /api/admin/blog/posts': () => jsonResponse({ post: EDITABLE }, 201),
      [`GET /api/admin/blog/posts/${EDITABLE.id}`]: () => jsonResponse({ post: EDITABLE }),
    });
    const { user } = renderApp('/dashboard/blog/new');

    await user.type(await screen.findByLabelText('Title'), 'Our office');
    const content = screen.getByLabelText('Content (Markdown)');
    await user.type(content, 'Before.{Enter}After.');
    (content as HTMLTextAreaElement).setSelectionRange(7, 7);
    const chart = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'salary chart.png', {
      type: 'image/png',
    });
    await user.upload(screen.getByLabelText('Insert an image'), chart);
    await vi.waitFor(() =>
      expect(content).toHaveValue(`Before.\n![salary chart](${urls[0]})\nAfter.`),
    );
    const [, init] = api.requestsTo('POST /api/admin/blog/images')[0] ?? [];
    expect(init?.body).toBe(chart);
    expect(new Headers(init?.headers).get('Content-Type')).toBe('image/png');

    const cover = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'cover.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(screen.getByLabelText('Upload a cover image'), cover);
    expect(await screen.findByRole('img', { name: 'The cover image' })).toHaveAttribute(
      'src',
      urls[1],
    );
    // The cover gets its alt text, which then also describes the preview.
    await user.type(
      screen.getByLabelText('Cover description (alt text)'),
      'The team around a whiteboard',
    );
    expect(screen.getByRole('img', { name: 'The team around a whiteboard' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await vi.waitFor(() => expect(api.requestsTo('POST /api/admin/blog/posts')).toHaveLength(1));
    expect(bodyOf(api.requestsTo('POST /api/admin/blog/posts')[0]?.[1])).toMatchObject({
      coverImageUrl: urls[1],
      coverImageAlt: 'The team around a whiteboard',
    });
  });

  it('says why an image was refused, in the interface language, and keeps the text', async () => {
    stubApi({
      ...ADMIN,
      'POST /api/admin/blog/images': () =>
        jsonResponse(
          {
            error: {
              code: 'blog_image_invalid',
              message: 'Choose a PNG, JPEG, GIF or WebP image.',
            },
          },
          415,
        ),
    });
    const { user } = renderApp('/dashboard/blog/new');
    const content = await screen.findByLabelText('Content (Markdown)');
    await user.type(content, 'Draft text');
    // Named and typed as a PNG, but the server reads its bytes.
    const fake = new File(['<svg/>'], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Insert an image'), fake);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a PNG, JPEG, GIF or WebP image.',
    );
    expect(content).toHaveValue('Draft text');
  });
});
