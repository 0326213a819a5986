import { AUDIT_ACTIONS, ROLES } from '@coldroom/contract';

/** The kinds of thing the server records changes of, named under `audit.entities` (others show as recorded). */
export const AUDIT_ENTITY_TYPES = [
  'company',
  'user',
  'location',
  'cooling_unit',
  'device_key',
  'farmer',
  'invitation',
  'movement',
  'check_in',
  'check_out',
  'payment',
  'farmer_survey',
  'market_survey',
] as const;

/** The fields updates name, with their words under `audit.fields` (others show as recorded). */
export const AUDIT_FIELDS = [
  'name', 'country', 'currency', 'crop', 'crops', 'sms_countries', 'balance_reminders', 'sms_plain_letters', 'time_zone', 'account_name', 'account_number',
  'bank_name', 'logo', 'location', 'type', 'metric', 'capacity', 'standard_crate_weight_kg', 'public', 'editable_checkins', 'sensor',
  'operators', 'cooling_units', 'gender', 'language', 'first_name', 'last_name', 'parent_name', 'phone', 'email', 'state', 'city',
  'street', 'street_number', 'zip_code', 'latitude', 'longitude', 'lots', 'crates',
] as const;

/** Every translation key the audit screens build at run time (for the translation files' check). */
export function auditKeys(): string[] {
  return [
    ...AUDIT_ACTIONS.map((action) => `audit.actions.${action.replace(/\./g, '_')}`),
    ...AUDIT_ENTITY_TYPES.map((type) => `audit.entities.${type}`),
    ...AUDIT_FIELDS.map((field) => `audit.fields.${field}`),
    ...ROLES.map((role) => `audit.roles.${role}`),
  ];
}
