import { sql } from 'drizzle-orm';
import { OFFLINE_MAX_AGE_DAYS } from '@coldroom/contract';
import type { Db } from '../../db/client';
import { deleteExpiredLimits } from '../limits/counters';

const DAY_MS = 86_400_000;

/** How long rows are kept (docs/background-jobs.md, "Housekeeping"). */
export const RETENTION = {
  /** Refresh tokens past their expiry or revocation: kept this long for the audit of a session, then deleted. */
  refreshTokenGraceDays: 7,
  /** Idempotency keys: an offline queue replays operations up to OFFLINE_MAX_AGE_DAYS old; kept well past that. */
  idempotencyKeyDays: Math.max(30, OFFLINE_MAX_AGE_DAYS * 4),
  /** Sent SMS in the outbox. */
  sentSmsDays: 90,
  /** Failed and refused SMS (the dead letters, and what budgets refused): longer, for investigation. */
  failedSmsDays: 365,
  /** Offline operations the server refused, shown to service providers. */
  offlineRefusalDays: 180,
} as const;

export interface HousekeepingResult {
  refreshTokens: number;
  idempotencyKeys: number;
  smsMessages: number;
  offlineRefusals: number;
  /** Farmers' SMS answered longer ago than sent SMS are kept (docs/sms-and-ussd.md). */
  smsInbound: number;
  rateLimits: number;
}

const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

async function deleted(db: Db, statement: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute(statement)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * The daily housekeeping job: deletes what no one needs any more. SMS rows another row refers to (a
 * balance reminder, an invitation) are kept; offline device codes are never deleted (a code must never be
 * handed out twice, modules/offline/codes.ts).
 */
export async function runHousekeeping(db: Db, now: Date = new Date()): Promise<HousekeepingResult> {
  const tokenCut = ago(now, RETENTION.refreshTokenGraceDays);
  const refreshTokens = await deleted(
    db,
    sql`with d as (delete from refresh_tokens where expires_at < ${tokenCut}::timestamptz or revoked_at < ${tokenCut}::timestamptz returning 1)
      select count(*)::int as n from d`,
  );
  const idempotencyKeys = await deleted(
    db,
    sql`with d as (delete from idempotency_keys where created_at < ${ago(now, RETENTION.idempotencyKeyDays)}::timestamptz returning 1) select count(*)::int as n from d`,
  );
  const smsMessages = await deleted(
    db,
    sql`with d as (delete from sms_messages m
      where ((m.status = 'sent' and m.created_at < ${ago(now, RETENTION.sentSmsDays)}::timestamptz)
          or (m.status in ('failed', 'refused') and m.created_at < ${ago(now, RETENTION.failedSmsDays)}::timestamptz))
        and not exists (select 1 from balance_reminders b where b.sms_id = m.id)
        and not exists (select 1 from invitations i where i.sms_message_id = m.id)
      returning 1) select count(*)::int as n from d`,
  );
  const offlineRefusals = await deleted(
    db,
    sql`with d as (delete from offline_refusals where received_at < ${ago(now, RETENTION.offlineRefusalDays)}::timestamptz returning 1) select count(*)::int as n from d`,
  );
  const smsInbound = await deleted(
    db,
    sql`with d as (delete from sms_inbound where status = 'answered' and created_at < ${ago(now, RETENTION.sentSmsDays)}::timestamptz returning 1) select count(*)::int as n from d`,
  );
  const rateLimits = await deleteExpiredLimits(db);
  return { refreshTokens, idempotencyKeys, smsMessages, offlineRefusals, smsInbound, rateLimits };
}
