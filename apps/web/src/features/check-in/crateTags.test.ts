import { numberedTags, tagProblems, tagsOfOtherLots } from './crateTags';

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

describe('crate tags in use (defect 2)', () => {
  it('numbering from a start value continues past the tags in use', () => {
    const stored = new Set(['UX-001', 'UX-002', 'UX-003', 'UX-005']);
    expect(numberedTags('UX-001', 3, stored)).toEqual(['UX-004', 'UX-006', 'UX-007']);
    expect(numberedTags('ux-1', 2, new Set(['UX-1']))).toEqual(['ux-2', 'ux-3']);
    expect(numberedTags('Musa', 2, new Set(['MUSA-1']))).toEqual(['Musa-2', 'Musa-3']);
  });

  it('names the crate rows whose tag is given twice or is on a stored crate of the room', () => {
    const lots = [{ crates: [{ tag: 'A1' }, { tag: '' }, { tag: ' a1 ' }] }, { crates: [{ tag: 'UX-002' }, { tag: 'B' }] }];
    expect(tagProblems(lots, new Set(['UX-002']))).toEqual({ 'lots.0.crates.2.tag': 'checkIn.errors.tagTwice', 'lots.1.crates.0.tag': 'checkIn.errors.tagInRoom' });
    expect(tagsOfOtherLots(lots, 1)).toEqual(new Set(['A1']));
  });
});
