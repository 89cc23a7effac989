// Character clean-up for text taken out of PDFs: the forms word processors and TeX leave behind
// that look right on paper but match nothing when searched.

const LIGATURES: Record<string, string> = {
  '\uFB00': 'ff',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
  '\uFB03': 'ffi',
  '\uFB04': 'ffl',
  '\uFB05': 'st',
  '\uFB06': 'st',
};

/**
 * Soft hyphens dropped (Word writes "555-\u00AD\u2010" for a non-breaking hyphen), Unicode hyphens
 * as "-", ligatures spelt out, odd spaces as spaces, private-use glyphs (icon fonts) and control
 * characters removed.
 */
export function cleanPdfText(text: string): string {
  return text
    .replace(/-?\u00AD?[\u2010\u2011]/g, '-')
    .replace(/\u00AD/g, '')
    .replace(/[\uFB00-\uFB06]/g, (ligature) => LIGATURES[ligature] ?? ligature)
    .replace(/[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, ' ')
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
    .replace(/[\uE000-\uF8FF]|\uDB80[\uDC00-\uDFFF]|[\uDB81-\uDBFF][\uDC00-\uDFFF]/g, '')
    .replace(/(?![\t\n])\p{Cc}/gu, '')
    .normalize('NFC');
}

/** Characters that start a list item. */
export const BULLET_CHARACTERS = '•◦▪▫‣∙·●○■□►▸▹➢➤✓✔❖◆◇*-–—';

export function isBulletCharacter(text: string): boolean {
  return text.length === 1 && BULLET_CHARACTERS.includes(text);
}
