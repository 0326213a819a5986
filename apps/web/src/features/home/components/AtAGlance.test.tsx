import type { DashboardRoom, DueLot, OperatorDashboard, ProviderDashboard } from '@coldroom/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, stubFetch } from '../../../test/render';
import { actAs } from '../../../test/sessions';
import { AtAGlance } from './AtAGlance';

const room = (id: number, name: string, extra: Partial<DashboardRoom> = {}): DashboardRoom => ({
  id,
  name,
  location: { id: 2, name: 'Dawanau Market' },
  occupancy: { metric: 'crates', used: 89, capacity: 120, fraction: 89 / 120, free: 31, crates: 89, kg: 2000 },
  sensor: false,
  sensor_state: 'off',
  latest_reading: { id: 1, measured_at: new Date(Date.now() - 2 * 3_600_000).toISOString(), temperature_c: 16, humidity_pct: null, source: 'manual' },
  read_today: true,
  crops: ['tomato'],
  target: { kind: 'range', min: 8, max: 13 },
  out_of_range: false,
  sensor_silent: false,
  ...extra,
});

const PROVIDER: ProviderDashboard = {
  view: 'service_provider',
  company: { id: 1, name: 'Demo Cold Rooms', currency: 'NGN', time_zone: 'Africa/Lagos' },
  today: '2026-11-26',
  month_start: '2026-11-01',
  revenue_today: [],
  revenue_month: [{ currency: 'NGN', amount_minor: 12_345_600 }],
  owed_total: [{ currency: 'NGN', amount_minor: 4_500_000 }],
  top_debtors: [{ farmer: { id: 3, name: 'Musa Ibrahim' }, currency: 'NGN', amount_minor: 3_000_000, check_outs: 2 }],
  rooms: [
    room(4, 'Dawanau Room A'),
    room(5, 'Dawanau Room B', { occupancy: { metric: 'kg', used: 2500, capacity: 3000, fraction: 2500 / 3000, free: 500, crates: 100, kg: 2500 } }),
    room(6, 'Room C'),
    room(7, 'Room D', { out_of_range: true, sensor: true, sensor_state: 'error', sensor_silent: true }),
  ],
  due_lots: [],
  due_lots_total: 0,
};

function render(role: 'Service Provider' | 'Operator', body: ProviderDashboard | OperatorDashboard) {
  actAs(role);
  stubFetch((url) => (url.includes('/operation/v1/dashboard/') ? { body } : { status: 404 }));
  renderRoutes([{ path: '/', element: <AtAGlance role={role} /> }]);
}

describe('the dashboard at a glance', () => {
  it('gives a service provider money with its currency, debtors and rooms, alerts first, in a short list', async () => {
    render('Service Provider', PROVIDER);
    const glance = await screen.findByRole('region', { name: 'At a glance' });
    expect(within(glance).getByTestId('glance-revenue-today')).toHaveTextContent('Revenue today₦0.00');
    expect(within(glance).getByTestId('glance-revenue-month')).toHaveTextContent('₦123,456.00');
    expect(within(glance).getByTestId('glance-owed')).toHaveTextContent('₦45,000.00');
    expect(within(glance).getByRole('link', { name: /Musa Ibrahim/ })).toHaveAttribute('href', '/farmer/3');
    const rooms = within(glance).getByRole('region', { name: 'Cold rooms' });
    const lines = within(rooms).getAllByTestId('glance-room');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toHaveTextContent('Room D');
    expect(lines[0]).toHaveTextContent('Outside 8–13°C');
    expect(lines[0]).toHaveTextContent('Sensor silent');
    expect(within(lines[1]!).getByRole('link', { name: 'Dawanau Room A' })).toHaveAttribute('href', '/cooling-units/4');
    expect(lines[1]).toHaveTextContent('Free: 31 crates of 120 crates');
    await userEvent.click(within(rooms).getByRole('button', { name: 'Show all (4)' }));
    expect(within(rooms).getByText('Free: 500 kg of 3,000 kg')).toBeInTheDocument();
    expect(within(glance).getByText('No lot needs picking up within 2 days.')).toBeInTheDocument();
  });

  it('prompts an operator for a room without a reading today, with a link to record it', async () => {
    const body: OperatorDashboard = { view: 'operator', company: { id: 1, name: 'Demo Cold Rooms', time_zone: 'Africa/Lagos' }, today: '2026-11-26', rooms: [room(4, 'Dawanau Room A'), room(5, 'Dawanau Room B', { read_today: false })], due_lots: [], due_lots_total: 0 };
    render('Operator', body);
    const prompt = await screen.findByTestId('no-reading-today');
    expect(prompt).toHaveTextContent('No temperature reading today in Dawanau Room B.');
    expect(within(prompt).getByRole('link', { name: 'Record a temperature' })).toHaveAttribute('href', '/cooling-units/5?tab=temperature');
    expect(screen.getAllByTestId('no-reading-today')).toHaveLength(1);
    expect(screen.queryByTestId('glance-revenue-today')).toBeNull();
  });

  it('words the time to pick up as the produce cards do: now, hours under a day, days from a day on', async () => {
    const lot = (id: number, days: number): DueLot => ({
      id,
      code: `K7M2Q${id}`,
      crop_id: 'tomato',
      company: { id: 1, name: 'Demo Cold Rooms' },
      cooling_unit: { id: 4, name: 'Dawanau Room A', metric: 'crates' },
      farmer: { id: 3, name: 'Musa Ibrahim' },
      crates: 2,
      weight_kg: 40,
      time_to_pickup_days: days,
    });
    render('Service Provider', { ...PROVIDER, due_lots: [lot(1, 0), lot(2, 0.4), lot(3, 1.47)], due_lots_total: 3 });
    const due = await screen.findAllByTestId('due-lot');
    expect(due.map((line) => line.textContent?.split(' · ')[0])).toEqual(['Pick up now', 'Pick up within 9 hours', 'Pick up within 1.4 days']);
  });
});
