import { type ReactNode, useId } from 'react';
import { ErrorPanel } from './error-panel';

/** The parts of a TanStack query the list needs. */
interface ListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface ListSectionProps<Item> {
  title: string;
  query: ListQuery;
  /** The loaded items, newest first as the server sends them. */
  items: readonly Item[] | undefined;
  text: { loading: string; loadFailed: string; empty: string };
  /** One <li> per item, with its key. */
  renderItem: (item: Item) => ReactNode;
}

/** A titled list of the user's own things: loading, a failed load with a retry, empty, or the items. */
export function ListSection<Item>({
  title,
  query,
  items,
  text,
  renderItem,
}: ListSectionProps<Item>) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mt-10">
      <h2 id={titleId} className="mb-4 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {query.isPending ? (
        <p role="status" className="text-slate-600">
          {text.loading}
        </p>
      ) : query.isError ? (
        <ErrorPanel
          message={text.loadFailed}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : !items || items.length === 0 ? (
        <p className="text-slate-600">{text.empty}</p>
      ) : (
        <ul className="space-y-3">{items.map(renderItem)}</ul>
      )}
    </section>
  );
}
