import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  lead?: ReactNode;
}

/** The one h1 of a page, with an optional introduction. */
export function PageHeader({ title, lead }: PageHeaderProps) {
  return (
    <header className="mb-8">
      <h1 className="text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl">
        {title}
      </h1>
      {lead ? <p className="mt-3 max-w-2xl text-lg text-slate-700">{lead}</p> : null}
    </header>
  );
}
