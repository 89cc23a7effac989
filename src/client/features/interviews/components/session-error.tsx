import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { buttonClass, container } from '../../../components/ui-classes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paths } from '../../../paths';

/** Spec §8: an interview that cannot be shown, with a way to start a new one. */
export function SessionError({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation('interviews');
  useDocumentTitle(title);
  return (
    <div className={`${container} max-w-3xl py-10`}>
      <PageHeader title={title} />
      <div className="rounded-2xl border border-red-200 bg-red-50 p-6">
        <p role="alert" className="text-red-900">
          {message}
        </p>
        <Link to={paths.newInterview} className={`${buttonClass('primary')} mt-4`}>
          {t('sessionErrors.startNew')}
        </Link>
      </div>
    </div>
  );
}
