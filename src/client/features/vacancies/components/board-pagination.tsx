import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui-classes';

interface BoardPaginationProps {
  page: number;
  pageCount: number;
  /** The address of another page of the same search. */
  hrefOf: (page: number) => string;
  onNavigate: () => void;
}

/** Previous and Next around "Page 2 of 5"; links, so each page has its own address. */
export function BoardPagination({ page, pageCount, hrefOf, onNavigate }: BoardPaginationProps) {
  const { t } = useTranslation('vacancies');
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label={t('board.pagination')}
      className="mt-6 flex items-center justify-between gap-3"
    >
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} onClick={onNavigate} className={buttonClass('secondary', 'sm')}>
          {t('board.previous')}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-700">{t('board.pageOf', { page, pageCount })}</p>
      {page < pageCount ? (
        <Link to={hrefOf(page + 1)} onClick={onNavigate} className={buttonClass('secondary', 'sm')}>
          {t('board.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
