import { parse } from 'yaml';

// A Markdown file with YAML front matter, as static-site generators write them:
// ---
// title: "…"
// tags: [a, b]
// ---
// Body…

export interface MarkdownFile {
  attributes: Record<string, unknown>;
  body: string;
}

const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Splits a file into its front matter and body; a file without front matter is all body. */
export function parseMarkdownFile(text: string): MarkdownFile {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { attributes: {}, body: text.trim() };
  // YAML reads an unquoted 2026-09-02 as a Date; keep it, the schema reads every date form.
  const parsed: unknown = parse(match[1] ?? '', { schema: 'yaml-1.1' });
  const attributes =
    parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  return { attributes, body: (match[2] ?? '').trim() };
}
