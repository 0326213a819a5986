import { formatDateTime } from './units';

describe('formatDateTime', () => {
  it('reads the clock of the zone it is given, whatever the device’s zone', () => {
    const at = '2026-03-31T23:30:00Z';
    // Kolkata is 5:30 ahead: already 1 April, 05:00 there; Lagos is 1 hour ahead: 1 April, 00:30.
    expect(formatDateTime('en-GB', at, 'Asia/Kolkata')).toBe('1 Apr 2026, 05:00');
    expect(formatDateTime('en-GB', at, 'Africa/Lagos')).toBe('1 Apr 2026, 00:30');
    expect(formatDateTime('en-GB', at, 'America/Sao_Paulo')).toBe('31 Mar 2026, 20:30');
  });
});
