import type { ProduceItem } from '@coldroom/contract';
import { cropLabel } from '../../lib/quantities';

export const PRODUCE_SORTS = ['pickup', 'feeDue', 'daysStored', 'newest', 'crop'] as const;
export type ProduceSort = (typeof PRODUCE_SORTS)[number];

// Written out in full so the translation-key check sees every key.
export const SORT_KEYS: Record<ProduceSort, string> = {
  pickup: 'home.produce.sort.pickup',
  feeDue: 'home.produce.sort.feeDue',
  daysStored: 'home.produce.sort.daysStored',
  newest: 'home.produce.sort.newest',
  crop: 'home.produce.sort.crop',
};

/** Soonest pick-up first, unknown last; then the other orders, each with a stable tie-break (newest). */
export function sortProduce(items: readonly ProduceItem[], sort: ProduceSort, language: string): ProduceItem[] {
  const collator = new Intl.Collator(language);
  const newest = (a: ProduceItem, b: ProduceItem) => b.checked_in_at.localeCompare(a.checked_in_at) || b.id - a.id;
  const pickup = (item: ProduceItem) => item.time_to_pickup_days ?? Number.POSITIVE_INFINITY;
  const compare: Record<ProduceSort, (a: ProduceItem, b: ProduceItem) => number> = {
    pickup: (a, b) => pickup(a) - pickup(b) || newest(a, b),
    feeDue: (a, b) => b.fee_due_minor - a.fee_due_minor || newest(a, b),
    daysStored: (a, b) => b.days_stored - a.days_stored || newest(a, b),
    newest,
    crop: (a, b) => collator.compare(cropLabel(a.crop_id, language), cropLabel(b.crop_id, language)) || newest(a, b),
  };
  return [...items].sort((a, b) => {
    const order = compare[sort](a, b);
    // Infinity − Infinity is NaN: two unknowns are equal, then the tie-break applies.
    return Number.isNaN(order) ? newest(a, b) : order;
  });
}

export interface RoomGroup {
  key: string;
  title: string;
  items: ProduceItem[];
}

/** Lots grouped by cold room (and company, for farmers who use rooms of several), in the rooms' first-seen order. */
export function groupByRoom(items: readonly ProduceItem[], withCompany: boolean): RoomGroup[] {
  const groups = new Map<string, RoomGroup>();
  for (const item of items) {
    const key = `${item.company.id}-${item.cooling_unit.id}`;
    const title = withCompany ? `${item.cooling_unit.name} · ${item.company.name}` : item.cooling_unit.name;
    const group = groups.get(key) ?? { key, title, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
}
