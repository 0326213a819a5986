import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, stubFetch } from '../../../test/render';
import { actAs } from '../../../test/sessions';
import { LocationsPage } from './LocationsPage';

const location = (id: number, name: string, patch: object = {}) => ({
  id,
  company: 1,
  name,
  country: 'NG',
  state: 'Oyo',
  city: 'Ibadan',
  street: 'Bodija Road',
  street_number: null,
  zip_code: null,
  latitude: 7.4352,
  longitude: 3.9131,
  cooling_unit_count: 2,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...patch,
});

function renderList(role: 'Service Provider' | 'Operator', items = [location(1, 'Bodija Market'), location(2, 'Jos depot', { latitude: null, longitude: null, city: 'Jos', state: null })], total = items.length) {
  actAs(role);
  const stub = stubFetch((url) => {
    if (url.includes('/map-config/')) return { status: 404, body: { error: { code: 'route_not_found', message: 'no' } } };
    return { body: { items, total, page: 1, page_size: 20 } };
  });
  renderRoutes([{ path: '/locations', Component: LocationsPage }], ['/locations']);
  return stub;
}

describe('locations list', () => {
  it('shows each location with its address, coordinates and rooms', async () => {
    renderList('Service Provider');
    const bodija = await screen.findByRole('link', { name: /^Bodija Market/ });
    expect(within(bodija).getByText('Bodija Road, Ibadan, Oyo, Nigeria')).toBeInTheDocument();
    expect(within(bodija).getByText('7.43520, 3.91310')).toBeInTheDocument();
    expect(within(bodija).getByText('Rooms: 2')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /^Jos depot/ })).getByText('No coordinates yet')).toBeInTheDocument();
    expect(screen.getByText('Locations: 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a location' })).toHaveAttribute('href', '/add-location');
  });

  it('has a map view that still works without a map server', async () => {
    renderList('Operator');
    await screen.findByRole('link', { name: /^Bodija Market/ });
    expect(screen.queryByRole('link', { name: 'Add a location' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Map'));
    expect(await screen.findByText(/The map cannot be shown right now/)).toBeInTheDocument();
  });

  it('searches on the server and pages through long lists', async () => {
    const many = Array.from({ length: 20 }, (_, i) => location(i + 1, `Market ${i + 1}`));
    const { calls } = renderList('Service Provider', many, 45);
    await screen.findByRole('link', { name: /^Market 1 / });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(calls.some((call) => call.url.includes('page=2'))).toBe(true));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search locations' }), 'Mile');
    await waitFor(() => expect(calls.some((call) => call.url.includes('search=Mile') && call.url.includes('page=1'))).toBe(true));
  });

  it('says when there is nothing yet', async () => {
    renderList('Service Provider', []);
    expect(await screen.findByText(/No locations yet/)).toBeInTheDocument();
  });
});
