// The shapes text takes between the PDF and the resume model. Coordinates are PDF units with the
// origin at the bottom left of the page, so a larger y is higher up.

/** One run of text as pdf.js reports it, cleaned up. */
export interface PositionedText {
  text: string;
  x: number;
  /** Baseline. */
  y: number;
  width: number;
  fontSize: number;
  fontName: string;
}

/** Text separated from its neighbours by a wide gap: a tab stop, a table cell, a skill chip. */
export interface TextCell {
  x: number;
  text: string;
}

export type ColumnPlace = 'full' | 'left' | 'right';

/** A line of text as a reader sees it: runs on one baseline, in one column, left to right. */
export interface TextLine {
  /** 1-based. */
  page: number;
  column: ColumnPlace;
  x: number;
  right: number;
  y: number;
  /** The size and font that most of the line's characters use. */
  fontSize: number;
  fontName: string;
  cells: TextCell[];
  /** The cells joined by tabs. */
  text: string;
}

export interface ExtractedText {
  pageCount: number;
  /**
   * Every line in reading order: page by page, a two-column page's main column in its place, and
   * every page's sidebar (the other column) after the last page.
   */
  lines: TextLine[];
  /** The lines joined by newlines. */
  text: string;
  /** Targets of the PDF's link annotations (web, mailto:, tel:), in page order, each once. */
  links: string[];
  /** Pages read as two columns. */
  twoColumnPages: number[];
  /** Pages with no selectable text (scanned pages inside an otherwise readable file). */
  pagesWithoutText: number[];
}
