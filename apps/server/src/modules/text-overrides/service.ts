import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  isLanguage,
  TEXT_OVERRIDE_KINDS,
  type CropAdviceList,
  type Language,
  type TextOverride,
  type TextOverrideKind,
  type TextOverrideList,
} from '@coldroom/contract';
import { CROP_ADVICE_MAX, isCropId, SMS_OVERRIDE_MAX, templateProblem } from '@coldroom/domain';
import type { DbOrTx } from '../../db/client';
import { companies, companyFarmers, farmers, textOverrides, users, type TextOverrideRow } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { requiredPlaceholders, smsTemplate, type SmsTemplateKey } from './templates';

/** The company's own text of an SMS template in a language, or null (then the default is sent). */
export async function companySmsTemplate(db: DbOrTx, companyId: number, key: SmsTemplateKey, language: Language): Promise<string | null> {
  const [row] = await db
    .select({ text: textOverrides.text })
    .from(textOverrides)
    .where(and(eq(textOverrides.companyId, companyId), eq(textOverrides.kind, 'sms'), eq(textOverrides.key, key), eq(textOverrides.language, language)))
    .limit(1);
  return row?.text ?? null;
}

function companyOf(actor: Actor): number {
  if (actor.companyId === null) throw errors.forbidden();
  return actor.companyId;
}

interface Target {
  kind: TextOverrideKind;
  key: string;
  language: Language;
}

/** The path's kind, key and language checked: 400 naming the first that is not ours. */
function target(params: { kind: string; key: string; language: string }): Target {
  const kind = TEXT_OVERRIDE_KINDS.find((known) => known === params.kind);
  if (!kind) throw errors.invalidInput({ kind: 'unknown' }, 'The kind of text is sms or crop_advice.');
  if (kind === 'sms' ? !smsTemplate(params.key) : !isCropId(params.key)) {
    throw errors.invalidInput({ key: 'unknown' }, kind === 'sms' ? 'No SMS template has this key.' : 'No crop of the catalogue has this id.');
  }
  if (!isLanguage(params.language)) throw errors.invalidInput({ language: 'unknown' }, 'This language is not one the app has.');
  return { kind, key: params.key, language: params.language };
}

/** The text checked against its kind's bound and, for an SMS, its template's blanks: 400 naming `text`. */
function checkedText(where: Target, raw: string): string {
  const text = raw.trim();
  if (text.length === 0) throw errors.invalidInput({ text: 'required' }, 'Write the text.');
  const max = where.kind === 'sms' ? SMS_OVERRIDE_MAX : CROP_ADVICE_MAX;
  if (text.length > max) throw errors.invalidInput({ text: 'too_long' }, `The text is longer than ${max} characters.`);
  if (where.kind === 'sms') {
    const entry = smsTemplate(where.key)!;
    const problem = templateProblem(text, { required: requiredPlaceholders(entry), optional: entry.optional });
    if (problem?.code === 'unbalanced_braces') throw errors.invalidInput({ text: 'unbalanced_braces' }, 'A { has no matching } (or the other way round).');
    if (problem?.code === 'unknown_placeholder') throw errors.invalidInput({ text: 'unknown_placeholder' }, `This message does not know {${problem.placeholder}}.`);
    if (problem?.code === 'missing_placeholder') throw errors.invalidInput({ text: 'missing_placeholder' }, `The text must keep {${problem.placeholder}}.`);
  }
  return text;
}

function present(row: TextOverrideRow, who: { first: string | null; last: string | null } | null): TextOverride {
  return {
    kind: row.kind as TextOverrideKind,
    key: row.key,
    language: row.language as Language,
    text: row.text,
    updated_at: row.updatedAt.toISOString(),
    updated_by: row.updatedByUserId !== null && who?.first != null ? { id: row.updatedByUserId, name: `${who.first} ${who.last ?? ''}`.trim() } : null,
  };
}

async function rowsOf(db: DbOrTx, where: ReturnType<typeof and>) {
  return db
    .select({ row: textOverrides, first: users.firstName, last: users.lastName })
    .from(textOverrides)
    .leftJoin(users, eq(users.id, textOverrides.updatedByUserId))
    .where(where)
    .orderBy(asc(textOverrides.kind), asc(textOverrides.key), asc(textOverrides.language));
}

