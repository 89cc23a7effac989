import type { ReactNode } from 'react';
import { card } from '../../../components/ui-classes';
import { useDocumentTitle } from '../../../lib/use-document-title';

interface NewsletterPanelProps {
  title: string;
  children: ReactNode;
}

/** Frame of the pages that newsletter mails link to: one small card with the page's title. */
export function NewsletterPanel({ title, children }: NewsletterPanelProps) {
  useDocumentTitle(title);
  return (
    <div className="flex justify-center px-4 py-12 sm:py-16">
      <section aria-labelledby="newsletter-panel-title" className={`${card} w-full max-w-md`}>
        <h1
          id="newsletter-panel-title"
          className="text-2xl font-bold tracking-tight text-slate-900"
        >
          {title}
        </h1>
        <div className="mt-4 space-y-4">{children}</div>
      </section>
    </div>
  );
}
