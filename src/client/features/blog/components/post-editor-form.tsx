import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../../../shared/errors';
import type { Language } from '../../../../shared/language';
import { type BlogPostStatus, postInputSchema } from '../../../../shared/schemas/blog';
import { FormMessage } from '../../../components/form-message';
import { buttonClass, fieldInput, fieldLabel } from '../../../components/ui-classes';
import { fieldErrorsOf, focusFirstField } from '../../../lib/form-validation';
import { usePreview } from '../api/preview-post';
import { ImageUpload } from './image-upload';
import { describeApiError } from '../../../lib/describe-api-error';

export interface PostDraft {
  title: string;
  slug: string;
  excerpt: string;
  tags: string;
  language: Language;
  coverImageUrl: string;
  coverImageAlt: string;
  authorName: string;
  content: string;
}

export const EMPTY_DRAFT: PostDraft = {
  title: '',
  slug: '',
  excerpt: '',
  tags: '',
  language: 'en',
  coverImageUrl: '',
  coverImageAlt: '',
  authorName: '',
  content: '',
};

/** What the form sends: blank optional fields as null (the server fills slug and excerpt). */
export function toPostInput(draft: PostDraft, status: BlogPostStatus) {
  const blankAsNull = (value: string) => (value.trim() ? value.trim() : null);
  return {
    title: draft.title,
    slug: blankAsNull(draft.slug),
    excerpt: blankAsNull(draft.excerpt),
    tags: draft.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    language: draft.language,
    coverImageUrl: blankAsNull(draft.coverImageUrl),
    // Alt text only with a cover: without one it would describe nothing.
    coverImageAlt: draft.coverImageUrl.trim() ? blankAsNull(draft.coverImageAlt) : null,
    authorName: blankAsNull(draft.authorName),
    content: draft.content,
    status,
  };
}

type Field = keyof PostDraft;

/**
 * Writes or edits a post: Markdown with a preview rendered by the server's own sanitizer, then
 * saved as a draft or published. What was typed stays when saving fails.
 */
