import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';

/**
 * Thermal printing (issue 28, docs/certificates-and-labels.md "Thermal printing"): receipts, gate passes
 * and crate labels as ESC/POS bytes for 58 mm and 80 mm printers. The layout is a pure function of the data
 * (no clock, no DOM, no translation lookups): the caller hands in translated words and formatted dates, and
 * a rasteriser for the scripts printers' code pages lack (Devanagari, Odia, Gujarati), which draws a line of
 * text as a bitmap the paper's width and is sent as a raster image (GS v 0).
 */

export const PAPER_WIDTHS = [58, 80] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];

/** Characters a line holds in font A, and dots a line is wide (203 dpi printers). */
export const PAPER: Record<PaperWidth, { columns: number; dots: number; qrSize: number }> = {
  58: { columns: 32, dots: 384, qrSize: 6 },
  80: { columns: 48, dots: 576, qrSize: 8 },
};

/** A line of text to draw as an image: `left` (and `right`, set against the right edge) in `widthDots`. */
export interface RasterLine {
  left: string;
  right?: string;
  widthDots: number;
  size: 'normal' | 'large';
  bold: boolean;
  align: 'left' | 'center';
}
/** RGBA pixels, `width` × `height` (the shape of ImageData). */
export interface Bitmap {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}
export type Rasterise = (line: RasterLine) => Bitmap;

/**
 * Text outside what the code pages hold: drawn as an image. The Indic scripts, Arabic, and Latin letters past
 * Latin-1 or with combining marks (Yoruba's ẹ ọ ṣ and tone marks, Hausa's ɓ ɗ ƙ, Igbo's ị ụ ṅ), which the
 * printers' code pages would print as "?".
 */
const COMPLEX_SCRIPT = /[\p{Script=Devanagari}\p{Script=Oriya}\p{Script=Gujarati}\p{Script=Arabic}\u0100-\u02ff\u1e00-\u1eff]|\p{Mn}/u;
export const needsRaster = (text: string) => COMPLEX_SCRIPT.test(text);

type Block =
  | { kind: 'text'; left: string; right?: string; size?: 'normal' | 'large'; bold?: boolean; align?: 'left' | 'center' }
  | { kind: 'rule' }
  | { kind: 'qr'; data: string }
  | { kind: 'feed'; lines: number }
  | { kind: 'cut' };

export interface PrintOptions {
  width: PaperWidth;
  rasterise: Rasterise;
}

const text = (left: string, more: Omit<Extract<Block, { kind: 'text' }>, 'kind' | 'left'> = {}): Block => ({ kind: 'text', left, ...more });
const pair = (left: string, right: string): Block => ({ kind: 'text', left, right });

/** "INR 1,234.50": the currency's code and its minor digits (code pages lack most currency signs). */
export function formatMoney(minor: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'code' });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits).replace(/\s/g, ' ');
}
export const formatKg = (kg: number) => `${kg.toFixed(1)} kg`;

/** Lays the blocks out with the encoder: Latin text as text, other scripts as raster images, cut at the end. */
export function encodeBlocks(blocks: readonly Block[], { width, rasterise }: PrintOptions): Uint8Array {
  const paper = PAPER[width];
  const encoder = new ReceiptPrinterEncoder({ language: 'esc-pos', columns: paper.columns, imageMode: 'raster', feedBeforeCut: 4 });
  encoder.initialize();
  for (const block of blocks) {
    switch (block.kind) {
      case 'rule':
        encoder.rule({ style: 'single' });
        break;
      case 'feed':
        encoder.newline(block.lines);
        break;
      case 'cut':
        encoder.cut('partial');
        break;
      case 'qr':
        encoder.align('center').qrcode(block.data, { model: 2, size: paper.qrSize, errorlevel: 'm' }).newline().align('left');
        break;
      case 'text': {
        const size = block.size ?? 'normal';
        const bold = block.bold ?? false;
        const align = block.align ?? 'left';
        if (needsRaster(block.left) || needsRaster(block.right ?? '')) {
          const bitmap = rasterise({ left: block.left, right: block.right, widthDots: paper.dots, size, bold, align });
          encoder.align('left').image(bitmap, { width: bitmap.width, height: bitmap.height, algorithm: 'threshold', mode: 'raster' });
          break;
        }
        const columns = size === 'large' ? Math.floor(paper.columns / 2) : paper.columns;
        encoder.align(block.right === undefined ? align : 'left').bold(bold);
        if (size === 'large') encoder.size(2, 2);
        for (const line of block.right === undefined ? [block.left] : spread(block.left, block.right, columns)) encoder.line(line);
        if (size === 'large') encoder.size(1, 1);
        encoder.bold(false).align('left');
        break;
      }
    }
  }
  return encoder.encode();
}

