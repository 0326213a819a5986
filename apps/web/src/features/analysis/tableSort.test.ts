import { DEFAULT_TABLE, sortBy, tableFromParams, tableToParams } from './tableSort';

describe('check-outs table sort and page in the URL', () => {
  it('starts newest first on page 1, with nothing in the URL', () => {
    expect(tableFromParams(new URLSearchParams())).toEqual({ sort: 'time', order: 'desc', page: 1 });
    expect(tableToParams(DEFAULT_TABLE, new URLSearchParams('range=this_year')).toString()).toBe('range=this_year');
  });

  it('flips the order on a second click of the same column and goes back to page 1', () => {
    const byTotal = sortBy({ sort: 'time', order: 'desc', page: 3 }, 'total');
    expect(byTotal).toEqual({ sort: 'total', order: 'desc', page: 1 });
    expect(sortBy({ ...byTotal, page: 2 }, 'total')).toEqual({ sort: 'total', order: 'asc', page: 1 });
    // Names start from A.
    expect(sortBy(byTotal, 'farmer')).toEqual({ sort: 'farmer', order: 'asc', page: 1 });
  });

  it('round-trips through the query and drops what is unknown', () => {
    const params = tableToParams({ sort: 'room', order: 'desc', page: 4 }, new URLSearchParams('bucket=week'));
    expect(params.toString()).toBe('bucket=week&sort=room&order=desc&page=4');
    expect(tableFromParams(params)).toEqual({ sort: 'room', order: 'desc', page: 4 });
    expect(tableFromParams(new URLSearchParams('sort=price&order=up&page=-1'))).toEqual({ sort: 'time', order: 'desc', page: 1 });
    expect(tableFromParams(new URLSearchParams('sort=farmer'))).toEqual({ sort: 'farmer', order: 'asc', page: 1 });
  });
});
