import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorPanel } from '../../../components/error-panel';
import { LoadingStatus } from '../../../components/loading-status';
import { card, textLink } from '../../../components/ui-classes';
import { parseLanguage } from '../../../../shared/language';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paths } from '../../../paths';
import { useCreatePost } from '../api/create-post';
import { type EditablePost, useEditablePost } from '../api/get-editable-post';
import { useUpdatePost } from '../api/update-post';
import {
  EMPTY_DRAFT,
  type PostDraft,
  PostEditorForm,
  toPostInput,
} from '../components/post-editor-form';

const draftOf = (post: EditablePost): PostDraft => ({
  title: post.title,
  slug: post.slug,
  excerpt: post.excerpt,
  tags: post.tags.join(', '),
  language: parseLanguage(post.language),
  coverImageUrl: post.coverImageUrl ?? '',
  coverImageAlt: post.coverImageAlt,
  authorName: post.authorName ?? '',
  content: post.content,
});

/** /dashboard/blog/new: a new post, saved as a draft or published at once. */
export function BlogPostNewPage() {
  const { t } = useTranslation('blog');
  const navigate = useNavigate();
  const create = useCreatePost();
  useDocumentTitle(t('editor.newPost'));
  return (
    <section className={card}>
      <h2 className="mb-5 text-xl font-semibold text-slate-900">{t('editor.newPost')}</h2>
      <PostEditorForm
        initial={EMPTY_DRAFT}
        isPublished={false}
        isSaving={create.isPending}
        saveError={create.error}
        onSave={(draft, status) =>
          create.mutate(toPostInput(draft, status), {
            onSuccess: ({ post }) =>
              void navigate(paths.dashboardBlogEdit(post.id), { replace: true }),
          })
        }
      />
    </section>
  );
}

/** /dashboard/blog/edit/:id: edit, publish or unpublish a post. */
export function BlogPostEditPage() {
  const { t } = useTranslation('blog');
  const { id = '' } = useParams();
  const query = useEditablePost(id);
  const update = useUpdatePost();
  useDocumentTitle(t('editor.editPost'));
  const post = query.data?.post;
  if (query.isError) {
    return <ErrorPanel message={t('post.errors.notFound')} onRetry={() => void query.refetch()} />;
  }
  if (!post) return <LoadingStatus />;
  return (
    <section className={card}>
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">{t('editor.editPost')}</h2>
        <p className="text-sm text-slate-700">
          {t('editor.statusLine', {
            status:
              post.status === 'published' ? t('editor.status.published') : t('editor.status.draft'),
          })}{' '}
          ·{' '}
          <Link to={paths.blogPost(post.slug)} className={textLink}>
            {t('editor.view')}
          </Link>
        </p>
      </div>
      {update.isSuccess ? (
        <p
          role="status"
          className="mb-4 rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        >
          {update.data.post.status === 'published' ? t('editor.published') : t('editor.savedDraft')}
        </p>
      ) : null}
      <PostEditorForm
        key={`${post.id}-${post.updatedAt}`}
        initial={draftOf(post)}
        isPublished={post.status === 'published'}
        isSaving={update.isPending}
        saveError={update.error}
        onSave={(draft, status) =>
          update.mutate({ id: post.id, changes: toPostInput(draft, status) })
        }
      />
    </section>
  );
}
