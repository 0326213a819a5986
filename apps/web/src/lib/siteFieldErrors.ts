import { ApiError } from './api';
import { applyServerErrors } from './serverErrors';

/** Field reasons of the sites and rooms endpoints (contract FIELD_REASONS) that have their own text. */
const SITE_REASON_KEYS: Record<string, string> = {
  out_of_range: 'fieldReasons.outOfRange',
  not_whole_number: 'fieldReasons.notWholeNumber',
  in_future: 'fieldReasons.inFuture',
  duplicate_crop: 'fieldReasons.duplicateCrop',
  unknown_location: 'fieldReasons.unknownLocation',
  unknown_operator: 'fieldReasons.unknownOperator',
  unknown_cooling_unit: 'fieldReasons.unknownCoolingUnit',
  both_or_neither: 'fieldReasons.bothOrNeither',
  range_too_long: 'fieldReasons.rangeTooLong',
  from_after_to: 'fieldReasons.fromAfterTo',
};

interface Form {
  values: object;
  setFieldError: (path: never, error: string) => void;
}

/**
 * Like applyServerErrors (same field matching), with the texts of the sites and rooms reasons.
 * Returns the server paths that matched no field.
 */
export function applySiteFieldErrors(form: Form, error: unknown, fieldMap: Record<string, string> = {}): string[] {
  if (!(error instanceof ApiError)) return [];
  const setError = form.setFieldError as (path: string, error: string) => void;
  return Object.entries(error.fields).flatMap(([path, reason]) => {
    const one = new ApiError(error.status, error.code, error.message, { [path]: reason });
    const target = { values: form.values, setFieldError: (field: string, key: string) => setError(field, SITE_REASON_KEYS[reason] ?? key) };
    return applyServerErrors(target, one, fieldMap);
  });
}
