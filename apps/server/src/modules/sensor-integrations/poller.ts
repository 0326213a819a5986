import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { roomSensorLinks, sensorIntegrations, type SensorIntegrationRow } from '../../db/schema';
import { storedContext, clientOf } from './vendor-access';
import { storeVendorReadings } from './store';
import { VendorError, type VendorErrorCode } from './vendors/http';

/** A first poll of a device reaches back this far (the vendor keeps more; we want the room's recent state). */
export const FIRST_POLL_HOURS = 24;
/** The longest wait after failures; a failing vendor is still tried once a day. */
const MAX_BACKOFF_MS = 86_400_000;
/** Integrations one tick takes at most (the rest wait for the next tick). */
const PER_TICK = 20;

export interface PollOutcome {
  ok: boolean;
  accepted: number;
  setAside: number;
  error: VendorErrorCode | null;
}

/** The next try after the n-th failure in a row: the interval doubled per failure, or the vendor's Retry-After. */
export function backoffMs(pollMinutes: number, failures: number, retryAfterSeconds: number | null): number {
  const doubled = Math.min(pollMinutes * 60_000 * 2 ** Math.min(failures, 16), MAX_BACKOFF_MS);
  return Math.max(doubled, (retryAfterSeconds ?? 0) * 1000);
}

/**
 * Polls one integration's devices and keeps what they sent. A device that fails does not stop the others;
 * a refusal of the account (bad key, rate limit, timeout of the login) stops this integration only.
 */
export async function pollIntegration(db: Db, config: Config, row: SensorIntegrationRow, now: Date = new Date()): Promise<PollOutcome> {
  const links = await db.select().from(roomSensorLinks).where(eq(roomSensorLinks.integrationId, row.id)).orderBy(asc(roomSensorLinks.coolingUnitId));
  let accepted = 0;
  let setAside = 0;
  let failure: VendorError | null = null;
  try {
    const context = storedContext(config, row, now);
    const client = clientOf(row.vendor);
    if (links.length === 0) await client.check(context);
    for (const link of links) {
      const since = link.lastReadingAt ?? new Date(now.getTime() - FIRST_POLL_HOURS * 3_600_000);
      try {
        const items = await client.readings(context, link.deviceId, since);
        const outcome = await db.transaction((tx) => storeVendorReadings(tx, link, row.vendor, items, now));
        accepted += outcome.accepted;
        setAside += outcome.setAside;
      } catch (error) {
        if (!(error instanceof VendorError)) throw error;
        failure = error;
        // The account itself is refused or throttled: the other devices would fail the same way.
        if (error.code === 'rejected' || error.code === 'rate_limited') break;
      }
    }
  } catch (error) {
    if (!(error instanceof VendorError)) throw error;
    failure = error;
  }
  const failures = failure ? row.failures + 1 : 0;
  await db
    .update(sensorIntegrations)
    .set({
      lastPolledAt: now,
      failures,
      readingsReceived: sql`${sensorIntegrations.readingsReceived} + ${accepted}`,
      nextPollAt: new Date(now.getTime() + (failure ? backoffMs(row.pollMinutes, failures, failure.retryAfterSeconds) : row.pollMinutes * 60_000)),
      ...(failure
        ? { lastError: failure.code, lastErrorDetail: failure.detail.slice(0, 300), lastErrorAt: now }
        : { lastSuccessAt: now }),
    })
    .where(eq(sensorIntegrations.id, row.id));
  return { ok: failure === null, accepted, setAside, error: failure?.code ?? null };
}

/**
 * The periodic job: claims the integrations that are due (their next poll moved on first, in a committed
 * transaction, with SKIP LOCKED, so two server processes never poll one integration at once), then polls
 * each in turn; one vendor's failure leaves the others running.
 */
export async function pollDueIntegrations(db: Db, config: Config, now: Date = new Date()): Promise<number> {
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: sensorIntegrations.id })
      .from(sensorIntegrations)
      .where(lte(sensorIntegrations.nextPollAt, now))
      .orderBy(asc(sensorIntegrations.nextPollAt))
      .limit(PER_TICK)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    // Claimed for as long as a poll may take; the poll sets the real next time when it ends.
    return tx
      .update(sensorIntegrations)
      .set({ nextPollAt: new Date(now.getTime() + 15 * 60_000) })
      .where(and(inArray(sensorIntegrations.id, due.map((row) => row.id))))
      .returning();
  });
  for (const row of claimed) await pollIntegration(db, config, row, now);
  return claimed.length;
}
