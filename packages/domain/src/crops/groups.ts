/**
 * Groups for the knowledge hub's legend and for warnings when crops share a room.
 *
 * Ethylene: a crop that gives off a lot of it (apple, avocado, pear) speeds the ripening and
 * shortens the life of crops highly sensitive to it, so they should not share a room; if they
 * must, keep the producers near the door, far from the sensitive crates, and ventilate.
 * Two producers together are fine (apples and pears are stored together commercially).
 */
import { CROPS } from './catalogue.generated';
import type { Crop, EthyleneLevel } from './types';

const STRONG: readonly EthyleneLevel[] = ['high', 'very_high'];

export function isEthyleneProducer(crop: Crop): boolean {
  return crop.ethylene_production !== null && STRONG.includes(crop.ethylene_production);
}

export function isEthyleneSensitive(crop: Crop): boolean {
  return crop.ethylene_sensitivity !== null && STRONG.includes(crop.ethylene_sensitivity);
}

/** Crops that produce much ethylene (high or very high). */
export const ETHYLENE_PRODUCERS: readonly Crop[] = CROPS.filter(isEthyleneProducer);
/** Crops highly sensitive to ethylene that do not produce much themselves: keep them away from producers. */
export const ETHYLENE_SENSITIVE: readonly Crop[] = CROPS.filter((c) => isEthyleneSensitive(c) && !isEthyleneProducer(c));

export interface EthyleneConflict {
  producer: string;
  sensitive: string;
}

/** Why two crops should not share a room, or null when nothing is known against it. */
export function ethyleneConflict(a: Crop, b: Crop): EthyleneConflict | null {
  for (const [producer, other] of [[a, b], [b, a]] as const) {
    if (isEthyleneProducer(producer) && isEthyleneSensitive(other) && !isEthyleneProducer(other)) {
      return { producer: producer.id, sensitive: other.id };
    }
  }
  return null;
}

/** Every pair in a room's crop list that should not share it. */
export function ethyleneConflictsAmong(crops: readonly Crop[]): EthyleneConflict[] {
  const conflicts: EthyleneConflict[] = [];
  crops.forEach((a, i) => {
    for (const b of crops.slice(i + 1)) {
      const conflict = ethyleneConflict(a, b);
      if (conflict) conflicts.push(conflict);
    }
  });
  return conflicts;
}

export const TEMPERATURE_GROUP_IDS = ['cold', 'cool', 'mild', 'warm'] as const;
export type TemperatureGroupId = (typeof TEMPERATURE_GROUP_IDS)[number];

/**
 * Storage temperature groups by the middle of a crop's optimal range: crops of one group can
 * share a room's set point. Bounds in °C, lower inclusive, upper exclusive.
 */
export const TEMPERATURE_GROUPS: readonly { id: TemperatureGroupId; from_c: number | null; below_c: number | null }[] = [
  { id: 'cold', from_c: null, below_c: 3 }, // about 0–2 °C: apple, leafy greens, carrot
  { id: 'cool', from_c: 3, below_c: 9 }, // about 3–8 °C: orange, Irish potato, green beans
  { id: 'mild', from_c: 9, below_c: 13 }, // about 9–12 °C: tomato, cucumber, brinjal
  { id: 'warm', from_c: 13, below_c: null }, // 13 °C and above: banana, mango, ginger, yam
];

export function temperatureGroupOf(crop: Crop): TemperatureGroupId | null {
  if (!crop.temperature_c) return null;
  const middle = (crop.temperature_c.min + crop.temperature_c.max) / 2;
  const group = TEMPERATURE_GROUPS.find(
    (g) => (g.from_c === null || middle >= g.from_c) && (g.below_c === null || middle < g.below_c),
  );
  return group?.id ?? null;
}

/** The catalogue's crops per temperature group; crops without a known temperature are left out. */
export function cropsByTemperatureGroup(crops: readonly Crop[] = CROPS): Record<TemperatureGroupId, Crop[]> {
  const groups: Record<TemperatureGroupId, Crop[]> = { cold: [], cool: [], mild: [], warm: [] };
  for (const crop of crops) {
    const id = temperatureGroupOf(crop);
    if (id) groups[id].push(crop);
  }
  return groups;
}
