import type { DashboardRoom, OperatorDashboard } from '@coldroom/contract';
import { screen, within } from '@testing-library/react';
import { checkInAnswer } from '../../../test/operations';
import { renderRoutes, stubFetch } from '../../../test/render';
import { actAs } from '../../../test/sessions';
import { CheckInDone } from './CheckInDone';

const room = (id: number, name: string, readToday: boolean): DashboardRoom => ({
  id,
  name,
  location: { id: 2, name: 'Dawanau Market' },
  occupancy: { metric: 'crates', used: 20, capacity: 120, fraction: 1 / 6, free: 100, crates: 20, kg: 500 },
  sensor: false,
  sensor_state: 'off',
  latest_reading: null,
  read_today: readToday,
  crops: [],
  target: { kind: 'none' },
  out_of_range: false,
  sensor_silent: false,
});

function render(rooms: DashboardRoom[]) {
  actAs('Operator');
  const body: OperatorDashboard = { view: 'operator', company: { id: 1, name: 'Demo Cold Rooms', time_zone: 'Africa/Lagos' }, today: '2026-11-22', rooms, due_lots: [], due_lots_total: 0 };
  stubFetch((url) => (url.includes('/operation/v1/dashboard/') ? { body } : { status: 404 }));
  renderRoutes([{ path: '/', element: <CheckInDone checkIn={checkInAnswer()} onAnother={() => undefined} /> }]);
}

describe('after a check-in', () => {
  it('prompts for the room’s reading when it has none today', async () => {
    render([room(4, 'Dawanau Room A', false), room(5, 'Dawanau Room B', false)]);
    const prompt = await screen.findByTestId('no-reading-today');
    expect(prompt).toHaveTextContent('No temperature reading today in Dawanau Room A.');
    expect(within(prompt).getByRole('link', { name: 'Record a temperature' })).toHaveAttribute('href', '/cooling-units/4?tab=temperature');
    expect(screen.getAllByTestId('no-reading-today')).toHaveLength(1);
  });

  it('says nothing when the room was read today', async () => {
    render([room(4, 'Dawanau Room A', true)]);
    expect(await screen.findByTestId('movement-code')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByTestId('no-reading-today')).toBeNull();
  });
});
