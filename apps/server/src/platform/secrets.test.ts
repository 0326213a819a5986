import { describe, expect, it } from 'vitest';
import { createSecretBox, secretKey } from './secrets';

describe('sealed secrets', () => {
  const box = createSecretBox(secretKey(null, 'a-jwt-secret-that-is-long-enough-for-tests'));

  it('opens what it sealed, with a fresh nonce each time', () => {
    const one = box.seal('account-key-123');
    const two = box.seal('account-key-123');
    expect(one).not.toBe(two);
    expect(one).not.toContain('account-key-123');
    expect(box.open(one)).toBe('account-key-123');
    expect(box.open(box.seal(''))).toBe('');
  });

  it('refuses an altered value and another key’s, without throwing', () => {
    const sealed = box.seal('token');
    const [version, nonce, tag, body] = sealed.split('.');
    const flipped = body!.startsWith('A') ? `B${body!.slice(1)}` : `A${body!.slice(1)}`;
    expect(box.open([version, nonce, tag, flipped].join('.'))).toBeNull();
    expect(box.open('v2.x.y.z')).toBeNull();
    expect(box.open('garbage')).toBeNull();
    const other = createSecretBox(secretKey(Buffer.alloc(32, 7), 'ignored when a key is configured'));
    expect(other.open(sealed)).toBeNull();
  });
});
