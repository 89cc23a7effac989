import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingStatus } from '../../../components/loading-status';
import { container, textLink } from '../../../components/ui-classes';
import { ApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useIsHydrated } from '../../../lib/use-is-hydrated';
import { paths } from '../../../paths';
import { type PostDetail, usePost } from '../api/get-post';
import { publishedDate } from '../lib/post-dates';

/** /blog/:postIdentifier: a post found by slug, else by id (spec §7). */
export function BlogPostPage() {
  const { t } = useTranslation('blog');
  const { postIdentifier = '' } = useParams();
  const identifier = postIdentifier.trim();
  const query = usePost(identifier);
  const post = query.data?.post;
  useDocumentTitle(post?.title ?? t('post.title'));

  if (!identifier) return <PostProblem message={t('post.errors.idMissing')} />;
  if (post) return <Post post={post} />;
  if (query.isError) {
    const isMissing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <PostProblem message={isMissing ? t('post.errors.notFound') : t('post.errors.loadFailed')} />
    );
  }
  return <LoadingStatus />;
}

function Post({ post }: { post: PostDetail }) {
  const { t } = useTranslation('blog');
  const [isCoverBroken, setIsCoverBroken] = useState(false);
  // The server renders the date in UTC; the reader's own zone follows right after hydration.
  const isHydrated = useIsHydrated();
  const language = useLanguage();
  const date = publishedDate(post.createdAt, {
    texts: { notAvailable: t('post.notAvailable'), invalid: t('post.invalidDate') },
    language,
    zone: isHydrated ? 'local' : 'utc',
  });
  return (
    <article className={`${container} max-w-3xl py-12`} lang={post.language}>
      {post.status !== 'published' ? (
        <p role="status" className="mb-6 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('post.draft')}
        </p>
      ) : null}
      {post.coverImageUrl && !isCoverBroken ? (
        <img
          src={post.coverImageUrl}
          alt={post.coverImageAlt}
          width={1200}
          height={600}
          fetchPriority="high"
          className="mb-8 aspect-[2/1] h-auto w-full rounded-2xl object-cover"
          onError={() => setIsCoverBroken(true)}
        />
      ) : null}
      <h1 className="text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl">
        {post.title}
      </h1>
      <p className="mt-3 text-sm text-slate-600">
        {t('post.published', { date })}
        {post.authorName ? ` · ${t('post.author', { name: post.authorName })}` : null}
        {' · '}
        {t('list.minutes', { count: post.readingMinutes })}
      </p>
      {post.tags.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('post.tags')}>
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link
                to={`${paths.blog}?tag=${encodeURIComponent(tag)}`}
                className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs text-indigo-800 hover:bg-indigo-100"
              >
                {tag}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div
        className="post-content mt-8"
        // Sanitized on the server (allow-listed tags, no scripts, handlers or javascript: URLs).
        dangerouslySetInnerHTML={{ __html: post.contentHtml }}
      />
      <Link to={paths.blog} className={`${textLink} mt-10 inline-block`}>
        ← {t('post.allPosts')}
      </Link>
    </article>
  );
}

function PostProblem({ message }: { message: string }) {
  const { t } = useTranslation('blog');
  return (
    <div className={`${container} max-w-3xl py-12`}>
      <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
        {message}
      </p>
      <Link to={paths.blog} className={`${textLink} mt-6 inline-block`}>
        ← {t('post.allPosts')}
      </Link>
    </div>
  );
}
