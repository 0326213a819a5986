import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) with the OWASP minimum: 19 MiB, 2 passes, one lane.
 * About 30 ms a hash on a small server: slow for guessing, quick for people.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;
/** A hash of nothing anyone knows, verified for unknown users so they take as long as known ones. */
function dummy(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
}

/** True when the password matches. A missing hash (no login, unknown user) still costs one verify. */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await dummy(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false; // a corrupt stored hash is a failed login, not a crash
  }
}

/** Warm the dummy hash at start so the first unknown-user login is not faster than the rest. */
export async function prepareDummyHash(): Promise<void> {
  await dummy();
}
