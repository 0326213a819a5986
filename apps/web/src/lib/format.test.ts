import { formatCalendarDate } from './format';

describe('formatCalendarDate', () => {
  it('shows the calendar date as written, never the day before in a zone west of UTC', () => {
    expect(formatCalendarDate('2026-12-12', 'en-GB')).toBe('12 Dec 2026');
    expect(formatCalendarDate('2026-01-01', 'en-US')).toBe('Jan 1, 2026');
  });

  it('gives back what it cannot read', () => {
    expect(formatCalendarDate('soon', 'en')).toBe('soon');
  });
});
