import { CERTIFICATE_TOKEN_PATTERN } from '@coldroom/contract';
import { isMovementCode, normaliseCode } from '@coldroom/domain';

/** What a scanned or typed value looks like (the server reads it the same way: modules/certificates/scan.ts). */
export type ScanValue = { kind: 'token'; token: string; linked: boolean; place?: number; movement?: string } | { kind: 'code'; code: string } | { kind: 'tag'; tag: string };

/** `…/c/<token>` (a receipt's QR: the lot) or `…/c/<token>/<n>` (a crate's label: the n-th crate of the lot). */
const LINK = /\/c\/([A-Za-z0-9_-]{22})(?:\/([1-9][0-9]{0,3}))?\/?(?:[?#].*)?$/;

export function readScanValue(raw: string): ScanValue {
  const value = raw.trim();
  const link = LINK.exec(value);
  if (link) {
    const found: Extract<ScanValue, { kind: 'token' }> = { kind: 'token', token: link[1]!, linked: true };
    if (link[2]) found.place = Number(link[2]);
    // A receipt's QR: the lot's link and its movement's code (`?m=<code>`).
    const movement = /[?&]m=([A-Za-z0-9]{6})(?:[&#]|$)/.exec(value)?.[1];
    if (movement && isMovementCode(normaliseCode(movement))) found.movement = normaliseCode(movement);
    return found;
  }
  if (CERTIFICATE_TOKEN_PATTERN.test(value)) return { kind: 'token', token: value, linked: false };
  const code = normaliseCode(value);
  if (isMovementCode(code)) return { kind: 'code', code };
  return { kind: 'tag', tag: value };
}

/** Tags compare without surrounding spaces and letter case (docs/crate-tags.md). */
export const sameTag = (a: string | null | undefined, b: string) => typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();
