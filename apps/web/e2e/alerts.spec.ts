import { expect, test, type Page } from '@playwright/test';
import { DEMO, logIn } from './support/login';

// Issue 26 (docs/cold-chain-rules.md, docs/sensor-integrations.md): a service provider connects the room's
// sensor account at its maker's cloud (the Ubibot stand-in, started beside the app by playwright.config.ts)
// and picks the room's device; the sensor's readings, fetched from there, show the room too warm for longer
// than the delay: an alert on the operator's main page at 360 px, acknowledged with a note of what was done;
// once the readings are back in the limits for the delay, the alert closes and the banner goes. The readings
// lie in a stretch of the past that the demo's own readings (7:00, 12:00 and 17:00 UTC) leave free.

const MIN = 60_000;
const ROOM = 'Bodija Cold Room';

/** A call to the API with the page's session. */
function api(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ([method, path, body]) => {
      const token = (JSON.parse(localStorage.getItem('coldroom.token') ?? '{}') as { access?: string }).access ?? '';
      // The session cookie comes along, so a change carries the CSRF cookie's value in its header, as the app's own calls do.
      const csrf = document.cookie.split('; ').find((part) => part.startsWith('csrftoken='))?.slice('csrftoken='.length) ?? '';
      const response = await fetch(`/api${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'X-CSRFToken': decodeURIComponent(csrf), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    [method, path, body] as const,
  );
}

/** The end of an 80-minute stretch before now with no demo reading in it (those are at 7, 12 and 17 UTC). */
function freeStretchEnd(now: number): number {
  for (let end = now - MIN; end > now - 24 * 60 * MIN; end -= 10 * MIN) {
    const start = end - 80 * MIN;
    const day = Math.floor(start / (24 * 60 * MIN)) * 24 * 60 * MIN;
    const seeded = [0, 1].flatMap((d) => [7, 12, 17].map((hour) => day + d * 24 * 60 * MIN + hour * 60 * MIN));
    if (!seeded.some((at) => at >= start - MIN && at <= end + MIN)) return end;
  }
  throw new Error('no free stretch in the last day');
}

/** What the room's sensor sent to its maker's cloud: 5-minute readings at one temperature. */
async function sensorSends(value: number, from: number, count: number): Promise<void> {
  const feeds = Array.from({ length: count }, (_, i) => ({ created_at: new Date(from + i * 5 * MIN).toISOString(), field1: value, field2: 88 }));
  const control = `http://127.0.0.1:${Number(process.env.E2E_VENDOR_PORT) + 1}/feeds/5001`;
  const sent = await fetch(control, { method: 'POST', body: JSON.stringify(feeds) });
  expect(sent.status).toBe(204);
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/auth/);
}

test('a sensor account is connected, its readings raise an alert on the operator’s main page, acknowledged, closed once the room is back', async ({ page }) => {
  await logIn(page, DEMO.serviceProvider);
  const rooms = await api(page, 'GET', `/storage/v1/cooling-units/?search=${encodeURIComponent(ROOM)}`);
  const roomId = (rooms.body as { items: { id: number; name: string }[] }).items.find((room) => room.name === ROOM)!.id;
  // No-data time at its longest: the demo's readings come three times a day.
  const rule = { lower_c: 2, upper_c: 20, delay_min: 30, clear_band_c: 0.5, critical_delta_c: 3, critical_after_min: 120, no_data_min: 1440, humidity_lower_pct: null, humidity_upper_pct: null };
  const saved = await api(page, 'PUT', `/storage/v1/cooling-units/${roomId}/alert-rule/`, rule);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const end = freeStretchEnd(Date.now());
  // 40 minutes at 22 °C: above the limit by 2 °C, past the 30-minute delay.
  await sensorSends(22, end - 80 * MIN, 9);

  // The room's settings: connect the account (the maker checks the key), pick the device, fetch now.
  await page.goto(`/cooling-units/${roomId}`);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Connect a sensor account' }).click();
  const connect = page.getByRole('form', { name: 'Connect a sensor account' });
  await connect.getByRole('textbox', { name: 'Name of this account' }).fill('Ubibot, Bodija');
  await connect.getByLabel(/^Account key/).fill('not-the-key');
  await connect.getByRole('button', { name: 'Check and connect' }).click();
  await expect(connect.getByText('The maker refused the key.')).toBeVisible();
  await connect.getByLabel(/^Account key/).fill('e2e-ubibot-account-key');
  await connect.getByRole('button', { name: 'Check and connect' }).click();
  const account = page.getByTestId('sensor-account');
  await expect(account.getByText('Waiting for the first fetch')).toBeVisible();
  await page.getByRole('combobox', { name: 'Sensor account' }).click();
  await page.getByRole('option', { name: 'Ubibot, Bodija (Ubibot)' }).click();
  await page.getByRole('combobox', { name: 'Device (channel)' }).click();
  await page.getByRole('option', { name: 'Bodija sensor (5001)' }).click();
  await page.getByRole('button', { name: 'Check the device and use it for this room' }).click();
  await expect(page.getByTestId('sensor-link-current')).toContainText('Bodija sensor');
  await account.getByRole('button', { name: 'Fetch now' }).click();
  await expect(account.getByText('Working')).toBeVisible();
  await expect(account.getByText('Readings received: 9')).toBeVisible();
  await page.getByRole('heading', { name: "Sensor from a maker's cloud" }).locator('..').screenshot({ path: test.info().outputPath('sensor-account-360.png') });
  await logOut(page);

  await logIn(page, DEMO.operator);
  const banner = page.getByRole('region', { name: 'Room alerts' });
  await expect(banner.getByText(`Alert in ${ROOM}`)).toBeVisible();
  await expect(banner.getByText(/^The temperature has been too high since .+, up to 22\s?°C\.$/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('alert-360.png') });
  await banner.getByRole('button', { name: 'Acknowledge' }).click();
  await banner.getByRole('button', { name: 'Save what was done' }).click();
  await expect(banner.getByText('Write at least 3 characters.')).toBeVisible();
  await banner.getByRole('textbox', { name: /What did you do\?/ }).fill('Door was left open; closed it');
  await banner.getByRole('button', { name: 'Save what was done' }).click();
  await expect(banner.getByText(/^Acknowledged by .+: Door was left open; closed it$/)).toBeVisible();
  // The room's chart of the last 24 hours marks the excursion, in words too.
  await page.goto(`/cooling-units/${roomId}`);
  await page.getByRole('tab', { name: 'Temperature' }).click();
  const summary = page.getByTestId('room-chart-summary');
  await expect(summary.getByText(/^Too warm from .+ to now, peak 22\s?°C$/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('room-chart-360.png') });
  await logOut(page);

  // Back at 10 °C for 35 minutes: fetched, the alert closes and the banner goes.
  await sensorSends(10, end - 35 * MIN, 8);
  await logIn(page, DEMO.serviceProvider);
  const integrations = await api(page, 'GET', '/storage/v1/sensor-integrations/');
  const integrationId = (integrations.body as { items: { id: number }[] }).items[0]!.id;
  const polled = await api(page, 'POST', `/storage/v1/sensor-integrations/${integrationId}/poll/`, {});
  expect(polled.body).toMatchObject({ ok: true, accepted: 8 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#glance-title')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Room alerts' })).toHaveCount(0);

  // Leave the demo room as it was: no vendor account, its readings typed by hand.
  expect((await api(page, 'DELETE', `/storage/v1/sensor-integrations/${integrationId}/`)).status).toBe(204);
  expect((await api(page, 'PUT', `/storage/v1/cooling-units/${roomId}/`, { sensor: false })).status).toBe(200);
});
