import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, stubFetch } from '../../../test/render';
import { actAs } from '../../../test/sessions';
import { staffRoom } from '../test/rooms';
import { CoolingUnitsPage } from './CoolingUnitsPage';

const KG_ROOM = staffRoom({
  id: 2,
  name: 'Dawanau Room B',
  metric: 'kg',
  capacity: 3000,
  occupancy: { metric: 'kg', used: 2850.5, capacity: 3000, fraction: 0.95, free: 149.5, crates: 120, kg: 2850.5 },
  sensor: true,
  sensor_state: 'error',
  latest_reading: null,
});

function renderList(role: 'Service Provider' | 'Operator', items = [staffRoom(), KG_ROOM], url = '/cooling-units') {
  actAs(role);
  const { calls } = stubFetch(() => ({ body: { items, total: items.length, page: 1, page_size: 20 } }));
  renderRoutes([{ path: '/cooling-units', Component: CoolingUnitsPage }], [url]);
  return calls;
}

describe('cold rooms list', () => {
  it('shows each room with its fullness, temperature and sensor state, in units', async () => {
    renderList('Service Provider');
    const crates = await screen.findByRole('link', { name: /^Bodija Cold Room/ });
    expect(within(crates).getByText('50% full')).toBeInTheDocument();
    expect(within(crates).getByText('20 of 40 crates')).toBeInTheDocument();
    expect(within(crates).getByText('4.5°C, 2 hours ago')).toBeInTheDocument();
    expect(within(crates).getByText('No sensor')).toBeInTheDocument();
    expect(within(crates).getByRole('progressbar', { name: 'How full Bodija Cold Room is' })).toHaveAttribute('aria-valuenow', '50');

    const kg = screen.getByRole('link', { name: /^Dawanau Room B/ });
    expect(within(kg).getByText('95% full')).toBeInTheDocument();
    expect(within(kg).getByText('2,850.5 of 3,000 kg')).toBeInTheDocument();
    expect(within(kg).getByText('No temperature yet')).toBeInTheDocument();
    expect(within(kg).getByText('Sensor silent')).toBeInTheDocument();
    expect(screen.getByText('Cold rooms: 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a cold room' })).toBeInTheDocument();
  });

  it('lets only service providers add rooms', async () => {
    renderList('Operator');
    await screen.findByRole('link', { name: /^Bodija Cold Room/ });
    expect(screen.queryByRole('link', { name: 'Add a cold room' })).not.toBeInTheDocument();
  });

  it('searches on the server and filters by location from the address', async () => {
    const calls = renderList('Operator', [staffRoom()], '/cooling-units?location=2');
    await screen.findByText('At Bodija Market');
    expect(calls[0]!.url).toContain('location=2');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search cold rooms' }), 'Bod');
    await waitFor(() => expect(calls.some((call) => call.url.includes('search=Bod'))).toBe(true));
  });

  it('says when there is nothing yet', async () => {
    renderList('Service Provider', []);
    expect(await screen.findByText('No cold rooms yet.')).toBeInTheDocument();
  });
});
