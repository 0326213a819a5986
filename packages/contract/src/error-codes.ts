import { OPERATION_ERROR_CODES } from './operations-limits';
import { OFFLINE_ERROR_CODES } from './operations-offline';
import { ACCOUNT_ERROR_CODES } from './operations-accounts';
import { IMPACT_ERROR_CODES } from './impact';
import { IMPORT_ERROR_CODES } from './imports';

/**
 * The error catalogue (domain-rules §9). Codes are stable: the web maps each to a translation key
 * `errors.<code>`. Add a code here, then its text in all six language files.
 */
export const ERROR_CODES = [
  'invalid_input',
  'malformed_json',
  'unsupported_media_type',
  'payload_too_large',
  'not_authenticated',
  'invalid_credentials',
  'token_expired',
  'token_invalid',
  'token_reused',
  'csrf_invalid',
  'forbidden',
  'not_found',
  'route_not_found',
  'method_not_allowed',
  'conflict',
  'duplicate',
  'business_rule',
  'walk_in_not_deletable',
  'invitation_invalid',
  'invitation_expired',
  'invitation_used',
  'invitation_phone_mismatch',
  // An invitation whose sign-up link is not on APP_PUBLIC_URL (the app is open at another address); 400
  // with fields {urlOne: 'link_not_allowed'} and details {app_public_url, link_address}.
  'app_address_mismatch',
  'reset_code_invalid',
  'verification_code_invalid',
  'file_type_not_allowed',
  'file_too_large',
  'farmer_has_login',
  'room_holds_produce',
  'location_holds_produce',
  'sensor_linked',
  'device_key_invalid',
  // Check-ins, check-outs and stock: listed once, with what their `fields` carry, beside their limits.
  ...OPERATION_ERROR_CODES,
  // Offline operations (docs/offline-rules.md), with what their `fields` and `details` carry.
  ...OFFLINE_ERROR_CODES,
  // Farmer accounts: payments, reversals and reminders (domain-rules §11).
  ...ACCOUNT_ERROR_CODES,
  // Spreadsheet imports (docs/import-rules.md): an unreadable file, an import that cannot start.
  ...IMPORT_ERROR_CODES,
  // Impact reports (docs/impact-methodology.md): a file asked for before the job made it.
  ...IMPACT_ERROR_CODES,
  'survey_window_closed',
  'mixed_currencies',
  'rate_limited',
  // SMS budgets and destinations (README "Security"): 429 with Retry-After, or 422 for a country.
  'sms_budget_exceeded',
  'sms_recipient_limit',
  'sms_country_not_allowed',
  // Platform administrator (docs/platform-admin.md): 403 for every request of a suspended company's people
  // (login and refresh included); 403 for market features when the company's ml4Market is off.
  'company_suspended',
  'market_features_off',
  // Scanning (docs/certificates-and-labels.md §11): 403 for a label of another company, 422 for a revoked certificate.
  'scan_other_company',
  'certificate_revoked',
  // Sensor integrations (docs/sensor-integrations.md): a vendor's failure as 422 `sensor_<code>`.
  'too_many_integrations',
  'sensor_rejected',
  'sensor_rate_limited',
  'sensor_timeout',
  'sensor_unreachable',
  'sensor_malformed',
  'sensor_vendor_error',
  'sensor_unknown_device',
  'sensor_credentials_unreadable',
  'sensor_address_not_allowed',
  'idempotency_key_required',
  'idempotency_key_conflict',
  'service_unavailable',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number] | (string & {});
