import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { devices, expect, test, type Page } from '@playwright/test';
import { DEMO, logIn } from './support/login';

// Issue 29: everywhere a fee shows, its breakdown shows. On a 360 px phone a service provider sets a seasonal
// per-quintal card on Dawanau Room B's okra (the room page's Pricing tab, preset "Seasonal per quintal",
// effective today); a lot stored across the season's end is checked out by the operator, and the check-out
// shows the season line and the after-season line, on screen and on the receipt (PDF).
//
// How the stay crosses the season's end (docs/rent-rules.md §1, §3): the API takes no check-in date in the
// past, except an offline check-in's `done_at`, up to 7 days old (docs/offline-rules.md). So the operator's
// check-in is sent as done offline 5 days ago: its crate's day 1 is today − 5, and checked out today it is
// stored D = 5 days, the dates today − 5 … today − 1. The season runs from today − 5 to today − 3 (month-days):
// 3 charged dates inside it (the season's price once) and 2 after it (the after-season rate per day).
// A card takes effect from today at the earliest and a lot keeps the version in force on its check-in day, so
// the lot is brought under the new card by applying that version to it (§6, what a service provider does for
// lots already stored).

const PHONE = { ...devices['Pixel 5'], viewport: { width: 360, height: 740 }, deviceScaleFactor: 1 };
const DAY = 86_400_000;
const SEASON = 'Harmattan';

/** A date in the company's zone, `YYYY-MM-DD`. */
const dateIn = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** A screenshot to look at, when RATE_CARD_SHOTS_DIR names a folder. */
async function shot(page: Page, name: string) {
  const dir = process.env.RATE_CARD_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** The text of a PDF (pdftotext). */
const pdfText = (path: string) => execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });

/** A call to the API with the logged-in user's token. */
function api<T>(page: Page, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, url, body, headers }) => {
      const token = (JSON.parse(localStorage.getItem('coldroom.token') ?? 'null') as { access: string } | null)?.access;
      // as the app sends it: the CSRF cookie's value in a header on a change
      const csrf = document.cookie.split('; ').find((part) => part.startsWith('csrftoken='))?.slice('csrftoken='.length);
      const response = await fetch(url, {
        method,
        headers: { Authorization: `Bearer ${token}`, ...(csrf && method !== 'GET' ? { 'X-CSRFToken': decodeURIComponent(csrf) } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json().catch(() => null)) as T };
    },
    { method, url: `/api${path}`, body, headers },
  ) as Promise<{ status: number; body: T }>;
}

/** Picks a month and a day in the editor's season bound (native selects). */
async function monthDay(form: ReturnType<Page['getByRole']>, label: string, value: string) {
  await form.getByRole('combobox', { name: `${label}: month` }).selectOption(value.slice(0, 2));
  await form.getByRole('combobox', { name: `${label}: day` }).selectOption(value.slice(3));
}

