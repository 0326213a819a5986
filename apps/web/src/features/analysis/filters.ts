import { ANALYSIS_BUCKETS, ANALYSIS_MAX_YEARS, PAYMENT_METHODS, type AnalysisBucket, type PaymentMethod } from '@coldroom/contract';
import { addDays, calendarDateIn, isCalendarDate } from '@coldroom/domain';

/**
 * The analysis filters, kept in the URL query so that a reload or a shared link shows the same figures.
 * Parameter names follow the API's (cooling_units, from, to, bucket, payment_methods, currency); `range`
 * holds the date preset. A preset's dates are computed when the page opens, so "this month" stays the
 * current month; only a custom range writes its dates into the URL.
 */
export const DATE_PRESETS = ['this_month', 'last_30_days', 'this_year', 'custom'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export interface AnalysisFilters {
  rooms: number[];
  preset: DatePreset;
  /** Calendar dates (YYYY-MM-DD); only read for the custom preset. */
  from: string;
  to: string;
  bucket: AnalysisBucket;
  methods: PaymentMethod[];
  /** Chosen when the check-outs carry several currencies (the server then asks for one). */
  currency: string | null;
}

export const DEFAULT_PRESET: DatePreset = 'this_month';

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

const list = (value: string | null) => (value ?? '').split(',').map((part) => part.trim()).filter(Boolean);

/** Reads the filters from the query; anything unknown or malformed falls back to its default. */
export function filtersFromParams(params: URLSearchParams): AnalysisFilters {
  const rooms = [...new Set(list(params.get('cooling_units')).filter((id) => /^\d{1,15}$/.test(id)).map(Number))].filter((id) => id > 0);
  const methods = [...new Set(list(params.get('payment_methods')))].filter((m): m is PaymentMethod =>
    (PAYMENT_METHODS as readonly string[]).includes(m),
  );
  const currency = params.get('currency')?.trim().toUpperCase() ?? '';
  return {
    rooms,
    preset: oneOf(DATE_PRESETS, params.get('range'), DEFAULT_PRESET),
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    bucket: oneOf(ANALYSIS_BUCKETS, params.get('bucket'), 'day'),
    methods,
    currency: /^[A-Z]{3}$/.test(currency) ? currency : null,
  };
}

/** Writes the filters into a query, leaving defaults out; other parameters (the table's sort, say) are kept. */
export function filtersToParams(filters: AnalysisFilters, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(base);
  const put = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  put('cooling_units', [...filters.rooms].sort((a, b) => a - b).join(','));
  put('range', filters.preset === DEFAULT_PRESET ? null : filters.preset);
  put('from', filters.preset === 'custom' ? filters.from : null);
  put('to', filters.preset === 'custom' ? filters.to : null);
  put('bucket', filters.bucket === 'day' ? null : filters.bucket);
  put('payment_methods', filters.methods.join(','));
  put('currency', filters.currency);
  return next;
}

export interface DateRange {
  from: string;
  to: string;
}

/** A preset's dates as the calendar in the company's time zone shows them at `now`, today included. */
export function presetRange(preset: Exclude<DatePreset, 'custom'>, now: Date, timeZone: string): DateRange {
  const today = calendarDateIn(now, timeZone);
  switch (preset) {
    case 'this_month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'last_30_days':
      return { from: addDays(today, -29), to: today };
    case 'this_year':
      return { from: `${today.slice(0, 5)}01-01`, to: today };
  }
}

/** The problem with a custom range as a translation key per field, or none. */
export type RangeProblems = Partial<Record<'from' | 'to', string>>;

export function customRangeProblems(from: string, to: string): RangeProblems {
  const problems: RangeProblems = {};
  if (!from) problems.from = 'forms.required';
  else if (!isCalendarDate(from)) problems.from = 'analysis.filters.invalidDate';
  if (!to) problems.to = 'forms.required';
  else if (!isCalendarDate(to)) problems.to = 'analysis.filters.invalidDate';
  if (problems.from || problems.to) return problems;
  if (from > to) return { to: 'analysis.filters.fromAfterTo' };
  const limit = `${String(Number(from.slice(0, 4)) + ANALYSIS_MAX_YEARS).padStart(4, '0')}${from.slice(4)}`;
  if (to > limit) return { to: 'analysis.filters.rangeTooLong' };
  return {};
}

/** The dates the filters stand for, or the problems that keep the figures from loading. */
export function resolveRange(filters: AnalysisFilters, now: Date, timeZone: string): { range: DateRange | null; problems: RangeProblems } {
  if (filters.preset !== 'custom') return { range: presetRange(filters.preset, now, timeZone), problems: {} };
  const problems = customRangeProblems(filters.from, filters.to);
  return Object.keys(problems).length ? { range: null, problems } : { range: { from: filters.from, to: filters.to }, problems };
}
