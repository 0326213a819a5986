/** Grey-scale pixels, row by row: 0 is black, 255 white. */
export interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const INK = 128;

/** Reads a binary PGM (P5, 8-bit), as `pdftoppm -gray` writes it. */
export function readPgm(file: Buffer): GrayImage {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(file.subarray(0, 64).toString('latin1'));
  if (!header || header[3] !== '255') throw new Error('Not an 8-bit binary PGM');
  const [width, height] = [Number(header[1]), Number(header[2])];
  const start = header[0].length;
  return { width, height, data: new Uint8Array(file.subarray(start, start + width * height)) };
}

export function crop(image: GrayImage, box: Box): GrayImage {
  const data = new Uint8Array(box.width * box.height).fill(255);
  for (let y = 0; y < box.height; y++) {
    for (let x = 0; x < box.width; x++) {
      const sx = box.x + x;
      const sy = box.y + y;
      if (sx >= 0 && sy >= 0 && sx < image.width && sy < image.height) data[y * box.width + x] = image.data[sy * image.width + sx] as number;
    }
  }
  return { width: box.width, height: box.height, data };
}

/** The smallest box holding every dark pixel, or null for a blank image. */
export function inkBox(image: GrayImage): Box | null {
  let [left, top, right, bottom] = [image.width, image.height, -1, -1];
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if ((image.data[y * image.width + x] as number) >= INK) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return right < 0 ? null : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/** Share of the pixels that are dark. */
export function inkShare(image: GrayImage): number {
  let dark = 0;
  for (const value of image.data) if (value < INK) dark += 1;
  return dark / image.data.length;
}

/** Share of a's dark pixels that have a dark pixel of b within `reach` pixels, b shifted by (dx, dy). */
function covered(a: GrayImage, b: GrayImage, dx: number, dy: number, reach: number): number {
  let ink = 0;
  let hit = 0;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      if ((a.data[y * a.width + x] as number) >= INK) continue;
      ink += 1;
      search: for (let ny = y - dy - reach; ny <= y - dy + reach; ny++) {
        for (let nx = x - dx - reach; nx <= x - dx + reach; nx++) {
          if (nx >= 0 && ny >= 0 && nx < b.width && ny < b.height && (b.data[ny * b.width + nx] as number) < INK) {
            hit += 1;
            break search;
          }
        }
      }
    }
  }
  return ink === 0 ? 0 : hit / ink;
}

/**
 * How alike two renderings of the same text are, from 0 to 1: both are cut to their ink, laid on each
 * other (best of small shifts), and each dark pixel of either must find ink of the other within 2 px.
 * Two rasterisers drawing the same glyphs score near 1; a vowel sign on the wrong side of its
 * consonant, or a conjunct drawn as separate letters with a visible virama, leaves much ink unmatched.
 */
export function likeness(a: GrayImage, b: GrayImage, reach = 2): number {
  const boxA = inkBox(a);
  const boxB = inkBox(b);
  if (!boxA || !boxB) return 0;
  const inkA = crop(a, boxA);
  const inkB = crop(b, boxB);
  let best = 0;
  for (let dy = -2; dy <= 2; dy++) {
    for (let dx = -2; dx <= 2; dx++) {
      best = Math.max(best, Math.min(covered(inkA, inkB, dx, dy, reach), covered(inkB, inkA, -dx, -dy, reach)));
    }
  }
  return best;
}
