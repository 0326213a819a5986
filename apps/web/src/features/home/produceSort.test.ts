import { produceItem } from '../../test/operations';
import { groupByRoom, sortProduce } from './produceSort';

const lots = [
  produceItem({ id: 1, crop_id: 'tomato', time_to_pickup_days: 6, fee_due_minor: 500, days_stored: 3, checked_in_at: '2026-11-19T08:00:00Z' }),
  produceItem({ id: 2, crop_id: 'onion', time_to_pickup_days: null, fee_due_minor: 900, days_stored: 1, checked_in_at: '2026-11-21T08:00:00Z' }),
  produceItem({ id: 3, crop_id: 'apple', time_to_pickup_days: 1.5, fee_due_minor: 100, days_stored: 9, checked_in_at: '2026-11-13T08:00:00Z' }),
  produceItem({ id: 4, crop_id: 'okra', time_to_pickup_days: null, fee_due_minor: 100, days_stored: 0, checked_in_at: '2026-11-22T08:00:00Z', cooling_unit: { id: 5, name: 'Room B', metric: 'kg' } }),
];
const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe('main page produce order', () => {
  it('soonest pick-up first, unknown last (newest first among them)', () => {
    expect(ids(sortProduce(lots, 'pickup', 'en'))).toEqual([3, 1, 4, 2]);
  });
  it('by fee due, days stored, newest and crop name in the reader’s language', () => {
    expect(ids(sortProduce(lots, 'feeDue', 'en'))).toEqual([2, 1, 4, 3]);
    expect(ids(sortProduce(lots, 'daysStored', 'en'))).toEqual([3, 1, 2, 4]);
    expect(ids(sortProduce(lots, 'newest', 'en'))).toEqual([4, 2, 1, 3]);
    expect(ids(sortProduce(lots, 'crop', 'en'))).toEqual([3, 4, 2, 1]);
  });
  it('groups by room, keeping the order inside each room', () => {
    const groups = groupByRoom(sortProduce(lots, 'pickup', 'en'), true);
    expect(groups.map((group) => [group.title, ids(group.items)])).toEqual([
      ['Dawanau Room A · Demo Cold Rooms', [3, 1, 2]],
      ['Room B · Demo Cold Rooms', [4]],
    ]);
  });
});
