import type { Notification } from '@coldroom/contract';
import i18n from 'i18next';
import { notificationLink, notificationText } from './notificationText';

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
  alert_id: null,
  alert_kind: null,
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

describe('a room’s alert notices', () => {
  const alert = (kind: 'room_alert' | 'room_alert_critical', alertKind: 'temperature' | 'humidity' | 'no_data'): Notification => ({
    ...pickup(0),
    kind,
    lot_id: null,
    check_in_id: null,
    movement_code: null,
    crop_id: null,
    days_left: null,
    alert_id: 5,
    alert_kind: alertKind,
  });
  it('say what is wrong in which room, and lead to the room', () => {
    expect(notificationText(alert('room_alert', 'temperature'), i18n.t, 'en')).toBe('Dawanau Room A: the temperature is out of its limits. Check the room and note what you did.');
    expect(notificationText(alert('room_alert', 'no_data'), i18n.t, 'en')).toBe('Dawanau Room A: no reading has arrived. Check the room and note what you did.');
    expect(notificationText(alert('room_alert_critical', 'humidity'), i18n.t, 'en')).toBe('Critical — Dawanau Room A: the humidity is out of its limits. Act now.');
    expect(notificationLink(alert('room_alert', 'temperature'))).toBe('/cooling-units/4');
  });
});