export function PostEditorForm({
  initial,
  isPublished,
  isSaving,
  saveError,
  onSave,
}: {
  initial: PostDraft;
  isPublished: boolean;
  isSaving: boolean;
  saveError: unknown;
  onSave: (draft: PostDraft, status: BlogPostStatus) => void;
}) {
  const { t } = useTranslation(['blog', 'errors']);
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<Record<string, ErrorCode>>({});
  const [isPreviewing, setIsPreviewing] = useState(false);
  const preview = usePreview();
  const ids = { form: useId(), error: useId() };
  const contentRef = useRef<HTMLTextAreaElement>(null);

  const change = (field: Field, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblems(({ [field]: _dropped, ...rest }) => rest);
  };

  const save = (form: HTMLFormElement | null, status: BlogPostStatus) => {
    const result = postInputSchema.safeParse(toPostInput(draft, status));
    if (!result.success) {
      const found = fieldErrorsOf(result.error);
      setProblems(found);
      setIsPreviewing(false);
      if (form) focusFirstField(form, Object.keys(found));
      return;
    }
    onSave(draft, status);
  };

  /** Puts the uploaded image where the cursor is (at the end while previewing). */
  const insertImage = (url: string, file: File) => {
    const alt = file.name.replace(/\.[^.]+$/, '').replace(/[[\]]/g, '');
    const markdown = `![${alt}](${url})`;
    const textarea = contentRef.current;
    setDraft((current) => {
      const at = textarea && !isPreviewing ? textarea.selectionStart : current.content.length;
      const before = current.content.slice(0, at);
      const after = current.content.slice(at);
      const gapBefore = before === '' || before.endsWith('\n') ? '' : '\n';
      const gapAfter = after === '' || after.startsWith('\n') ? '' : '\n';
      return { ...current, content: `${before}${gapBefore}${markdown}${gapAfter}${after}` };
    });
  };

  const showPreview = () => {
    setIsPreviewing(true);
    preview.mutate(draft.content);
  };

  const field = (name: Field, options: { label: string; hint?: string; type?: string }) => {
    const id = `${ids.form}-${name}`;
    const problem = problems[name];
    return (
      <div>
        <label htmlFor={id} className={fieldLabel}>
          {options.label}
        </label>
        <input
          id={id}
          name={name}
          type={options.type ?? 'text'}
          value={draft[name]}
          onChange={(event) => change(name, event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : options.hint ? `${id}-hint` : undefined}
          className={fieldInput}
        />
        {options.hint && !problem ? (
          <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
            {options.hint}
          </p>
        ) : null}
        {problem ? (
          <p id={`${id}-problem`} className="mt-1 text-sm text-red-700">
            {t(`errors:${problem}`)}
          </p>
        ) : null}
      </div>
    );
  };

  const serverMessage = saveError
    ? describeApiError(saveError, { fallback: t('editor.saveFailed') }).message
    : null;
  const contentId = `${ids.form}-content`;

  return (
    <form
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        save(event.currentTarget, isPublished ? 'published' : 'draft');
      }}
      className="space-y-5"
    >
      {field('title', { label: t('editor.fields.title') })}
      {field('slug', { label: t('editor.fields.slug'), hint: t('editor.hints.slug') })}
      {field('excerpt', { label: t('editor.fields.excerpt'), hint: t('editor.hints.excerpt') })}
      {field('tags', { label: t('editor.fields.tags'), hint: t('editor.hints.tags') })}
      <div>
        <label htmlFor={`${ids.form}-language`} className={fieldLabel}>
          {t('editor.fields.language')}
        </label>
        <select
          id={`${ids.form}-language`}
          name="language"
          value={draft.language}
          onChange={(event) => change('language', event.target.value)}
          className={fieldInput}
        >
          <option value="en">{t('list.languages.en')}</option>
          <option value="ru">{t('list.languages.ru')}</option>
        </select>
      </div>
      <fieldset aria-describedby={`${ids.form}-cover-hint`}>
        <legend className={fieldLabel}>{t('editor.fields.coverImage')}</legend>
        {draft.coverImageUrl ? (
          <img
            src={draft.coverImageUrl}
            alt={draft.coverImageAlt.trim() || t('editor.coverPreview')}
            className="mb-2 aspect-[2/1] w-full max-w-md rounded-lg object-cover"
          />
        ) : null}
        <div className="flex flex-wrap items-start gap-2">
          <ImageUpload
            label={draft.coverImageUrl ? t('editor.replaceCover') : t('editor.uploadCover')}
            onUploaded={(url) => change('coverImageUrl', url)}
          />
          {draft.coverImageUrl ? (
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => change('coverImageUrl', '')}
            >
              {t('editor.removeCover')}
            </button>
          ) : null}
        </div>
        <p id={`${ids.form}-cover-hint`} className="mt-1 text-sm text-slate-600">
          {t('editor.hints.coverImage')}
        </p>
        {problems.coverImageUrl ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {t(`errors:${problems.coverImageUrl}`)}
          </p>
        ) : null}
        {draft.coverImageUrl ? (
          <div className="mt-3">
            {field('coverImageAlt', {
              label: t('editor.fields.coverImageAlt'),
              hint: t('editor.hints.coverImageAlt'),
            })}
          </div>
        ) : null}
      </fieldset>
      {field('authorName', { label: t('editor.fields.authorName') })}
      <div>
        <div className="flex items-end justify-between gap-3">
          <label htmlFor={contentId} className={fieldLabel}>
            {t('editor.fields.content')}
          </label>
          <div className="flex flex-wrap items-start gap-2">
            <ImageUpload label={t('editor.insertImage')} onUploaded={insertImage} />
            <div className="flex gap-2" role="group" aria-label={t('editor.view')}>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                aria-pressed={!isPreviewing}
                onClick={() => setIsPreviewing(false)}
              >
                {t('editor.write')}
              </button>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                aria-pressed={isPreviewing}
                onClick={showPreview}
              >
                {t('editor.preview')}
              </button>
            </div>
          </div>
        </div>
        {isPreviewing ? (
          <section aria-label={t('editor.preview')} aria-busy={preview.isPending}>
            {preview.isError ? (
              <p role="alert" className="mt-2 text-sm text-red-700">
                {describeApiError(preview.error, { fallback: t('editor.previewFailed') }).message}
              </p>
            ) : (
              <div
                className="post-content mt-2 min-h-40 rounded-lg border border-slate-200 bg-white p-4"
                // Sanitized by the server, exactly as readers will get it.
                dangerouslySetInnerHTML={{ __html: preview.data?.html ?? '' }}
              />
            )}
          </section>
        ) : (
          <>
            <textarea
              ref={contentRef}
              id={contentId}
              name="content"
              rows={18}
              value={draft.content}
              onChange={(event) => change('content', event.target.value)}
              aria-invalid={problems.content ? true : undefined}
              aria-describedby={`${contentId}-hint`}
              className={`${fieldInput} font-mono text-sm`}
            />
            <p id={`${contentId}-hint`} className="mt-1 text-sm text-slate-600">
              {problems.content ? (
                <span className="text-red-700">{t(`errors:${problems.content}`)}</span>
              ) : (
                t('editor.hints.content')
              )}
            </p>
          </>
        )}
      </div>
      {serverMessage ? (
        <FormMessage kind="error" id={ids.error}>
          {serverMessage}
        </FormMessage>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {isPublished ? (
          <>
            <button type="submit" className={buttonClass('primary')} disabled={isSaving}>
              {isSaving ? t('editor.saving') : t('editor.update')}
            </button>
            <button
              type="button"
              className={buttonClass('secondary')}
              disabled={isSaving}
              onClick={(event) => save(event.currentTarget.form, 'draft')}
            >
              {t('editor.unpublish')}
            </button>
          </>
        ) : (
          <>
            <button type="submit" className={buttonClass('secondary')} disabled={isSaving}>
              {isSaving ? t('editor.saving') : t('editor.saveDraft')}
            </button>
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={isSaving}
              onClick={(event) => save(event.currentTarget.form, 'published')}
            >
              {t('editor.publish')}
            </button>
          </>
        )}
      </div>
    </form>
  );
}
