// The part of fontkit (pdfkit's own font reader, which ships no types) HireReady uses: whether a
// font has a glyph for a character.
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function openSync(path: string): Font;
}
