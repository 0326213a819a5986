import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { smsInbound } from '../../db/schema';
import { AppError } from '../../platform/errors';

/** One message as a gateway delivered it, whatever its shape. */
export interface InboundMessage {
  providerMessageId: string;
  from: string;
  to: string | null;
  text: string;
  receivedAt: Date;
}

export type InboundProvider = 'infobip' | 'africastalking' | 'simulator';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The Basic auth password of an `Authorization: Basic …` header, or null. */
function basicPassword(authorization: string | undefined): string | null {
  const match = /^Basic ([A-Za-z0-9+/=]{1,400})$/.exec(authorization?.trim() ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : decoded.slice(colon + 1);
}

/**
 * The gateways' callbacks are keyed (docs/sms-and-ussd.md §5): without SMS_WEBHOOK_KEY they do not exist (404,
 * as any unknown route); a missing or wrong key is refused (401) before anything is read or stored. The key is
 * `?key=`, or the password of Basic auth (Infobip's own way of signing its calls). Compared in constant time.
 */
export function checkGatewayKey(configured: string | null, queryKey: string | undefined, authorization: string | undefined): void {
  if (configured === null) throw new AppError(404, 'route_not_found', 'There is no such route.');
  const given = queryKey ?? basicPassword(authorization);
  if (given === null || given === undefined || !timingSafeEqual(digest(given), digest(configured))) {
    throw new AppError(401, 'not_authenticated', 'The callback key is missing or wrong.');
  }
}

/** A gateway's time, or now when it sent none or one that cannot be read (or one far in the future). */
export function gatewayTime(text: string | undefined, now: Date = new Date()): Date {
  const at = text ? new Date(text.includes('T') || text.includes('Z') ? text : `${text.replace(' ', 'T')}Z`) : null;
  return at && !Number.isNaN(at.getTime()) && at.getTime() <= now.getTime() + 3_600_000 ? at : now;
}

/**
 * Keeps the messages once each (the gateway's message id): a resent callback adds nothing. Answers the ids of
 * the rows just written, to be answered by the `sms-answer` job once this has committed.
 */
export async function saveInbound(db: Db, provider: InboundProvider, messages: readonly InboundMessage[]): Promise<{ ids: number[]; duplicates: number }> {
  if (messages.length === 0) return { ids: [], duplicates: 0 };
  const rows = await db
    .insert(smsInbound)
    .values(
      messages.map((m) => ({ provider, providerMessageId: m.providerMessageId, fromPhone: m.from.trim(), toNumber: m.to?.trim() || null, body: m.text, receivedAt: m.receivedAt })),
    )
    .onConflictDoNothing({ target: [smsInbound.provider, smsInbound.providerMessageId] })
    .returning({ id: smsInbound.id });
  return { ids: rows.map((row) => row.id), duplicates: messages.length - rows.length };
}
