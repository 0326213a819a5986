import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { crops, type CropRow } from '../../db/schema';

/** The catalogue crops in catalogue order. */
export async function listCatalogueCrops(db: DbOrTx): Promise<CropRow[]> {
  return db.select().from(crops).where(eq(crops.inCatalogue, true)).orderBy(asc(crops.position), asc(crops.id));
}

/**
 * Database ids of catalogue crops by catalogue id ("tomato"), for the ones given that are in the
 * catalogue: validates room crop lists (and company shortlists) and turns them into row references.
 */
export async function catalogueCropRefs(db: DbOrTx, codes: readonly string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(codes)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: crops.id, code: crops.code }).from(crops).where(and(inArray(crops.code, wanted), eq(crops.inCatalogue, true)));
  return new Map(rows.map((row) => [row.code, row.id]));
}

/** Crop ids by catalogue code (demo data and tests refer to crops by code). */
export async function cropIdsByCode(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db.select({ id: crops.id, code: crops.code }).from(crops);
  return new Map(rows.map((row) => [row.code, row.id]));
}
