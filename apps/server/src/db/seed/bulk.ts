import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { rowsOf } from '../../modules/occupancy/queries';

const CHUNK = 2000;

/**
 * Inserts many rows fast: each chunk travels as one JSON parameter and is unpacked by the database
 * (jsonb_to_recordset), instead of one bound parameter per value. Column names and types are constants
 * of the caller, never input. Keys of `rows` are the column names.
 */
export async function insertMany<R>(
  tx: Tx,
  table: string,
  columns: Record<string, string>,
  rows: readonly Record<string, unknown>[],
  returning: string,
): Promise<R[]> {
  const names = Object.keys(columns).join(', ');
  const shape = Object.entries(columns)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = JSON.stringify(rows.slice(i, i + CHUNK));
    const result = await tx.execute(
      sql`insert into ${sql.raw(table)} (${sql.raw(names)}) select ${sql.raw(names)} from jsonb_to_recordset(${json}::jsonb) as x(${sql.raw(shape)}) returning ${sql.raw(returning)}`,
    );
    out.push(...rowsOf<R>(result));
  }
  return out;
}
