import type { Notification, NotificationKind } from '@coldroom/contract';
import type { TFunction } from 'i18next';
import { cropLabel, formatTimeLeft } from '../../lib/quantities';

// Written out in full so the translation-key check sees every key. A new kind is one line here.
export const NOTIFICATION_TEXT_KEYS: Record<NotificationKind, string> = {
  pickup_soon: 'notifications.kind.pickupSoon',
  check_in_corrected: 'notifications.kind.checkInCorrected',
  market_survey_due: 'notifications.kind.marketSurveyDue',
  room_over_capacity: 'notifications.kind.roomOverCapacity',
  room_alert: 'notifications.kind.roomAlert',
  room_alert_critical: 'notifications.kind.roomAlertCritical',
};

/** What a room's alert is about, as the alert notices say it (docs/cold-chain-rules.md). */
const ALERT_WHAT: Record<NonNullable<Notification['alert_kind']>, string> = {
  temperature: 'notifications.alertWhat.temperature',
  humidity: 'notifications.alertWhat.humidity',
  no_data: 'notifications.alertWhat.noData',
};

const MISSING = '—';

/** The calendar day of an instant on this device (YYYY-MM-DD), as the movement filters take it. */
export function localDay(iso: string): string {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The sentence of a notification, filled with its data in the reader's language. */
export function notificationText(notification: Notification, t: TFunction, language: string): string {
  // The time left worded as on the produce cards: hours under a day, "now" when none is left.
  const now = notification.kind === 'pickup_soon' && notification.days_left !== null && notification.days_left <= 0;
  return t(now ? 'notifications.kind.pickupNow' : NOTIFICATION_TEXT_KEYS[notification.kind], {
    crop: notification.crop_id ? cropLabel(notification.crop_id, language) : MISSING,
    room: notification.cooling_unit?.name ?? MISSING,
    days: notification.days_left === null ? MISSING : formatTimeLeft(language, notification.days_left),
    code: notification.movement_code ?? MISSING,
    what: notification.alert_kind ? t(ALERT_WHAT[notification.alert_kind]) : MISSING,
  });
}

/**
 * Where opening a notification leads: the lot to pick up, the corrected check-in in the movement history
 * (its room, check-ins, the day it was corrected — corrections are same-day only), or the survey to answer.
 */
export function notificationLink(notification: Notification): string | null {
  switch (notification.kind) {
    case 'pickup_soon':
      return notification.lot_id === null ? null : `/produce-details?id=${notification.lot_id}`;
    case 'check_in_corrected': {
      const day = localDay(notification.created_at);
      const room = notification.cooling_unit ? `room=${notification.cooling_unit.id}&` : '';
      return `/management/movements?${room}type=check_in&from=${day}&to=${day}`;
    }
    case 'market_survey_due':
      return notification.check_out_id === null ? null : `/market-survey?check_out=${notification.check_out_id}`;
    case 'room_over_capacity':
    case 'room_alert':
    case 'room_alert_critical':
      return notification.cooling_unit ? `/cooling-units/${notification.cooling_unit.id}` : null;
    default:
      return null;
  }
}
