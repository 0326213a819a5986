import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { loggedInUserId, readDeviceStore, savedQueryKeys } from './support/deviceStorage';
import { DEMO, logIn } from './support/login';

// This spec is about what the service worker does (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Issue 13: an operator works with no network after one visit online — registers a farmer, checks in,
// checks out with a discount, records a reading — and the phone sends it all, once, when the network returns.

interface QueuedOperation {
  kind: string;
  state: string;
  doneAt: string;
  body: { offline?: { code?: string; done_at: string; expected_total_minor?: number } };
}

/** The logged-in user's queue as the device keeps it (IndexedDB `coldroom-offline`, lib/offline). */
async function queueOf(page: Page): Promise<QueuedOperation[]> {
  const user = await loggedInUserId(page);
  const stored = (await readDeviceStore(page, 'coldroom-offline', 'keyval', `queue:${user}`)) as { operations: QueuedOperation[] } | undefined;
  return stored?.operations ?? [];
}

/** How many reserved codes the device holds for the logged-in user. */
async function codesHeld(page: Page): Promise<number> {
  const user = await loggedInUserId(page);
  return (((await readDeviceStore(page, 'coldroom-offline', 'keyval', `codes:${user}`)) as unknown[] | undefined) ?? []).length;
}

/** GET on the API as the logged-in user (the token the app keeps). */
function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const token = (JSON.parse(localStorage.getItem('coldroom.token') ?? 'null') as { access: string } | null)?.access;
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    return (await response.json()) as T;
  }, `/api${path}`) as Promise<T>;
}

interface MovementRow {
  code: string;
  type: string;
  time: string;
  farmer: { name: string };
  crates: number;
  total_minor: number | null;
  discount_minor: number | null;
}

