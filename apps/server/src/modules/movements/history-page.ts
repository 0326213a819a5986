import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { movements, type checkIns, type checkOuts } from '../../db/schema';

type MovementTable = typeof checkIns | typeof checkOuts;

/**
 * One page of check-ins or check-outs, newest movement first (ties: newest row), and how many match in
 * all. `where` may test the joined movement (see historyConditions).
 */
export async function historyPage<T extends MovementTable>(
  db: DbOrTx,
  table: T,
  where: SQL | undefined,
  page: { page: number; page_size: number },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  // Drizzle cannot follow a generic table through the builder; the rows are the table's own either way.
  const source = table as MovementTable;
  const [rows, [count]] = await Promise.all([
    db
      .select({ row: source })
      .from(source)
      .innerJoin(movements, eq(movements.id, source.movementId))
      .where(where)
      .orderBy(desc(movements.time), desc(source.id))
      .limit(page.page_size)
      .offset((page.page - 1) * page.page_size),
    db.select({ n: sql<number>`count(*)::int` }).from(source).innerJoin(movements, eq(movements.id, source.movementId)).where(where),
  ]);
  return { rows: rows.map((r) => r.row as T['$inferSelect']), total: count?.n ?? 0 };
}
