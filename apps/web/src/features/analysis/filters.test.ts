import { customRangeProblems, filtersFromParams, filtersToParams, presetRange, resolveRange, type AnalysisFilters } from './filters';

const base: AnalysisFilters = { rooms: [], preset: 'this_month', from: '', to: '', bucket: 'day', methods: [], currency: null };

describe('analysis filters in the URL', () => {
  it('writes every filter to the query and reads the same filters back', () => {
    const filters: AnalysisFilters = {
      rooms: [7, 3],
      preset: 'custom',
      from: '2026-02-01',
      to: '2026-02-28',
      bucket: 'week',
      methods: ['cash', 'mobile_money'],
      currency: 'NGN',
    };
    const params = filtersToParams(filters);
    expect(params.get('cooling_units')).toBe('3,7');
    expect(params.get('range')).toBe('custom');
    expect(params.get('from')).toBe('2026-02-01');
    expect(params.get('payment_methods')).toBe('cash,mobile_money');
    expect(filtersFromParams(new URLSearchParams(params.toString()))).toEqual({ ...filters, rooms: [3, 7] });
  });

  it('leaves defaults out, and a preset keeps no dates in the link', () => {
    expect(filtersToParams(base).toString()).toBe('');
    const params = filtersToParams({ ...base, preset: 'last_30_days', from: '2026-01-01', to: '2026-01-31' });
    expect(params.toString()).toBe('range=last_30_days');
  });

  it('keeps parameters that are not filters (the table sort)', () => {
    const params = filtersToParams({ ...base, bucket: 'week' }, new URLSearchParams('sort=total&order=asc'));
    expect(params.get('sort')).toBe('total');
    expect(params.get('bucket')).toBe('week');
  });

  it('ignores malformed values instead of failing', () => {
    const read = filtersFromParams(
      new URLSearchParams('cooling_units=4,x,-2,4,0&range=forever&bucket=month&payment_methods=cash,gold&currency=naira'),
    );
    expect(read).toEqual({ ...base, rooms: [4], methods: ['cash'] });
  });
});

describe('date presets in the company time zone', () => {
  it('takes the local date, not the UTC one, around a month end', () => {
    // 23:30 UTC on 31 January is already 1 February in Lagos (UTC+1).
    const now = new Date('2026-01-31T23:30:00Z');
    expect(presetRange('this_month', now, 'Africa/Lagos')).toEqual({ from: '2026-02-01', to: '2026-02-01' });
    expect(presetRange('this_month', now, 'UTC')).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(presetRange('last_30_days', now, 'Africa/Lagos')).toEqual({ from: '2026-01-03', to: '2026-02-01' });
  });

  it('changes year at local midnight: Kolkata is ahead of UTC, São Paulo behind', () => {
    const now = new Date('2025-12-31T19:00:00Z'); // 00:30 on 1 Jan in Kolkata, 16:00 on 31 Dec in São Paulo
    expect(presetRange('this_year', now, 'Asia/Kolkata')).toEqual({ from: '2026-01-01', to: '2026-01-01' });
    expect(presetRange('this_year', now, 'America/Sao_Paulo')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });

  it('counts 30 days including today across February in leap and common years', () => {
    expect(presetRange('last_30_days', new Date('2024-03-01T12:00:00Z'), 'UTC').from).toBe('2024-02-01');
    expect(presetRange('last_30_days', new Date('2025-03-01T12:00:00Z'), 'UTC').from).toBe('2025-01-31');
  });
});

describe('custom ranges', () => {
  it('names the field with the problem', () => {
    expect(customRangeProblems('', '')).toEqual({ from: 'forms.required', to: 'forms.required' });
    expect(customRangeProblems('2026-02-30', '2026-03-01')).toEqual({ from: 'analysis.filters.invalidDate' });
    expect(customRangeProblems('2026-03-02', '2026-03-01')).toEqual({ to: 'analysis.filters.fromAfterTo' });
    expect(customRangeProblems('2020-03-01', '2025-03-02')).toEqual({ to: 'analysis.filters.rangeTooLong' });
    expect(customRangeProblems('2020-03-01', '2025-03-01')).toEqual({});
  });

  it('resolves to the dates typed, or to none while they are wrong', () => {
    const now = new Date('2026-06-15T10:00:00Z');
    expect(resolveRange({ ...base, preset: 'custom', from: '2026-01-05', to: '2026-01-09' }, now, 'UTC').range).toEqual({ from: '2026-01-05', to: '2026-01-09' });
    expect(resolveRange({ ...base, preset: 'custom', from: '2026-01-09', to: '2026-01-05' }, now, 'UTC').range).toBeNull();
    expect(resolveRange(base, now, 'UTC').range).toEqual({ from: '2026-06-01', to: '2026-06-15' });
  });
});
