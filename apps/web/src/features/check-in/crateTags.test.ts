import { numberedTags } from './crateTags';

describe('crate tags numbered from a start value', () => {
  it.each([
    ['A-008', 3, ['A-008', 'A-009', 'A-010']],
    ['12', 3, ['12', '13', '14']],
    ['T-98', 4, ['T-98', 'T-99', 'T-100', 'T-101']],
    ['007', 2, ['007', '008']],
    ['Musa', 2, ['Musa-1', 'Musa-2']],
    ['  B1  ', 2, ['B1', 'B2']],
    ['99999999999999999999', 2, ['99999999999999999999', '100000000000000000000']],
  ] as const)('%s × %i', (start, count, tags) => {
    expect(numberedTags(start, count)).toEqual(tags);
  });

  it('an empty start clears every tag', () => {
    expect(numberedTags('  ', 3)).toEqual(['', '', '']);
  });

  it('gives nothing for no crates', () => {
    expect(numberedTags('A-1', 0)).toEqual([]);
  });
});
