// The font embedded in every PDF HireReady writes (tailored resumes, interview results): PT Sans
// (ParaType, SIL Open Font License 1.1), designed for Russian and Latin alike, installed as an npm
// package (ADR 0014).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const PDF_FONTS = {
  regular: require.resolve('@expo-google-fonts/pt-sans/400Regular/PTSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/pt-sans/700Bold/PTSans_700Bold.ttf'),
} as const;

// Characters PT Sans has no glyph for, written the way it can draw them.
const REPLACEMENTS: Record<string, string> = {
  '→': '->',
  '←': '<-',
  '⇒': '=>',
  '↑': '^',
  '✓': '+',
  '✔': '+',
  '★': '*',
  '☆': '*',
  '−': '-',
  '\t': ' ',
};

/** Text the embedded font can draw: a few symbols spelt out, emoji left out (© ® ™ stay). */
export function toDrawableText(text: string): string {
  return text
    .replace(/[→←⇒↑✓✔★☆−\t]/gu, (symbol) => REPLACEMENTS[symbol] ?? '')
    .replace(/(?![©®™])\p{Extended_Pictographic}|\u{FE0F}/gu, '')
    .replace(/ {2,}/g, ' ');
}
