import type { PDFPageProxy, TextItem } from 'pdfjs-dist/types/src/display/api';
import { cleanPdfText, isBulletCharacter } from './clean-text';
import type { PositionedText } from './text-line';

export interface PageText {
  width: number;
  height: number;
  runs: PositionedText[];
  links: string[];
}

const PAGE_NUMBER = /^(?:(?:page|стр\.?|страница)\s*)?\d{1,3}(?:\s*(?:\/|of|из)\s*\d{1,3})?$/iu;
const FURNITURE_BAND = 0.08;

/** The text runs of one page, cleaned, without icon glyphs and page numbers, plus its link targets. */
export async function readPageText(page: PDFPageProxy): Promise<PageText> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const runs = content.items
    .filter((item): item is TextItem => 'str' in item)
    .map((item) => toPositionedText(item, viewport.viewBox))
    .filter((run) => run.text.trim().length > 0);
  const withoutIcons = dropIconGlyphs(runs);
  const body = dropPageNumbers(withoutIcons, viewport.height);
  return {
    width: viewport.width,
    height: viewport.height,
    runs: body,
    links: await readLinks(page),
  };
}

function toPositionedText(item: TextItem, viewBox: number[]): PositionedText {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = item.transform as number[];
  const fontSize = Math.hypot(c, d) || Math.hypot(a, b) || 1;
  return {
    text: cleanPdfText(item.str),
    x: e - (viewBox[0] ?? 0),
    y: f - (viewBox[1] ?? 0),
    width: item.width,
    fontSize,
    fontName: item.fontName,
  };
}

/**
 * Icon fonts (FontAwesome in LaTeX templates) draw a phone or an envelope as a letter such as "I"
 * or "#". A font whose every run on the page is one character, and not a bullet or a digit, is
 * taken for such a font and its runs are dropped.
 */
function dropIconGlyphs(runs: PositionedText[]): PositionedText[] {
  const byFont = new Map<string, PositionedText[]>();
  for (const run of runs) {
    const fontRuns = byFont.get(run.fontName) ?? [];
    fontRuns.push(run);
    byFont.set(run.fontName, fontRuns);
  }
  if (byFont.size < 2) return runs;
  const iconFonts = new Set(
    [...byFont]
      .filter(([, fontRuns]) =>
        fontRuns.every((run) => {
          const glyph = run.text.trim();
          return [...glyph].length === 1 && !isBulletCharacter(glyph) && !/\p{N}/u.test(glyph);
        }),
      )
      .map(([fontName]) => fontName),
  );
  return runs.filter((run) => !iconFonts.has(run.fontName));
}

/** A page number alone on its baseline near the top or bottom edge is furniture, not content. */
function dropPageNumbers(runs: PositionedText[], pageHeight: number): PositionedText[] {
  return runs.filter((run) => {
    const isNearEdge =
      run.y < pageHeight * FURNITURE_BAND || run.y > pageHeight * (1 - FURNITURE_BAND);
    if (!isNearEdge || !PAGE_NUMBER.test(run.text.trim())) return true;
    const isAlone = runs.every(
      (other) => other === run || Math.abs(other.y - run.y) > run.fontSize * 0.5,
    );
    return !isAlone;
  });
}

async function readLinks(page: PDFPageProxy): Promise<string[]> {
  const annotations = (await page.getAnnotations()) as { subtype?: string; url?: unknown }[];
  return annotations
    .filter((annotation) => annotation.subtype === 'Link' && typeof annotation.url === 'string')
    .map((annotation) => String(annotation.url))
    .filter((url) => /^(https?:|mailto:|tel:)/i.test(url));
}
