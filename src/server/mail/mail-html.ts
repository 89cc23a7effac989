import type { Language } from '../../shared/language';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Makes any text safe inside HTML content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** A paragraph of plain text; blank lines are not expected here, single line breaks are kept. */
export function htmlParagraph(text: string, style = 'margin:0 0 16px'): string {
  return `<p style="${style}">${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`;
}

/**
 * The call to action. Mail clients ignore stylesheets and buttons, so it is a link styled
 * inline, followed by the raw address for clients that strip links or styles.
 */
export function htmlAction(options: { label: string; link: string; fallback: string }): string {
  const href = escapeHtml(options.link);
  return [
    `<p style="margin:24px 0"><a href="${href}" style="display:inline-block;padding:12px 24px;border-radius:6px;background:#2563eb;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(options.label)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:14px;color:#52525b">${escapeHtml(options.fallback)}<br><a href="${href}" style="color:#2563eb;word-break:break-all">${href}</a></p>`,
  ].join('\n');
}

/** A complete HTML document around already-rendered blocks; no scripts, no external assets. */
export function htmlDocument(options: {
  language: Language;
  title: string;
  blocks: string[];
}): string {
  return `<!doctype html>
<html lang="${options.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
</head>
<body style="margin:0;padding:24px;background:#f4f4f5;color:#18181b;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:32px;border-radius:8px;background:#ffffff">
<p style="margin:0 0 24px;font-size:20px;font-weight:700">HireReady</p>
${options.blocks.join('\n')}
</div>
</body>
</html>
`;
}
