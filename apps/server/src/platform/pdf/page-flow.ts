import type { TextCanvas, TextStyle } from './text-canvas';

/**
 * A5 portrait (148 × 210 mm). A receipt is short, and A5 is half an A4 sheet with the same proportions:
 * "fit to page" on the A4 paper every cheap printer holds scales it up by √2 (10 pt text prints at 14 pt),
 * two receipts fit on one sheet (one for the farmer, one for the cold room), and A5 stock prints it as is.
 */
export const PAGE = { width: 419.53, height: 595.28 } as const;
export const MARGIN_X = 30;
const TOP = 30;
/** Room kept at the bottom of every page for the page stamp (code and page number). */
const BOTTOM = 46;

export const STYLE = {
  small: { size: 8 },
  label: { size: 9 },
  body: { size: 10 },
  bodyBold: { size: 10, bold: true },
  company: { size: 13, bold: true },
  title: { size: 12, bold: true },
  code: { size: 16, bold: true },
  tableHead: { size: 8.5, bold: true },
  table: { size: 9.5 },
  total: { size: 12, bold: true },
} satisfies Record<string, TextStyle>;

/** Where the next thing goes: a cursor that moves down the page and on to new pages. */
export class PageFlow {
  y = TOP;
  readonly x = MARGIN_X;
  readonly width = PAGE.width - 2 * MARGIN_X;

  constructor(readonly canvas: TextCanvas) {
    this.addPage();
  }

  get bottom(): number {
    return PAGE.height - BOTTOM;
  }

  /** Moves to a new page unless `height` fits below the cursor; true when it moved. */
  ensure(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.addPage();
    return true;
  }

  /** A horizontal rule across the content width at the cursor, then some space. */
  rule(weight = 0.6, gap = 6): void {
    this.canvas.doc
      .lineWidth(weight)
      .strokeColor('black')
      .moveTo(this.x, this.y)
      .lineTo(this.x + this.width, this.y)
      .stroke();
    this.y += gap;
  }

  private addPage(): void {
    this.canvas.doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    this.y = TOP;
  }
}

/** Bottom line of every page: the movement code (loose pages can be matched) and "Page 1 of 2". */
export function stampPages(canvas: TextCanvas, code: string, pageLabel: (page: number, pages: number) => string): void {
  const { doc } = canvas;
  const { start, count } = doc.bufferedPageRange();
  const baseline = PAGE.height - 26;
  const width = PAGE.width - 2 * MARGIN_X;
  for (let i = 0; i < count; i++) {
    doc.switchToPage(start + i);
    canvas.line(code, MARGIN_X, baseline, STYLE.small);
    canvas.line(pageLabel(i + 1, count), MARGIN_X, baseline, STYLE.small, width, 'right');
  }
}
