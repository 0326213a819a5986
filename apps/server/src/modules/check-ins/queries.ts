import { and, eq } from 'drizzle-orm';
import type { CheckIn } from '@coldroom/contract';
import type { DbOrTx } from '../../db/client';
import { checkIns } from '../../db/schema';
import { foundOr404 } from '../../platform/company-scope';
import type { Actor } from '../../platform/policy';
import { historyConditions, type HistoryFilter } from '../movements/history';
import { historyPage } from '../movements/history-page';
import { ownedBy } from '../movements/scope';
import { checkInViews } from './views';

export async function listCheckIns(db: DbOrTx, actor: Actor, zone: string | null, query: HistoryFilter & { page: number; page_size: number }) {
  const { rows, total } = await historyPage(db, checkIns, and(...historyConditions(actor, zone, query)), query);
  return { items: await checkInViews(db, rows), total, page: query.page, page_size: query.page_size };
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
