import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { BLOG_IMAGE_URL } from '../../../shared/schemas/blog';

// A post's Markdown becomes HTML on the server, and only through here: parsed, then sanitized
// with an allow-list, so no script, event handler, javascript: URL, style or embed reaches a
// reader, whoever wrote the post. Plain text keeps the spec's look: each line its own paragraph.

const marked = new Marked({ gfm: true, breaks: false, async: false });

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  // Checked after the transforms below, so it lists what they add (rel, loading).
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'loading'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  // Relative addresses (the uploaded images) need no scheme; anything else became a link above.
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A post's title is its only h1; headings inside start one level down.
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'nofollow noopener noreferrer' },
    }),
    img: (tagName, attribs): sanitizeHtml.Tag =>
      isOwnImage(attribs.src ?? '')
        ? { tagName, attribs: { ...attribs, loading: 'lazy' } }
        : // Another site's image would tell it who reads the post: a link to it instead.
          {
            tagName: 'a',
            attribs: { href: attribs.src ?? '', rel: 'nofollow noopener noreferrer' },
            text: attribs.alt?.trim() || attribs.src || '',
          },
  },
};

const INLINE_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=]+$/i;

/** An image uploaded to HireReady, or inline data: the only images a reader's browser loads. */
function isOwnImage(src: string): boolean {
  return BLOG_IMAGE_URL.test(src) || INLINE_IMAGE.test(src);
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const TABLE_ROW = /^\s*\|/;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s/;

/**
 * Turns single line breaks into paragraph breaks, as the spec shows plain-text posts, while
 * leaving fenced code, tables and list items as Markdown reads them.
 */
export function paragraphsFromLines(content: string): string {
  const lines = content.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let fence: string | null = null;
  for (const [index, line] of lines.entries()) {
    out.push(line);
    const marker = FENCE.exec(line)?.[1];
    if (marker && fence === null) {
      fence = marker.slice(0, 3);
      continue;
    }
    if (fence !== null) {
      // Inside the code nothing changes; after its closing fence, a new paragraph starts.
      if (!marker?.startsWith(fence)) continue;
      fence = null;
    }
    const next = lines[index + 1];
    if (next === undefined || line.trim() === '' || next.trim() === '') continue;
    const isBlockPair =
      (TABLE_ROW.test(line) && TABLE_ROW.test(next)) ||
      (LIST_ITEM.test(line) && (LIST_ITEM.test(next) || /^\s{2,}\S/.test(next)));
    if (!isBlockPair) out.push('');
  }
  return out.join('\n');
}

/** Safe HTML for a post's Markdown (or plain text). */
export function renderMarkdown(content: string): string {
  const html = marked.parse(paragraphsFromLines(content)) as string;
  return sanitizeHtml(html, SANITIZE_OPTIONS).trim();
}

/** The words of a post, without markup: for excerpts, reading time and search descriptions. */
export function plainText(content: string): string {
  const html = marked.parse(paragraphsFromLines(content)) as string;
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
