import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { SmsService } from '../../platform/sms';
import { sweepReminders } from '../accounts/reminders';
import { raisePickupNotices } from './pickup';

/** How often lots are looked at; a lot near its limit is noticed at most this late. */
export const PICKUP_CHECK_INTERVAL_MS = 10 * 60 * 1000;
const FIRST_RUN_MS = 15_000;

export interface PeriodicJob {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * The time-to-pick-up check as a periodic job (started by main.ts, not by the app, so tests decide
 * when it runs): shortly after start, then every PICKUP_CHECK_INTERVAL_MS. Each run also sends the weekly
 * reminders of money owed that are due (modules/accounts/reminders.ts; each decides its own week). A failed run is logged and
 * the next one tries again; the timer never keeps the process alive.
 */
export function startPickupNoticeJob(db: Db, sms: SmsService, log: FastifyBaseLogger, intervalMs = PICKUP_CHECK_INTERVAL_MS): PeriodicJob {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = raisePickupNotices(db, sms)
        .then((count) => {
          if (count > 0) log.info({ lots: count }, 'Time-to-pick-up notices raised');
        })
        .catch((error: unknown) => log.error({ err: error }, 'Time-to-pick-up check failed; it runs again later'))
        .then(() => sweepReminders(db, sms))
        .then((count) => {
          if (count > 0) log.info({ farmers: count }, 'Reminders of money owed sent');
        })
        .catch((error: unknown) => log.error({ err: error }, 'Reminders of money owed failed; they run again later'))
        .finally(() => {
          running = null;
          schedule(intervalMs);
        });
    }, delay);
    timer.unref();
  };
  schedule(Math.min(FIRST_RUN_MS, intervalMs));
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
