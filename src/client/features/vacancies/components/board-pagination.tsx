import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui-classes';

/** Another page of the same search: its number, and the cursor that reaches it. */
export interface PageTarget {
  page: number;
  after?: string;
  before?: string;
}

interface BoardPaginationProps {
  page: number;
  pageCount: number;
  /** After this page's last vacancy; null on the last page. */
  nextCursor: string | null;
  /** Before this page's first vacancy; null on the first page. */
  previousCursor: string | null;
  /** The address of another page of the same search. */
  hrefOf: (target: PageTarget) => string;
  onNavigate: () => void;
}

/**
 * Previous and Next around "Page 2 of 5"; links, so each page has its own address. They carry
 * the neighbouring vacancy's cursor, so page 50 costs the server what page 2 does and a vacancy
 * posted meanwhile neither repeats nor hides one.
 */
export function BoardPagination(props: BoardPaginationProps) {
  const { page, pageCount, nextCursor, previousCursor, hrefOf, onNavigate } = props;
  const { t } = useTranslation('vacancies');
  if (pageCount <= 1 && !nextCursor && page <= 1) return null;
  const previous =
    page > 1 ? hrefOf({ page: page - 1, before: previousCursor ?? undefined }) : undefined;
  const next = nextCursor ? hrefOf({ page: page + 1, after: nextCursor }) : undefined;
  return (
    <nav
      aria-label={t('board.pagination')}
      className="mt-6 flex items-center justify-between gap-3"
    >
      {previous ? (
        <Link to={previous} onClick={onNavigate} className={buttonClass('secondary', 'sm')}>
          {t('board.previous')}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-700">
        {t('board.pageOf', { page, pageCount: Math.max(page, pageCount) })}
      </p>
      {next ? (
        <Link to={next} onClick={onNavigate} className={buttonClass('secondary', 'sm')}>
          {t('board.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
