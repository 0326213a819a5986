import { and, eq, ne, sql } from 'drizzle-orm';
import type { Company, CompanyUpdate } from '@coldroom/contract';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { companies, type CompanyRow } from '../../db/schema';
import { auditChanges, recordAudit } from '../../platform/audit';
import { lockUsageDays, rebuildUsageDays } from '../analysis/usage-days';
import { foundOr404, inActorCompany } from '../../platform/company-scope';
import { errors, violatedConstraint } from '../../platform/errors';
import { contentKey, type ImageType } from '../../platform/files/images';
import type { Actor } from '../../platform/policy';
import { isCountry, isTimeZone } from './defaults';
import { companiesOfActor, presentCompaniesFor } from './queries';

/** Any logged-in user sees a company's public fields (domain-rules §1); its own service providers also the bank details. */
export async function getCompany(ctx: AppContext, actor: Actor, id: number): Promise<Company> {
  const row = foundOr404(await ctx.db.select().from(companies).where(eq(companies.id, id)).limit(1), 'The company');
  const [company] = await presentCompaniesFor(ctx.db, actor, [row], ctx.config.sms.countries);
  return company!;
}

export async function listCompanies(ctx: AppContext, actor: Actor): Promise<Company[]> {
  return presentCompaniesFor(ctx.db, actor, await companiesOfActor(ctx.db, actor), ctx.config.sms.countries);
}

export interface UploadedLogo {
  data: Buffer;
  type: ImageType;
}

/**
 * Changes the caller's own company (another company answers 404). A new logo is stored under a key made
 * from its content before the change commits; the old file goes once no company refers to it.
 */
export async function updateCompany(ctx: AppContext, actor: Actor, id: number, input: CompanyUpdate, logo: UploadedLogo | null): Promise<Company> {
  const problems: Record<string, string> = {};
  if (input.country !== undefined && !isCountry(input.country)) problems.country = 'unknown_country';
  if (input.time_zone !== undefined && !isTimeZone(input.time_zone)) problems.time_zone = 'invalid_time_zone';
  // Extra SMS countries: real ones, on the server's allow-list (README "Security", SMS_COUNTRIES).
  const smsCountry = input.sms_countries?.findIndex((code) => !isCountry(code) || !ctx.config.sms.countries.includes(code)) ?? -1;
  if (smsCountry >= 0) problems[`sms_countries.${smsCountry}`] = isCountry(input.sms_countries![smsCountry]!) ? 'country_not_allowed' : 'unknown_country';
  if (Object.keys(problems).length > 0) throw errors.invalidInput(problems);

  const newKey = logo ? contentKey('logos', logo.data, logo.type) : null;
  if (logo && newKey) await ctx.files.put(newKey, logo.data);

  let before: CompanyRow;
  let after: CompanyRow;
  try {
    [before, after] = await ctx.db.transaction(async (tx) => {
      // Usage totals are kept per local date: a new zone recomputes them, with writers held off meanwhile.
      if (input.time_zone !== undefined) await lockUsageDays(tx);
      const current = foundOr404(
        await tx.select().from(companies).where(and(eq(companies.id, id), inActorCompany(actor, companies.id))).limit(1).for('update'),
        'The company',
      );
      const changes: Partial<CompanyRow> = { updatedAt: new Date() };
      if (input.name !== undefined) changes.name = input.name;
      if (input.country !== undefined) changes.country = input.country;
      if (input.currency !== undefined) changes.currency = input.currency;
      if (input.crop !== undefined) changes.cropIds = input.crop;
      if (input.sms_countries !== undefined) changes.smsCountries = [...new Set(input.sms_countries)];
      if (input.balance_reminders !== undefined) changes.balanceReminders = input.balance_reminders;
      if (input.sms_plain_letters !== undefined) changes.smsPlainLetters = input.sms_plain_letters;
      if (input.time_zone !== undefined) changes.timeZone = input.time_zone;
      if (input.account_name !== undefined) changes.bankAccountName = input.account_name || null;
      if (input.account_number !== undefined) changes.bankAccountNumber = input.account_number || null;
      if (input.bank_name !== undefined) changes.bankName = input.bank_name || null;
      if (newKey) changes.logoPath = newKey;
      else if (input.remove_logo) changes.logoPath = null;
      const [updated] = await tx.update(companies).set(changes).where(eq(companies.id, id)).returning();
      if (input.time_zone !== undefined && input.time_zone !== current.timeZone) await rebuildUsageDays(tx, id);
      const fields = Object.keys(input).filter((key) => key !== 'remove_logo');
      if (newKey || input.remove_logo) fields.push('logo');
      const changed = auditChanges(auditedCompany(current), auditedCompany(updated ?? current), fields);
      await recordAudit(tx, actor, { action: 'company.update', entityType: 'company', entityId: id, companyId: id, details: { fields, ...changed } });
      return [current, updated ?? current];
    });
  } catch (error) {
    if (newKey) await deleteIfUnused(ctx, newKey);
    if (violatedConstraint(error) === 'companies_name_lower_key') throw errors.duplicate({ name: 'taken' }, 'A company with this name already exists.');
    throw error;
  }
  if (before.logoPath && before.logoPath !== after.logoPath) await deleteIfUnused(ctx, before.logoPath);
  const [company] = await presentCompaniesFor(ctx.db, actor, [after], ctx.config.sms.countries);
  return company!;
}

/** Logos are keyed by content, so two companies may share one file: delete only when nobody uses it. */
async function deleteIfUnused(ctx: AppContext, key: string): Promise<void> {
  const [user] = await ctx.db.select({ id: companies.id }).from(companies).where(eq(companies.logoPath, key)).limit(1);
  if (!user) await ctx.files.delete(key);
}

/** Name taken by another company (case-insensitive)? Used by sign-up for a friendly 409 before inserting. */
export async function companyNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const condition = sql`lower(${companies.name}) = ${name.toLowerCase()}`;
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(exceptId === undefined ? condition : and(condition, ne(companies.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** The company's fields as the API names them, for the before and after of its audit row (the logo: whether one is set). */
function auditedCompany(row: CompanyRow): Record<string, unknown> {
  return {
    name: row.name,
    country: row.country,
    currency: row.currency,
    crop: row.cropIds,
    sms_countries: row.smsCountries,
    balance_reminders: row.balanceReminders,
    sms_plain_letters: row.smsPlainLetters,
    time_zone: row.timeZone,
    account_name: row.bankAccountName,
    account_number: row.bankAccountNumber,
    bank_name: row.bankName,
    logo: row.logoPath !== null,
  };
}
