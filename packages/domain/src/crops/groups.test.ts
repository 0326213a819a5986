import { describe, expect, it } from 'vitest';
import {
  CROPS,
  ETHYLENE_PRODUCERS,
  ETHYLENE_SENSITIVE,
  TEMPERATURE_GROUPS,
  cropById,
  cropsByTemperatureGroup,
  ethyleneConflict,
  ethyleneConflictsAmong,
  isEthyleneProducer,
  isEthyleneSensitive,
  temperatureGroupOf,
} from './index';

const crop = (id: string) => cropById(id)!;

describe('ethylene groups', () => {
  it('producers are the crops graded high or very high: apple, avocado, pear', () => {
    expect(ETHYLENE_PRODUCERS.map((c) => c.id).sort()).toEqual(['apple', 'avocado', 'pear']);
  });

  it('sensitive crops are highly sensitive ones that do not produce much themselves', () => {
    const ids = ETHYLENE_SENSITIVE.map((c) => c.id);
    for (const id of ['banana', 'broccoli', 'cabbage', 'carrot', 'lettuce', 'spinach', 'cucumber', 'watermelon']) {
      expect(ids).toContain(id);
    }
    for (const id of ['apple', 'pear', 'tomato', 'onion']) expect(ids).not.toContain(id);
    expect(ETHYLENE_SENSITIVE.every((c) => isEthyleneSensitive(c) && !isEthyleneProducer(c))).toBe(true);
  });

  it.each([
    ['apple', 'lettuce', { producer: 'apple', sensitive: 'lettuce' }],
    ['lettuce', 'apple', { producer: 'apple', sensitive: 'lettuce' }],
    ['avocado', 'banana', { producer: 'avocado', sensitive: 'banana' }],
    ['apple', 'pear', null],
    ['apple', 'onion', null],
    ['tomato', 'lettuce', null],
    ['apple', 'meat', null],
  ])('%s with %s → %j', (a, b, expected) => {
    expect(ethyleneConflict(crop(a), crop(b))).toEqual(expected);
  });

  it('lists every conflicting pair of a room', () => {
    const room = ['apple', 'carrot', 'pear', 'onion', 'broccoli'].map(crop);
    expect(ethyleneConflictsAmong(room)).toEqual([
      { producer: 'apple', sensitive: 'carrot' },
      { producer: 'apple', sensitive: 'broccoli' },
      { producer: 'pear', sensitive: 'carrot' },
      { producer: 'pear', sensitive: 'broccoli' },
    ]);
    expect(ethyleneConflictsAmong([])).toEqual([]);
  });
});

describe('temperature groups', () => {
  it.each([
    ['apple', 'cold'], ['spinach', 'cold'], ['carrot', 'cold'], ['cassava', 'cold'], ['orange', 'cool'],
    ['irish-potato', 'cool'], ['okra', 'cool'], ['tomato', 'mild'], ['cucumber', 'mild'], ['papaya', 'mild'],
    ['mango', 'warm'], ['banana', 'warm'], ['ginger', 'warm'], ['yam', 'warm'], ['sweet-potato', 'warm'],
    ['drumstick', null], ['fish', null],
  ])('%s is %s', (id, group) => {
    expect(temperatureGroupOf(crop(id))).toBe(group);
  });

  it('puts every crop with a known temperature in exactly one group', () => {
    const groups = cropsByTemperatureGroup();
    const grouped = Object.values(groups).flat();
    expect(grouped.length).toBe(CROPS.filter((c) => c.temperature_c).length);
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(TEMPERATURE_GROUPS.map((g) => g.id)).toEqual(Object.keys(groups));
  });

  it('groups tile the temperature scale without gaps', () => {
    for (let i = 1; i < TEMPERATURE_GROUPS.length; i += 1) {
      expect(TEMPERATURE_GROUPS[i]!.from_c).toBe(TEMPERATURE_GROUPS[i - 1]!.below_c);
    }
  });
});
