/**
 * The parts of pdfkit and fontkit (the forks pdfmake 0.2 is built on, same versions) that the receipt uses.
 * Neither package ships types.
 */
declare module '@foliojs-fork/fontkit' {
  export interface Glyph {
    id: number;
    /** The characters this glyph stands for, in logical order (several for a ligature or conjunct). */
    codePoints: number[];
    advanceWidth: number;
  }
  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
    advanceWidth: number;
  }
  export interface Font {
    postscriptName: string;
    unitsPerEm: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    /** Shapes the text (OpenType GSUB/GPOS with the script's shaper); `script` forces a script tag. */
    layout(text: string, features?: string[], script?: string): GlyphRun;
  }
  const fontkit: { create(data: Buffer): Font };
  export default fontkit;
}

declare module '@foliojs-fork/pdfkit' {
  import { Readable } from 'node:stream';

  export interface PdfDocumentOptions {
    pdfVersion?: '1.3' | '1.4' | '1.5' | '1.6' | '1.7';
    size?: string | [number, number];
    margin?: number;
    autoFirstPage?: boolean;
    bufferPages?: boolean;
    compress?: boolean;
    lang?: string;
    displayTitle?: boolean;
    info?: { Title?: string; Author?: string; Subject?: string; Creator?: string; Producer?: string; CreationDate?: Date; ModDate?: Date; [entry: string]: string | Date | undefined };
  }
  export interface PdfTextOptions {
    lineBreak?: boolean;
    baseline?: 'alphabetic' | 'top';
  }

  export default class PDFDocument extends Readable {
    constructor(options?: PdfDocumentOptions);
    page: { width: number; height: number };
    addPage(options?: PdfDocumentOptions): this;
    registerFont(name: string, data: Buffer): this;
    font(name: string): this;
    fontSize(size: number): this;
    widthOfString(text: string, options?: PdfTextOptions): number;
    text(text: string, x: number, y: number, options?: PdfTextOptions): this;
    /** Appends raw content-stream operators to the current page (pdfkit's own drawing goes through it). */
    addContent(data: string): this;
    image(data: Buffer, x: number, y: number, options?: { fit?: [number, number] }): this;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    rect(x: number, y: number, width: number, height: number): this;
    stroke(): this;
    fill(color?: string): this;
    save(): this;
    restore(): this;
    bufferedPageRange(): { start: number; count: number };
    switchToPage(index: number): this;
    end(): void;
  }
}
