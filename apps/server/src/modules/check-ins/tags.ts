import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { errors } from '../../platform/errors';
import { rowsOf } from '../occupancy/queries';

/** A tag as compared: spaces around it and letter case do not tell two tags apart ("ux-001" is "UX-001"). */
export const tagKey = (tag: string) => tag.trim().toUpperCase();

type TaggedLots = readonly { crates: readonly { tag: string | null }[] }[];

const pathOf = (lot: number, crate: number) => `lots.${lot}.crates.${crate}.tag`;

/**
 * Crate tags are unique among a room's stored crates (docs/crate-tags.md): a check-in may not repeat a tag
 * within itself (400) nor give one that a crate still in the room carries (409). Each field names the
 * crate row, reason `duplicate_tag`. The room is locked by the caller, so no other check-in can take the
 * tag before the commit.
 */
export async function assertTagsFree(tx: Tx, roomId: number, lots: TaggedLots): Promise<void> {
  const seen = new Map<string, string>();
  const repeated: Record<string, string> = {};
  lots.forEach((lot, i) =>
    lot.crates.forEach((crate, j) => {
      if (!crate.tag?.trim()) return;
      const key = tagKey(crate.tag);
      if (seen.has(key)) repeated[pathOf(i, j)] = 'duplicate_tag';
      else seen.set(key, pathOf(i, j));
    }),
  );
  if (Object.keys(repeated).length > 0) throw errors.invalidInput(repeated, 'A tag is given to more than one crate of this check-in.');
  if (seen.size === 0) return;
  const keys = [...seen.keys()];
  const result = await tx.execute(sql`
    select distinct upper(btrim(tag)) as tag from crates
    where cooling_unit_id = ${roomId} and current_grams > 0 and upper(btrim(tag)) in (${sql.join(keys.map((key) => sql`${key}`), sql`, `)})`);
  const taken = rowsOf<{ tag: string }>(result).map((row) => row.tag);
  if (taken.length === 0) return;
  const fields = Object.fromEntries(taken.flatMap((tag) => (seen.has(tag) ? [[seen.get(tag)!, 'duplicate_tag']] : [])));
  throw errors.duplicate(fields, `A crate in this cooling unit already carries the tag ${taken.join(', ')}.`);
}
