import { OFFLINE_CLOCK_SKEW_MINUTES, OFFLINE_MAX_AGE_DAYS, type Offline } from '@coldroom/contract';
import { AppError } from '../../platform/errors';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * The time an offline operation happened (domain-rules §10): its `done_at`, when that is at most 5 minutes
 * ahead of the server's clock and at most 7 days behind it. Anything else would put a false time on record.
 */
export function offlineTime(offline: Pick<Offline, 'done_at'>, now: Date): Date {
  const doneAt = new Date(offline.done_at);
  if (doneAt.getTime() > now.getTime() + OFFLINE_CLOCK_SKEW_MINUTES * MINUTE_MS) {
    throw new AppError(422, 'device_clock_wrong', "The device's clock is wrong.", { 'offline.done_at': 'in_future' });
  }
  if (doneAt.getTime() < now.getTime() - OFFLINE_MAX_AGE_DAYS * DAY_MS) {
    throw new AppError(422, 'done_at_too_old', 'Too old: enter it again.', { 'offline.done_at': 'too_old' });
  }
  return doneAt;
}

/** What an offline write keeps beside its time: when it arrived and from which device. */
export interface OfflineStamp {
  doneAt: Date;
  receivedAt: Date;
  deviceId: string;
}

export function offlineStamp(offline: Offline | undefined, now: Date): OfflineStamp | null {
  return offline ? { doneAt: offlineTime(offline, now), receivedAt: now, deviceId: offline.device_id } : null;
}

export function notAssigned(): AppError {
  return new AppError(403, 'not_assigned', 'You did not run this cooling unit at the time this was done.');
}
