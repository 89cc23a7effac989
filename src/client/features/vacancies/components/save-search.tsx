import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SAVED_SEARCH_KEYS } from '../../../../shared/vacancy-limits';
import { LoadingStatus } from '../../../components/loading-status';
import { buttonClass } from '../../../components/ui-classes';
import { useSession } from '../../../lib/session';
import { paths } from '../../../paths';
import { type BoardQuery } from '../lib/list-params';
import { signInReturnState } from '../lib/sign-in-return';

/** The mark a guest's return from signing in carries, to open the form again. */
const SAVE_SEARCH_HASH = '#save-search';

// Its code comes when it opens, not with the board (the page's JavaScript budget).
const SaveSearchForm = lazy(() =>
  import('./save-search-form').then((module) => ({ default: module.SaveSearchForm })),
);

/**
 * "Save this search": the search in the URL, with a daily or weekly alert. A guest signs in
 * first and comes back to the same search with the form open.
 */
export function SaveSearch({ query }: { query: BoardQuery }) {
  const { t } = useTranslation('vacancies');
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  const kept = Object.fromEntries(
    SAVED_SEARCH_KEYS.flatMap((key) => (query[key] ? [[key, query[key]] as const] : [])),
  );
  const suggestedName = [query.q, query.location].filter(Boolean).join(', ');
  const isSignedIn = Boolean(session.data?.user);
  const open = () =>
    isSignedIn
      ? setIsOpen(true)
      : void navigate(paths.signIn, { state: signInReturnState(location, SAVE_SEARCH_HASH) });
  // Back from signing in to save this search: the form is open, as the guest left it.
  useEffect(() => {
    if (isSignedIn && location.hash === SAVE_SEARCH_HASH) setIsOpen(true);
  }, [isSignedIn, location.hash]);

  return (
    <div className="w-full">
      {isOpen ? null : (
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          aria-expanded={isOpen}
          onClick={open}
        >
          {t('board.saveSearch')}
        </button>
      )}
      {isOpen ? (
        <Suspense fallback={<LoadingStatus />}>
          <SaveSearchForm
            query={kept}
            suggestedName={suggestedName}
            onClose={() => setIsOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
