import { LOGO_CONTENT_TYPES, LOGO_MAX_BYTES } from '@coldroom/contract';

export const LOGO_TYPES: readonly string[] = LOGO_CONTENT_TYPES;

const startsWith = (bytes: Uint8Array, prefix: number[], offset = 0) => prefix.every((byte, i) => bytes[offset + i] === byte);

/** What the file's first bytes say it is (the server checks the same way; a renamed file is caught here). */
export function sniffImage(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

async function headOf(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, 12);
  // jsdom's Blob lacks arrayBuffer(); a FileReader works everywhere.
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(head);
  });
}

/** The translation key of what is wrong with a logo file, or null: PNG, JPEG or WebP, at most 2 MB. */
export async function logoProblem(file: Blob): Promise<string | null> {
  if (file.size > LOGO_MAX_BYTES) return 'company.logoTooLarge';
  const kind = sniffImage(await headOf(file));
  return kind && LOGO_TYPES.includes(kind) ? null : 'company.logoWrongType';
}
