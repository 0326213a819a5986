import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { errors } from '../../platform/errors';
import { rowsOf } from '../occupancy/queries';

/** A tag as compared: spaces around it and letter case do not tell two tags apart ("ux-001" is "UX-001"). */
export const tagKey = (tag: string) => tag.trim().toUpperCase();

type TaggedLots = readonly { crates: readonly { tag: string | null }[] }[];

const pathOf = (lot: number, crate: number) => `lots.${lot}.crates.${crate}.tag`;

/**
 * Which of these tags (as compared, `tagKey`) a stored crate of the room carries. Only the request's own
 * tags are looked up, through crates_room_tag_stored_idx (room, trimmed upper-case tag, stored crates only):
 * the time does not grow with what the room holds (a tags API test reads the plan with 10,000 crates).
 */
export function takenTagsSql(roomId: number, keys: string[]): SQL {
  return sql`
    select distinct upper(btrim(tag)) as tag from crates
    where cooling_unit_id = ${roomId} and current_grams > 0 and upper(btrim(tag)) in (${sql.join(keys.map((key) => sql`${key}`), sql`, `)})`;
}

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
  const result = await tx.execute(takenTagsSql(roomId, [...seen.keys()]));
  const taken = rowsOf<{ tag: string }>(result).map((row) => row.tag);
  if (taken.length === 0) return;
  const fields = Object.fromEntries(taken.flatMap((tag) => (seen.has(tag) ? [[seen.get(tag)!, 'duplicate_tag']] : [])));
  throw errors.duplicate(fields, `A crate in this cooling unit already carries the tag ${taken.join(', ')}.`);
}
