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
