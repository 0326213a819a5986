import type { RoomMetric } from '@coldroom/domain';
import type { TFunction } from 'i18next';
import { formatKg, formatNumber, pluralRules } from '../../lib/units';

/** "1 crate", "12 crates", "1 250 kg": a quantity in the room's metric, in the reader's language. */
export function formatQuantity(t: TFunction, language: string, value: number, metric: RoomMetric): string {
  if (metric === 'kg') return formatKg(language, value);
  const count = formatNumber(language, value, 0);
  const one = pluralRules(language).select(value) === 'one';
  return one ? t('rooms.units.crate', { n: count }) : t('rooms.units.crates', { n: count });
}