async function choose(page: Page, label: RegExp, option: RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** One visit online: the pages an operator works with, so their data, the farmers, the crates and codes are on the phone. */
async function visitOnline(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  await page.goto('/check-in');
  await expect(page.getByRole('combobox', { name: /^Cold room/ })).toBeVisible();
  await page.goto('/check-out');
  await expect(page.getByRole('combobox', { name: /^Farmer/ })).toBeVisible();
  await expect.poll(() => savedQueryKeys(page), { timeout: 20_000 }).toMatch(/\["crates","room",\d+\]/);
  await expect.poll(() => savedQueryKeys(page), { timeout: 20_000 }).toMatch(/\["farmers","device",\d+\]/);
  await expect.poll(() => codesHeld(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(20);
}

async function roomIdOf(page: Page, name: string): Promise<number> {
  const rooms = await apiGet<{ items: { id: number; name: string }[] }>(page, '/storage/v1/cooling-units/?page_size=100');
  return rooms.items.find((room) => room.name === name)!.id;
}

const headerStatus = (page: Page) => page.getByRole('link', { name: /^(Online|Offline)/ }).first();

test('offline: a new farmer, two check-ins, a check-out with a discount and a reading reach the server once each', async ({ page, context }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString().slice(-6);
  await logIn(page, DEMO.operator);
  const roomId = await roomIdOf(page, 'Dawanau Room A');
  // Room A's sensor sends its readings; the operator types Room B's.
  const readingRoomId = await roomIdOf(page, 'Dawanau Room B');
  await visitOnline(page);
  await page.goto(`/cooling-units/${readingRoomId}`);
  await page.getByRole('tab', { name: 'Temperature' }).click();
  await expect(page.getByRole('textbox', { name: /^Temperature/ })).toBeVisible();
  await expect.poll(() => savedQueryKeys(page), { timeout: 20_000 }).toMatch(new RegExp(`"cooling-units","one",${readingRoomId}`));

  await context.setOffline(true);

  // A new farmer without a login, registered on the phone, with three crates of tomatoes.
  await page.goto('/check-in');
  await expect(page.getByText(/No network: the check-in is kept on this phone/)).toBeVisible();
  await page.getByRole('button', { name: 'New farmer (no login)' }).click();
  await page.getByRole('textbox', { name: /^First name/ }).fill(`Offline${stamp}`);
  await page.getByRole('textbox', { name: /^Last name/ }).fill('Farmer');
  await page.getByRole('button', { name: 'Register on this phone' }).click();
  await expect(page.getByText(`Offline${stamp} Farmer is registered on this phone`)).toBeVisible();
  await choose(page, /^Cold room/, /^Dawanau Room A/);
  await choose(page, /^Crop/, /^Tomato$/);
  await page.getByRole('textbox', { name: 'Number of crates' }).fill('3');
  await expect(page.getByRole('textbox', { name: /^Weight of crate \d/ })).toHaveCount(3);
  await page.getByRole('button', { name: 'Confirm and keep on this phone' }).click();
  await expect(page.getByRole('heading', { name: 'Check-in kept on this phone' })).toBeVisible();
  const newFarmerCode = (await page.getByTestId('movement-code').textContent())!.trim();
  await expect(page.getByTestId('queued-receipt')).toContainText('3 crates');

  // One lot for the demo farmer, found among the farmers kept on the phone.
  await page.getByRole('button', { name: 'New check-in' }).click();
  await page.getByRole('combobox', { name: /^Farmer/ }).fill('Musa');
  await page.getByRole('option', { name: /^Musa Abubakar/ }).click();
  await choose(page, /^Cold room/, /^Dawanau Room A/);
  await choose(page, /^Crop/, /^Tomato$/);
  await page.getByRole('button', { name: 'Confirm and keep on this phone' }).click();
  await expect(page.getByRole('heading', { name: 'Check-in kept on this phone' })).toBeVisible();
  const demoCheckInCode = (await page.getByTestId('movement-code').textContent())!.trim();
  expect(demoCheckInCode).not.toBe(newFarmerCode);

  // One crate of the demo farmer's older produce, with a discount, priced on the phone.
  await page.goto('/check-out');
  await page.getByRole('combobox', { name: /^Farmer/ }).fill('Musa');
  await page.getByRole('option', { name: /^Musa Abubakar/ }).click();
  await choose(page, /^Cold room/, /^Dawanau Room A/);
  await page.getByRole('checkbox', { name: / · [\d.,]+ kg$/ }).first().check();
  await expect(page.getByText(/No network: the fees were computed on this phone/)).toBeVisible();
  const total = page.getByTestId('checkout-total');
  await expect(total).toHaveText(/^₦[\d,]+\.\d\d$/);
  const due = Number((await total.textContent())!.replace(/[^\d.]/g, ''));
  expect(due).toBeGreaterThan(1);
  await page.getByRole('textbox', { name: /^Discount/ }).fill('1');
  await expect(total).toHaveText(`₦${(due - 1).toLocaleString('en', { minimumFractionDigits: 2 })}`);
  await page.getByRole('button', { name: /^Check out · ₦/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Check-out kept on this phone' })).toBeVisible();
  const checkOutCode = (await page.getByTestId('movement-code').textContent())!.trim();

  // A room reading.
  await page.goto(`/cooling-units/${readingRoomId}`);
  await page.getByRole('tab', { name: 'Temperature' }).click();
  await page.getByRole('textbox', { name: /^Temperature/ }).fill('4.5');
  await page.getByRole('button', { name: 'Keep on this phone' }).click();
  await expect(page.getByText('Reading kept on this phone; it is sent when the network returns.')).toBeVisible();

  // The queue survives a reload with no network.
  await page.reload();
  await expect(headerStatus(page)).toHaveAccessibleName(/^Offline.*5 waiting/);
  // The sync screen works with no network too, and lists what waits.
  await headerStatus(page).click();
  await expect(page).toHaveURL(/\/sync$/);
  await expect(page.getByRole('list', { name: 'Waiting operations' }).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByText(newFarmerCode).first()).toBeVisible();
  const queued = await queueOf(page);
  expect(queued.map((operation) => operation.kind)).toEqual(['farmer', 'check_in', 'check_in', 'check_out', 'reading']);
  const byCode = new Map(queued.filter((operation) => operation.body.offline?.code).map((operation) => [operation.body.offline!.code!, operation]));
  expect([...byCode.keys()]).toEqual([newFarmerCode, demoCheckInCode, checkOutCode]);
  const deviceTotal = byCode.get(checkOutCode)!.body.offline!.expected_total_minor!;
  expect(deviceTotal).toBe(Math.round((due - 1) * 100));

  // The network returns: everything is sent, in order, and the count goes back to zero.
  await context.setOffline(false);
  await expect(headerStatus(page)).toHaveAccessibleName(/^Online$/, { timeout: 60_000 });
  expect((await queueOf(page)).filter((operation) => operation.state !== 'sent')).toEqual([]);

  const movements = await apiGet<{ items: MovementRow[] }>(page, `/operation/v1/movements/?cooling_unit=${roomId}&page_size=50`);
  const sent = (code: string) => movements.items.filter((movement) => movement.code === code);
  for (const code of [newFarmerCode, demoCheckInCode, checkOutCode]) {
    expect(sent(code), code).toHaveLength(1);
    expect(new Date(sent(code)[0]!.time).toISOString()).toBe(byCode.get(code)!.body.offline!.done_at);
  }
  expect(sent(newFarmerCode)[0]).toMatchObject({ type: 'check_in', crates: 3, farmer: { name: `Offline${stamp} Farmer` } });
  expect(sent(demoCheckInCode)[0]).toMatchObject({ type: 'check_in', crates: 1, farmer: { name: 'Musa Abubakar' } });
  expect(sent(checkOutCode)[0]).toMatchObject({ type: 'check_out', crates: 1, total_minor: deviceTotal, discount_minor: 100 });
  // The receipts the farmers could not get offline follow from the sync screen: the PDF, and the SMS.
  await page.goto('/sync');
  await expect(page.getByText('Nothing is waiting: everything done on this phone has reached the server.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send receipt by SMS' })).toHaveCount(3);
  await page.getByRole('button', { name: 'Send receipt by SMS' }).first().click();
  await expect(page.getByText('The receipt will be sent by SMS.')).toBeVisible();
  const readings = await apiGet<{ items: { temperature_c: number }[] } | { temperature_c: number }[]>(page, `/storage/v1/cooling-units/${readingRoomId}/readings/`);
  const list = Array.isArray(readings) ? readings : readings.items;
  expect(list.some((reading) => reading.temperature_c === 4.5)).toBe(true);
});

async function secondDevice(context: BrowserContext, who: { type: string; username: string; firstName?: string }): Promise<Page> {
  const page = await context.newPage();
  await logIn(page, who);
  return page;
}

test('two operators offline check out the same crate: the first to sync wins, the other is refused and shown, the stock is intact', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await logIn(page, DEMO.operator);
  const roomId = await roomIdOf(page, 'Dawanau Room A');
  // A fresh crate for the demo farmer, checked in online, so both phones know it.
  await page.goto('/check-in');
  await page.getByRole('combobox', { name: /^Farmer/ }).fill('Musa');
  await page.getByRole('option', { name: /^Musa Abubakar/ }).click();
  await choose(page, /^Cold room/, /^Dawanau Room A/);
  await choose(page, /^Crop/, /^Onion$/);
  await page.getByRole('button', { name: 'Confirm check-in' }).click();
  await expect(page.getByText('Write the code on every crate and give the farmer the receipt.')).toBeVisible();
  await page.keyboard.press('Escape');
  await visitOnline(page);

  const otherContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 800 } });
  const other = await secondDevice(otherContext, { type: 'Operator', username: '+2348030000005', firstName: 'Tunde' });
  await visitOnline(other);

  const checkOutOnion = async (phone: Page) => {
    await phone.goto('/check-out');
    await phone.getByRole('combobox', { name: /^Farmer/ }).fill('Musa');
    await phone.getByRole('option', { name: /^Musa Abubakar/ }).click();
    await choose(phone, /^Cold room/, /^Dawanau Room A/);
    // The newest onion crate: the one checked in above.
    await phone.getByRole('checkbox', { name: /^Onion · / }).last().check();
    await expect(phone.getByText(/No network: the fees were computed on this phone/)).toBeVisible();
    await phone.getByRole('button', { name: /^Check out · / }).click();
    await phone.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(phone.getByRole('heading', { name: 'Check-out kept on this phone' })).toBeVisible();
    return (await phone.getByTestId('movement-code').textContent())!.trim();
  };

  await page.context().setOffline(true);
  await otherContext.setOffline(true);
  const firstCode = await checkOutOnion(page);
  const secondCode = await checkOutOnion(other);

  await page.context().setOffline(false);
  await expect(headerStatus(page)).toHaveAccessibleName(/^Online$/, { timeout: 60_000 });
  await otherContext.setOffline(false);
  await expect(headerStatus(other)).toHaveAccessibleName(/1 refused/, { timeout: 60_000 });

  await other.goto('/sync');
  await expect(other.getByText(`Another device checked these crates out first (movement ${firstCode}). Nothing was changed.`)).toBeVisible();
  await expect(other.getByText(secondCode).first()).toBeVisible();

  const movements = await apiGet<{ items: MovementRow[] }>(page, `/operation/v1/movements/?cooling_unit=${roomId}&type=check_out&page_size=50`);
  expect(movements.items.filter((movement) => movement.code === firstCode)).toHaveLength(1);
  expect(movements.items.filter((movement) => movement.code === secondCode)).toHaveLength(0);
  await otherContext.close();
});
