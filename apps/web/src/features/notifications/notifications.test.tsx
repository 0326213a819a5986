import type { Notification, NotificationList } from '@coldroom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { AppHeader } from '../../app/shell/AppHeader';
import { renderRoutes, stubFetch } from '../../test/render';
import { actAs } from '../../test/sessions';
import { NotificationsPage } from './pages/NotificationsPage';

const ROOM = { id: 4, name: 'Dawanau Room A' };
const base: Omit<Notification, 'id' | 'kind'> = {
  created_at: '2026-11-22T12:00:00Z',
  read_at: null,
  lot_id: null,
  check_in_id: null,
  check_out_id: null,
  movement_code: null,
  cooling_unit: null,
  crop_id: null,
  farmer_name: null,
  days_left: null,
  alert_id: null,
  alert_kind: null,
};
const PICKUP: Notification = { ...base, id: 1, kind: 'pickup_soon', lot_id: 9, check_in_id: 31, movement_code: 'K7M2QX', cooling_unit: ROOM, crop_id: 'tomato', farmer_name: 'Musa Ibrahim', days_left: 1.5 };
const CORRECTED: Notification = { ...base, id: 2, kind: 'check_in_corrected', check_in_id: 32, movement_code: 'Q2W3E4', cooling_unit: ROOM, read_at: '2026-11-22T13:00:00Z' };
const SURVEY: Notification = { ...base, id: 3, kind: 'market_survey_due', check_out_id: 5, movement_code: 'P4X9TT', cooling_unit: ROOM };

function listOf(items: Notification[], total = items.length): NotificationList {
  return { items, total, page: 1, page_size: 20, unread: items.filter((item) => item.read_at === null).length };
}

/** Shows where a link led, address and query. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname + location.search}</p>;
}

function setUp(list: NotificationList) {
  actAs('Service Provider');
  return stubFetch((url, init) => {
    if (url.includes('/notifications/read-all/')) return { body: { updated: list.unread } };
    if (/\/notifications\/\d+\/read\/$/.test(url)) return { body: { updated: 1 } };
    if (url.includes('/operation/v1/notifications/') && (init.method ?? 'GET') === 'GET') return { body: list };
    return { status: 404, body: { error: { code: 'not_found', message: 'absent' } } };
  });
}

const renderPage = () =>
  renderRoutes(
    [
      { path: '/notifications', element: <NotificationsPage /> },
      { path: '*', element: <Landed /> },
    ],
    ['/notifications'],
  );

describe('notifications page', { timeout: 30_000 }, () => {
  it('writes each kind with its data, and tells read from unread', async () => {
    setUp(listOf([PICKUP, CORRECTED, SURVEY]));
    renderPage();
    expect(await screen.findByText('Pick up Tomato from Dawanau Room A within 1.5 days (check-in K7M2QX).')).toBeInTheDocument();
    expect(screen.getByText('Check-in Q2W3E4 in Dawanau Room A was corrected.')).toBeInTheDocument();
    expect(screen.getByText('How did the produce of check-out P4X9TT sell? Answer the market survey.')).toBeInTheDocument();
    // Each is named by its visible text, which ends with whether it is new (WCAG 2.5.3: no aria-label that
    // differs from what is shown); staff see whose produce it is.
    const pickup = screen.getByRole('button', { name: /^Pick up Tomato .*\bNew$/ });
    expect(pickup).toHaveTextContent('Musa Ibrahim');
    expect(pickup).not.toHaveAttribute('aria-label');
    expect(screen.getByRole('button', { name: /^Check-in Q2W3E4 .*\bRead$/ })).toBeInTheDocument();
    expect(screen.getByText('3 in all')).toBeInTheDocument();
  });

  it('marks a notification read when opened and follows its link', async () => {
    const cases: [Notification, string][] = [
      [PICKUP, '/produce-details?id=9'],
      [{ ...CORRECTED, read_at: null }, '/management/movements?room=4&type=check_in&from=2026-11-22&to=2026-11-22'],
      [SURVEY, '/market-survey?check_out=5'],
    ];
    for (const [notification, target] of cases) {
      const { calls } = setUp(listOf([notification]));
      const { unmount } = renderPage();
      await userEvent.click(await screen.findByRole('button', { name: /\bNew$/ }));
      expect(await screen.findByTestId('landed')).toHaveTextContent(target);
      const reads = calls.filter((call) => call.init.method === 'POST');
      expect(reads.map((call) => new URL(call.url, 'http://x').pathname)).toEqual([`/api/operation/v1/notifications/${notification.id}/read/`]);
      unmount();
    }
  });

  it('does not mark an already read one again', async () => {
    const { calls } = setUp(listOf([CORRECTED]));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Check-in Q2W3E4/ }));
    await screen.findByTestId('landed');
    expect(calls.filter((call) => call.init.method === 'POST')).toHaveLength(0);
  });

  it('marks all read, and offers it only while something is unread', async () => {
    const { calls } = setUp(listOf([PICKUP, SURVEY]));
    const first = renderPage();
    const button = await screen.findByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByText('All notifications are marked as read.')).toBeInTheDocument();
    expect(calls.some((call) => call.init.method === 'POST' && call.url.endsWith('/notifications/read-all/'))).toBe(true);

    first.unmount();

    setUp(listOf([CORRECTED]));
    renderPage();
    await screen.findByText('Check-in Q2W3E4 in Dawanau Room A was corrected.');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('asks for unread ones only, and pages through many', async () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ ...PICKUP, id: 100 + i }));
    const { calls } = setUp(listOf(many, 45));
    renderPage();
    expect(await screen.findByText('45 in all')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(calls.some((call) => call.url.includes('page=2'))).toBe(true));
    await userEvent.click(screen.getByRole('switch', { name: 'Unread only' }));
    await waitFor(() => expect(calls.at(-1)!.url).toContain('unread=true'));
    expect(calls.at(-1)!.url).toContain('page=1');
  });

  it('shows an empty list and a failure with a retry', async () => {
    setUp(listOf([]));
    const empty = renderPage();
    expect(await screen.findByText('You have no notifications.')).toBeInTheDocument();
    empty.unmount();

    actAs('Farmer');
    // A refusal is not retried, so the failure shows at once.
    stubFetch(() => ({ status: 403, body: { error: { code: 'forbidden', message: 'no' } } }));
    renderPage();
    // Toasts of earlier tests are alerts too (their store outlives a test): find the page's own.
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(retry.closest('[role="alert"]')).not.toBeNull();
  });
});

describe('the header bell', { timeout: 30_000 }, () => {
  it('shows the unread count and leads to the notifications page', async () => {
    const { calls } = setUp({ ...listOf([PICKUP]), unread: 7 });
    renderRoutes([{ path: '/', element: <AppHeader /> }]);
    const bell = await screen.findByRole('link', { name: 'Notifications: 7 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(within(bell.parentElement!).getByText('7')).toBeInTheDocument();
    expect(calls[0]!.url).toContain('unread=true');
  });

  it('is not there for a visitor who is not logged in', async () => {
    actAs(null);
    stubFetch(() => ({ body: {} }));
    renderRoutes([{ path: '/', element: <AppHeader /> }]);
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Notifications/ })).toBeNull();
  });
});
