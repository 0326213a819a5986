import type { CheckOutLine, ProduceItem } from '@coldroom/contract';
import { QueryClient } from '@tanstack/react-query';
import { storedCrate } from '../../test/operations';
import { takeOutOnDevice } from './localStock';

const line = (crateId: number, lotId: number, weight: number, remaining: number, lineMinor: number): CheckOutLine => ({
  crate_id: crateId,
  lot_id: lotId,
  crop_id: 'tomato',
  tag: null,
  current_weight_kg: weight + remaining,
  weight_kg: weight,
  remaining_weight_kg: remaining,
  whole: remaining === 0,
  days: 2,
  fee_minor: lineMinor,
  due_minor: lineMinor,
  line_minor: lineMinor,
});

describe('a check-out done offline takes its crates out of the stock on the device', () => {
  it('removes whole crates, lightens parts, and updates or removes the produce cards', () => {
    const client = new QueryClient();
    client.setQueryData(['crates', 4, 3], { items: [storedCrate(1, 20, 5_000, 9), storedCrate(2, 20, 5_000, 9), storedCrate(3, 10, 2_000, 10)], total: 3, page: 1, page_size: 500 });
    const card = (id: number, crates: number, weight: number, due: number) => ({ id, crates, weight_kg: weight, fee_due_minor: due }) as unknown as ProduceItem;
    client.setQueryData(['produce', 'list', {}], { items: [card(9, 2, 40, 10_000), card(10, 1, 10, 2_000)], total: 2, page: 1, page_size: 20 });

    takeOutOnDevice(client, [line(1, 9, 20, 0, 5_000), line(2, 9, 5, 15, 1_250), line(3, 10, 10, 0, 2_000)]);

    const crates = client.getQueryData<{ items: { id: number; weight_kg: number }[]; total: number }>(['crates', 4, 3])!;
    expect(crates.items.map((crate) => [crate.id, crate.weight_kg])).toEqual([[2, 15]]);
    expect(crates.total).toBe(1);
    const produce = client.getQueryData<{ items: ProduceItem[]; total: number }>(['produce', 'list', {}])!;
    expect(produce.items.map((item) => [item.id, item.crates, item.weight_kg, item.fee_due_minor])).toEqual([[9, 1, 15, 3_750]]);
    expect(produce.total).toBe(1);
  });
});
