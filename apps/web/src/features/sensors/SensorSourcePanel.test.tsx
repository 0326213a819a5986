import type { SensorIntegration } from '@coldroom/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, stubFetch } from '../../test/render';
import { actAs } from '../../test/sessions';
import { SensorSourcePanel } from './components/SensorSourcePanel';
import { connectProblems, emptyConnectValues, toConnectBody } from './connectForm';

// Issue 26, docs/sensor-integrations.md: a service provider connects a vendor account from a room's settings,
// reads how its polls go in words, and picks the device that feeds the room.

const FAILING: SensorIntegration = {
  id: 7,
  vendor: 'ubibot',
  name: 'Ubibot Bodija',
  poll_minutes: 15,
  settings: null,
  has_header_value: false,
  status: 'failing',
  last_polled_at: '2026-11-27T10:00:00Z',
  last_success_at: '2026-11-27T08:00:00Z',
  last_error: 'rejected',
  last_error_detail: 'The account_key is not valid.',
  last_error_at: '2026-11-27T10:00:00Z',
  failures: 3,
  next_poll_at: '2026-11-27T12:00:00Z',
  readings_received: 1234,
  rooms: [],
  created_at: '2026-11-20T10:00:00Z',
};

function setUp(options: { connect?: (body: Record<string, unknown>) => { status?: number; body: unknown } } = {}) {
  actAs('Service Provider');
  return stubFetch((url, init) => {
    if (url.includes('/sensor-integrations/7/devices/')) return { body: { items: [{ id: '3001', name: 'Crate room' }] } };
    if (url.includes('/sensor-integrations/') && init.method === 'POST') return options.connect!(JSON.parse(String(init.body)) as Record<string, unknown>);
    if (url.includes('/sensor-integrations/')) return { body: { items: [FAILING] } };
    if (url.includes('/cooling-units/4/sensor-link/') && init.method === 'PUT') {
      return { status: 400, body: { error: { code: 'invalid_input', message: 'no', fields: { device_id: 'sensor_unknown_device' } } } };
    }
    if (url.includes('/cooling-units/4/sensor-link/')) return { body: { cooling_unit: 4, integration: null, device_id: null, device_name: null, last_reading_at: null } };
    return { status: 404, body: { error: { code: 'not_found', message: 'absent' } } };
  });
}

describe('sensor accounts in a room’s settings', { timeout: 30_000 }, () => {
  it('says in words why an account fails, and the vendor’s refusal of a device lands on the device field', async () => {
    const { calls } = setUp();
    renderRoutes([{ path: '/', element: <SensorSourcePanel roomId={4} /> }]);
    const account = await screen.findByTestId('sensor-account');
    expect(within(account).getByText('Failing')).toBeInTheDocument();
    expect(within(account).getByText(/The maker refused the key\./)).toBeInTheDocument();
    expect(within(account).getByText(/3 tries in a row/)).toBeInTheDocument();
    expect(within(account).getByText('Readings received: 1,234')).toBeInTheDocument();
    expect(screen.getByText("No maker's device feeds this room.")).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Sensor account' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ubibot Bodija (Ubibot)', hidden: true }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Device (channel)' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Crate room (3001)', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Check the device and use it for this room' }));
    expect(await screen.findByText('The maker does not know this device.')).toBeInTheDocument();
    const put = calls.find((call) => call.init.method === 'PUT');
    expect(JSON.parse(String(put!.init.body))).toEqual({ integration: 7, device_id: '3001', device_name: 'Crate room' });
  });

  it('checks the connect form before sending, and puts the vendor’s refusal on the key field', async () => {
    const { calls } = setUp({ connect: () => ({ status: 400, body: { error: { code: 'invalid_input', message: 'no', fields: { token: 'sensor_rejected' } } } }) });
    renderRoutes([{ path: '/', element: <SensorSourcePanel roomId={4} /> }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Connect a sensor account' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Victron VRM' }));
    await userEvent.click(screen.getByRole('button', { name: 'Check and connect' }));
    expect(await screen.findAllByText('Please fill this in.')).toHaveLength(2);
    expect(calls.some((call) => call.init.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByRole('textbox', { name: 'Name of this account' }), 'VRM farm');
    await userEvent.type(screen.getByLabelText(/^Access token/), 'wrong-token');
    await userEvent.click(screen.getByRole('button', { name: 'Check and connect' }));
    expect(await screen.findByText('The maker refused the key.')).toBeInTheDocument();
    const post = calls.find((call) => call.init.method === 'POST');
    expect(JSON.parse(String(post!.init.body))).toEqual({ vendor: 'vrm', name: 'VRM farm', poll_minutes: 15, token: 'wrong-token' });
  });
});

describe('the connect form’s rules', () => {
  it('asks the generic poller for its address and paths, and sends the key only with a header name', () => {
    const values = { ...emptyConnectValues(), vendor: 'json' as const, name: 'Gateway', url: 'ftp://x', timePath: 'a b', temperaturePath: '', pollMinutes: '4' };
    expect(connectProblems(values)).toEqual({ url: 'sensors.form.urlInvalid', timePath: 'sensors.form.pathInvalid', temperaturePath: 'forms.required', pollMinutes: 'sensors.form.pollBounds' });
    const good = { ...values, url: 'https://gw.example/{device}', timePath: 'ts', temperaturePath: 'values.0.t', pollMinutes: '30', unit: 'F' as const, secret: 'ignored' };
    expect(connectProblems(good)).toEqual({});
    expect(toConnectBody(good)).toEqual({
      vendor: 'json',
      name: 'Gateway',
      poll_minutes: 30,
      header_value: null,
      settings: { url: 'https://gw.example/{device}', header_name: null, items_path: null, time_path: 'ts', temperature_path: 'values.0.t', humidity_path: null, unit: 'F' },
    });
    expect(connectProblems({ ...good, headerName: 'X-Api-Key', secret: 'a b' })).toEqual({ secret: 'sensors.form.secretInvalid' });
  });
});

