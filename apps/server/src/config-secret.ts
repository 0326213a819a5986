import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError } from './config-error';

export const JWT_SECRET_FILE = 'jwt-secret';
const MIN_SECRET_LENGTH = 32;

/**
 * JWT_SECRET unset: a secret generated on the first start and kept in DATA_DIR, so tokens survive restarts
 * without anyone having to invent a secret. Only the owner may read it.
 */
export async function resolveJwtSecret(dataDir: string): Promise<string> {
  const file = join(dataDir, JWT_SECRET_FILE);
  const existing = await readSecret(file);
  if (existing !== null) return existing;
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    await writeFile(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    await chmod(file, 0o600); // the umask may have widened the mode
    return secret;
  } catch (error) {
    // Another process created it between our read and write: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return (await readSecret(file)) ?? secret;
    throw error;
  }
}

async function readSecret(file: string): Promise<string | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(`JWT_SECRET: the file ${file} holds fewer than ${MIN_SECRET_LENGTH} characters; delete it to generate a new secret`);
  }
  return secret;
}
