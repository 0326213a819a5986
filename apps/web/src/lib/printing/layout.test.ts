import { isRightToLeft } from './rasterise';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeEscPos, rawLines, textLines } from '../../test/escpos';
import { encodeGatePass, encodeLabels, encodeReceipt, formatMoney, initialsOf, PAPER, type Bitmap, type CrateLabelPrint, type LabelWords, type PaperWidth, type PaperWords, type RasterLine, type ReceiptPrint } from './layout';

/** Golden files: the bytes as first checked; rewritten only with UPDATE_PRINT_GOLDEN=1. */
const GOLDEN = join(import.meta.dirname, '__golden__');
function matchGolden(name: string, bytes: Uint8Array) {
  const file = join(GOLDEN, `${name}.bin`);
  if (process.env.UPDATE_PRINT_GOLDEN === '1') {
    mkdirSync(GOLDEN, { recursive: true });
    writeFileSync(file, bytes);
  }
  if (!existsSync(file)) throw new Error(`golden ${name}.bin is missing: run with UPDATE_PRINT_GOLDEN=1 and check it in`);
  expect(Buffer.from(bytes).equals(readFileSync(file))).toBe(true);
}

const noRaster = (): Bitmap => {
  throw new Error('Latin text must print as text');
};

const words: PaperWords = {
  checkInReceipt: 'Check-in receipt', checkOutReceipt: 'Check-out receipt', gatePass: 'Gate pass', code: 'Code', date: 'Date',
  farmer: 'Farmer', room: 'Room', crates: 'Crates', weight: 'Weight', subtotal: 'Subtotal', discount: 'Discount', total: 'Total',
  plannedFee: 'Planned fee', paid: 'PAID', owed: 'OWED', thanks: 'Thank you',
};
const labelWords: LabelWords = { crate: 'Crate', farmer: 'Farmer', room: 'Room', date: 'Date', weight: 'Weight' };

const receipt: ReceiptPrint = {
  type: 'check_out', company: 'Sunrise Cold Store', code: 'K7M2QX', date: '12 Mar 2026, 14:05', farmerInitials: initialsOf('Amina Yusuf Bello'),
  room: 'Room 1', currency: 'INR',
  lots: [{ crop: 'Tomato', crates: 3, weightKg: 61.5 }, { crop: 'Onion', crates: 2, weightKg: 40 }],
  subtotalMinor: 150_000, discountMinor: 10_000, totalMinor: 140_000, paid: false,
};
const CERTIFICATE = 'https://coldroom.example/c/AbCdEfGhIjKlMnOpQrStUv';
const label: CrateLabelPrint = {
  code: 'K7M2QX', crate: '3/30', tag: 'T-17', crop: 'Tomato', farmerInitials: 'A. B.', room: 'Room 1', date: '12 Mar 2026', weightKg: 20.5,
  certificateUrl: CERTIFICATE,
};

