import type { Location } from 'react-router';

/**
 * The state that sends a guest to /signin and brings them back here afterwards: the sign-in page
 * returns to `from` (see accounts/after-sign-in.ts), hash included, so `#apply` can reopen the
 * application form.
 */
export function signInReturnState(location: Location, hash = location.hash) {
  return { from: { pathname: location.pathname, search: location.search, hash } };
}
