import type { CheckOut, CoolingUnit, LotRateCard, ProduceDetail } from '@coldroom/contract';
import { crateCharge, formatMoney, type RateCard } from '@coldroom/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckInDone } from '../../features/check-in/components/CheckInDone';
import { FeeEstimate } from '../../features/check-in/components/FeeEstimate';
import { newLot, type CheckInValues } from '../../features/check-in/checkInForm';
import { CheckOutDone } from '../../features/check-out/components/CheckOutDone';
import { PriceLines } from '../../features/check-out/components/PriceLines';
import { QueuedCheckOutDone } from '../../features/check-out/components/QueuedCheckOutDone';
import { ProduceDetailsPage } from '../../features/produce/pages/ProduceDetailsPage';
import { lotRateCardOnDevice } from '../../lib/rateCardsOnDevice';
import { checkInAnswer, previewFor, produceItem, ROOM, storedCrate } from '../../test/operations';
import { renderRoutes, renderWithProviders, stubFetch } from '../../test/render';
import { actAs } from '../../test/sessions';
import { LotPricing } from './LotPricing';
import { ProduceCard } from './ProduceCard';

/**
 * Everywhere a fee shows, its breakdown shows (issue 29, docs/rent-rules.md §8): the card in one line and,
 * under "How this is priced", one crate worked out — on the check-out's preview and done screen, the lot
 * page and produce card, the check-in's done screen and its estimate.
 */
const RABI: RateCard = { basis: 'quintal', period: 'day', rate_minor: 400, season: { name: 'Rabi', start: '02-01', end: '10-31', rate_minor: 24_000 } };
const inr = (minor: number) => formatMoney(minor, 'INR', 'en', 'narrowSymbol');
const SUMMARY = `Rabi (Feb 1–Oct 31): ${inr(24_000)} per quintal (100 kg); outside it ${inr(400)} per quintal (100 kg) per day`;

/** Worked example 5: an 80 kg crate in on 1 October 2026, out on 15 November (45 days): ₹236.80. */
function crossing(lotId = 9, cropId = 'tomato'): LotRateCard {
  return lotRateCardOnDevice({ lotId, cropId, rateCardId: 12, card: RABI }, { crateId: 1, checkedInOn: '2026-10-01', days: 45, grams: 80_000, lotCrates: 1 });
}

/** The disclosure's lines and the crate's fee, read as text. */
function expectCrossing(scope: HTMLElement) {
  expect(within(scope).getByTestId('rate-card-summary')).toHaveTextContent(SUMMARY);
  expect(within(scope).getByText('How this is priced')).toBeInTheDocument();
  expect(within(scope).getByText('One crate of 80 kg, 45 days')).toBeInTheDocument();
  const items = within(within(scope).getByRole('list', { name: 'Price for each quintal (100 kg)', hidden: true })).getAllByRole('listitem', { hidden: true });
  expect(items[0]).toHaveTextContent(`Rabi 202631 days in the season, one price${inr(24_000)}`);
  expect(items[1]).toHaveTextContent(`Outside the season: 14 days14 × ${inr(400)} a day${inr(5_600)}`);
  expect(within(scope).getByTestId('example-fee')).toHaveTextContent(`This crate: ${inr(29_600)} × 0.8 = ${inr(23_680)}`);
}

