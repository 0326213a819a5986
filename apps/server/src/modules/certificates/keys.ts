import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { signingKeys } from '../../db/schema';
import { createSecretBox, secretKey } from '../../platform/secrets';

/** The server's Ed25519 key (docs/certificates-and-labels.md §5). */
export interface SigningKey {
  keyId: string;
  publicKeyPem: string;
  privateKey: KeyObject;
}

/** The first 16 hex digits of the SHA-256 of the public key (SPKI DER). */
export function keyIdOf(publicKey: KeyObject): string {
  return createHash('sha256').update(publicKey.export({ type: 'spki', format: 'der' })).digest('hex').slice(0, 16);
}

/**
 * JSON with object keys sorted at every level and no spaces: the bytes a signature covers. Only what
 * certificate facts hold is expected (strings, finite numbers, booleans, null, arrays, plain objects).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError('Not a finite number');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  throw new TypeError(`Cannot sign a ${typeof value}`);
}

const boxOf = (config: Config) => createSecretBox(secretKey(config.sensors.key, config.jwtSecret));
const cache = new WeakMap<object, SigningKey>();

/** The newest stored key, made and stored on first use (two processes at once: each stores its own; both verify). */
export async function currentSigningKey(db: DbOrTx, config: Config): Promise<SigningKey> {
  const cached = cache.get(db);
  if (cached) return cached;
  let [row] = await db.select().from(signingKeys).orderBy(desc(signingKeys.id)).limit(1);
  if (!row) {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const values = {
      keyId: keyIdOf(publicKey),
      publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      sealedPrivateKey: boxOf(config).seal(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()),
    };
    await db.insert(signingKeys).values(values).onConflictDoNothing();
    [row] = await db.select().from(signingKeys).orderBy(desc(signingKeys.id)).limit(1);
  }
  const pem = row ? boxOf(config).open(row.sealedPrivateKey) : null;
  if (!row || !pem) throw new Error('The certificate signing key cannot be opened with this server\'s secret key.');
  const key = { keyId: row.keyId, publicKeyPem: row.publicKeyPem, privateKey: createPrivateKey(pem) };
  cache.set(db, key);
  return key;
}

/** A stored public key by its id, or null. */
export async function publicKeyById(db: DbOrTx, keyId: string): Promise<KeyObject | null> {
  const [row] = await db.select({ pem: signingKeys.publicKeyPem }).from(signingKeys).where(eq(signingKeys.keyId, keyId)).limit(1);
  return row ? createPublicKey(row.pem) : null;
}

export const signText = (key: SigningKey, content: string): string => sign(null, Buffer.from(content, 'utf8'), key.privateKey).toString('base64url');

export function verifyText(publicKey: KeyObject, content: string, signature: string): boolean {
  const bytes = Buffer.from(signature, 'base64url');
  if (bytes.length !== 64) return false;
  return verify(null, Buffer.from(content, 'utf8'), publicKey, bytes);
}
