import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { Link } from 'react-router';
import { textLink } from '../../../components/ui-classes';
import { paths } from '../../../paths';
import { parseLanguage } from '../../../../shared/language';
import type { PostSummary } from '../api/list-posts';
import { listDate } from '../lib/post-dates';

/** One post in the list: title, excerpt, date (en-US long, spec §2) and Read more. */
export function PostCard({ post }: { post: PostSummary }) {
  const { t } = useTranslation('blog');
  const language = useLanguage();
  const href = paths.blogPost(post.slug);
  return (
    <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      {post.coverImageUrl ? (
        <img
          src={post.coverImageUrl}
          alt={post.coverImageAlt}
          width={600}
          height={300}
          loading="lazy"
          decoding="async"
          className="-mx-6 -mt-6 mb-5 aspect-[2/1] h-auto w-[calc(100%+3rem)] max-w-none rounded-t-2xl object-cover"
        />
      ) : null}
      <h2 className="text-xl font-semibold break-words text-slate-900">
        <Link to={href} className="hover:text-indigo-700">
          {post.title}
        </Link>
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        <time dateTime={post.createdAt}>
          {listDate(post.createdAt, { notAvailable: t('post.notAvailable'), language })}
        </time>
        {' · '}
        {t('list.minutes', { count: post.readingMinutes })}
        {' · '}
        <span lang={post.language}>{t(`list.languages.${parseLanguage(post.language)}`)}</span>
      </p>
      <p className="mt-3 flex-1 break-words text-slate-700">{post.excerpt}</p>
      {post.tags.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('post.tags')}>
          {post.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      <Link
        to={href}
        className={`${textLink} mt-4 self-start`}
        aria-label={t('list.readMoreLabel', { title: post.title })}
      >
        {t('list.readMore')}
      </Link>
    </article>
  );
}
