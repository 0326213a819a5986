/**
 * The import job (docs/import-rules.md "All or nothing, and a stopped server"): the valid rows are written in
 * batches in row order; each batch is one transaction that writes its rows, marks them and moves the
 * import's cursor, so a stopped server leaves whole batches and the next run continues from the cursor.
 * Every write is keyed too (phone, room name and crop, the farmer's opening balance): a row written twice
 * is still one row.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Language } from '@coldroom/contract';
import { fillTemplate, userCode } from '@coldroom/domain';
import type { Db, Tx } from '../../db/client';
import { auditLog, companies, companyFarmers, farmers, importRows, imports, openingBalances, users, type ImportRowRecord } from '../../db/schema';
import type { SmsService } from '../../platform/sms';
import { rowsOf } from '../occupancy/queries';
import { companySmsTemplate } from '../text-overrides/service';
import { applyRoomRows } from './apply-rooms';
import { phoneOwners, type CompanyFacts } from './check';
import { isLanguage } from './values';
import { WELCOME_SMS } from './words';

export const IMPORT_BATCH = 500;

type Outcome = { rowNumber: number; status: 'imported' | 'unchanged' | 'rejected'; problems?: { field: string; code: string }[] };
type StoredRow = { rowNumber: number; values: Record<string, string> };
export interface BatchContext {
  tx: Tx;
  imp: ImportRowRecord;
  company: CompanyFacts & { name: string };
  sms: SmsService;
  smsIds: number[];
}

/**
 * Runs the import to its end (or `maxBatches` batches: tests stop it midway). Answers whether it finished.
 * Safe to run twice at once: each batch holds the import's row while it writes.
 */
