/**
 * A small ESC/POS reader for the printing tests: it reads the bytes back into printed text lines, QR codes,
 * raster images and cuts, and fails on any command it does not know (so an unexpected byte is noticed).
 */
export type Decoded =
  | { kind: 'line'; text: string }
  | { kind: 'qr'; data: string }
  | { kind: 'raster'; widthBytes: number; height: number }
  | { kind: 'cut' };

export function decodeEscPos(bytes: Uint8Array): Decoded[] {
  const out: Decoded[] = [];
  let line = '';
  let pendingQr: string | null = null;
  let i = 0;
  const byte = (at: number) => {
    if (at >= bytes.length) throw new Error(`command cut short at ${at}`);
    return bytes[at]!;
  };
  // Blank lines (feeds) are left out.
  const endLine = () => {
    if (line.trim()) out.push({ kind: 'line', text: line });
    line = '';
  };
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b === 0x0a) {
      endLine();
      i += 1;
    } else if (b === 0x0d) {
      i += 1;
    } else if (b === 0x1b) {
      const command = String.fromCharCode(byte(i + 1));
      if (command === '@' || command === '2') i += 2;
      else if ('aEM!t-3GJdV{'.includes(command)) i += 3;
      else throw new Error(`unknown ESC ${command} at ${i}`);
    } else if (b === 0x1c) {
      const command = String.fromCharCode(byte(i + 1));
      if (command === '.' || command === '&') i += 2;
      else throw new Error(`unknown FS ${command} at ${i}`);
    } else if (b === 0x1d) {
      const command = String.fromCharCode(byte(i + 1));
      if (command === '!' || command === 'B') i += 3;
      else if (command === '(' && byte(i + 2) === 0x6b) {
        const length = byte(i + 3) + byte(i + 4) * 256;
        const body = bytes.subarray(i + 5, i + 5 + length);
        // cn 49 (QR): fn 80 stores the data (after m), fn 81 prints what was stored.
        if (body[0] === 0x31 && body[1] === 0x50) pendingQr = new TextDecoder().decode(body.subarray(3));
        if (body[0] === 0x31 && body[1] === 0x51) {
          if (pendingQr === null) throw new Error('QR printed before its data');
          out.push({ kind: 'qr', data: pendingQr });
          pendingQr = null;
        }
        i += 5 + length;
      } else if (command === 'v' && byte(i + 2) === 0x30) {
        const widthBytes = byte(i + 4) + byte(i + 5) * 256;
        const height = byte(i + 6) + byte(i + 7) * 256;
        out.push({ kind: 'raster', widthBytes, height });
        i += 8 + widthBytes * height;
      } else if (command === 'V') {
        const mode = byte(i + 2);
        out.push({ kind: 'cut' });
        i += mode >= 65 ? 4 : 3;
      } else throw new Error(`unknown GS ${command} at ${i}`);
    } else if (b < 0x20) {
      throw new Error(`unknown control byte ${b} at ${i}`);
    } else {
      line += b < 0x80 ? String.fromCharCode(b) : '?';
      i += 1;
    }
  }
  if (line) endLine();
  return out;
}

/** The printed lines as printed (centred ones start with spaces). */
export const rawLines = (decoded: readonly Decoded[]) => decoded.flatMap((item) => (item.kind === 'line' ? [item.text] : []));
/** The printed lines without their outer spaces. */
export const textLines = (decoded: readonly Decoded[]) => rawLines(decoded).map((line) => line.trim());
