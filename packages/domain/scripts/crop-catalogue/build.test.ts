import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderCatalogue } from '../generate-crop-catalogue';
import { buildCatalogue } from './build';
import { CROP_LIST, type CropListEntry } from './crop-list';
import { parseCsv } from './csv';

const names = { en: 'X', hi: 'X', or: 'X', gu: 'X', fr: 'X', pt: 'X', ha: 'X', yo: 'X', ig: 'X', sw: 'X', ar: 'X' };
const KINETICS_HEADER =
  'name,crop_type,optimal_storage_temperature,approximate_shelf_life,harvested_today,harvested_yesterday,harvested_day_before_yesterday,harvested_before,dependent_constant,activation_energy_constant';
const STORAGE_HEADER = 'name,temperature_c,relative_humidity,storage_life,ethylene_production,ethylene_sensitivity';

function build(list: CropListEntry[], kinetics: string[], storage: string[]) {
  return buildCatalogue(list, parseCsv([KINETICS_HEADER, ...kinetics].join('\n')), parseCsv([STORAGE_HEADER, ...storage].join('\n')));
}

describe('buildCatalogue', () => {
  it('merges a row of each table into one crop, preferring the Cantwell storage facts', () => {
    const { crops, warnings } = build(
      [{ id: 'green-beans', kinetics: 'Beans', storage: 'Green beans', names }],
      ['Beans,Vegetables,4-7 °C,7 days,100,,,,7450486,66862'],
      ['Green beans,4-7 °C,,7-10 days,low,moderate'],
    );
    expect(crops[0]).toMatchObject({
      id: 'green-beans',
      type: 'vegetable',
      temperature_c: { min: 4, max: 7 },
      storage_life_days: { min: 7, max: 10 },
      ethylene_production: 'low',
      kinetics: { k0_per_second: 7450486, activation_energy_j_per_mol: 66862 },
      initial_quality_derived: ['yesterday', 'day_before_yesterday', 'earlier'],
    });
    expect(warnings).toEqual(['green-beans: storage life "7 days" from coldtivate differs from "7-10 days"; keeping the latter']);
  });

  it('refuses rows no crop claims, so nothing upstream is silently dropped', () => {
    expect(() => build([], ['Kiwi,Fruits,0 °C,3 months,100,,,,,'], [])).toThrow(/crop-kinetics.csv "Kiwi\|Fruits"/);
    expect(() => build([], [], ['Kiwi,0 °C,,3 months,low,high'])).toThrow(/crop-storage.csv "Kiwi"/);
  });

  it('refuses names that match no row or a row twice, duplicate ids and missing types', () => {
    expect(() => build([{ id: 'kiwi', kinetics: 'Kiwi', names }], [], [])).toThrow(/matches 0 rows/);
    expect(() =>
      build([{ id: 'a', kinetics: 'Other', names }], ['Other,Fruits,,,,,,,,', 'Other,Vegetables,,,,,,,,'], []),
    ).toThrow(/matches 2 rows/);
    expect(() => build([{ id: 'kiwi', storage: 'Kiwi', names }], [], ['Kiwi,0 °C,,3 months,low,high'])).toThrow(/no type/);
    expect(() =>
      build([{ id: 'a', type: 'fruit', names }, { id: 'a', type: 'fruit', names }], [], []),
    ).toThrow(/Duplicate/);
    expect(() => build([{ id: 'Not A Slug', type: 'fruit', names }], [], [])).toThrow(/slug/);
  });

  it('gives humidity from a commodity source, else by class when the temperature is known', () => {
    const { crops } = build(
      [
        { id: 'yam', type: 'root_tuber', names, added: { source: 'usda-ah66', temperature: '16 °C', storage_life: '6 months', relative_humidity: '70-80' } },
        { id: 'onion', storage: 'Onion', type: 'vegetable', humidity: 'dry', names },
        { id: 'leaf', storage: 'Leaf', type: 'vegetable', names },
      ],
      [],
      ['Onion,0 °C,,1-8 months,very low,low', 'Leaf,N/A,,N/A,N/A,N/A'],
    );
    expect(crops.map((c) => [c.relative_humidity_pct, c.humidity_basis])).toEqual([
      [{ min: 70, max: 80 }, 'commodity'],
      [{ min: 70, max: 75 }, 'class_guidance'],
      [null, null],
    ]);
  });
});

describe('the committed catalogue', () => {
  const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const dataDir = resolve(packageDir, '../../../shared/data');
  const hasData = existsSync(join(dataDir, 'crop-kinetics.csv'));

  it.skipIf(!hasData)('is what the script makes from the CSVs today (re-run the script if not)', () => {
    const read = (name: string) => parseCsv(readFileSync(join(dataDir, name), 'utf8'));
    const { crops } = buildCatalogue(CROP_LIST, read('crop-kinetics.csv'), read('crop-storage.csv'));
    const committed = readFileSync(join(packageDir, 'src/crops/catalogue.generated.ts'), 'utf8');
    expect(renderCatalogue(crops)).toBe(committed);
  });
});