/** `left` and `right` on one line of `columns` characters; a long left part wraps onto its own line. */
function spread(left: string, right: string, columns: number): string[] {
  if (left.length + right.length < columns) return [left + ' '.repeat(columns - left.length - right.length) + right];
  return [left, ' '.repeat(Math.max(0, columns - right.length)) + right];
}

// ─── receipts and gate passes ─────────────────────────────────────────────────────────────────────

/** The printed words, in the language of the person printing (i18n `printing.paper.*`). */
export interface PaperWords {
  checkInReceipt: string;
  checkOutReceipt: string;
  gatePass: string;
  code: string;
  date: string;
  farmer: string;
  room: string;
  crates: string;
  weight: string;
  subtotal: string;
  discount: string;
  total: string;
  plannedFee: string;
  paid: string;
  owed: string;
  thanks: string;
}

export interface ReceiptLot {
  crop: string;
  crates: number;
  weightKg: number;
}
export interface ReceiptPrint {
  type: 'check_in' | 'check_out';
  company: string;
  code: string;
  /** Already formatted ("12 Mar 2026, 14:05"). */
  date: string;
  farmerInitials: string;
  room: string;
  lots: readonly ReceiptLot[];
  currency: string;
  /** A check-in: the planned fee; a check-out: subtotal, discount and total. */
  plannedFeeMinor?: number;
  subtotalMinor?: number;
  discountMinor?: number;
  totalMinor?: number;
  /** A check-out: whether it was paid (false: owed). */
  paid?: boolean;
}

function head(title: string, data: { company: string; code: string; date: string; farmerInitials: string; room: string }, words: PaperWords): Block[] {
  return [
    text(data.company, { bold: true, align: 'center' }),
    text(title, { align: 'center' }),
    text(data.code, { size: 'large', bold: true, align: 'center' }),
    { kind: 'rule' },
    pair(words.date, data.date),
    pair(words.farmer, data.farmerInitials),
    pair(words.room, data.room),
    { kind: 'rule' },
  ];
}

export function receiptBlocks(data: ReceiptPrint, words: PaperWords): Block[] {
  const blocks = head(data.type === 'check_in' ? words.checkInReceipt : words.checkOutReceipt, data, words);
  for (const lot of data.lots) {
    blocks.push(text(lot.crop, { bold: true }), pair(`  ${words.crates}: ${lot.crates}`, formatKg(lot.weightKg)));
  }
  const crates = data.lots.reduce((sum, lot) => sum + lot.crates, 0);
  const weight = data.lots.reduce((sum, lot) => sum + lot.weightKg, 0);
  blocks.push({ kind: 'rule' }, pair(words.crates, String(crates)), pair(words.weight, formatKg(weight)));
  const money = (minor: number) => formatMoney(minor, data.currency);
  if (data.type === 'check_in' && data.plannedFeeMinor !== undefined) blocks.push(pair(words.plannedFee, money(data.plannedFeeMinor)));
  if (data.type === 'check_out') {
    if (data.subtotalMinor !== undefined && data.discountMinor) blocks.push(pair(words.subtotal, money(data.subtotalMinor)), pair(words.discount, money(-data.discountMinor)));
    if (data.totalMinor !== undefined) blocks.push(text(words.total, { right: money(data.totalMinor), bold: true }));
    if (data.paid !== undefined) blocks.push(text(data.paid ? words.paid : words.owed, { bold: true, align: 'center' }));
  }
  blocks.push({ kind: 'feed', lines: 1 }, text(words.thanks, { align: 'center' }), { kind: 'cut' });
  return blocks;
}

