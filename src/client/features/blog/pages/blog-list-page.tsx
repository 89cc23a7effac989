import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorPanel } from '../../../components/error-panel';
import { LoadingStatus } from '../../../components/loading-status';
import { PageHeader } from '../../../components/page-header';
import { container, fieldInput, fieldLabel, textLink } from '../../../components/ui-classes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LANGUAGES } from '../../../../shared/constants';
import { usePosts } from '../api/list-posts';
import { PostCard } from '../components/post-card';

/**
 * /blog: published posts, the reader's language first and newest first, with a language and a
 * topic filter kept in the address (?lang=, ?tag=). Topics are words of one language: the list
 * offers the chosen language's, else the reader's.
 */
export function BlogListPage() {
  const { t } = useTranslation('blog');
  const { t: tCommon } = useTranslation('common');
  const [params, setParams] = useSearchParams();
  const tag = params.get('tag') ?? undefined;
  const lang = LANGUAGES.find((known) => known === params.get('lang'));
  const query = usePosts({ tag, lang });
  useDocumentTitle(t('list.title'));

  const choose = (next: { tag?: string; lang?: string }) => {
    const entries = Object.entries(next).filter((entry): entry is [string, string] =>
      Boolean(entry[1]),
    );
    setParams(Object.fromEntries(entries), { replace: false, preventScrollReset: true });
  };

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
      <div className="mb-8 flex flex-wrap gap-4">
        <div className="w-full max-w-xs">
          <label htmlFor="blog-language" className={fieldLabel}>
            {t('list.language')}
          </label>
          <select
            id="blog-language"
            className={fieldInput}
            value={lang ?? ''}
            // Another language has other topics: the topic filter starts again.
            onChange={(event) => choose({ lang: event.target.value })}
          >
            <option value="">{t('list.allLanguages')}</option>
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {tCommon(`language.${code}`)}
              </option>
            ))}
          </select>
        </div>
        {query.data && query.data.tags.length > 0 ? (
          <div className="w-full max-w-xs">
            <label htmlFor="blog-topic" className={fieldLabel}>
              {t('list.topics')}
            </label>
            <select
              id="blog-topic"
              className={fieldInput}
              value={tag ?? ''}
              onChange={(event) => choose({ lang, tag: event.target.value })}
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
      </div>
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
