/**
 * Random codes that people read aloud, type on phones or copy from an SMS: movement codes (6),
 * farmers' user codes (8), invitation codes (8) and password-reset codes (6 digits).
 *
 * Letters and digits come from Crockford's base-32 alphabet: 0–9 and A–Z without I, L, O and U.
 * It stays within the rules' A–Z, 0–9 for user codes, has no look-alike pairs (O/0, I/1/L), and
 * because 32 divides 256 every random byte maps to a character with no bias. Typed input is
 * normalised back (o → 0, i and l → 1, lower case, spaces and dashes), so a misread character
 * still finds the code.
 *
 * Randomness comes from the caller: the server passes crypto.randomBytes, the browser
 * crypto.getRandomValues. Bytes are mapped by rejection sampling, never by a plain modulo, so
 * every character is equally likely for any alphabet size.
 */

/** Returns `size` cryptographically random bytes. */
export type RandomBytes = (size: number) => Uint8Array;

export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const DIGITS = '0123456789';

export const MOVEMENT_CODE_LENGTH = 6;
export const USER_CODE_LENGTH = 8;
export const INVITATION_CODE_LENGTH = 8;
export const RESET_CODE_LENGTH = 6;

/** A string of `length` characters drawn uniformly from `alphabet`. */
export function randomCode(alphabet: string, length: number, randomBytes: RandomBytes): string {
  const symbols = [...alphabet];
  if (symbols.length < 2 || symbols.length > 256 || new Set(symbols).size !== symbols.length) {
    throw new RangeError('An alphabet needs 2 to 256 distinct characters');
  }
  if (!Number.isInteger(length) || length < 1) throw new RangeError(`Not a code length: ${length}`);
  // Bytes at or above the largest multiple of the alphabet size would favour the first
  // characters; they are skipped and more are drawn.
  const limit = 256 - (256 % symbols.length);
  let code = '';
  while (code.length < length) {
    const wanted = length - code.length;
    const bytes = randomBytes(wanted + 8);
    if (bytes.length === 0) throw new Error('The random source returned no bytes');
    for (const byte of bytes) {
      if (byte >= limit) continue;
      code += symbols[byte % symbols.length];
      if (code.length === length) break;
    }
  }
  return code;
}

/** The 6-character code of a check-in or check-out (unique per company: the server retries on a clash). */
export function movementCode(randomBytes: RandomBytes): string {
  return randomCode(CODE_ALPHABET, MOVEMENT_CODE_LENGTH, randomBytes);
}

/** A farmer's 8-character code that an operator types to link them to the company. */
export function userCode(randomBytes: RandomBytes): string {
  return randomCode(CODE_ALPHABET, USER_CODE_LENGTH, randomBytes);
}

/** The 8-character code of an invitation to join a company. */
export function invitationCode(randomBytes: RandomBytes): string {
  return randomCode(CODE_ALPHABET, INVITATION_CODE_LENGTH, randomBytes);
}

/** The 6-digit code sent by SMS to reset a password. */
export function resetCode(randomBytes: RandomBytes): string {
  return randomCode(DIGITS, RESET_CODE_LENGTH, randomBytes);
}

/** Typed or pasted input in canonical form: trimmed, upper case, no spaces or dashes, O→0, I/L→1. */
export function normaliseCode(input: string): string {
  return input
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s_.\u2010-\u2015-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

const CODE_CHAR = `[${CODE_ALPHABET}]`;
const MOVEMENT_CODE = new RegExp(`^${CODE_CHAR}{${MOVEMENT_CODE_LENGTH}}$`);
const EIGHT_CHARACTER_CODE = new RegExp(`^${CODE_CHAR}{8}$`);
const RESET_CODE = new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`);

/** Whether a normalised string is a well-formed code (normalise typed input first). */
export function isMovementCode(code: string): boolean {
  return MOVEMENT_CODE.test(code);
}

export function isUserCode(code: string): boolean {
  return EIGHT_CHARACTER_CODE.test(code);
}

export function isInvitationCode(code: string): boolean {
  return EIGHT_CHARACTER_CODE.test(code);
}

export function isResetCode(code: string): boolean {
  return RESET_CODE.test(code);
}
