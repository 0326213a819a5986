import type { Notification } from '@coldroom/contract';
import i18n from 'i18next';
import { notificationText } from './notificationText';

const pickup = (daysLeft: number): Notification => ({
  id: 1,
  kind: 'pickup_soon',
  created_at: '2026-11-22T12:00:00Z',
  read_at: null,
  lot_id: 9,
  check_in_id: 31,
  check_out_id: null,
  movement_code: 'K7M2QX',
  cooling_unit: { id: 4, name: 'Dawanau Room A' },
  crop_id: 'tomato',
  farmer_name: null,
  days_left: daysLeft,
});

describe('the pick-up notification', () => {
  it('says "now" when no time is left, never "within 0 days"', () => {
    for (const days of [0, -0.5]) {
      expect(notificationText(pickup(days), i18n.t, 'en')).toBe('Pick up Tomato from Dawanau Room A now (check-in K7M2QX).');
    }
  });

  it('counts whole hours under a day, as the produce cards do', () => {
    expect(notificationText(pickup(0.4), i18n.t, 'en')).toBe('Pick up Tomato from Dawanau Room A within 9 hours (check-in K7M2QX).');
    expect(notificationText(pickup(0.01), i18n.t, 'en')).toBe('Pick up Tomato from Dawanau Room A within 1 hour (check-in K7M2QX).');
  });

  it('counts the days when there is a day or more', () => {
    expect(notificationText(pickup(1.5), i18n.t, 'en')).toBe('Pick up Tomato from Dawanau Room A within 1.5 days (check-in K7M2QX).');
  });
});
