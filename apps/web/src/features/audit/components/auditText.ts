import type { AuditEntry } from '@coldroom/contract';
import type { TFunction } from 'i18next';
import { formatAmount } from '../../../lib/amounts';
import { cropLabel } from '../../../lib/quantities';
import { dateTimeFormat, formatKg, formatNumber } from '../../../lib/units';

/** When, in the company's zone (UTC for rows of no company), in the reader's language. */
export function auditWhen(entry: Pick<AuditEntry, 'when' | 'time_zone'>, language: string): string {
  const date = new Date(entry.when);
  try {
    return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: entry.time_zone }).format(date);
  } catch {
    return date.toISOString();
  }
}

/** The sentence for an action; an action this app does not know yet is named as recorded. */
export function auditAction(t: TFunction, action: string): string {
  return t(`audit.actions.${action.replace(/\./g, '_')}`, { defaultValue: t('audit.unknownAction', { action }) });
}

/** The kind of thing changed, and its name (or number). */
export function auditThing(t: TFunction, entry: Pick<AuditEntry, 'entity_type' | 'entity_id' | 'entity_name'>): string {
  const kind = t(`audit.entities.${entry.entity_type}`, { defaultValue: entry.entity_type });
  const name = entry.entity_name || (entry.entity_id ? `#${entry.entity_id}` : '');
  return name ? `${kind}: ${name}` : kind;
}

export function auditField(t: TFunction, field: string): string {
  return t(`audit.fields.${field}`, { defaultValue: field });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A before or after value in words: yes/no, prices with their currency, crops by name, weights in kg. */
export function auditValue(t: TFunction, language: string, entry: Pick<AuditEntry, 'details'>, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('audit.none');
  if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
  const currency = typeof entry.details.currency === 'string' ? entry.details.currency : null;
  if (field === 'crops' && Array.isArray(value)) {
    if (value.length === 0) return t('audit.none');
    return value
      .map((item) => {
        if (!isRecord(item)) return String(item);
        const crop = cropLabel(String(item.crop), language);
        const pricing = t(`rooms.pricing.${String(item.pricing)}`, { defaultValue: String(item.pricing) });
        const rate = typeof item.rate === 'number' && currency ? formatAmount(item.rate, currency, language) : String(item.rate);
        return `${crop}: ${pricing} ${rate}`;
      })
      .join('; ');
  }
  if ((field === 'crop' || field === 'crop_ids') && Array.isArray(value)) return value.map((code) => cropLabel(String(code), language)).join(', ');
  if (field.endsWith('_kg') && typeof value === 'number') return formatKg(language, value);
  if (field === 'operators' && Array.isArray(value)) return value.length === 0 ? t('audit.none') : value.map((id) => `#${String(id)}`).join(', ');
  if (typeof value === 'number') return formatNumber(language, value);
  if (Array.isArray(value)) return value.length === 0 ? t('audit.none') : value.map((item) => (isRecord(item) ? recordText(item) : String(item))).join(', ');
  if (isRecord(value)) return recordText(value);
  return String(value);
}

function recordText(value: Record<string, unknown>): string {
  return Object.entries(value)
    .map(([key, item]) => `${key}: ${typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item)}`)
    .join(', ');
}
