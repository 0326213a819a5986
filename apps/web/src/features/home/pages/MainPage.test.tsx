import { act, screen, waitFor, within } from '@testing-library/react';
import { FIRST_CARDS, MORE_CARDS } from '../components/ProduceDashboard';
import { MUSA, page, produceItem } from '../../../test/operations';
import { renderRoutes, stubFetch } from '../../../test/render';
import { actAs } from '../../../test/sessions';
import { MainPage } from './MainPage';
import { readItem, STORAGE_KEYS } from '../../../lib/storage';
import type { BootSnapshot } from '../../../lib/bootSnapshot';

const LOTS = [
  produceItem({ id: 1, crop_id: 'tomato', time_to_pickup_days: 1.5, crates: 1, weight_kg: 25, fee_due_minor: 30_000 }),
  produceItem({ id: 2, crop_id: 'onion', time_to_pickup_days: null, fee_due_minor: 90_000 }),
  produceItem({ id: 3, crop_id: 'okra', time_to_pickup_days: 12, cooling_unit: { id: 5, name: 'Dawanau Room B', metric: 'kg' } }),
];

const DASHBOARD = {
  view: 'operator',
  company: { id: 1, name: 'Demo Cold Rooms', time_zone: 'Africa/Lagos' },
  today: '2026-11-26',
  rooms: [],
  due_lots: [],
  due_lots_total: 0,
};

function render(role: 'Farmer' | 'Operator', lots = LOTS, dashboard = false) {
  actAs(role);
  stubFetch((url) => {
    if (dashboard && url.includes('/operation/v1/dashboard/')) return { body: DASHBOARD };
    if (url.includes('/storage/v1/produce/')) return { body: page(lots) };
    if (url.includes('/user/v1/farmers/')) return { body: page([MUSA]) };
    if (url.includes('/farmers/3/balance/')) {
      return { body: { farmer_id: 3, items: [{ company: { id: 1, name: 'Demo Cold Rooms' }, currency: 'NGN', outstanding_minor: 1_250_050, unpaid_check_outs: 2 }] } };
    }
    if (url.includes('/user/v1/companies/')) return { body: { id: 1, name: 'Demo Cold Rooms', currency: 'NGN' } };
    return { status: 404 };
  });
  return renderRoutes([{ path: '/', element: <MainPage /> }]);
}

