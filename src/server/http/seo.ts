// Building blocks for the <head> the server writes into index.html for pages that should
// preview when shared and be indexed by search engines.

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for an HTML text node or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * JSON safe inside a <script> element: `<`, `>` and `&` become JSON escapes, so no value can close
 * the element or open a comment; U+2028 and U+2029 are escaped for old parsers.
 */
function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * A JSON-LD block. Browsers never execute this type, so the strict CSP (script-src 'self') leaves
 * it alone, and crawlers still read it.
 */
export function jsonLdScript(data: unknown): string {
  return `<script type="application/ld+json">${scriptSafeJson(data)}</script>`;
}

/** Data for the client in a page (never executed, so the CSP allows it), read by its id. */
export function jsonDataScript(id: string, data: unknown): string {
  return `<script type="application/json" id="${escapeHtml(id)}">${scriptSafeJson(data)}</script>`;
}

/** Text cut to at most `length` characters, at a word where one is near, marked with "…". */
export function shorten(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** A <meta name> tag: description and Twitter tags. */
export function nameMeta(name: string, content: string): string {
  return `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}" />`;
}

/** A <meta property> tag: Open Graph and article tags. */
export function propertyMeta(property: string, content: string): string {
  return `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}" />`;
}

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\b[^>]*\bname=["']description["'][^>]*>\s*/i;

/**
 * index.html with the page's own head tags: the generic title and description give way, the
 * rest (assets, icons) stays. A page without </head> is returned as it is.
 */
export function withPageHead(indexHtml: string, head: string): string {
  const closing = indexHtml.search(/<\/head>/i);
  if (closing === -1) return indexHtml;
  const before = indexHtml.slice(0, closing).replace(TITLE, '').replace(DESCRIPTION, '');
  return `${before}${head}\n  ${indexHtml.slice(closing)}`;
}