describe('a lot’s pricing', () => {
  it('reads the card in one line and works one crate out under a disclosure, closed on a phone', async () => {
    renderWithProviders(<LotPricing rateCard={crossing()} currency="INR" />);
    const details = screen.getByTestId('lot-pricing-9').querySelector('details')!;
    expect(details.open).toBe(false);
    await userEvent.click(screen.getByText('How this is priced'));
    expect(details.open).toBe(true);
    expectCrossing(screen.getByTestId('lot-pricing-9'));
  });

  it('is open on a wide screen', () => {
    const wide = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query.includes('min-width'), media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false }) as MediaQueryList,
    );
    renderWithProviders(<LotPricing rateCard={crossing()} currency="INR" />);
    expect(screen.getByTestId('lot-pricing-9').querySelector('details')!.open).toBe(true);
    wide.mockRestore();
  });

  it('says so when the minimum raised the fee, and gives the crate’s fee alone', () => {
    const card: RateCard = { basis: 'crate', period: 'day', rate_minor: 4_000, grace_days: 2, minimum: { per: 'crate', amount_minor: 15_000 } };
    const rateCard = lotRateCardOnDevice({ lotId: 3, cropId: 'onion', rateCardId: 4, card }, { crateId: 1, checkedInOn: '2026-03-01', days: 3, grams: 25_000, lotCrates: 1 });
    renderWithProviders(<LotPricing rateCard={rateCard} currency="NGN" />);
    expect(screen.getByText('The minimum charge applies.')).toBeInTheDocument();
    expect(screen.getByTestId('example-fee')).toHaveTextContent('This crate: ₦150.00');
  });
});

