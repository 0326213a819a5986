import { CROPS } from '@coldroom/domain';
import { cropRows, levelId, searchRows, sortRows, type CropRow } from './cropRows';

const ids = (rows: CropRow[]) => rows.map((row) => row.id);

describe('crop table rows', () => {
  const rows = cropRows('en');

  it('has a row per catalogue crop, without the generic "other …" choices', () => {
    expect(rows).toHaveLength(CROPS.filter((c) => !c.id.startsWith('other-')).length);
    expect(ids(rows)).not.toContain('other-fruit');
    const tomato = rows.find((row) => row.id === 'tomato')!;
    expect(tomato).toMatchObject({ name: 'Tomato', type: 'vegetable', temperature: { min: 8, max: 13 }, ethyleneProduction: 'low', hasModel: true });
  });

  it('spells ethylene levels as the legend does, unknown as n/a', () => {
    expect(levelId('very_high')).toBe('very-high');
    expect(levelId(null)).toBe('na');
  });

  it('finds a crop by its name in the reader’s language or in English, ignoring case and accents', () => {
    const hindi = cropRows('hi');
    expect(ids(searchRows(hindi, 'टमाटर'))).toEqual(['tomato']);
    expect(ids(searchRows(hindi, 'TOMATO'))).toEqual(['tomato']);
    expect(ids(searchRows(cropRows('fr'), 'pasteque'))).toEqual(['watermelon']);
    expect(ids(searchRows(rows, 'gourd')).sort()).toEqual(['bitter-gourd', 'bottle-gourd', 'ivy-gourd', 'pointed-gourd', 'ridge-gourd']);
    expect(searchRows(rows, '   ')).toHaveLength(rows.length);
    expect(searchRows(rows, 'zzz')).toEqual([]);
  });

  it('sorts by storage life, shortest first, unknown always last', () => {
    const sorted = sortRows(rows, { key: 'storageLife', direction: 'asc' }, 'en');
    const known = sorted.filter((row) => row.storageLife);
    expect(sorted.slice(0, known.length)).toEqual(known);
    for (let i = 1; i < known.length; i += 1) expect(known[i]!.storageLife!.min).toBeGreaterThanOrEqual(known[i - 1]!.storageLife!.min);
    expect(sorted[0]!.id).toBe('raspberry');

    const reversed = sortRows(rows, { key: 'storageLife', direction: 'desc' }, 'en');
    expect(reversed.at(-1)!.storageLife).toBeNull();
    expect(reversed[0]!.storageLife!.min).toBe(Math.max(...known.map((row) => row.storageLife!.min)));
  });

  it('sorts names with the reader’s language rules and ethylene by level', () => {
    const byName = sortRows(rows, { key: 'crop', direction: 'asc' }, 'en');
    expect(byName[0]!.id).toBe('african-star-apple');
    expect(sortRows(rows, { key: 'crop', direction: 'desc' }, 'en')[0]!.id).toBe('yam');
    const byProduction = sortRows(rows, { key: 'ethyleneProduction', direction: 'desc' }, 'en');
    expect(byProduction[0]!.id).toBe('apple'); // the only very high producer
    expect(byProduction.at(-1)!.ethyleneProduction).toBe('na');
  });

  it('sorts by temperature range (lowest first) and by type in catalogue order', () => {
    const byTemperature = sortRows(rows, { key: 'temperature', direction: 'asc' }, 'en');
    expect(byTemperature[0]!.id).toBe('pear'); // −1.5 to −0.5 °C
    const byType = sortRows(rows, { key: 'type', direction: 'asc' }, 'en');
    expect(byType[0]!.type).toBe('fruit');
    expect(byType.at(-1)!.type).toBe('other');
  });
});
