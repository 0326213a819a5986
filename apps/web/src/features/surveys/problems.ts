import { ApiError } from '../../lib/api';
import { fieldReasonKey } from '../../lib/serverErrors';

// The survey endpoints' own field reasons (contract surveys.ts and the server's checks), written out so the
// translation-key check sees every key.
const REASON_KEYS: Record<string, string> = {
  exceeds_total: 'surveys.exceedsTotal',
  exceeds_sold: 'surveys.exceedsSold',
  exceeds_checked_out: 'surveys.lostTooMuch',
  already_surveyed: 'surveys.alreadySurveyed',
  not_in_check_out: 'surveys.notInCheckOut',
  duplicate_crop: 'surveys.duplicateCrop',
};
// Generic reasons mean something particular on some fields: say which range, or what to pick.
const FIELD_KEYS: Record<string, Record<string, string>> = {
  selling_date: { out_of_range: 'surveys.sellingDateRange' },
  season_months: { out_of_range: 'surveys.monthsRange' },
  experience_months: { out_of_range: 'surveys.experienceRange' },
  currency: { invalid: 'forms.invalidCurrency' },
};

/** One server field reason as a translation key; `path` is the field's path ("commodities.0.sold_kg"). */
export function surveyReasonKey(path: string, reason: string): string {
  const field = path.split('.').at(-1) ?? path;
  return FIELD_KEYS[field]?.[reason] ?? REASON_KEYS[reason] ?? fieldReasonKey(reason);
}

/** The server's field errors by field path, as translation keys; none for anything but an API error. */
export function serverProblems(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(error.fields).map(([path, reason]) => [path, surveyReasonKey(path, reason)]));
}
