import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { crops } from '../../db/schema';
import { errors } from '../../platform/errors';

/** Every [field, crop code] must name a catalogue crop; otherwise 400 naming each bad field. */
export async function knownCrops(db: DbOrTx, refs: [string, string][]): Promise<void> {
  if (refs.length === 0) return;
  const rows = await db.select({ code: crops.code }).from(crops).where(inArray(crops.code, [...new Set(refs.map(([, code]) => code))]));
  const known = new Set(rows.map((row) => row.code));
  const bad = refs.filter(([, code]) => !known.has(code));
  if (bad.length > 0) throw errors.invalidInput(Object.fromEntries(bad.map(([field]) => [field, 'unknown_crop'])));
}
