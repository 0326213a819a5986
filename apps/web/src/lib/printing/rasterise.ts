import type { Bitmap, RasterLine } from './layout';

/** The app's faces (app/theme.ts), which hold Devanagari, Odia, Gujarati and Arabic. */
const FAMILY = "'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Oriya', 'Noto Sans Gujarati', 'Noto Sans Arabic', sans-serif";
const PX: Record<RasterLine['size'], number> = { normal: 24, large: 44 };

type Context = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function context(width: number, height: number): Context {
  if (typeof OffscreenCanvas !== 'undefined') {
    const found = new OffscreenCanvas(width, height).getContext('2d');
    if (found) return found;
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const found = canvas.getContext('2d');
  if (!found) throw new Error('printing: no canvas');
  return found;
}

const font = (line: Pick<RasterLine, 'size' | 'bold'>) => `${line.bold ? 'bold ' : ''}${PX[line.size]}px ${FAMILY}`;

/** Loads the faces a line needs, so the first print does not draw with a fallback face. */
export async function loadPrintFonts(texts: readonly string[]): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts) return;
  await Promise.all(
    texts.flatMap((text) => [document.fonts.load(font({ size: 'normal', bold: false }), text), document.fonts.load(font({ size: 'normal', bold: true }), text)]),
  ).catch(() => undefined);
}

/** Draws a line of text on white, black letters, the paper's full width (the browser's rasteriser). */
export function rasteriseInBrowser(line: RasterLine): Bitmap {
  const px = PX[line.size];
  const height = Math.ceil(px * 1.5);
  const ctx = context(line.widthDots, height);
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, line.widthDots, height);
  ctx.fillStyle = '#000';
  ctx.font = font(line);
  ctx.textBaseline = 'middle';
  const y = height / 2;
  // Arabic is laid out right to left: the label at the right edge, the value at the left (docs/translations.md)
  const rtl = isRightToLeft(`${line.left}${line.right ?? ''}`);
  ctx.direction = rtl ? 'rtl' : 'ltr';
  const [start, end] = rtl ? [line.widthDots - 2, 2] : [2, line.widthDots - 2];
  if (line.right !== undefined) {
    ctx.textAlign = rtl ? 'left' : 'right';
    ctx.fillText(line.right, end, y);
    const rightWidth = ctx.measureText(line.right).width;
    ctx.textAlign = rtl ? 'right' : 'left';
    ctx.fillText(line.left, start, y, Math.max(40, line.widthDots - rightWidth - 16));
  } else {
    ctx.textAlign = line.align === 'center' ? 'center' : rtl ? 'right' : 'left';
    ctx.fillText(line.left, line.align === 'center' ? line.widthDots / 2 : start, y, line.widthDots - 4);
  }
  const image = ctx.getImageData(0, 0, line.widthDots, height);
  return { width: image.width, height: image.height, data: image.data };
}

/** Whether a printed line is Arabic (right to left). */
export const isRightToLeft = (text: string) => /\p{Script=Arabic}/u.test(text);
