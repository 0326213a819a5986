import type { RoomAlert } from '@coldroom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, stubFetch } from '../../test/render';
import { actAs } from '../../test/sessions';
import { AlertBanner } from './components/AlertBanner';

// Issue 26, docs/cold-chain-rules.md §5: the open alerts of the rooms one sees, on the main page and the room's
// page, acknowledged with a note of what was done.

const OPEN: RoomAlert = {
  id: 5,
  cooling_unit: { id: 4, name: 'Dawanau Room A' },
  kind: 'temperature',
  started_at: '2026-11-27T02:10:00Z',
  opened_at: '2026-11-27T02:40:00Z',
  critical_at: null,
  closed_at: null,
  peak_value: 15.2,
  peak_at: '2026-11-27T03:00:00Z',
  direction: 'high',
  minutes_high: 50,
  minutes_low: 0,
  acknowledged: null,
};
const SILENT: RoomAlert = { ...OPEN, id: 6, cooling_unit: { id: 7, name: 'Kano Room B' }, kind: 'no_data', peak_value: null, peak_at: null, direction: null, critical_at: '2026-11-27T04:00:00Z' };

function setUp(items: RoomAlert[]) {
  actAs('Operator');
  let current = items;
  return stubFetch((url, init) => {
    if (/\/alerts\/5\/acknowledge\/$/.test(url) && init.method === 'POST') {
      const note = (JSON.parse(String(init.body)) as { note: string }).note;
      current = current.map((alert) => (alert.id === 5 ? { ...alert, acknowledged: { by: 'Amina Bello', at: '2026-11-27T05:00:00Z', note } } : alert));
      return { body: current[0] };
    }
    if (/\/alerts\/5\/$/.test(url)) return { body: { ...current[0], told: [{ channel: 'sms', person: { id: 1, name: 'Musa Sani' }, at: '2026-11-27T02:45:00Z', critical: false, repeat: 0, status: 'sent' }] } };
    if (url.includes('/storage/v1/alerts/?open=true')) return { body: { items: url.includes('room=4') ? current.filter((alert) => alert.cooling_unit.id === 4) : current } };
    return { status: 404, body: { error: { code: 'not_found', message: 'absent' } } };
  });
}

describe('the alert banner', { timeout: 30_000 }, () => {
  it('says what is wrong in which room since when, how far it went, and which are critical', async () => {
    const { calls } = setUp([OPEN, SILENT]);
    renderRoutes([{ path: '/', element: <AlertBanner /> }]);
    const banner = await screen.findByRole('region', { name: 'Room alerts' });
    expect(within(banner).getByText('Alert in Dawanau Room A')).toBeInTheDocument();
    expect(within(banner).getByText(/^The temperature has been too high since .+, up to 15\.2\s?°C\.$/)).toBeInTheDocument();
    expect(within(banner).getByText('Critical alert in Kano Room B')).toBeInTheDocument();
    expect(within(banner).getByText(/^No reading has arrived since /)).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Open Dawanau Room A' })).toHaveAttribute('href', '/cooling-units/4?tab=temperature');
    expect(calls[0]!.url).toMatch(/\/storage\/v1\/alerts\/\?open=true$/);
  });

  it('acknowledges one with a note of at least 3 characters, then shows who did what', async () => {
    const { calls } = setUp([OPEN]);
    renderRoutes([{ path: '/', element: <AlertBanner room={4} linkRooms={false} /> }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Acknowledge' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save what was done' }));
    expect(await screen.findByText('Write at least 3 characters.')).toBeInTheDocument();
    expect(calls.some((call) => call.init.method === 'POST')).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: /What did you do\?/ }), 'Door closed, compressor restarted');
    await userEvent.click(screen.getByRole('button', { name: 'Save what was done' }));
    await waitFor(() => expect(screen.getByText(/^Acknowledged by Amina Bello on .+: Door closed, compressor restarted$/)).toBeInTheDocument());
    const posted = calls.find((call) => call.init.method === 'POST')!;
    expect(JSON.parse(String(posted.init.body))).toEqual({ note: 'Door closed, compressor restarted' });
    expect(calls[0]!.url).toMatch(/open=true&room=4$/);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('opens an alert’s history: who was told, when and how', async () => {
    setUp([OPEN]);
    renderRoutes([{ path: '/', element: <AlertBanner /> }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Who was told' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alert in Dawanau Room A' });
    expect(await within(dialog).findByText('Musa Sani')).toBeInTheDocument();
    expect(within(dialog).getByText('SMS sent')).toBeInTheDocument();
    expect(within(dialog).getByText('Not acknowledged yet.')).toBeInTheDocument();
  });

  it('draws nothing when no alert is open, or when the list cannot be read', async () => {
    const { calls } = setUp([]);
    const { container } = renderRoutes([{ path: '/', element: <AlertBanner /> }]);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(container.querySelector('section')).toBeNull();
  });
});
