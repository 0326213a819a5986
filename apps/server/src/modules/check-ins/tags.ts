import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { errors } from '../../platform/errors';
import { rowsOf } from '../occupancy/queries';

/** A tag as compared: spaces around it and letter case do not tell two tags apart ("ux-001" is "UX-001"). */
export const tagKey = (tag: string) => tag.trim().toUpperCase();

type TaggedLots = readonly { crates: readonly { tag: string | null }[] }[];

/** A check-in's tags as compared (`tagKey`), each with the field of the crate row that gives it. */
export type CheckedTags = ReadonlyMap<string, string>;

const pathOf = (lot: number, crate: number) => `lots.${lot}.crates.${crate}.tag`;

/**
 * Which of these tags (as compared, `tagKey`; one jsonb array parameter) a stored crate of the room carries,
 * in order. Only the request's own tags are looked up, each through crates_room_tag_stored_idx (room,
 * trimmed upper-case tag, stored crates only; a lateral probe per tag): the time does not grow with what the
 * room holds (a tags API test reads the plan with 10,000 crates). The check-in's writing statement runs it as
 * one of its steps (insert.ts), so the check costs no round trip of its own; written so that its cost is
 * estimated alike whatever the tags, so PostgreSQL keeps one plan for that prepared statement instead of
 * planning it on every call.
 */
export function takenTagsSql(roomId: number | SQL, keys: string[] | SQL): SQL {
  const list = Array.isArray(keys) ? sql`${tagArray(keys)}::jsonb` : keys;
  return sql`
    select w.tag from jsonb_array_elements_text(${list}) as w(tag)
    cross join lateral (
      select 1 from crates where cooling_unit_id = ${roomId} and current_grams > 0 and upper(btrim(tag)) = w.tag limit 1
    ) as stored
    order by w.tag`;
}

/** Tags as one jsonb parameter (a json array). */
export function tagArray(keys: readonly string[]): string {
  return JSON.stringify(keys);
}

/**
 * Crate tags are unique among a room's stored crates (docs/crate-tags.md): a check-in may not repeat a tag
 * within itself (400, thrown here) nor give one that a crate still in the room carries (409: the answer's
 * tags are looked up by the writing statement, or by `assertTagsNotStored`). Each field names the crate
 * row, reason `duplicate_tag`. Answers the tags to look up.
 */
export function checkedTags(lots: TaggedLots): CheckedTags {
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
  return seen;
}

/** The 409 for tags a stored crate of the room carries (`taken`, as compared, in order). */
export function tagsTaken(tags: CheckedTags, taken: readonly string[]) {
  const fields = Object.fromEntries(taken.flatMap((tag) => (tags.has(tag) ? [[tags.get(tag)!, 'duplicate_tag']] : [])));
  return errors.duplicate(fields, `A crate in this cooling unit already carries the tag ${taken.join(', ')}.`);
}

/**
 * The duplicate-tag check as a statement of its own, for a check-in refused before its writing statement
 * runs (a full room): the tag's 409 still comes first. The room is locked by the caller, so no other
 * check-in can take the tag before the commit.
 */
export async function assertTagsNotStored(tx: Tx, roomId: number, tags: CheckedTags): Promise<void> {
  if (tags.size === 0) return;
  const taken = rowsOf<{ tag: string }>(await tx.execute(takenTagsSql(roomId, [...tags.keys()]))).map((row) => row.tag);
  if (taken.length > 0) throw tagsTaken(tags, taken);
}