export async function applyImport(db: Db, sms: SmsService, importId: number, options: { maxBatches?: number; batchSize?: number } = {}): Promise<boolean> {
  const batchSize = options.batchSize ?? IMPORT_BATCH;
  for (let batch = 0; batch < (options.maxBatches ?? Number.POSITIVE_INFINITY); batch += 1) {
    const smsIds: number[] = [];
    const state = await db.transaction(async (tx) => {
      const [imp] = await tx.select().from(imports).where(eq(imports.id, importId)).for('update');
      if (!imp || imp.status === 'done' || imp.status === 'preview') return 'done' as const;
      const rows = await tx
        .select({ rowNumber: importRows.rowNumber, values: importRows.values })
        .from(importRows)
        .where(and(eq(importRows.importId, imp.id), eq(importRows.status, 'valid'), gte(importRows.rowNumber, imp.nextRow)))
        .orderBy(asc(importRows.rowNumber))
        .limit(batchSize);
      if (rows.length === 0) {
        await tx.update(imports).set({ status: 'done', finishedAt: new Date(), ...(await counts(tx, imp.id)) }).where(eq(imports.id, imp.id));
        return 'done' as const;
      }
      const [company] = await tx
        .select({ id: companies.id, name: companies.name, country: companies.country, currency: companies.currency, timeZone: companies.timeZone })
        .from(companies)
        .where(eq(companies.id, imp.companyId));
      const context: BatchContext = { tx, imp, company: company!, sms, smsIds };
      const outcomes = imp.kind === 'farmers' ? await applyFarmerRows(context, rows) : imp.kind === 'rooms' ? await applyRoomRows(context, rows) : await applyBalanceRows(context, rows);
      await markRows(tx, imp.id, outcomes);
      await tx
        .update(imports)
        .set({ status: 'running', nextRow: rows.at(-1)!.rowNumber + 1, startedAt: imp.startedAt ?? new Date(), ...(await counts(tx, imp.id)) })
        .where(eq(imports.id, imp.id));
      return 'more' as const;
    });
    if (smsIds.length > 0) sms.dispatch(smsIds);
    if (state === 'done') return true;
    // Between batches, requests go first. On PGlite a batch's queries never wait on I/O, so without this turn
    // of the event loop the server would answer nothing (not even the progress) until the whole import ends.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return false;
}

/** The import's counts from its rows (valid includes the rows already imported). */
async function counts(tx: Tx, importId: number) {
  const rows = rowsOf<{ status: string; n: number }>(await tx.execute(sql`select status, count(*)::int as n from import_rows where import_id = ${importId} group by status`));
  const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
  return { validRows: of('valid') + of('imported'), unchangedRows: of('unchanged'), rejectedRows: of('rejected'), appliedRows: of('imported') };
}

async function markRows(tx: Tx, importId: number, outcomes: readonly Outcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const json = JSON.stringify(outcomes.map((o) => ({ row_number: o.rowNumber, status: o.status, problems: o.problems ?? [] })));
  await tx.execute(sql`
    update import_rows r set status = x.status, problems = x.problems
    from jsonb_to_recordset(${json}::jsonb) as x(row_number int, status text, problems jsonb)
    where r.import_id = ${importId} and r.row_number = x.row_number`);
}

/** Fresh user codes not used by any farmer (32^8 codes: a clash is rare, and drawn again). */
async function freshUserCodes(tx: Tx, count: number, reserved: Set<string>): Promise<string[]> {
  const codes = new Set<string>();
  for (let round = 0; round < 8 && codes.size < count; round += 1) {
    const drawn = new Set<string>();
    while (drawn.size < count - codes.size) {
      const code = userCode((size) => randomBytes(size));
      if (!codes.has(code) && !reserved.has(code)) drawn.add(code);
    }
    const taken = await takenCodes(tx, [...drawn]);
    for (const code of drawn) if (!taken.has(code)) codes.add(code);
  }
  if (codes.size < count) throw new Error('Could not find free user codes');
  return [...codes];
}

async function takenCodes(tx: Tx, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = rowsOf<{ user_code: string }>(await tx.execute(sql`select user_code from farmers where user_code in (select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`));
  return new Set(rows.map((row) => row.user_code));
}

async function applyFarmerRows(context: BatchContext, rows: readonly StoredRow[]): Promise<Outcome[]> {
  const { tx, imp, company } = context;
  const outcomes: Outcome[] = [];
  // Checked again here: a phone or a code may have been registered since the preview.
  const owners = await phoneOwners(tx, company.id, rows.map((row) => row.values.phone!));
  const given = await takenCodes(tx, rows.flatMap((row) => (row.values.user_code ? [row.values.user_code] : [])));
  const todo: StoredRow[] = [];
  for (const row of rows) {
    const owner = owners.get(row.values.phone!);
    if (owner?.ours) outcomes.push({ rowNumber: row.rowNumber, status: 'unchanged' });
    else if (owner) outcomes.push({ rowNumber: row.rowNumber, status: 'rejected', problems: [{ field: 'phone', code: 'phone_taken' }] });
    else if (row.values.user_code && given.has(row.values.user_code)) outcomes.push({ rowNumber: row.rowNumber, status: 'rejected', problems: [{ field: 'user_code', code: 'user_code_taken' }] });
    else todo.push(row);
  }
  if (todo.length === 0) return outcomes;
  const reserved = new Set(todo.flatMap((row) => (row.values.user_code ? [row.values.user_code] : [])));
  const fresh = await freshUserCodes(tx, todo.filter((row) => !row.values.user_code).length, reserved);
  const created = await tx
    .insert(users)
    .values(
      todo.map((row) => ({
        role: 'Farmer' as const,
        phone: row.values.phone!,
        firstName: row.values.first_name!,
        lastName: row.values.last_name ?? '',
        gender: (row.values.gender || null) as 'male' | 'female' | 'other' | null,
        language: (row.values.language && isLanguage(row.values.language) ? row.values.language : 'en') as Language,
        passwordHash: null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id, phone: users.phone, language: users.language });
  const userOf = new Map(created.map((user) => [user.phone!, user]));
  const farmerValues = todo.flatMap((row) => {
    const user = userOf.get(row.values.phone!);
    if (!user) return [];
    return [{ userId: user.id, companyId: company.id, parentName: row.values.parent_name || null, village: row.values.village || null, userCode: row.values.user_code || fresh.pop()!, country: company.country }];
  });
  const inserted = farmerValues.length === 0 ? [] : await tx.insert(farmers).values(farmerValues).returning({ id: farmers.id, userId: farmers.userId, userCode: farmers.userCode });
  if (inserted.length > 0) {
    await tx.insert(companyFarmers).values(inserted.map((farmer) => ({ companyId: company.id, farmerId: farmer.id, linkedBy: imp.createdBy })));
    await tx.insert(auditLog).values(
      inserted.map((farmer) => ({ companyId: company.id, actorUserId: imp.createdBy, action: 'farmer.import', entityType: 'farmer', entityId: String(farmer.id), details: { import: imp.id } })),
    );
  }
  const farmerOfUser = new Map(inserted.map((farmer) => [farmer.userId, farmer]));
  for (const row of todo) {
    const user = userOf.get(row.values.phone!);
    // A phone taken between the check above and the insert: counted as someone else's.
    if (!user) {
      outcomes.push({ rowNumber: row.rowNumber, status: 'rejected', problems: [{ field: 'phone', code: 'phone_taken' }] });
      continue;
    }
    outcomes.push({ rowNumber: row.rowNumber, status: 'imported' });
    const farmer = farmerOfUser.get(user.id)!;
    if (imp.welcomeSms) {
      const own = await companySmsTemplate(tx, company.id, 'import_welcome', user.language);
      const text = fillTemplate(own ?? WELCOME_SMS[user.language], { company: company.name, code: farmer.userCode });
      const id = await context.sms.queueQuietly(tx, { companyId: company.id, to: user.phone!, text, kind: 'welcome', subject: `welcome:${farmer.id}` });
      if (id !== null) context.smsIds.push(id);
    }
  }
  return outcomes;
}

async function applyBalanceRows(context: BatchContext, rows: readonly StoredRow[]): Promise<Outcome[]> {
  const { tx, imp, company } = context;
  const inserted = await tx
    .insert(openingBalances)
    .values(
      rows.map((row) => ({
        companyId: company.id,
        farmerId: Number(row.values.farmer_id),
        currency: company.currency,
        amountMinor: Number(row.values.amount),
        owedOn: row.values.date!,
        note: row.values.note || null,
        importId: imp.id,
        createdBy: imp.createdBy,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: openingBalances.id, farmerId: openingBalances.farmerId });
  const done = new Set(inserted.map((row) => row.farmerId));
  if (inserted.length > 0) {
    await tx.insert(auditLog).values(
      inserted.map((row) => ({ companyId: company.id, actorUserId: imp.createdBy, action: 'opening_balance.import', entityType: 'farmer', entityId: String(row.farmerId), details: { import: imp.id, opening_balance: row.id } })),
    );
  }
  // A farmer whose opening balance was written since the preview keeps it (a second one is never added).
  return rows.map((row) => ({ rowNumber: row.rowNumber, status: done.has(Number(row.values.farmer_id)) ? 'imported' : 'unchanged' }));
}
