import type { RoomAlert } from '@coldroom/contract';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../lib/format';
import { formatCelsius, formatHumidity } from '../../../lib/units';

// Written out in full so the translation-key check sees every key.
const WHAT_KEYS = {
  temperature_high: 'alerts.what.temperatureHigh',
  temperature_low: 'alerts.what.temperatureLow',
  humidity_high: 'alerts.what.humidityHigh',
  humidity_low: 'alerts.what.humidityLow',
  no_data: 'alerts.what.noData',
} as const;

function whatKey(alert: RoomAlert): string {
  if (alert.kind === 'no_data') return WHAT_KEYS.no_data;
  return WHAT_KEYS[`${alert.kind}_${alert.direction ?? 'high'}`];
}

/** What is wrong, since when, how far it went: one sentence in the reader's language. */
export function alertSentence(alert: RoomAlert, t: TFunction, language: string): string {
  const since = formatDateTime(alert.started_at, language) ?? '';
  const peak = alert.peak_value === null ? '' : alert.kind === 'humidity' ? formatHumidity(language, alert.peak_value) : formatCelsius(language, alert.peak_value);
  return t(whatKey(alert), { since, peak });
}