describe('main page', () => {
  it('saves its first screen for the next open once drawn with today\'s figures, and then takes the place of a saved one shown at start (issue 25)', async () => {
    localStorage.removeItem(STORAGE_KEYS.bootSnapshot);
    document.body.insertAdjacentHTML('afterbegin', '<style id="boot-snapshot-hide"></style><div id="boot-snapshot">yesterday</div>');
    const { container } = render('Operator', LOTS, true);
    container.id = 'root';
    await screen.findByRole('heading', { name: 'At a glance' });
    await waitFor(() => expect(document.getElementById('boot-snapshot')).toBeNull());
    expect(document.getElementById('boot-snapshot-hide')).toBeNull();
    await screen.findByRole('region', { name: 'Dawanau Room A' });
    await waitFor(() => expect(readItem<BootSnapshot>(STORAGE_KEYS.bootSnapshot)).not.toBeNull(), { timeout: 5000 });
    const saved = readItem<BootSnapshot>(STORAGE_KEYS.bootSnapshot)!;
    expect(saved.user).toBe(1);
    expect(saved.html).toContain('Hello, Amina!');
    expect(saved.html).toContain('At a glance');
    // The produce list and the shortcuts are below the first screen: not in the copy.
    expect(saved.html).not.toContain('Musa Ibrahim');
    expect(saved.html).not.toContain('Dawanau Room A');
    container.removeAttribute('id');
  });

  it('keeps the greeting and shows an operator the produce room by room, soonest pick-up first', async () => {
    render('Operator');
    expect(screen.getByRole('heading', { name: 'Hello, Amina!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check in produce' })).toBeInTheDocument();
    const roomA = await screen.findByRole('region', { name: 'Dawanau Room A' });
    const cards = within(roomA).getAllByRole('link');
    // Named by their text, which starts with the crop and, for screen readers, the check-in code.
    expect(within(roomA).getByRole('link', { name: /^Tomato, check-in K7M2QX\b/ })).toBe(cards[0]);
    expect(within(roomA).getByRole('link', { name: /^Onion, check-in K7M2QX\b/ })).toBe(cards[1]);
    expect(cards).toHaveLength(2);
    expect(cards[0]).not.toHaveAttribute('aria-label');
    expect(cards[0]).toHaveTextContent('Musa Ibrahim');
    expect(cards[0]).toHaveTextContent('1 crate');
    expect(cards[0]).toHaveTextContent('25 kg');
    expect(cards[0]).toHaveTextContent('₦300.00');
    expect(within(cards[0]!).getByText('Pick up within 1.5 days').closest('[data-urgency]')).toHaveAttribute('data-urgency', 'urgent');
    expect(within(cards[1]!).getByText('Time to pick up unknown')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Dawanau Room B' })).toHaveTextContent('Pick up within 12 days');
  });

  it('shows a farmer their produce across companies and what they still owe', async () => {
    render('Farmer');
    expect(await screen.findByRole('heading', { name: 'Your produce in storage' })).toBeInTheDocument();
    expect(await screen.findByText('₦12,500.50 to Demo Cold Rooms (2 unpaid check-outs)')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Dawanau Room A · Demo Cold Rooms' })).toBeInTheDocument();
    expect(screen.queryByText('Musa Ibrahim')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Check in produce' })).toBeNull();
  });

  it('draws the first cards at once and, where the browser cannot tell when the list nears the view, the rest right after', async () => {
    const many = Array.from({ length: FIRST_CARDS + 8 }, (_, i) => produceItem({ id: 100 + i, crop_id: 'tomato', crates: 2, time_to_pickup_days: i + 1 }));
    render('Operator', many);
    const room = await screen.findByRole('region', { name: 'Dawanau Room A' });
    expect(room).toHaveTextContent(`${2 * many.length} crates`);
    const first = within(room).getAllByRole('link').length;
    expect(first).toBeGreaterThanOrEqual(FIRST_CARDS);
    await waitFor(() => expect(within(room).getAllByRole('link')).toHaveLength(many.length));
  });

  describe('where the browser tells when the list\'s end nears the view', () => {
    const observers: { callback: IntersectionObserverCallback; target: Element | null; margin: string | undefined }[] = [];
    beforeEach(() => {
      observers.length = 0;
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          private entry: (typeof observers)[number];
          constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
            this.entry = { callback, target: null, margin: options?.rootMargin };
            observers.push(this.entry);
          }
          observe(target: Element) {
            this.entry.target = target;
          }
          disconnect() {
            this.entry.target = null;
          }
        },
      );
    });
    afterEach(() => vi.unstubAllGlobals());
    /** The end of the drawn cards comes near the view (a scroll). */
    const scrollNear = () =>
      act(() => {
        const live = observers.filter((o) => o.target !== null);
        for (const o of live) o.callback([{ isIntersecting: true, target: o.target! } as IntersectionObserverEntry], {} as IntersectionObserver);
      });

    it('draws the cards below the first ones as the list\'s end nears the view, room totals whole from the start (issue 25)', async () => {
      const many = Array.from({ length: FIRST_CARDS + MORE_CARDS + 5 }, (_, i) => produceItem({ id: 100 + i, crop_id: 'tomato', crates: 2, time_to_pickup_days: i + 1 }));
      render('Operator', many);
      const room = await screen.findByRole('region', { name: 'Dawanau Room A' });
      expect(room).toHaveTextContent(`${2 * many.length} crates`);
      await waitFor(() => expect(observers.some((o) => o.target !== null)).toBe(true));
      // A screen and a half ahead of the view.
      expect(observers.find((o) => o.target !== null)!.margin).toBe('0px 0px 150% 0px');
      expect(within(room).getAllByRole('link')).toHaveLength(FIRST_CARDS);
      scrollNear();
      await waitFor(() => expect(within(room).getAllByRole('link')).toHaveLength(FIRST_CARDS + MORE_CARDS));
      scrollNear();
      await waitFor(() => expect(within(room).getAllByRole('link')).toHaveLength(many.length));
      // All drawn: nothing is watched any more.
      await waitFor(() => expect(observers.every((o) => o.target === null)).toBe(true));
    });

    it('draws every card once the keyboard\'s focus enters the list, so that Tab meets them all in order', async () => {
      const many = Array.from({ length: FIRST_CARDS + MORE_CARDS + 5 }, (_, i) => produceItem({ id: 100 + i, crop_id: 'tomato', crates: 2, time_to_pickup_days: i + 1 }));
      render('Operator', many);
      const room = await screen.findByRole('region', { name: 'Dawanau Room A' });
      const first = within(room).getAllByRole('link')[0]!;
      expect(within(room).getAllByRole('link')).toHaveLength(FIRST_CARDS);
      act(() => first.focus());
      await waitFor(() => expect(within(room).getAllByRole('link')).toHaveLength(many.length));
    });
  });
});
