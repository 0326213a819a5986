import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, stubFetch } from '../../../test/render';
import { actAs } from '../../../test/sessions';
import { publicRoom, staffRoom } from '../test/rooms';
import { CoolingUnitPage } from './CoolingUnitPage';

const PLANNER = {
  cooling_unit: 1,
  metric: 'crates',
  capacity: 40,
  days: Array.from({ length: 7 }, (_, day) => ({ day, date: `2026-05-0${day + 1}`, crates: 20 - day * 2, kg: 0, used: 20 - day * 2, fraction: (20 - day * 2) / 40 })),
};

const EMPTY_SERIES = {
  cooling_unit: 1,
  from: '2026-04-30T00:00:00Z',
  to: '2026-05-01T00:00:00Z',
  bucket_minutes: 5,
  source: 'readings',
  limits: { lower_c: null, upper_c: null, humidity_lower_pct: null, humidity_upper_pct: null },
  buckets: [],
  alerts: [],
};

function renderRoom(role: 'Service Provider' | 'Operator' | 'Farmer', room: object = staffRoom()) {
  actAs(role);
  const stub = stubFetch((url, init) => {
    if (init.method === 'POST' && url.endsWith('/readings/')) {
      return { status: 201, body: { id: 10, measured_at: new Date().toISOString(), temperature_c: 5, humidity_pct: null, source: 'manual' } };
    }
    if (url.endsWith('/planner/')) return { body: PLANNER };
    if (url.includes('/storage/v1/crates/')) return { body: { items: [], total: 0, page: 1, page_size: 500 } };
    if (url.includes('/readings/series/')) return { body: EMPTY_SERIES };
    if (url.includes('/storage/v1/alerts/')) return { body: { items: [], total: 0, page: 1, page_size: 10 } };
    return { body: room };
  });
  renderRoutes([{ path: '/cooling-units/:id', Component: CoolingUnitPage }], ['/cooling-units/1']);
  return stub;
}

describe('a cold room', () => {
  it('shows operators the room, its prices and the 7-day planner, without settings', async () => {
    renderRoom('Operator');
    expect(await screen.findByRole('heading', { name: 'Bodija Cold Room' })).toBeInTheDocument();
    const prices = screen.getByRole('list', { name: 'Crops and prices' });
    expect(within(prices).getByText('₦150.00 per crate per day')).toBeInTheDocument();
    expect(within(prices).getByText('₦500.50 per crate')).toBeInTheDocument();
    expect(screen.getByText('Emeka Nwosu')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Settings' })).not.toBeInTheDocument();

    const days = within(await screen.findByRole('list', { name: 'Next 7 days' })).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveAccessibleName('Today: 50% full, 20 crates');
    expect(days[6]).toHaveAccessibleName(/: 20% full, 8 crates$/);
  });

  it('lets staff record a temperature, checked before it is sent', async () => {
    const { calls } = renderRoom('Operator');
    await userEvent.click(await screen.findByRole('tab', { name: 'Temperature' }));
    expect(await screen.findByText('No readings in this period.')).toBeInTheDocument();
    const temperature = screen.getByRole('textbox', { name: 'Temperature' });
    await userEvent.type(temperature, '-31');
    await userEvent.click(screen.getByRole('button', { name: 'Save reading' }));
    expect(await screen.findByText('Between −30 °C and 60 °C.')).toBeInTheDocument();
    await userEvent.clear(temperature);
    await userEvent.type(temperature, '5,5');
    await userEvent.click(screen.getByRole('button', { name: 'Save reading' }));
    await waitFor(() => expect(calls.some((call) => call.init.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.init.method === 'POST')!;
    expect(JSON.parse(String(post.init.body))).toEqual({ temperature_c: 5.5, humidity_pct: null });
    await waitFor(() => expect(temperature).toHaveValue(''));
  });

  it('closes manual entry while a sensor reports', async () => {
    renderRoom('Operator', staffRoom({ sensor: true, sensor_state: 'ok' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Temperature' }));
    expect(await screen.findByText(/This room's sensor sends the readings/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save reading' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Temperature' })).toBeDisabled();
  });

  it('gives service providers the settings tab', async () => {
    renderRoom('Service Provider');
    expect(await screen.findByRole('tab', { name: 'Settings' })).toBeInTheDocument();
  });

  it('shows farmers the public facts only', async () => {
    renderRoom('Farmer', publicRoom());
    expect(await screen.findByRole('heading', { name: 'Bodija Cold Room' })).toBeInTheDocument();
    expect(screen.getByText('50% full')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Temperature' })).not.toBeInTheDocument();
    expect(screen.queryByText('Next 7 days')).not.toBeInTheDocument();
  });
});
