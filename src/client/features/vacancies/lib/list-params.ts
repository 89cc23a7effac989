import {
  SAVED_JOB_FILTERS,
  SAVED_JOB_SORTS,
  type SavedJobFilter,
  type SavedJobSort,
} from '../../../../shared/vacancy-limits';

// The board's search and the saved-jobs listing live in the URL, so a search can be shared and
// the back button returns to it. Defaults stay out of the URL to keep shared links short.

// `after` and `before` are the page links' cursors (keyset pagination): Next and Previous carry
// them, a page number alone (a link typed by hand) still works.
const BOARD_KEYS = [
  'q',
  'location',
  'minSalary',
  'currency',
  'period',
  'workMode',
  'employmentType',
  'experienceLevel',
  'sort',
  'page',
  'after',
  'before',
] as const;
export type BoardKey = (typeof BOARD_KEYS)[number];
export type BoardQuery = Partial<Record<BoardKey, string>>;

/** The board's parameters present in the URL, trimmed; unknown and empty ones left out. */
export function boardQueryOf(params: URLSearchParams): BoardQuery {
  const query: BoardQuery = {};
  for (const key of BOARD_KEYS) {
    const value = params.get(key)?.trim();
    if (value) query[key] = value;
  }
  return query;
}

/** The URL parameters for `query`, without defaults (newest first, page 1). */
export function boardParamsOf(query: BoardQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of BOARD_KEYS) {
    const value = query[key]?.trim();
    if (!value) continue;
    if ((key === 'sort' && value === 'newest') || (key === 'page' && value === '1')) continue;
    params.set(key, value);
  }
  return params;
}

export function pageOf(query: BoardQuery): number {
  const page = Number(query.page);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export interface SavedJobsListing {
  filter: SavedJobFilter;
  sort: SavedJobSort;
}

/** The saved-jobs filter and sort in the URL; anything unknown reads as the default. */
export function savedJobsListingOf(params: URLSearchParams): SavedJobsListing {
  const filter = params.get('filter');
  const sort = params.get('sort');
  return {
    filter: SAVED_JOB_FILTERS.find((known) => known === filter) ?? 'all',
    sort: SAVED_JOB_SORTS.find((known) => known === sort) ?? 'date',
  };
}

export function savedJobsParamsOf(listing: SavedJobsListing): URLSearchParams {
  const params = new URLSearchParams();
  if (listing.filter !== 'all') params.set('filter', listing.filter);
  if (listing.sort !== 'date') params.set('sort', listing.sort);
  return params;
}
