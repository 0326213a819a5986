import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { resetCode } from '@coldroom/domain';

/** A fresh 6-digit code (domain-rules §2). */
export function newResetCode(): string {
  return resetCode((size) => randomBytes(size));
}

/** Stored instead of the code; the phone is part of it, so a code only ever works for its own phone. */
export function hashResetCode(phone: string, code: string): string {
  return createHash('sha256').update(`${phone}\n${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
