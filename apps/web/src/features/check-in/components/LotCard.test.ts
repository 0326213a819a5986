import type { CoolingUnit } from '@coldroom/contract';
import { describe, expect, it } from 'vitest';
import { newLot } from '../checkInForm';
import { lotErrorsKey, sameLotCard, type LotCardProps } from './LotCard';

// Issue 25: a lot card is drawn again only when something it shows changes; these are the rules of that choice.
const remove = () => {};
const base = (): LotCardProps => ({
  form: {} as LotCardProps['form'],
  index: 1,
  lot: newLot(25, 10),
  errorsKey: '',
  room: { id: 4 } as CoolingUnit,
  storedTags: new Set<string>(),
  tagErrors: {},
  maxCrates: 90,
  onRemove: remove,
  removable: true,
});

describe('lot card drawing', () => {
  it('is kept when only the form object or the other lots change', () => {
    const before = base();
    // The form is a new object on every draw of the page, and so is the map of every lot's tag problems.
    expect(sameLotCard(before, { ...before, form: {} as LotCardProps['form'], tagErrors: { 'lots.0.crates.0.tag': 'x' } })).toBe(true);
  });

  it('is drawn again when its own values, place, errors, room, limits or removal change', () => {
    const before = base();
    const changes: Partial<LotCardProps>[] = [
      { lot: { ...before.lot } },
      { index: 0 },
      { errorsKey: 'lots.1.crop=checkIn.errors.crop' },
      { room: { id: 5 } as CoolingUnit },
      { storedTags: new Set(['A-1']) },
      { maxCrates: 80 },
      { removable: false },
      { onRemove: () => {} },
    ];
    for (const change of changes) expect(sameLotCard(before, { ...before, ...change }), JSON.stringify(Object.keys(change))).toBe(false);
  });

  it('keys only its own errors and tag problems, in any order', () => {
    const errors = { 'lots.1.crop': 'checkIn.errors.crop', 'lots.10.crop': 'checkIn.errors.crop', 'lots.1.crates.2.weight': 'checkIn.errors.weight', farmer: 'x' };
    const tags = { 'lots.1.crates.0.tag': 'checkIn.errors.tagTwice', 'lots.12.crates.0.tag': 'checkIn.errors.tagTwice' };
    const key = lotErrorsKey(errors, tags, 1);
    expect(key.split('\n')).toEqual(['lots.1.crates.0.tag~checkIn.errors.tagTwice', 'lots.1.crates.2.weight=checkIn.errors.weight', 'lots.1.crop=checkIn.errors.crop']);
    // Lot 10's error and lot 12's tag are not lot 1's; the same errors listed in another order give the same key.
    const reordered = Object.fromEntries(Object.entries(errors).reverse());
    expect(lotErrorsKey(reordered, tags, 1)).toBe(key);
    expect(lotErrorsKey({}, {}, 1)).toBe('');
  });
});