describe('where fees show', () => {
  beforeEach(() => actAs('Operator'));

  it('the check-out price preview: each lot’s card, named by its crop when there are several', () => {
    const crates = [storedCrate(1, 80, 23_680, 9), { ...storedCrate(2, 25, 30_000, 10), crop_id: 'onion' }];
    const preview = { ...previewFor(crates, [{ crate_id: 1 }, { crate_id: 2 }]), currency: 'INR', rate_cards: [crossing(9, 'tomato'), { ...crossing(10, 'onion'), example: null }] };
    renderWithProviders(<PriceLines preview={preview} discountMinor={0} totalMinor={preview.total_minor} updating={false} />);
    const first = screen.getByTestId('lot-pricing-9');
    expect(within(first).getByText('Tomato')).toBeInTheDocument();
    expectCrossing(first);
    // a lot with no crate to work out shows its card alone
    const second = screen.getByTestId('lot-pricing-10');
    expect(within(second).getByText('Onion')).toBeInTheDocument();
    expect(within(second).queryByText('How this is priced')).toBeNull();
  });

  it('the check-out’s done screen', async () => {
    stubFetch(() => ({ status: 404 }));
    const checkOut: CheckOut = {
      id: 5,
      movement: { id: 88, code: 'P4X9TT', type: 'check_out', time: '2026-11-15T10:00:00Z' },
      company: { id: 1, name: 'Demo Cold Rooms' },
      cooling_unit: { id: 4, name: 'Dawanau Room A', metric: 'crates' },
      farmer: { id: 3, name: 'Musa Ibrahim', phone: '+2348030000003', is_walk_in: false },
      operator: { user_id: 1, name: 'Amina Bello' },
      currency: 'INR',
      lines: [],
      crates: 1,
      weight_kg: 80,
      subtotal_minor: 23_680,
      discount_minor: 0,
      total_minor: 23_680,
      payment_method: 'cash',
      paid: true,
      code_used: false,
      rate_cards: [crossing()],
    };
    renderRoutes([{ path: '/', element: <CheckOutDone checkOut={checkOut} onAnother={() => undefined} /> }]);
    expectCrossing(await screen.findByTestId('lot-pricing-9'));
  });

  it('the done screen of a check-out kept on the phone (priced offline)', async () => {
    stubFetch(() => ({ status: 404 }));
    const queued = { code: 'Q7RT2M', doneAt: new Date('2026-11-15T10:00:00Z'), owner: 'Musa Ibrahim', roomName: 'Dawanau Room A', crates: 1, weightKg: 80, totalMinor: 23_680, discountMinor: 0, currency: 'INR', paid: true, method: 'cash' as const, rateCards: [crossing()] };
    renderRoutes([{ path: '/', element: <QueuedCheckOutDone queued={queued} onAnother={() => undefined} /> }]);
    expectCrossing(await screen.findByTestId('lot-pricing-9'));
  });

  it('the check-in’s done screen: each lot’s card with its first crate for its planned days', async () => {
    stubFetch(() => ({ status: 404 }));
    const answer = checkInAnswer();
    answer.currency = 'INR';
    answer.lots = [
      { id: 9, crop_id: 'tomato', harvest: 'today', initial_quality: 100, notes: null, pricing: 'daily', rate_minor: 400, crates: [{ id: 1, tag: null, weight_kg: 80, current_weight_kg: 80, planned_days: 45 }], rate_card: crossing() },
    ];
    renderRoutes([{ path: '/', element: <CheckInDone checkIn={answer} onAnother={() => undefined} /> }]);
    expectCrossing(await screen.findByTestId('lot-pricing-9'));
  });

  it('the lot page (staff and farmers) and the produce card', async () => {
    const lot: ProduceDetail = { ...produceItem({ currency: 'INR', rate_card: crossing() }), in_storage: true, crate_list: [], room_temperature_c: null, pickup_threshold: null, movements: [] };
    stubFetch((url) => (url.includes('/storage/v1/produce/9/') ? { body: lot } : { status: 404 }));
    actAs('Farmer');
    renderRoutes([{ path: '/produce-details', element: <ProduceDetailsPage /> }], ['/produce-details?id=9']);
    const section = await screen.findByRole('region', { name: 'Storage price' });
    expectCrossing(section);
  });

  it('the produce card gives the card in one line (a link holds no disclosure)', () => {
    renderRoutes([{ path: '/', element: <ProduceCard item={produceItem({ currency: 'INR', rate_card: crossing() })} /> }]);
    expect(screen.getByTestId('rate-card-summary')).toHaveTextContent(SUMMARY);
    expect(screen.queryByText('How this is priced')).toBeNull();
  });

  it('the check-in estimate: the card in force today priced on the phone for the planned days', () => {
    const tiered: RateCard = { basis: 'crate', period: 'day', rate_minor: 0, tiers: [{ from_day: 1, rate_minor: 5_000 }, { from_day: 8, rate_minor: 8_000 }, { from_day: 31, rate_minor: 15_000 }] };
    const room: CoolingUnit = {
      ...ROOM,
      time_zone: 'Africa/Lagos',
      crops: [{ crop: 'tomato', pricing: 'daily', rate: 5_000 }],
      rate_cards: [{ crop: 'tomato', id: 7, version: 2, effective_from: '2026-01-01', card: { ...tiered, tiers: [...tiered.tiers!] } }],
    };
    const values: CheckInValues = { walkIn: true, farmer: null, roomId: 4, lots: [{ ...newLot(), crop: 'tomato', crates: [{ weight: '25', tag: '', plannedDays: '40' }, { weight: '25', tag: '', plannedDays: '8' }] }] };
    renderWithProviders(<FeeEstimate values={values} room={room} />);
    const estimate = screen.getByRole('status', { name: 'Fee estimate' });
    const today = new Date().toISOString().slice(0, 10);
    const expected = crateCharge(tiered, { checked_in_on: today, days: 40 }, 25_000).fee_minor + crateCharge(tiered, { checked_in_on: today, days: 8 }, 25_000).fee_minor;
    expect(expected).toBe(369_000 + 43_000);
    expect(within(estimate).getByTestId('planned-fee')).toHaveTextContent('₦4,120.00');
    expect(within(estimate).getByTestId('rate-card-summary')).toHaveTextContent('Per crate per day: from day 1 ₦50.00, from day 8 ₦80.00, from day 31 ₦150.00');
    // the first crate worked out: 40 days over three tiers
    expect(within(estimate).getByText('One crate of 25 kg, 40 days')).toBeInTheDocument();
    expect(within(estimate).getByTestId('example-fee')).toHaveTextContent('This crate: ₦3,690.00');
  });
});
