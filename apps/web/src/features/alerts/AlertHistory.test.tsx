import type { RoomAlert, RoomAlertDetail } from '@coldroom/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, stubFetch } from '../../test/render';
import { actAs } from '../../test/sessions';
import { AlertHistory } from './components/AlertHistory';

// Issue 26, docs/cold-chain-rules.md §5: a room's alerts, open and past, each with its history: who was told,
// when and how, who acknowledged it and what they wrote.

const PAST: RoomAlert = {
  id: 5,
  cooling_unit: { id: 4, name: 'Dawanau Room A' },
  kind: 'temperature',
  started_at: '2026-11-25T02:10:00Z',
  opened_at: '2026-11-25T02:40:00Z',
  critical_at: '2026-11-25T04:10:00Z',
  closed_at: '2026-11-25T06:00:00Z',
  peak_value: 16.5,
  peak_at: '2026-11-25T04:10:00Z',
  direction: 'high',
  minutes_high: 200,
  minutes_low: 0,
  acknowledged: { by: 'Amina Bello', at: '2026-11-25T05:00:00Z', note: 'Door closed' },
};
const OPEN: RoomAlert = { ...PAST, id: 6, kind: 'no_data', critical_at: null, closed_at: null, peak_value: null, peak_at: null, direction: null, acknowledged: null };
const DETAIL: RoomAlertDetail = {
  ...PAST,
  told: [
    { channel: 'app', person: { id: 1, name: 'Amina Bello' }, at: '2026-11-25T02:41:00Z', critical: false, repeat: null, status: null },
    { channel: 'sms', person: { id: 1, name: 'Amina Bello' }, at: '2026-11-25T02:45:00Z', critical: false, repeat: 0, status: 'sent' },
    { channel: 'sms', person: { id: 2, name: 'Musa Sani' }, at: '2026-11-25T04:15:00Z', critical: true, repeat: 1, status: 'refused' },
  ],
};

function setUp(items: RoomAlert[], total = items.length) {
  actAs('Service Provider');
  return stubFetch((url) => {
    if (/\/storage\/v1\/alerts\/5\/$/.test(url)) return { body: DETAIL };
    if (url.includes('/storage/v1/alerts/?room=4')) return { body: { items, total, page: url.includes('page=2') ? 2 : 1, page_size: 10 } };
    return { status: 404, body: { error: { code: 'not_found', message: 'absent' } } };
  });
}

describe('a room’s alert history', { timeout: 30_000 }, () => {
  it('lists open and past alerts with what happened and who acknowledged, a page at a time', async () => {
    const { calls } = setUp([OPEN, PAST], 12);
    renderRoutes([{ path: '/', element: <AlertHistory room={4} roomName="Dawanau Room A" /> }]);
    const list = await screen.findByRole('list', { name: 'Alert history' });
    const [open, past] = within(list).getAllByRole('listitem');
    expect(within(open!).getByText('Open')).toBeInTheDocument();
    expect(within(open!).getByText(/^No reading has arrived since /)).toBeInTheDocument();
    expect(within(open!).getByText(/^Open since /)).toBeInTheDocument();
    expect(within(past!).getByText('Critical')).toBeInTheDocument();
    expect(within(past!).getByText(/^From .+ to .+$/)).toBeInTheDocument();
    expect(within(past!).getByText(/^Acknowledged by Amina Bello on .+: Door closed$/)).toBeInTheDocument();
    expect(calls[0]!.url).toMatch(/\/alerts\/\?room=4&page=1&page_size=10$/);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('list', { name: 'Alert history' })).toBeInTheDocument();
    expect(calls.some((call) => /room=4&page=2&page_size=10$/.test(call.url))).toBe(true);
  });

  it('opens one alert’s history: who was told, when, in the app or by SMS, and whether the SMS left', async () => {
    const { calls } = setUp([PAST]);
    renderRoutes([{ path: '/', element: <AlertHistory room={4} roomName="Dawanau Room A" /> }]);
    expect(calls.some((call) => /\/alerts\/5\/$/.test(call.url))).toBe(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Who was told' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alert in Dawanau Room A' });
    const told = await within(dialog).findAllByRole('listitem');
    expect(told).toHaveLength(3);
    expect(told[0]).toHaveTextContent(/^Amina Bello in the app · /);
    expect(told[1]).toHaveTextContent(/^Amina Bello by SMS · .+SMS sent$/);
    expect(told[2]).toHaveTextContent(/^Musa Sani by SMS · .+ · repeat 1CriticalSMS not sent \(limit or country\)$/);
    expect(within(dialog).getByText(/^Acknowledged by Amina Bello on .+: Door closed$/)).toBeInTheDocument();
  });

  it('says so when the room never had an alert', async () => {
    setUp([]);
    renderRoutes([{ path: '/', element: <AlertHistory room={4} roomName="Dawanau Room A" /> }]);
    expect(await screen.findByText('No alert in this room so far.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