test('a seasonal per-quintal card: a lot stored across the season’s end shows its season and after-season lines at check-out and on the receipt', async ({ page, browser }) => {
  test.setTimeout(60_000);
  // ── the operator checks a 50 kg crate of okra in, as done offline 5 days ago ──
  await logIn(page, DEMO.operator);
  const rooms = await api<{ items: { id: number; name: string; time_zone?: string }[] }>(page, 'GET', '/storage/v1/cooling-units/?page_size=200');
  const room = rooms.body.items.find((item) => item.name === 'Dawanau Room B')!;
  const zone = room.time_zone ?? 'Africa/Lagos';
  const farmers = await api<{ items: { id: number; phone: string | null }[] }>(page, 'GET', '/user/v1/farmers/?page_size=100&search=Musa');
  const farmer = farmers.body.items.find((item) => item.phone === DEMO.farmer.username)!;
  const device = `e2e-29-${Date.now()}`;
  const codes = await api<{ codes: string[] }>(page, 'POST', '/operation/v1/device-codes/', { device_id: device });
  expect(codes.status, JSON.stringify(codes.body)).toBe(201);
  const now = new Date();
  const doneAt = new Date(now.getTime() - 5 * DAY);
  const checkIn = await api<{ lots: { id: number }[] }>(
    page,
    'POST',
    '/operation/v1/check-ins/',
    {
      farmer_id: farmer.id,
      cooling_unit_id: room.id,
      lots: [{ crop_id: 'okra', harvest: 'today', crates: [{ weight_kg: 50, tag: `E2E29-${Date.now() % 100_000}`, planned_days: 5 }] }],
      offline: { device_id: device, done_at: doneAt.toISOString(), code: codes.body.codes[0] },
    },
    { 'Idempotency-Key': `e2e-29-${Date.now()}` },
  );
  expect(checkIn.status, JSON.stringify(checkIn.body)).toBe(201);
  const lotId = checkIn.body.lots[0]!.id;

  // The season: from the check-in day to two days later (month-days). It may not cross the new year nor
  // name 29 February (docs/rent-rules.md §6): then it starts on 1 January, or a day off the 29th.
  let start = dateIn(doneAt, zone).slice(5);
  let end = dateIn(new Date(now.getTime() - 3 * DAY), zone).slice(5);
  if (end < start) start = '01-01';
  if (start === '02-29') start = '03-01';
  if (end === '02-29') end = '02-28';
  const stayDates = Array.from({ length: 5 }, (_, i) => dateIn(new Date(doneAt.getTime() + i * DAY), zone));
  const inSeason = stayDates.filter((date) => date.slice(5) >= start && date.slice(5) <= end);
  const outside = stayDates.length - inSeason.length;
  const year = inSeason[0]!.slice(0, 4);
  // ₦240.00 a quintal for the season, then ₦4.00 a quintal a day; 50 kg is half a quintal, rounded up once.
  const unitKobo = 24_000 + outside * 400;
  const naira = (kobo: number) => `₦${(kobo / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  const fee = naira(Math.ceil(unitKobo / 2));

  // ── the service provider sets the card on a 360 px phone and applies it to the stored lot ──
  const providerContext = await browser.newContext({ ...PHONE, baseURL: test.info().project.use.baseURL, serviceWorkers: 'block' });
  const provider = await providerContext.newPage();
  await logIn(provider, DEMO.serviceProvider);
  await provider.goto(`/cooling-units/${room.id}?tab=pricing`);
  await provider.getByRole('combobox', { name: /^Crop/ }).click();
  await provider.getByRole('option', { name: 'Okra' }).click();
  const form = provider.getByRole('form', { name: 'New price for Okra' });
  await form.getByRole('button', { name: 'Seasonal per quintal' }).click();
  await form.getByRole('textbox', { name: 'Name of the season' }).fill(SEASON);
  await monthDay(form, 'Season starts', start);
  await monthDay(form, 'Season ends', end);
  await form.getByRole('textbox', { name: 'Price for the season (NGN)' }).fill('240');
  await form.getByRole('textbox', { name: 'Price outside the season (NGN)' }).fill('4');
  await form.getByRole('button', { name: 'Save the new price' }).click();
  await expect(provider.getByText('The new price was saved.')).toBeVisible();
  const versions = await api<{ items: { id: number; card: { season?: { name: string } } }[] }>(provider, 'GET', `/operation/v1/cooling-units/${room.id}/rate-cards/?crop=okra`);
  const version = versions.body.items[0]!;
  expect(version.card.season?.name).toBe(SEASON);
  const applied = await api(provider, 'POST', `/operation/v1/rate-cards/${version.id}/apply/`, { confirm: true, lot_ids: [lotId] });
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  await providerContext.close();

  // ── the operator: the lot page, then the check-out with its breakdown ──
  await page.goto(`/produce-details?id=${lotId}`);
  const pricing = page.getByRole('region', { name: 'Storage price' });
  await expect(pricing.getByTestId('rate-card-summary')).toContainText(`${SEASON} (`);
  await shot(page, 'lot-page');
  await page.getByRole('main').getByRole('link', { name: 'Check out', exact: true }).click();
  await expect(page.getByText('Chosen: 1 crate')).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText(fee);
  const lines = page.getByRole('region', { name: 'Fee' });
  await lines.getByText('How this is priced').click();
  const breakdown = lines.getByRole('list', { name: 'Price for each quintal (100 kg)' });
  await expect(breakdown).toContainText(`${SEASON} ${year}`);
  await expect(breakdown).toContainText(`${inSeason.length} days in the season, one price`);
  await expect(breakdown).toContainText(`Outside the season: ${outside} days`);
  await expect(breakdown).toContainText(`${outside} × ₦4.00 a day`);
  await expect(lines.getByTestId('example-fee')).toHaveText(`This crate: ${naira(unitKobo)} × 0.5 = ${fee}`);
  await shot(page, 'check-out-breakdown');
  // Compact on the phone: the breakdown fits the screen's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole('button', { name: `Check out · ${fee}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  const code = (await page.getByTestId('movement-code').textContent())!.trim();
  await page.keyboard.press('Escape');
  const done = page.getByTestId(`lot-pricing-${lotId}`);
  await done.getByText('How this is priced').click();
  await expect(done).toContainText(`Outside the season: ${outside} days`);
  await expect(done).toContainText(`${SEASON} ${year}`);
  await shot(page, 'check-out-done');

  // The receipt prints the card in words and the crate worked out.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download receipt (PDF)' }).click()]);
  expect(download.suggestedFilename()).toBe(`receipt-${code}.pdf`);
  const text = pdfText((await download.path())!).replace(/\s+/g, ' ');
  expect(readFileSync((await download.path())!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(text).toContain(`${SEASON} season ${year} (${inSeason.length} days)`);
  expect(text).toContain(`outside the season (${outside} days)`);
  expect(text).toContain(fee);
});