export function encodeReceipt(data: ReceiptPrint, words: PaperWords, options: PrintOptions): Uint8Array {
  return encodeBlocks(receiptBlocks(data, words), options);
}

export interface GatePassPrint {
  company: string;
  code: string;
  date: string;
  farmerInitials: string;
  room: string;
  crates: number;
  weightKg: number;
  currency: string;
  totalMinor: number;
  paid: boolean;
}

/** What the gate keeper checks: the check-out's code, how many crates leave, and whether it is paid. */
export function gatePassBlocks(data: GatePassPrint, words: PaperWords): Block[] {
  return [
    ...head(words.gatePass, data, words),
    text(`${words.crates}: ${data.crates}`, { size: 'large', bold: true }),
    pair(words.weight, formatKg(data.weightKg)),
    pair(words.total, formatMoney(data.totalMinor, data.currency)),
    text(data.paid ? words.paid : words.owed, { size: 'large', bold: true, align: 'center' }),
    { kind: 'cut' },
  ];
}

export function encodeGatePass(data: GatePassPrint, words: PaperWords, options: PrintOptions): Uint8Array {
  return encodeBlocks(gatePassBlocks(data, words), options);
}

// ─── crate labels ─────────────────────────────────────────────────────────────────────────────────

export interface LabelWords {
  crate: string;
  farmer: string;
  room: string;
  date: string;
  weight: string;
}
export interface CrateLabelPrint {
  code: string;
  /** "3/30" */
  crate: string;
  tag: string | null;
  crop: string;
  farmerInitials: string;
  room: string;
  date: string;
  weightKg: number;
  /** The lot's certificate link (docs/certificates-and-labels.md §6); null: no QR. */
  certificateUrl: string | null;
}

/** One label per crate, each cut off: the code in large letters, the QR of the certificate, the facts. */
export function labelBlocks(labels: readonly CrateLabelPrint[], words: LabelWords): Block[] {
  return labels.flatMap((label): Block[] => [
    text(label.code, { size: 'large', bold: true, align: 'center' }),
    ...(label.certificateUrl ? [{ kind: 'qr', data: label.certificateUrl } as Block] : []),
    text(label.crop, { bold: true }),
    pair(words.crate, label.tag ? `${label.crate} ${label.tag}` : label.crate),
    pair(words.farmer, label.farmerInitials),
    pair(words.room, label.room),
    pair(words.date, label.date),
    pair(words.weight, formatKg(label.weightKg)),
    { kind: 'cut' },
  ]);
}

export function encodeLabels(labels: readonly CrateLabelPrint[], words: LabelWords, options: PrintOptions): Uint8Array {
  return encodeBlocks(labelBlocks(labels, words), options);
}

/** The settings' test page: the printer's width, a ruler of its columns, a QR code. */
export function encodeTestPage(lines: { title: string; body: string; url: string }, options: PrintOptions): Uint8Array {
  const { columns } = PAPER[options.width];
  const ruler = Array.from({ length: columns }, (_, i) => String((i + 1) % 10)).join('');
  return encodeBlocks(
    [text(lines.title, { size: 'large', bold: true, align: 'center' }), text(lines.body, { align: 'center' }), text(ruler), { kind: 'qr', data: lines.url }, { kind: 'cut' }],
    options,
  );
}

/** "A. B." from a full name, as the certificates print it: never the name itself. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((word) => `${[...word][0]!.toLocaleUpperCase()}.`).join(' ');
}
