import { useDocumentTitle } from '../lib/use-document-title';
import { ComingSoon } from './coming-soon';
import { PageHeader } from './page-header';
import { container } from './ui-classes';

interface ComingSoonPageProps {
  /** Page heading, also used for the browser tab title. */
  heading: string;
  title: string;
  description: string;
}

/** A whole page whose feature is not available yet. */
export function ComingSoonPage({ heading, title, description }: ComingSoonPageProps) {
  useDocumentTitle(heading);
  return (
    <div className={`${container} py-10`}>
      <PageHeader title={heading} />
      <ComingSoon title={title} description={description} />
    </div>
  );
}
