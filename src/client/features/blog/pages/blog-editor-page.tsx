import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { Link } from 'react-router';
import { ErrorPanel } from '../../../components/error-panel';
import { FormMessage } from '../../../components/form-message';
import { LoadingStatus } from '../../../components/loading-status';
import { buttonClass, card, textLink } from '../../../components/ui-classes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paths } from '../../../paths';
import { useDeletePost } from '../api/delete-post';
import { useAllPosts } from '../api/list-all-posts';
import type { PostSummary } from '../api/list-posts';
import { useUpdatePost } from '../api/update-post';
import { listDate } from '../lib/post-dates';
import { describeApiError } from '../../../lib/describe-api-error';

/** /dashboard/blog (admins): every post, drafts first in mind, with publish and delete. */
export function BlogEditorPage() {
  const { t } = useTranslation('blog');
  const query = useAllPosts();
  const update = useUpdatePost();
  const remove = useDeletePost();
  useDocumentTitle(t('editor.title'));

  const failure = update.error ?? remove.error;
  return (
    <section className={card}>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">{t('editor.title')}</h2>
        <Link to={paths.dashboardBlogNew} className={buttonClass('primary')}>
          {t('editor.newPost')}
        </Link>
      </div>
      {failure ? (
        <FormMessage kind="error">
          {describeApiError(failure, { fallback: t('editor.saveFailed') }).message}
        </FormMessage>
      ) : null}
      {query.isPending ? (
        <LoadingStatus />
      ) : query.isError ? (
        <ErrorPanel message={t('list.loadFailed')} onRetry={() => void query.refetch()} />
      ) : query.data.posts.length === 0 ? (
        <p className="text-slate-700">{t('editor.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {query.data.posts.map((post) => (
            <EditorRow
              key={post.id}
              post={post}
              isBusy={update.isPending || remove.isPending}
              onToggle={() =>
                update.mutate({
                  id: post.id,
                  changes: { status: post.status === 'published' ? 'draft' : 'published' },
                })
              }
              onDelete={() => {
                if (window.confirm(t('editor.deleteConfirm', { title: post.title })))
                  remove.mutate(post.id);
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function EditorRow(props: {
  post: PostSummary;
  isBusy: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('blog');
  const language = useLanguage();
  const { post } = props;
  const isPublished = post.status === 'published';
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-4">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{post.title}</p>
        <p className="text-sm text-slate-600">
          <span
            className={`mr-2 rounded-full px-2 py-0.5 text-xs ${isPublished ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'}`}
          >
            {isPublished ? t('editor.status.published') : t('editor.status.draft')}
          </span>
          {listDate(post.createdAt, { notAvailable: t('post.notAvailable'), language })} · /blog/
          {post.slug}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Link to={paths.blogPost(post.slug)} className={textLink}>
          {t('editor.view')}
        </Link>
        <Link to={paths.dashboardBlogEdit(post.id)} className={textLink}>
          {t('editor.edit')}
        </Link>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={props.isBusy}
          onClick={props.onToggle}
        >
          {isPublished ? t('editor.unpublish') : t('editor.publish')}
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={props.isBusy}
          onClick={props.onDelete}
        >
          {t('editor.delete')}
        </button>
      </div>
    </li>
  );
}
