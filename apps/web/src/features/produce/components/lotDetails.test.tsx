import type { ProduceDetail } from '@coldroom/contract';
import { screen, within } from '@testing-library/react';
import { produceItem, storedCrate } from '../../../test/operations';
import { renderWithProviders } from '../../../test/render';
import { CrateTable } from './CrateTable';
import { LotFacts } from './LotFacts';

/** A lot checked in on 7 November, harvested that day; crate 2 has left (charged ₦450.00), crate 1 is still in. */
function lot(over: Partial<ProduceDetail> = {}): ProduceDetail {
  const left = { ...storedCrate(2, 25, 0), weight_kg: 0, fee_minor: 0, fee_due_minor: 0, billed_minor: 45_000, in_storage: false };
  return {
    ...produceItem({ checked_in_at: '2026-11-07T09:00:00Z', harvest: 'today' }),
    in_storage: true,
    crate_list: [{ ...storedCrate(1, 25, 30_000), in_storage: true }, left],
    room_temperature_c: 4,
    pickup_threshold: 20,
    movements: [],
    ...over,
  };
}

describe('a lot’s details', () => {
  it('tells the harvest as it was at check-in, not as if it were today', () => {
    renderWithProviders(<LotFacts lot={lot()} />);
    expect(screen.getByText('On the day of check-in')).toBeInTheDocument();
    expect(screen.queryByText('Today')).not.toBeInTheDocument();
  });

  it.each([
    ['yesterday', '1 day before check-in'],
    ['day_before_yesterday', '2 days before check-in'],
  ] as const)('harvest %s reads "%s"', (harvest, text) => {
    renderWithProviders(<LotFacts lot={lot({ harvest })} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('gives as its price the rate card version the lot is billed by, and the room’s price when it has none', () => {
    const card = { basis: 'crate', period: 'day', rate_minor: 0, tiers: [{ from_day: 1, rate_minor: 5_000 }, { from_day: 8, rate_minor: 8_000 }] } as const;
    const rateCard = { lot_id: 1, crop_id: 'tomato', rate_card_id: 9, card, summary: { basis: 'crate', bag_grams: null, headline: null, parts: [] }, example: null };
    const { unmount } = renderWithProviders(<LotFacts lot={lot({ rate_card: rateCard as unknown as ProduceDetail['rate_card'] })} />);
    const price = screen.getByText('Price').nextElementSibling!;
    expect(price.textContent).toContain('₦50.00');
    expect(price.textContent).toContain('₦80.00');
    unmount();
    renderWithProviders(<LotFacts lot={lot({ rate_card: { ...rateCard, rate_card_id: null } as unknown as ProduceDetail['rate_card'] })} />);
    expect(screen.getByText('Price').nextElementSibling!.textContent).not.toContain('₦80.00');
  });

  it('shows what a crate that left was charged, and what one in storage owes', () => {
    renderWithProviders(<CrateTable lot={lot()} />);
    const [inRoom, gone] = screen.getAllByTestId('crate-row') as [HTMLElement, HTMLElement];
    expect(within(gone).getByText('₦450.00')).toBeInTheDocument();
    expect(within(gone).getByText('charged')).toBeInTheDocument();
    expect(within(gone).queryByText('₦0.00')).not.toBeInTheDocument();
    expect(within(inRoom).getByText('₦300.00 due')).toBeInTheDocument();
  });

  it('keeps the crates table to three columns, narrow enough for a 360 px phone', () => {
    renderWithProviders(<CrateTable lot={lot()} />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
  });
});
