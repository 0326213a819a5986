import { and, desc, eq, sql } from 'drizzle-orm';
import type { CheckIn } from '@coldroom/contract';
import type { DbOrTx } from '../../db/client';
import { checkIns, movements } from '../../db/schema';
import { foundOr404 } from '../../platform/company-scope';
import type { Actor } from '../../platform/policy';
import { historyConditions, type HistoryFilter } from '../movements/history';
import { ownedBy } from '../movements/scope';
import { checkInViews } from './views';

export async function listCheckIns(db: DbOrTx, actor: Actor, zone: string | null, query: HistoryFilter & { page: number; page_size: number }) {
  const where = and(...historyConditions(actor, zone, query));
  const [rows, [count]] = await Promise.all([
    db
      .select({ checkIn: checkIns })
      .from(checkIns)
      .innerJoin(movements, eq(movements.id, checkIns.movementId))
      .where(where)
      .orderBy(desc(movements.time), desc(checkIns.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: sql<number>`count(*)::int` }).from(checkIns).innerJoin(movements, eq(movements.id, checkIns.movementId)).where(where),
  ]);
  const items = await checkInViews(db, rows.map((row) => row.checkIn));
  return { items, total: count?.n ?? 0, page: query.page, page_size: query.page_size };
}

export async function readCheckIn(db: DbOrTx, actor: Actor, id: number): Promise<CheckIn> {
  const row = foundOr404(
    await db
      .select({ checkIn: checkIns })
      .from(checkIns)
      .where(and(eq(checkIns.id, id), ownedBy(actor, checkIns.companyId, checkIns.farmerId)))
      .limit(1),
    'The check-in',
  );
  return (await checkInViews(db, [row.checkIn]))[0]!;
}
