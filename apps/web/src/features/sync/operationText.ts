import type { TFunction } from 'i18next';
import { formatAmount } from '../../lib/amounts';
import type { Operation } from '../../lib/offline';
import { cropLabel, formatCrates } from '../../lib/quantities';

const KIND_KEYS: Record<Operation['kind'], string> = {
  check_in: 'sync.summary.checkIn',
  check_out: 'sync.summary.checkOut',
  reading: 'sync.summary.reading',
  farmer: 'sync.summary.farmer',
};

/** What the operation is, in a line: "Check-in: 3 crates of Tomato for Ama Boateng". */
export function describeOperation(t: TFunction, operation: Operation, language: string): string {
  const { summary } = operation;
  return t(KIND_KEYS[operation.kind], {
    crates: summary.crates === undefined ? '—' : formatCrates(t, language, summary.crates),
    crop: summary.crop ? cropLabel(summary.crop, language) : '—',
    farmer: summary.farmer ?? '—',
    room: summary.room ?? '—',
  });
}

/** The same line with its code, as the discard question names it. */
export function describeWithCode(t: TFunction, operation: Operation, language: string): string {
  const what = describeOperation(t, operation, language);
  return operation.summary.code ? t('sync.withCode', { what, code: operation.summary.code }) : what;
}

// Refusal codes of domain-rules §10 with a plain-words explanation; others use the error catalogue.
const REFUSAL_KEYS: Record<string, string> = {
  done_at_too_old: 'sync.refusals.done_at_too_old',
  device_clock_wrong: 'sync.refusals.device_clock_wrong',
  code_not_reserved: 'sync.refusals.code_not_reserved',
  code_already_used: 'sync.refusals.code_already_used',
  already_checked_out: 'sync.refusals.already_checked_out',
  amount_changed: 'sync.refusals.amount_changed',
  not_assigned: 'sync.refusals.not_assigned',
  reference_missing: 'sync.refusals.reference_missing',
  idempotency_key_conflict: 'sync.refusals.idempotency_key_conflict',
};

/** Why the server refused it, in plain words, with the figures it sent back. */
export function refusalText(t: TFunction, operation: Operation, language: string): string {
  const refusal = operation.refusal;
  if (!refusal) return '';
  const details = refusal.details ?? {};
  const currency = operation.summary.currency ?? '';
  const money = (value: unknown) => (typeof value === 'number' && currency ? formatAmount(value, currency, language) : String(value ?? '—'));
  const key = REFUSAL_KEYS[refusal.code];
  if (key) {
    return t(key, {
      code: String(details.code ?? operation.summary.code ?? '—'),
      server: money(details.server_total_minor),
      device: money(details.device_total_minor ?? operation.summary.amountMinor),
    });
  }
  return t(`errors.${refusal.code}`, { defaultValue: refusal.message });
}
