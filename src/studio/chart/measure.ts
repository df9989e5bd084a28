/**
 * Text measurement for the chart, before layout. The drawing uses Helvetica/Arial metrics
 * (the two share their advance widths), so a width table gives the same boxes in Node and in
 * every browser: the committed SVG files and the studio draw the same chart.
 */

export interface ChartFont {
  /** Size in px. */
  size: number;
  bold?: boolean;
}

export interface TextSize {
  width: number;
  height: number;
}

export type MeasureText = (text: string, font: ChartFont) => TextSize;

/** The font stack the SVG declares; its metrics are the tables below. */
export const FONT_FAMILY = 'Helvetica, Arial, "Liberation Sans", sans-serif';

/** Line height as a multiple of the font size. */
export const LINE_HEIGHT = 1.25;

/** The fonts of the drawing. */
export const FONTS = {
  title: { size: 13, bold: true },
  small: { size: 11 },
  label: { size: 12 },
} as const satisfies Record<string, ChartFont>;

// Advance widths in thousandths of an em for the printable ASCII range 32..126
// (Helvetica and Arial, regular and bold; the public AFM metrics).
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space to /
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0 to ?
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ to O
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P to _
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // ` to o
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, // p to ~
];
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
  975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
  333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
  611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

/** Characters outside the table (symbols, other scripts): a generous average. */
const DEFAULT_WIDTH = 600;

function charWidth(ch: string, table: readonly number[]): number {
  let code = ch.codePointAt(0) ?? 32;
  if (code > 126) {
    // Accented Latin letters (Spanish text) take the width of their base letter.
    const base = ch.normalize('NFD').codePointAt(0) ?? code;
    if (base <= 126) code = base;
  }
  if (code === 8212) return 1000; // em dash
  if (code === 8211 || code === 8226 || code === 183) return 556; // en dash, bullet, middle dot
  if (code === 8594) return 1000; // arrow
  return code >= 32 && code <= 126 ? (table[code - 32] ?? DEFAULT_WIDTH) : DEFAULT_WIDTH;
}

/** Deterministic text measurement: the width table, rounded up to a tenth of a pixel. */
export const measureText: MeasureText = (text, font) => {
  const table = font.bold ? BOLD : REGULAR;
  let units = 0;
  for (const ch of text) units += charWidth(ch, table);
  return {
    width: Math.ceil((units * font.size) / 100) / 10,
    height: Math.ceil(font.size * LINE_HEIGHT * 10) / 10,
  };
};

/** The CSS font shorthand of a chart font (for a canvas-based measure in a browser). */
export function fontCss(font: ChartFont): string {
  return `${font.bold ? 'bold ' : ''}${font.size}px ${FONT_FAMILY}`;
}

/** Greedy word wrap of `words` into lines no wider than `maxWidth` (a word longer stays alone). */
export function wrapWords(words: readonly string[], maxWidth: number, font: ChartFont, measure: MeasureText, sep = ' '): string[] {
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    const next = line ? `${line}${sep}${w}` : w;
    if (line && measure(next, font).width > maxWidth) {
      lines.push(line);
      line = w;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}
