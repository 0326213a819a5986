import type { SmsKind } from '@coldroom/contract';

/**
 * SMS that carry a one-time code (domain-rules §2, docs/abuse-rules.md): only the phone's owner may read
 * the code. The outbox masks it for everyone, service providers included and whatever SMS_PROVIDER is;
 * with SMS_PROVIDER=outbox the server log shows it to whoever runs the server.
 */
export const SECRET_KINDS: ReadonlySet<SmsKind> = new Set<SmsKind>(['password_reset', 'verification']);

const CODE = /(?<![0-9])[0-9]{6}(?![0-9])/g;

/** The text with every 6-digit code replaced by dots. */
export function maskOneTimeCodes(text: string): string {
  return text.replace(CODE, '••••••');
}

/** The 6-digit code in a text, or null. */
export function oneTimeCodeIn(text: string): string | null {
  return text.match(CODE)?.[0] ?? null;
}
