import type { ImportField, ImportMapping, ImportProblem } from '@coldroom/contract';
import type { TFunction } from 'i18next';

/** A field's name as the person knows it: the file's own header when the field is mapped, else ours. */
export function fieldName(t: TFunction, field: string, headers: readonly string[], mapping: ImportMapping): string {
  const column = mapping[field as ImportField];
  const header = column !== null && column !== undefined ? headers[column] : undefined;
  return header || t(`imports.fields.${field}`);
}

/** A row's problem in words ("Phone: not a valid phone number"). */
export function problemText(t: TFunction, problem: ImportProblem, headers: readonly string[], mapping: ImportMapping): string {
  return t(`imports.problems.${problem.code}`, { field: fieldName(t, problem.field, headers, mapping), row: problem.row ?? '' });
}
