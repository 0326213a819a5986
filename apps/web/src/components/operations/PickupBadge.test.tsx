import { screen } from '@testing-library/react';
import { PICKUP_COLOURS, pickupColour } from '../../lib/pickup';
import { renderWithProviders } from '../../test/render';
import { PickupBadge } from './PickupBadge';

describe('time to pick up colours', () => {
  it.each([
    [0, 'red'],
    [1.2, 'red'],
    [2, 'red'],
    [2.01, 'orange'],
    [7, 'orange'],
    [7.01, 'green'],
    [130, 'green'],
    [null, 'gray'],
    [undefined, 'gray'],
    [Number.NaN, 'gray'],
  ])('%s days → %s', (days, colour) => {
    expect(pickupColour(days)).toBe(colour);
  });

  it('has a colour for each urgency the server sends', () => {
    expect(Object.keys(PICKUP_COLOURS).sort()).toEqual(['ok', 'soon', 'unknown', 'urgent']);
  });

  it.each([
    [1.5, 'urgent', 'Pick up within 1.5 days', 'red'],
    [5, 'soon', 'Pick up within 5 days', 'orange'],
    [40.27, 'ok', 'Pick up within 40.2 days', 'green'],
    [0, 'urgent', 'Pick up now', 'red'],
    [0.4, 'urgent', 'Pick up within 9 hours', 'red'], // hours under a day, never "within 0.4 days"
    [0.02, 'urgent', 'Pick up within 1 hour', 'red'], // never "within 0 hours"
    [null, 'unknown', 'Time to pick up unknown', 'gray'],
  ] as const)('shows %s days as %s, in words too', (days, urgency, text, colour) => {
    renderWithProviders(<PickupBadge days={days} />);
    const badge = screen.getByText(text).closest('[data-urgency]') as HTMLElement;
    expect(badge).toHaveAttribute('data-urgency', urgency);
    expect(badge.getAttribute('style') ?? '').toContain(`--mantine-color-${colour}`);
  });
});
