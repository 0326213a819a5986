/**
 * Do the published shelf-life constants give believable times to pick up? For every crop with
 * constants: days from harvest (quality "today") to pick-up at the middle of its optimal range,
 * against its published storage life. The band is broad (half the shortest to twice the longest
 * life) because both the model and the table are approximate. Crops outside it are listed below
 * and reported, never corrected here: the numbers are published and stay as they are.
 */
import { describe, expect, it } from 'vitest';
import { daysToPickupAt, pickupThreshold } from '../shelf-life';
import { CROPS, cropById } from './index';

const IMPLAUSIBLE = {
  carrot: 'about 9 days at 0 °C against 3–6 months',
  'irish-potato': 'about 41 days at 6 °C against 5–10 months (shares plantain’s constants)',
  okra: 'about 1.5 days at 8.5 °C against 7–10 days',
  peas: 'none: the pick-up threshold (≈105) is above fresh quality (100), so 0 days against 1–2 weeks',
  'green-beans': 'about 3.4 days at 5.5 °C against 7–10 days',
  'bitter-gourd': 'about 5.6 days at 11 °C against 2–3 weeks',
  coriander: 'about 6.1 days at 0.5 °C against 2 weeks',
} as const;

function daysAtOptimum(id: string): number {
  const crop = cropById(id)!;
  const middle = (crop.temperature_c!.min + crop.temperature_c!.max) / 2;
  return daysToPickupAt(crop.kinetics!, crop.initial_quality.today!, middle);
}

const modelled = CROPS.filter((c) => c.kinetics && c.temperature_c && c.storage_life_days);

describe('shelf life at the optimal temperature vs the published storage life', () => {
  it('every crop with constants also has a temperature, a storage life and fresh quality', () => {
    expect(modelled.length).toBe(CROPS.filter((c) => c.kinetics).length);
    expect(modelled.length).toBe(25);
    for (const crop of modelled) expect(crop.initial_quality.today, crop.id).toBe(100);
  });

  it.each(modelled.filter((c) => !(c.id in IMPLAUSIBLE)).map((c) => [c.id, c.storage_life_days!] as const))(
    '%s is within half its shortest to twice its longest storage life',
    (id, life) => {
      const days = daysAtOptimum(id);
      expect(days).toBeGreaterThanOrEqual(life.min / 2);
      expect(days).toBeLessThanOrEqual(life.max * 2);
    },
  );

  it.each(Object.entries(IMPLAUSIBLE))('%s is implausible with the published constants: %s', (id) => {
    const life = cropById(id)!.storage_life_days!;
    const days = daysAtOptimum(id);
    expect(days < life.min / 2 || days > life.max * 2).toBe(true);
  });

  it('apple gives about 130 days, matching its 3–6 months', () => {
    expect(daysToPickupAt(cropById('apple')!.kinetics!, 100, 0)).toBeCloseTo(133, 0);
  });

  it('cassava: k0 is tiny (160.94 /s) next to the others, yet with its low Ea the life is plausible', () => {
    const cassava = cropById('cassava')!;
    expect(cassava.kinetics!.k0_per_second).toBeLessThan(1000);
    const days = daysAtOptimum('cassava');
    expect(days).toBeGreaterThan(30);
    expect(days).toBeLessThan(60);
  });

  it('peas cannot be picked up at all: the threshold is above 100', () => {
    expect(pickupThreshold(cropById('peas')!.kinetics!)).toBeGreaterThan(100);
  });
});