describe.each([58, 80] as PaperWidth[])('ESC/POS at %i mm', (width) => {
  const options = { width, rasterise: noRaster };
  const columns = PAPER[width].columns;

  it('encodes a receipt byte for byte as its golden file, which reads back as the receipt and a cut', () => {
    const bytes = encodeReceipt(receipt, words, options);
    matchGolden(`receipt-${width}`, bytes);
    const decoded = decodeEscPos(bytes);
    const lines = textLines(decoded);
    expect(lines).toContain('Sunrise Cold Store');
    expect(lines).toContain('K7M2QX');
    expect(lines).toContain(`Farmer${' '.repeat(columns - 'Farmer'.length - 'A. B.'.length)}A. B.`);
    expect(lines).toContain('Tomato');
    expect(lines.find((line) => line.startsWith('Crates: 3'))).toMatch(/61\.5 kg$/);
    expect(lines.find((line) => line.startsWith('Total'))).toMatch(/INR 1,400\.00$/);
    expect(lines).toContain('OWED');
    expect(rawLines(decoded).every((line) => line.length <= columns)).toBe(true);
    expect(decoded.at(-1)).toEqual({ kind: 'cut' });
    expect(decoded.some((item) => item.kind === 'qr' || item.kind === 'raster')).toBe(false);
  });

  it('encodes crate labels as their golden file: the code, the certificate QR, the facts, a cut per label', () => {
    const bytes = encodeLabels([label, { ...label, crate: '4/30', tag: null, certificateUrl: CERTIFICATE }], labelWords, options);
    matchGolden(`label-${width}`, bytes);
    const decoded = decodeEscPos(bytes);
    expect(decoded.filter((item) => item.kind === 'qr')).toEqual([{ kind: 'qr', data: CERTIFICATE }, { kind: 'qr', data: CERTIFICATE }]);
    expect(decoded.filter((item) => item.kind === 'cut')).toHaveLength(2);
    expect(decoded.at(-1)).toEqual({ kind: 'cut' });
    const lines = textLines(decoded);
    expect(lines.filter((line) => line === 'K7M2QX')).toHaveLength(2);
    expect(lines.find((line) => line.startsWith('Crate'))).toMatch(/3\/30 T-17$/);
    expect(lines.find((line) => line.startsWith('Weight'))).toMatch(/20\.5 kg$/);
    expect(rawLines(decoded).every((line) => line.length <= columns)).toBe(true);
  });

  it('prints an Odia crop name as a raster image (GS v 0) the paper’s full width', () => {
    const asked: RasterLine[] = [];
    const rasterise = (line: RasterLine): Bitmap => {
      asked.push(line);
      const height = 30;
      const data = new Uint8ClampedArray(line.widthDots * height * 4).fill(255);
      for (let x = 0; x < 40; x++) data.fill(0, (10 * line.widthDots + x) * 4, (10 * line.widthDots + x) * 4 + 3);
      return { width: line.widthDots, height, data };
    };
    const bytes = encodeLabels([{ ...label, crop: 'ଟମାଟୋ' }], labelWords, { width, rasterise });
    expect(asked).toEqual([expect.objectContaining({ left: 'ଟମାଟୋ', widthDots: PAPER[width].dots })]);
    const rasters = decodeEscPos(bytes).filter((item) => item.kind === 'raster');
    expect(rasters).toEqual([{ kind: 'raster', widthBytes: width === 58 ? 48 : 72, height: 32 }]);
  });

  it('prints Yoruba, Hausa, Igbo and Arabic crop names as images (the code pages lack their letters), a plain Latin name as text', () => {
    const asked: string[] = [];
    const rasterise = (line: RasterLine): Bitmap => {
      asked.push(line.left);
      return { width: line.widthDots, height: 8, data: new Uint8ClampedArray(line.widthDots * 8 * 4).fill(255) };
    };
    for (const crop of ['Àlùbọ́sà', 'Ƙwai', 'Yabasị', 'طماطم', 'Nyanya']) encodeLabels([{ ...label, crop }], labelWords, { width, rasterise });
    expect(asked).toEqual(['Àlùbọ́sà', 'Ƙwai', 'Yabasị', 'طماطم']);
    expect(isRightToLeft('طماطم')).toBe(true);
    expect(isRightToLeft('Nyanya 12')).toBe(false);
  });

  it('prints a gate pass with the crates and whether it is paid', () => {
    const decoded = decodeEscPos(
      encodeGatePass({ company: 'Sunrise Cold Store', code: 'K7M2QX', date: '12 Mar 2026', farmerInitials: 'A. B.', room: 'Room 1', crates: 5, weightKg: 101.5, currency: 'NGN', totalMinor: 250_000, paid: true }, words, options),
    );
    const lines = textLines(decoded);
    expect(lines).toContain('Gate pass');
    expect(lines).toContain('Crates: 5');
    expect(lines).toContain('PAID');
    expect(decoded.at(-1)).toEqual({ kind: 'cut' });
  });
});

it('writes money with the currency code and its minor digits', () => {
  expect(formatMoney(140_000, 'INR')).toBe('INR 1,400.00');
  expect(formatMoney(5000, 'JPY')).toBe('JPY 5,000');
});
