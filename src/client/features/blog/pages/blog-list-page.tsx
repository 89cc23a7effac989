import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorPanel } from '../../../components/error-panel';
import { LoadingStatus } from '../../../components/loading-status';
import { PageHeader } from '../../../components/page-header';
import { container, fieldInput, fieldLabel, textLink } from '../../../components/ui-classes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePosts } from '../api/list-posts';
import { PostCard } from '../components/post-card';

/** /blog: published posts, newest first, with a topic filter kept in the address (?tag=). */
export function BlogListPage() {
  const { t } = useTranslation('blog');
  const [params, setParams] = useSearchParams();
  const tag = params.get('tag') ?? undefined;
  const query = usePosts(tag);
  useDocumentTitle(t('list.title'));

  const chooseTag = (next: string) =>
    setParams(next ? { tag: next } : {}, { replace: false, preventScrollReset: true });

  return (
    <div className={`${container} py-12`}>
      <PageHeader
        title={t('list.title')}
        lead={
          <>
            {t('list.lead')}{' '}
            <a href="/rss.xml" className={textLink} type="application/rss+xml">
              {t('list.rss')}
            </a>
          </>
        }
      />
      {query.data && query.data.tags.length > 0 ? (
        <div className="mb-8 max-w-xs">
          <label htmlFor="blog-topic" className={fieldLabel}>
            {t('list.topics')}
          </label>
          <select
            id="blog-topic"
            className={fieldInput}
            value={tag ?? ''}
            onChange={(event) => chooseTag(event.target.value)}
          >
            <option value="">{t('list.allTopics')}</option>
            {query.data.tags.map(({ tag: name, count }) => (
              <option key={name} value={name}>
                {`${name} (${count})`}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {query.isPending ? (
        <LoadingStatus />
      ) : query.isError && !query.data ? (
        <ErrorPanel
          message={t('list.loadFailed')}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : query.data.posts.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-700">
          {t('list.empty')}
        </p>
      ) : (
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {query.data.posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      )}
    </div>
  );
}
