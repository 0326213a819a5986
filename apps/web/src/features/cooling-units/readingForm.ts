import { HUMIDITY_RANGE_PCT, READING_FUTURE_SKEW_SECONDS, TEMPERATURE_RANGE_C, type ManualReading } from '@coldroom/contract';

export interface ReadingValues {
  temperature: string;
  humidity: string;
  /** A datetime-local value ("2026-05-01T08:30"), empty for now. */
  measuredAt: string;
}

export const emptyReading = (): ReadingValues => ({ temperature: '', humidity: '', measuredAt: '' });

/** A signed decimal as typed (point or decimal comma, a typographic minus too); null when it is not one. */
export function parseSigned(input: string): number | null {
  const text = input.trim().replace(/\u2212/g, '-').replace(',', '.');
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : null;
}

export const readingValidation = {
  temperature: (value: string) => {
    if (!value.trim()) return 'rooms.readings.validation.temperatureRequired';
    const number = parseSigned(value);
    if (number === null) return 'rooms.readings.validation.notANumber';
    return number < TEMPERATURE_RANGE_C.min || number > TEMPERATURE_RANGE_C.max ? 'rooms.readings.validation.temperatureRange' : null;
  },
  humidity: (value: string) => {
    if (!value.trim()) return null;
    const number = parseSigned(value);
    if (number === null) return 'rooms.readings.validation.notANumber';
    return number < HUMIDITY_RANGE_PCT.min || number > HUMIDITY_RANGE_PCT.max ? 'rooms.readings.validation.humidityRange' : null;
  },
  measuredAt: (value: string) => {
    if (!value) return null;
    const time = new Date(value).getTime();
    if (Number.isNaN(time)) return 'rooms.readings.validation.timeInvalid';
    return time > Date.now() + READING_FUTURE_SKEW_SECONDS * 1000 ? 'fieldReasons.inFuture' : null;
  },
};

export function toReadingRequest(values: ReadingValues): ManualReading {
  const humidity = values.humidity.trim() ? parseSigned(values.humidity) : null;
  return {
    temperature_c: parseSigned(values.temperature) ?? 0,
    humidity_pct: humidity,
    ...(values.measuredAt ? { measured_at: new Date(values.measuredAt).toISOString() } : {}),
  };
}
