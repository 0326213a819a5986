import { crateCharge, formatMoney, type RateCard } from '@coldroom/domain';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { ChargeBreakdown, toChargeLines } from './ChargeBreakdown';

const inr = (minor: number) => formatMoney(minor, 'INR', 'en', 'narrowSymbol');

describe('a charge breakdown', () => {
  it('reads a season crossing (docs/rent-rules.md §5, example 5) per quintal, with the unit price', () => {
    const card: RateCard = { basis: 'quintal', period: 'day', rate_minor: 400, season: { name: 'Rabi', start: '02-01', end: '10-31', rate_minor: 24000 } };
    const charge = crateCharge(card, { checked_in_on: '2026-10-01', days: 45 }, 80_000);
    renderWithProviders(<ChargeBreakdown lines={charge.lines} currency="INR" basis="quintal" unitMinor={charge.unit_minor} />);
    const list = screen.getByRole('list', { name: 'Price for each quintal (100 kg)' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(`Rabi 202631 days in the season, one price${inr(24000)}`);
    expect(items[1]).toHaveTextContent(`Outside the season: 14 days14 × ${inr(400)} a day${inr(5600)}`);
    expect(items[2]).toHaveTextContent(`One quintal (100 kg) for the stay${inr(29600)}`);
  });

  it('takes the server’s lines, leaving out kinds it does not know', () => {
    const lines = toChargeLines([{ kind: 'grace', days: 2 }, { kind: 'rate', period: 'week', from_day: 1, to_day: 10, periods: 2, rate_minor: 2500, amount_minor: 5000 }, { kind: 'later' }]);
    renderWithProviders(<ChargeBreakdown lines={lines} currency="XOF" basis="bag" bagGrams={50_000} minimumApplied />);
    const items = within(screen.getByRole('list', { name: 'Price for each bag of 50 kg' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('First 2 days (free days)Free');
    expect(items[1]!.textContent).toBe(`Days 1–102 × ${formatMoney(2500, 'XOF', 'en', 'narrowSymbol')} a week${formatMoney(5000, 'XOF', 'en', 'narrowSymbol')}`);
    expect(screen.getByText('The minimum charge applies.')).toBeInTheDocument();
  });
});
