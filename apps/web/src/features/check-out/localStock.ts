import type { CheckOutLine, ProduceItem, StoredCrate } from '@coldroom/contract';
import { gramsToKg, kgToGrams } from '@coldroom/domain';
import type { QueryClient } from '@tanstack/react-query';

interface PageOf<T> {
  items: T[];
  total?: number;
}

const hasItems = <T,>(data: unknown): data is PageOf<T> => Boolean(data && typeof data === 'object' && Array.isArray((data as PageOf<T>).items));
const minusKg = (kg: number, takenKg: number) => gramsToKg(Math.max(0, kgToGrams(kg) - kgToGrams(takenKg)));

/**
 * A check-out done with no network takes its crates out of the stock this device shows at once (issue 13):
 * the farmer's crates in the room and the main page's produce cards. The server's stock changes when the
 * check-out is sent; the next read from the server replaces these figures.
 */
export function takeOutOnDevice(client: QueryClient, lines: readonly CheckOutLine[]): void {
  const byCrate = new Map(lines.map((line) => [line.crate_id, line]));
  client.setQueriesData<PageOf<StoredCrate>>({ queryKey: ['crates'] }, (data) => {
    if (!hasItems<StoredCrate>(data)) return data;
    const items = data.items
      .map((crate) => {
        const line = byCrate.get(crate.id);
        return line ? { ...crate, weight_kg: line.remaining_weight_kg } : crate;
      })
      .filter((crate) => crate.weight_kg > 0);
    return { ...data, items, ...(data.total === undefined ? {} : { total: data.total - (data.items.length - items.length) }) };
  });
  const byLot = new Map<number, { crates: number; kg: number; dueMinor: number }>();
  for (const line of lines) {
    const lot = byLot.get(line.lot_id) ?? { crates: 0, kg: 0, dueMinor: 0 };
    byLot.set(line.lot_id, { crates: lot.crates + (line.whole ? 1 : 0), kg: lot.kg + line.weight_kg, dueMinor: lot.dueMinor + line.line_minor });
  }
  client.setQueriesData<PageOf<ProduceItem>>({ queryKey: ['produce'] }, (data) => {
    if (!hasItems<ProduceItem>(data)) return data;
    const items = data.items
      .map((item) => {
        const taken = byLot.get(item.id);
        if (!taken) return item;
        return {
          ...item,
          crates: Math.max(0, item.crates - taken.crates),
          weight_kg: minusKg(item.weight_kg, taken.kg),
          fee_due_minor: Math.max(0, item.fee_due_minor - taken.dueMinor),
        };
      })
      .filter((item) => item.crates > 0);
    return { ...data, items, ...(data.total === undefined ? {} : { total: data.total - (data.items.length - items.length) }) };
  });
}
