// The addresses of the public pages the server also knows about (their <head> for shared links,
// their content rendered on the server, their chunks preloaded), written once for the client's
// router and the server's pages.

export const PAGE_PATTERNS = {
  blog: '/blog',
  blogPost: '/blog/:postIdentifier',
  vacancies: '/vacancies',
  vacancy: '/vacancies/:id',
} as const;

/**
 * Every address the client's router shows a page at (src/client/router.tsx, kept equal to it by
 * its test): any other path is answered with the app's "page not found" and HTTP 404, so a
 * crawler, a link checker or a monitor sees what a visitor sees.
 */
export const APP_PAGE_PATTERNS: readonly string[] = [
  '/',
  '/about',
  '/contact',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/mail/unsubscribe',
  '/signin',
  '/signup',
  '/reset-password',
  '/confirm-email',
  '/auth/google/done',
  '/login',
  PAGE_PATTERNS.blog,
  PAGE_PATTERNS.blogPost,
  '/try',
  '/fit-check',
  PAGE_PATTERNS.vacancies,
  PAGE_PATTERNS.vacancy,
  '/dashboardPage',
  '/dashboard',
  '/dashboard/ai-interview',
  '/dashboard/progress',
  '/dashboard/resume-creator',
  '/dashboard/vacancies',
  '/dashboard/vacancies/edit/:id',
  '/dashboard/vacancies/:id/applications',
  '/dashboard/saved-jobs',
  '/dashboard/applications',
  '/dashboard/profile',
  '/dashboard/blog',
  '/dashboard/blog/new',
  '/dashboard/blog/edit/:id',
  '/new-interview',
  '/interview/:id',
  '/results/:id',
];

/**
 * The parameters of `path` under `pattern` (":name" segments, decoded; a trailing slash allowed),
 * or null when the path is another page's or a parameter is not valid percent-encoding.
 */
export function matchPagePattern(pattern: string, path: string): Record<string, string> | null {
  const wanted = pattern.split('/');
  const given = path.replace(/(.)\/$/, '$1').split('/');
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    const actual = given[index] ?? '';
    if (!part.startsWith(':')) {
      if (part !== actual) return null;
      continue;
    }
    if (actual === '') return null;
    try {
      params[part.slice(1)] = decodeURIComponent(actual);
    } catch {
      return null;
    }
  }
  return params;
}

/** Whether the client's router has a page at `path` (see APP_PAGE_PATTERNS). */
export function isAppPage(path: string): boolean {
  return APP_PAGE_PATTERNS.some((pattern) => matchPagePattern(pattern, path) !== null);
}
