import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui-classes';
import { useUploadBlogImage } from '../api/upload-blog-image';
import { describeApiError } from '../../../lib/describe-api-error';

const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * A button that picks an image file and uploads it to HireReady's storage; `onUploaded` gets its
 * address there. Images are never linked from other sites (they would learn who reads the post).
 */
export function ImageUpload({
  label,
  onUploaded,
}: {
  label: string;
  onUploaded: (url: string, file: File) => void;
}) {
  const { t } = useTranslation('blog');
  const upload = useUploadBlogImage();
  return (
    <div>
      <label
        className={`${buttonClass('secondary', 'sm')} cursor-pointer focus-within:ring-2 focus-within:ring-indigo-500`}
      >
        {upload.isPending ? t('editor.imageUploading') : label}
        <input
          type="file"
          accept={IMAGE_TYPES}
          className="sr-only"
          disabled={upload.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload.mutate(file, { onSuccess: ({ url }) => onUploaded(url, file) });
          }}
        />
      </label>
      {upload.isError ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {describeApiError(upload.error, { fallback: t('editor.imageFailed') }).message}
        </p>
      ) : null}
    </div>
  );
}
