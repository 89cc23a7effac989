// The font embedded in every PDF HireReady writes (tailored resumes, interview results): PT Sans
// (ParaType, SIL Open Font License 1.1), designed for Russian and Latin alike, installed as an npm
// package (ADR 0014).
import { createRequire } from 'node:module';
import { openSync, type Font } from 'fontkit';

const require = createRequire(import.meta.url);

export const PDF_FONTS = {
  regular: require.resolve('@expo-google-fonts/pt-sans/400Regular/PTSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/pt-sans/700Bold/PTSans_700Bold.ttf'),
} as const;

// Characters PT Sans has no glyph for, written the way it can draw them.
const REPLACEMENTS: Record<string, string> = {
  '→': '->',
  '←': '<-',
  '↔': '<->',
  '⇒': '=>',
  '⇔': '<=>',
  '↑': '^',
  '✓': '+',
  '✔': '+',
  '★': '*',
  '☆': '*',
  '−': '-',
  '\t': ' ',
};

let fonts: Font[] | null = null;
const drawable = new Map<number, boolean>();

/** Whether both embedded faces have a glyph for the character (read from the fonts, once). */
function canDraw(codePoint: number): boolean {
  let known = drawable.get(codePoint);
  if (known === undefined) {
    fonts ??= [openSync(PDF_FONTS.regular), openSync(PDF_FONTS.bold)];
    known = fonts.every((font) => font.hasGlyphForCodePoint(codePoint));
    drawable.set(codePoint, known);
  }
  return known;
}

/**
 * Text the embedded font can draw: a few symbols spelt out, emoji left out (© ® ™ stay), and any
 * other character the font lacks written as a space, so the words beside it stay apart ("EN↔RU"
 * was drawn "ENRU", two words lost).
 */
export function toDrawableText(text: string): string {
  let drawn = '';
  for (const char of text) {
    const replacement = REPLACEMENTS[char];
    if (replacement !== undefined) drawn += replacement;
    else if (/(?![©®™])\p{Extended_Pictographic}|\u{FE0F}/u.test(char)) continue;
    else if (/\s/u.test(char) || canDraw(char.codePointAt(0) ?? 0)) drawn += char;
    else drawn += ' ';
  }
  return drawn.replace(/ {2,}/g, ' ');
}
