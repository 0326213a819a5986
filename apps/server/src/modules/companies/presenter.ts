import { API_PREFIX, type Company } from '@coldroom/contract';
import type { CompanyRow } from '../../db/schema';

/** Where a stored logo is served (modules/files). */
export function logoUrl(key: string | null): string | null {
  return key ? `${API_PREFIX}/files/${key}` : null;
}

/**
 * A company as every endpoint shows it. Bank details, SMS countries and the balance-reminder switch only when `withBank` (the
 * company's own service providers, domain-rules §1); everyone else gets the public fields. `smsCountriesAllowed`
 * is the server's SMS_COUNTRIES, the choices for `sms_countries`.
 */
export function presentCompany(row: CompanyRow, options: { withBank: boolean; hasRooms: boolean; smsCountriesAllowed?: readonly string[] }): Company {
  const company: Company = {
    id: row.id,
    name: row.name,
    country: row.country,
    logo: logoUrl(row.logoPath),
    currency: row.currency,
    crop: row.cropIds,
    digital_twin: row.digitalTwin,
    ml4Market: row.ml4Market,
    ml4Quality: row.ml4Quality,
    ml4Farmers: row.ml4Farmers,
    has_cooling_units: row.hasCoolingUnits || options.hasRooms,
    date_joined: row.dateJoined.toISOString(),
    time_zone: row.timeZone,
  };
  if (!options.withBank) return company;
  return {
    ...company,
    account_name: row.bankAccountName,
    account_number: row.bankAccountNumber,
    bank_name: row.bankName,
    sms_countries: row.smsCountries,
    balance_reminders: row.balanceReminders,
    sms_plain_letters: row.smsPlainLetters,
    ...(options.smsCountriesAllowed ? { sms_countries_allowed: [...options.smsCountriesAllowed] } : {}),
  };
}
