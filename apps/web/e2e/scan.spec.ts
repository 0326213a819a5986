import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { savedQueryKeys } from './support/deviceStorage';
import { DEMO, logIn } from './support/login';

// Issue 28: camera scanning. Chromium's fake camera shows a crate label's QR code (a Y4M video written here
// from the demo lot's certificate link); check-out picks that lot's crates, online and with no network.
// Debian's Chromium has no BarcodeDetector on Linux, so this runs the WebAssembly reader (served by our server,
// fetched ahead for staff once the service worker is ready and kept by it: the offline scan below needs it).
const require = createRequire(import.meta.url);
const QRCode = require('qrcode') as { create: (text: string, options: object) => { modules: { size: number; data: Uint8Array } } };

const CAMERA_FILE = join(process.env.E2E_DATA_DIR ?? '.', 'scan-camera.y4m');
const WIDTH = 640;
const HEIGHT = 480;

/** A few frames of 4:2:0 Y4M: the QR code black on white in the middle (or a blank picture). */
function writeCamera(text: string | null) {
  const y = Buffer.alloc(WIDTH * HEIGHT, 235);
  if (text) {
    const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
    const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (size + 8));
    const left = Math.floor((WIDTH - size * scale) / 2);
    const top = Math.floor((HEIGHT - size * scale) / 2);
    for (let row = 0; row < size; row++)
      for (let col = 0; col < size; col++)
        if (data[row * size + col])
          for (let dy = 0; dy < scale; dy++) y.fill(16, (top + row * scale + dy) * WIDTH + left + col * scale, (top + row * scale + dy) * WIDTH + left + (col + 1) * scale);
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  writeFileSync(CAMERA_FILE, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F5:1 Ip A1:1 C420jpeg\n`), frame, frame, frame]));
}
// The browser is given the file when it starts; its picture is written once the lot is known.
writeCamera(null);

const chromiumPath = () => process.env.CHROMIUM_PATH ?? execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/sh' }).toString().trim();
test.use({
  serviceWorkers: 'allow',
  launchOptions: {
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run',
      '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${CAMERA_FILE}`,
    ],
  },
});

function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const token = (JSON.parse(localStorage.getItem('coldroom.token') ?? 'null') as { access: string } | null)?.access;
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    return (await response.json()) as T;
  }, `/api${path}`) as Promise<T>;
}

async function shot(page: Page, name: string) {
  const dir = process.env.SCAN_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: false });
}

test('a crate label scanned in check-out picks that crate, online and offline, and the sheet stays open for the next', async ({ page, context }) => {
  test.setTimeout(180_000);
  await logIn(page, DEMO.operator);
  const crates = await apiGet<{ items: { id: number; lot_id: number; farmer_id: number; lot_place: number }[] }>(page, '/storage/v1/crates/?page_size=500');
  const first = crates.items[0]!;
  const link = await apiGet<{ url: string }>(page, `/operation/v1/produce/${first.lot_id}/certificate/`);
  // The crate's own label: the lot's link and the crate's place in its lot.
  const label = `${link.url}/${first.lot_place}`;
  writeCamera(label);

  await page.goto('/check-out');
  await expect(page.getByRole('combobox', { name: /^Farmer/ })).toBeVisible();
  await expect.poll(() => savedQueryKeys(page), { timeout: 20_000 }).toMatch(/\["crates","room",\d+\]/);
  await page.evaluate(async () => navigator.serviceWorker.ready);

  await page.getByRole('main').getByRole('button', { name: 'Scan' }).click();
  const sheet = page.getByRole('dialog', { name: 'Scan a label' });
  await expect(sheet.getByLabel('Camera picture')).toBeVisible();
  await shot(page, 'scan-sheet-360');
  await expect(sheet.getByText('chosen. Scan the next crate, or close.')).toBeVisible({ timeout: 30_000 });
  await shot(page, 'scan-sheet-chosen-360');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Crates chosen from the scan: 1.' })).toBeVisible();
  await expect(page.getByText('Chosen: 1 crate')).toBeVisible();
  await shot(page, 'check-out-scanned-360');

  // A typed code that names nothing (the camera shows no label now): a clear message, nothing chosen or changed.
  writeCamera(null);
  await page.getByRole('main').getByRole('button', { name: 'Scan' }).click();
  await sheet.getByLabel(/Or type the code/).fill('NO-SUCH-TAG-9');
  await sheet.getByRole('button', { name: 'Open' }).click();
  await expect(sheet.getByText('This code is not known here.')).toBeVisible();
  await shot(page, 'scan-unknown-360');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page.getByText('Chosen: 1 crate')).toBeVisible();
  writeCamera(label);

  // No network: the page from the service worker, the lot found among the crates kept on the phone.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('combobox', { name: /^Farmer/ })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Scan' }).click();
  await expect(sheet.getByText('chosen. Scan the next crate, or close.')).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('status').filter({ hasText: 'Crates chosen from the scan: 1.' })).toBeVisible();
  await expect(page.getByText('Chosen: 1 crate')).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'check-out-scanned-offline-1280');
  await page.getByRole('main').getByRole('button', { name: 'Scan' }).click();
  await expect(sheet.getByLabel('Camera picture')).toBeVisible();
  await shot(page, 'scan-sheet-1280');
  await context.setOffline(false);
});

test('a crate label opened by any phone camera: the public certificate names the crate, in the phone’s language, with no toast', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await logIn(page, DEMO.operator);
  const crates = await apiGet<{ items: { lot_id: number; lot_place: number }[] }>(page, '/storage/v1/crates/?page_size=50');
  const first = crates.items[0]!;
  const link = await apiGet<{ url: string; token: string }>(page, `/operation/v1/produce/${first.lot_id}/certificate/`);
  const path = new URL(link.url).pathname;

  // A buyer's phone set to Hindi, never logged in here.
  const buyer = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'hi-IN', viewport: { width: 360, height: 780 }, serviceWorkers: 'block' });
  const phone = await buyer.newPage();
  await phone.goto(`${path}/${first.lot_place}`);
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('भंडारण प्रमाणपत्र');
  await expect(phone.getByTestId('certificate-crate')).toContainText(`क्रेट ${first.lot_place} /`);
  await expect(phone.getByTestId('certificate-code')).toBeVisible();
  await expect(phone.getByText(/You are online|आप ऑनलाइन हैं/)).toHaveCount(0);
  await shot(phone, 'certificate-crate-hi-360');
  // One changed character of the token: no certificate, nothing told about the lot.
  const changed = link.token.slice(0, -1) + (link.token.endsWith('A') ? 'B' : 'A');
  await phone.goto(`/c/${changed}/${first.lot_place}`);
  await expect(phone.getByTestId('certificate-missing')).toBeVisible();
  await buyer.close();
});
