import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals small secrets (a sensor account's key) for storage: AES-256-GCM with a fresh 12-byte nonce per
 * value, so the database alone never reveals them and a changed byte is detected. Stored as
 * `v1.<nonce>.<tag>.<ciphertext>` in base64url.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** null when the value was sealed with another key or altered. */
  open(sealed: string): string | null;
}

const VERSION = 'v1';

/** The configured key, or one derived from the JWT secret (documented with INTEGRATIONS_KEY). */
export function secretKey(configured: Buffer | null, jwtSecret: string): Buffer {
  if (configured) return configured;
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'coldroom', 'sensor-integration-credentials', 32));
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The credentials key must be 32 bytes.');
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, nonce.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== VERSION || !nonce || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
