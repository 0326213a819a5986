import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { CERTIFICATE_TOKEN_PATTERN, type ScanResult } from '@coldroom/contract';
import { isMovementCode, normaliseCode } from '@coldroom/domain';
import type { AppContext } from '../../app-context';
import { checkIns, crates, movements, produceLots, storageCertificates } from '../../db/schema';
import { AppError, errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';

/**
 * What a scanned or typed value names, for staff of a company (docs/certificates-and-labels.md §11). Reads
 * only. Read in this order: a certificate link (`…/c/<token>`) or a bare token, a 6-character movement code,
 * then a crate's tag among the company's stored crates.
 */
export type ScanValue = { kind: 'token'; token: string; linked: boolean; place?: number; movement?: string } | { kind: 'code'; code: string } | { kind: 'tag'; tag: string };

/** `…/c/<token>` (a receipt's QR: the lot) or `…/c/<token>/<n>` (a crate's label: the n-th crate of the lot). */
const LINK = /\/c\/([A-Za-z0-9_-]{22})(?:\/([1-9][0-9]{0,3}))?\/?(?:[?#].*)?$/;

/** The shape of a value, without the database (the web reads values the same way, lib/scanner/parse.ts). */
export function readScanValue(raw: string): ScanValue {
  const value = raw.trim();
  const link = LINK.exec(value);
  if (link) {
    const found: Extract<ScanValue, { kind: 'token' }> = { kind: 'token', token: link[1]!, linked: true };
    if (link[2]) found.place = Number(link[2]);
    // A receipt's QR: the lot's link and its movement's code (`?m=<code>`).
    const movement = /[?&]m=([A-Za-z0-9]{6})(?:[&#]|$)/.exec(value)?.[1];
    if (movement && isMovementCode(normaliseCode(movement))) found.movement = normaliseCode(movement);
    return found;
  }
  // A bare token (typed or a QR of the token alone); a tag of that shape is tried next when no certificate has it.
  if (CERTIFICATE_TOKEN_PATTERN.test(value)) return { kind: 'token', token: value, linked: false };
  const code = normaliseCode(value);
  if (isMovementCode(code)) return { kind: 'code', code };
  return { kind: 'tag', tag: value };
}

export const scanErrors = {
  otherCompany: () => new AppError(403, 'scan_other_company', 'This label belongs to another company.'),
  revoked: () => new AppError(422, 'certificate_revoked', 'This certificate was revoked.'),
};

async function storedCrateIds(ctx: AppContext, lotId: number): Promise<number[]> {
  const rows = await ctx.db.select({ id: crates.id }).from(crates).where(and(eq(crates.lotId, lotId), gt(crates.currentGrams, 0))).orderBy(asc(crates.id));
  return rows.map((row) => row.id);
}

/** The crate at a place in its lot (1, 2, … by crate id) when it is still stored: a crate label names it. */
async function storedCrateAt(ctx: AppContext, lotId: number, place: number): Promise<number[]> {
  const [row] = await ctx.db.select({ id: crates.id, grams: crates.currentGrams }).from(crates).where(eq(crates.lotId, lotId)).orderBy(asc(crates.id)).limit(1).offset(place - 1);
  return row && row.grams > 0 ? [row.id] : [];
}

async function lotFacts(ctx: AppContext, lotId: number) {
  const [row] = await ctx.db
    .select({ lotId: produceLots.id, companyId: checkIns.companyId, code: movements.code, farmerId: checkIns.farmerId, roomId: checkIns.coolingUnitId })
    .from(produceLots)
    .innerJoin(checkIns, eq(checkIns.id, produceLots.checkInId))
    .innerJoin(movements, eq(movements.id, checkIns.movementId))
    .where(eq(produceLots.id, lotId))
    .limit(1);
  return row ?? null;
}

/** A movement of the company by its code, with a check-in's lots. */
async function movementByCode(ctx: AppContext, companyId: number, code: string): Promise<ScanResult | null> {
  const [movement] = await ctx.db
    .select({ id: movements.id, code: movements.code, type: movements.type })
    .from(movements)
    .where(and(eq(movements.companyId, companyId), eq(movements.code, code)))
    .limit(1);
  if (!movement) return null;
  const lots =
    movement.type === 'check_in'
      ? await ctx.db.select({ id: produceLots.id }).from(produceLots).innerJoin(checkIns, eq(checkIns.id, produceLots.checkInId)).where(eq(checkIns.movementId, movement.id)).orderBy(asc(produceLots.id))
      : [];
  return { kind: 'movement', movement_id: movement.id, code: movement.code, type: movement.type, lot_ids: lots.map((lot) => lot.id) };
}

/** GET /operation/v1/scan/?value=…: a lot (certificate or tag) or a movement (code) of the caller's company. */
export async function resolveScan(ctx: AppContext, actor: Actor, raw: string): Promise<ScanResult> {
  if (actor.companyId === null) throw errors.notFound('The code');
  const value = readScanValue(raw);
  if (value.kind === 'token') {
    const [certificate] = await ctx.db.select().from(storageCertificates).where(eq(storageCertificates.token, value.token)).limit(1);
    if (certificate) {
      if (certificate.companyId !== actor.companyId) throw scanErrors.otherCompany();
      if (certificate.revokedAt) throw scanErrors.revoked();
      // A receipt's QR names its movement too: the movement opens (when it is this company's).
      if (value.movement) {
        const movement = await movementByCode(ctx, actor.companyId, value.movement);
        if (movement) return movement;
      }
      const lot = await lotFacts(ctx, certificate.lotId);
      if (!lot) throw errors.notFound('The code');
      const facts = { kind: 'lot', lot_id: lot.lotId, code: lot.code, farmer_id: lot.farmerId, cooling_unit_id: lot.roomId } as const;
      if (value.place !== undefined) return { ...facts, by: 'crate', crate_ids: await storedCrateAt(ctx, lot.lotId, value.place) };
      return { ...facts, by: 'certificate', crate_ids: await storedCrateIds(ctx, lot.lotId) };
    }
    if (value.linked) throw errors.notFound('The code');
  }
  if (value.kind === 'code') {
    const movement = await movementByCode(ctx, actor.companyId, value.code);
    if (movement) return movement;
  }
  // A tag: compared as the check-in compares them (docs/crate-tags.md), among the company's stored crates.
  const tag = raw.trim().toLowerCase();
  const found = await ctx.db
    .select({ id: crates.id, lotId: crates.lotId })
    .from(crates)
    .where(and(eq(crates.companyId, actor.companyId), gt(crates.currentGrams, 0), sql`lower(trim(${crates.tag})) = ${tag}`))
    .orderBy(asc(crates.id))
    .limit(2);
  if (found.length === 0) throw errors.notFound('The code');
  // The same tag in two rooms: the tag alone does not say which crate.
  if (found.length > 1) throw errors.conflict('Two stored crates carry this tag (in different rooms); scan the label instead.');
  const lot = await lotFacts(ctx, found[0]!.lotId);
  if (!lot) throw errors.notFound('The code');
  return { kind: 'lot', by: 'tag', lot_id: lot.lotId, code: lot.code, farmer_id: lot.farmerId, cooling_unit_id: lot.roomId, crate_ids: [found[0]!.id] };
}
