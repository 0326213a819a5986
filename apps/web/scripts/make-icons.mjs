// Draws the Coldroom icon (a white snowflake under a small sun on cold-room blue) from a few shapes,
// and writes the same drawing as SVG and as PNGs. Uses only Node itself: run `node scripts/make-icons.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const OUT = new URL('../public/icons/', import.meta.url);
const BLUE = '#0b7285';
const SUN = '#fcc419';
const WHITE = '#ffffff';

/** The drawing on a 512 × 512 canvas; `inset` scales the motif towards the centre (maskable safe zone). */
function shapes({ rounded, inset }) {
  const s = (v) => 256 + (v - 256) * inset;
  const list = [{ kind: 'rect', r: rounded ? 112 : 0, fill: BLUE }];
  list.push({ kind: 'circle', cx: s(372), cy: s(140), r: 58 * inset, fill: SUN });
  const cx = s(244);
  const cy = s(276);
  for (let i = 0; i < 6; i += 1) {
    const a = (Math.PI / 3) * i - Math.PI / 2;
    const len = 150 * inset;
    list.push({ kind: 'line', x1: cx, y1: cy, x2: cx + Math.cos(a) * len, y2: cy + Math.sin(a) * len, w: 30 * inset, fill: WHITE });
    const bx = cx + Math.cos(a) * len * 0.58;
    const by = cy + Math.sin(a) * len * 0.58;
    for (const turn of [-1, 1]) {
      const b = a + turn * (Math.PI / 4);
      const bl = 52 * inset;
      list.push({ kind: 'line', x1: bx, y1: by, x2: bx + Math.cos(b) * bl, y2: by + Math.sin(b) * bl, w: 24 * inset, fill: WHITE });
    }
  }
  list.push({ kind: 'circle', cx, cy, r: 30 * inset, fill: WHITE });
  return list;
}

function inside(shape, x, y) {
  if (shape.kind === 'circle') return (x - shape.cx) ** 2 + (y - shape.cy) ** 2 <= shape.r ** 2;
  if (shape.kind === 'rect') {
    const r = shape.r;
    if (x < 0 || y < 0 || x > 512 || y > 512) return false;
    const dx = Math.max(r - x, x - (512 - r), 0);
    const dy = Math.max(r - y, y - (512 - r), 0);
    return dx * dx + dy * dy <= r * r;
  }
  const { x1, y1, x2, y2, w } = shape;
  const vx = x2 - x1;
  const vy = y2 - y1;
  const t = Math.max(0, Math.min(1, ((x - x1) * vx + (y - y1) * vy) / (vx * vx + vy * vy)));
  return (x - x1 - t * vx) ** 2 + (y - y1 - t * vy) ** 2 <= (w / 2) ** 2;
}

const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

function render(list, size) {
  const pixels = Buffer.alloc(size * size * 4);
  const n = 4;
  const scale = 512 / size;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < n; sy += 1) {
        for (let sx = 0; sx < n; sx += 1) {
          const x = (px + (sx + 0.5) / n) * scale;
          const y = (py + (sy + 0.5) / n) * scale;
          let colour = null;
          for (const shape of list) if (inside(shape, x, y)) colour = shape.fill;
          if (!colour) continue;
          const [cr, cg, cb] = rgb(colour);
          r += cr; g += cg; b += cb; a += 1;
        }
      }
      const o = (py * size + px) * 4;
      if (a > 0) {
        pixels[o] = Math.round(r / a);
        pixels[o + 1] = Math.round(g / a);
        pixels[o + 2] = Math.round(b / a);
      }
      pixels[o + 3] = Math.round((a / (n * n)) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, k) => {
  let c = k;
  for (let i = 0; i < 8; i += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function png(pixels, size) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

function svg(list) {
  const f = (v) => Number(v.toFixed(2));
  const body = list.map((sh) => {
    if (sh.kind === 'rect') return `<rect width="512" height="512" rx="${sh.r}" fill="${sh.fill}"/>`;
    if (sh.kind === 'circle') return `<circle cx="${f(sh.cx)}" cy="${f(sh.cy)}" r="${f(sh.r)}" fill="${sh.fill}"/>`;
    return `<line x1="${f(sh.x1)}" y1="${f(sh.y1)}" x2="${f(sh.x2)}" y2="${f(sh.y2)}" stroke="${sh.fill}" stroke-width="${f(sh.w)}" stroke-linecap="round"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${body.join('')}</svg>\n`;
}

mkdirSync(OUT, { recursive: true });
const plain = shapes({ rounded: true, inset: 1 });
const square = shapes({ rounded: false, inset: 1 });
const maskable = shapes({ rounded: false, inset: 0.78 });
writeFileSync(new URL('icon.svg', OUT), svg(plain));
writeFileSync(new URL('icon-192.png', OUT), png(render(plain, 192), 192));
writeFileSync(new URL('icon-512.png', OUT), png(render(plain, 512), 512));
writeFileSync(new URL('maskable-512.png', OUT), png(render(maskable, 512), 512));
writeFileSync(new URL('apple-touch-icon-180.png', OUT), png(render(square, 180), 180));
console.log('icons written');
