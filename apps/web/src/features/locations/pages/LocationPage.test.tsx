import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, stubFetch } from '../../../test/render';
import { actAs } from '../../../test/sessions';
import { LocationPage } from './LocationPage';

const BODIJA = {
  id: 1,
  company: 1,
  name: 'Bodija Market',
  country: 'NG',
  state: 'Oyo',
  city: 'Ibadan',
  street: 'Bodija Road',
  street_number: null,
  zip_code: null,
  latitude: 7.4352,
  longitude: 3.9131,
  cooling_unit_count: 1,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};
const REFUSAL = { error: { code: 'location_holds_produce', message: 'Bodija Cold Room still holds 12 crates.' } };

function renderPage(role: 'Service Provider' | 'Operator') {
  actAs(role);
  const stub = stubFetch((url, init) => {
    if (url.includes('/map-config/')) return { status: 404, body: { error: { code: 'route_not_found', message: 'no' } } };
    if (init.method === 'DELETE') return { status: 422, body: REFUSAL };
    if (init.method === 'PUT') return { body: { ...BODIJA, ...JSON.parse(String(init.body)) } };
    return { body: BODIJA };
  });
  renderRoutes(
    [
      { path: '/locations/:id', Component: LocationPage },
      { path: '/locations', element: <p>list</p> },
    ],
    ['/locations/1'],
  );
  return stub;
}

describe('a location', () => {
  it('opens for service providers to edit, and saves', async () => {
    const { calls } = renderPage('Service Provider');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Bodija Market');
    expect(screen.getByRole('textbox', { name: 'Latitude' })).toHaveValue('7.4352');
    await userEvent.clear(name);
    await userEvent.type(name, 'Bodija');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((call) => call.init.method === 'PUT')).toBe(true));
    expect(await screen.findByText('The location was saved.')).toBeInTheDocument();
  });

  it('asks before deleting and shows why the server refused', async () => {
    const { calls } = renderPage('Service Provider');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete location' }));
    expect(await screen.findByText('Delete the location Bodija Market? Its cold rooms must be empty.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/A cold room at this location still holds produce/)).toBeInTheDocument();
    expect(screen.getByText('Bodija Cold Room still holds 12 crates.')).toBeInTheDocument();
    expect(calls.filter((call) => call.init.method === 'DELETE')).toHaveLength(1);
    // Still on the page, with the form as it was.
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Bodija Market');
  });

  it('shows everyone else the facts, read-only', async () => {
    renderPage('Operator');
    expect(await screen.findByText('Bodija Road, Ibadan, Oyo')).toBeInTheDocument();
    expect(screen.getByText('7.43520, 3.91310')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete location' })).not.toBeInTheDocument();
  });
});
