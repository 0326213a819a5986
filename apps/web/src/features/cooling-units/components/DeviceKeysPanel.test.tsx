import { screen } from '@testing-library/react';
import { renderRoutes, stubFetch } from '../../../test/render';
import { actAs } from '../../../test/sessions';
import { DeviceKeysPanel } from './DeviceKeysPanel';

const KEY = { id: 4, prefix: 'crdk_ab12', created_at: '2026-11-01T08:00:00Z', last_used_at: null, revoked_at: null };

function renderPanel(sensor: boolean) {
  actAs('Service Provider');
  stubFetch((url) => (url.includes('/device-keys/') ? { body: { items: [KEY] } } : { status: 404 }));
  renderRoutes([{ path: '/', element: <DeviceKeysPanel roomId={3} sensor={sensor} /> }]);
}

describe('sensor keys of a room', () => {
  it('offers a new key when the room has a sensor', async () => {
    renderPanel(true);
    expect(await screen.findByRole('button', { name: 'Create a new key' })).toBeInTheDocument();
    expect(screen.getByText(/A sensor sends its readings with a key/)).toBeInTheDocument();
  });

  it('offers none without a sensor, but still lets old keys be revoked', async () => {
    renderPanel(false);
    expect(await screen.findByRole('button', { name: 'Revoke' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create a new key' })).not.toBeInTheDocument();
    expect(screen.getByText(/Temperatures of this room are typed in/)).toBeInTheDocument();
  });
});