/** GET: the company's texts, every kind. */
export async function listTextOverrides(db: DbOrTx, actor: Actor): Promise<TextOverrideList> {
  const rows = await rowsOf(db, eq(textOverrides.companyId, companyOf(actor)));
  return { items: rows.map(({ row, first, last }) => present(row, { first, last })) };
}

/** PUT: writes (or rewrites) the company's text, audited with the text before and after. */
export async function putTextOverride(db: DbOrTx, actor: Actor, params: { kind: string; key: string; language: string }, body: { text: string }): Promise<TextOverride> {
  const companyId = companyOf(actor);
  const where = target(params);
  const text = checkedText(where, body.text);
  return db.transaction(async (tx) => {
    const match = and(eq(textOverrides.companyId, companyId), eq(textOverrides.kind, where.kind), eq(textOverrides.key, where.key), eq(textOverrides.language, where.language));
    const [before] = await tx.select({ text: textOverrides.text }).from(textOverrides).where(match).for('update');
    const now = new Date();
    const [row] = await tx
      .insert(textOverrides)
      .values({ companyId, ...where, text, updatedByUserId: actor.userId, updatedAt: now })
      .onConflictDoUpdate({
        target: [textOverrides.companyId, textOverrides.kind, textOverrides.key, textOverrides.language],
        set: { text, updatedByUserId: actor.userId, updatedAt: now },
      })
      .returning();
    await recordAudit(tx, actor, {
      action: 'text_override.update',
      entityType: 'text_override',
      entityId: row!.id,
      details: { ...where, before: { text: before?.text ?? null }, after: { text } },
    });
    const [read] = await rowsOf(tx, eq(textOverrides.id, row!.id));
    return present(read!.row, { first: read!.first, last: read!.last });
  });
}

/** DELETE: the default comes back; 404 when the company had no text there. Audited. */
export async function deleteTextOverride(db: DbOrTx, actor: Actor, params: { kind: string; key: string; language: string }): Promise<void> {
  const companyId = companyOf(actor);
  const where = target(params);
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(textOverrides)
      .where(and(eq(textOverrides.companyId, companyId), eq(textOverrides.kind, where.kind), eq(textOverrides.key, where.key), eq(textOverrides.language, where.language)))
      .returning();
    if (!gone) throw errors.notFound('The text');
    await recordAudit(tx, actor, { action: 'text_override.delete', entityType: 'text_override', entityId: gone.id, details: { ...where, before: { text: gone.text }, after: { text: null } } });
  });
}

/** The companies whose advice the actor reads: staff their own; a farmer every company they store with. */
async function adviceCompanies(db: DbOrTx, actor: Actor): Promise<number[]> {
  if (actor.role !== 'Farmer') return actor.companyId === null ? [] : [actor.companyId];
  const rows = await db
    .select({ companyId: companyFarmers.companyId })
    .from(companyFarmers)
    .innerJoin(farmers, eq(farmers.id, companyFarmers.farmerId))
    .where(eq(farmers.userId, actor.userId));
  return [...new Set(rows.map((row) => row.companyId))];
}

/** GET crop advice: the companies' own advice per crop and language (every language; the web picks). */
export async function listCropAdvice(db: DbOrTx, actor: Actor, crop: string | undefined): Promise<CropAdviceList> {
  if (crop !== undefined && !isCropId(crop)) throw errors.invalidInput({ crop: 'unknown' }, 'No crop of the catalogue has this id.');
  const ids = await adviceCompanies(db, actor);
  if (ids.length === 0) return { items: [] };
  const rows = await db
    .select({ row: textOverrides, companyName: companies.name })
    .from(textOverrides)
    .innerJoin(companies, eq(companies.id, textOverrides.companyId))
    .where(and(inArray(textOverrides.companyId, ids), eq(textOverrides.kind, 'crop_advice'), crop === undefined ? undefined : eq(textOverrides.key, crop)))
    .orderBy(asc(companies.name), asc(textOverrides.key), asc(textOverrides.language));
  return {
    items: rows.map(({ row, companyName }) => ({ company_id: row.companyId, company_name: companyName, crop_id: row.key, language: row.language as Language, text: row.text })),
  };
}
