import { createHash } from 'node:crypto';
import { LOGO_CONTENT_TYPES } from '@coldroom/contract';

export type ImageType = (typeof LOGO_CONTENT_TYPES)[number];

export const EXTENSION_OF: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
export const TYPE_OF_EXTENSION: Record<string, ImageType> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/**
 * The image type the bytes really are (by their signature, never the file name or the browser's claim),
 * or null when they are not a PNG, JPEG or WebP. SVG is refused on purpose: it can carry script.
 */
export async function detectImage(data: Buffer): Promise<ImageType | null> {
  // Loaded on the first upload, not at start-up.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(data);
  const mime = detected?.mime as string | undefined;
  return mime && (LOGO_CONTENT_TYPES as readonly string[]).includes(mime) ? (mime as ImageType) : null;
}

/** A key that changes whenever the content does, so the file can be cached forever. */
export function contentKey(folder: string, data: Buffer, type: ImageType): string {
  return `${folder}/${createHash('sha256').update(data).digest('hex')}.${EXTENSION_OF[type]}`;
}
