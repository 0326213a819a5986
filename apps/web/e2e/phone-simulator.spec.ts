import { expect, test, type Locator, type Page } from '@playwright/test';
import { join } from 'node:path';
import { runAxe } from './support/axe';
import { DEMO, logIn } from './support/login';

// Issue 27: the phone simulator at 360 px (docs/sms-and-ussd.md §6). The demo service provider opens it from
// the SMS outbox, plays the demo farmer who owes money, sends BAL and walks the USSD menu to "What I owe":
// both answer what the farmer's account page shows (the demo server keeps SMS in the outbox).

/** "₦58,235.00" → "NGN 58,235.00", as the SMS and USSD answers write an amount in English (GSM-7 has no ₦). */
const smsAmount = (shown: string) => `NGN ${shown.replace(/^[^\d]+/, '')}`;

const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1280, height: 1000 };

/** Screenshots at 360 and 1280 px when E2E_SHOTS_DIR names a folder (for a person to look at). */
async function shots(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  await page.setViewportSize({ width: 360, height: 1400 });
  await page.screenshot({ path: join(dir, `${name}-360.png`) });
  await page.setViewportSize(LAPTOP);
  await page.screenshot({ path: join(dir, `${name}-1280.png`) });
  await page.setViewportSize(PHONE);
}

/** WCAG 2.2 A/AA in a real browser (contrast, names): no serious or critical violation. */
async function accessible(page: Page) {
  const results = await runAxe(page, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] }, resultTypes: ['violations'] });
  const failing = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(failing.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

async function pickFarmer(page: Page, label: RegExp, name: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill('Musa');
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
}

/** Walks the USSD menu to "What I owe": the company first when the farmer has several (a line "N <company>"). */
async function walkToOwed(phone: Locator, company: string, dial: RegExp, send: RegExp, choice: RegExp) {
  await phone.getByRole('button', { name: dial }).click();
  const screen = phone.getByTestId('ussd-screen');
  const input = phone.getByRole('textbox', { name: choice });
  await expect(input).toBeVisible();
  const lines = (await screen.innerText()).split('\n').map((line) => line.trim());
  const pick = lines.map((line) => /^(\d+) (.+)$/.exec(line)).find((match) => match && match[2]!.length > 3 && company.startsWith(match[2]!.replace(/…$/, '')));
  if (pick) {
    await input.fill(pick[1]!);
    await phone.getByRole('button', { name: send }).click();
    await expect(screen).toContainText(/^4 /m);
  }
  await input.fill('2');
  await phone.getByRole('button', { name: send }).click();
  return screen;
}

test('the phone simulator at 360 px: BAL answers the balance, the USSD menu walks to "What I owe"', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, { type: DEMO.serviceProvider.type, username: DEMO.serviceProvider.username });
  await expect(page.getByRole('heading', { name: `Hello, ${DEMO.serviceProvider.firstName}!` })).toBeVisible({ timeout: 30_000 });

  // What the app shows the farmer owes the company (their account page), read, not assumed.
  await page.goto('/farmers');
  await page.getByRole('searchbox', { name: 'Search farmers' }).fill('Musa');
  await page.getByRole('link', { name: /Musa Abubakar/ }).first().click();
  const owed = page.getByTestId('owed-total');
  await expect(owed).toHaveText(/^₦[\d,]+\.\d{2}$/);
  const amount = smsAmount((await owed.textContent())!);
  expect(amount).not.toBe('NGN 0.00');

  // From the outbox to the simulator.
  await page.goto('/management');
  await page.getByRole('link', { name: "Try a farmer's phone" }).click();
  await expect(page).toHaveURL(/\/management\/phone-simulator$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Phone simulator' })).toBeVisible();
  await pickFarmer(page, /^Farmer whose phone to use/, 'Musa Abubakar');
  const phone = page.getByRole('region', { name: 'Phone of Musa Abubakar' });
  await expect(phone).toBeVisible();

  // SMS: BAL, answered with what the account page shows.
  await phone.getByRole('textbox', { name: 'Message' }).fill('BAL');
  await phone.getByRole('button', { name: 'Send' }).click();
  const reply = phone.getByTestId('sim-reply').last();
  await expect(reply).toContainText(`: you owe ${amount}.`, { timeout: 20_000 });
  // "<company>: you owe …": the service provider's company, named again on the USSD company pick.
  const company = /^(.+): you owe /m.exec(await reply.innerText())![1]!.trim();
  const target = await phone.getByRole('button', { name: 'Send' }).boundingBox();
  expect(target!.height).toBeGreaterThanOrEqual(44);
  await noSidewaysScroll(page);
  await accessible(page);
  await shots(page, 'simulator-sms-en');

  // USSD: dial, walk to "What I owe": the same amount.
  await phone.getByRole('tab', { name: 'USSD' }).click();
  const screen = await walkToOwed(phone, company, /^Dial$/, /^Send$/, /^Your choice/);
  await expect(screen).toContainText('What I owe');
  await expect(screen).toContainText(amount);
  await expect(screen).not.toContainText('CON');
  for (const name of ['SMS', 'USSD']) expect((await phone.getByRole('tab', { name }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await noSidewaysScroll(page);
  await accessible(page);
  await shots(page, 'simulator-ussd-en');
  // 0: back to the menu; 0 again: exit, and the session ends.
  await phone.getByRole('textbox', { name: /^Your choice/ }).fill('0');
  await phone.getByRole('button', { name: 'Send' }).click();
  await expect(screen).toContainText(/^4 /m);
  await phone.getByRole('textbox', { name: /^Your choice/ }).fill('0');
  await phone.getByRole('button', { name: 'Send' }).click();
  await expect(screen).toContainText('The session has ended.');
  await expect(phone.getByRole('button', { name: 'Dial again' })).toBeVisible();

  // The reply is in the outbox, as a gateway's answer would be.
  await page.goto('/management');
  await expect(page.getByTestId('sms-message').filter({ hasText: `you owe ${amount}.` }).first()).toBeVisible();

  if (!process.env.E2E_SHOTS_DIR) return;
  // The same in Hindi, for the person looking at the screenshots (the answers stay in the farmer's language).
  await page.evaluate(() => localStorage.setItem('coldroom.language', JSON.stringify('hi')));
  await page.goto('/management/phone-simulator');
  await expect(page.getByRole('heading', { level: 1, name: 'फ़ोन सिम्युलेटर' })).toBeVisible();
  await pickFarmer(page, /^किस किसान का फ़ोन/, 'Musa Abubakar');
  const hindiPhone = page.getByRole('region', { name: 'Musa Abubakar का फ़ोन' });
  await hindiPhone.getByRole('button', { name: 'STOCK' }).click();
  await hindiPhone.getByRole('button', { name: 'भेजें' }).click();
  await expect(hindiPhone.getByTestId('sim-reply').last()).toBeVisible({ timeout: 20_000 });
  await shots(page, 'simulator-sms-hi');
  await hindiPhone.getByRole('tab', { name: 'USSD' }).click();
  const hindiScreen = await walkToOwed(hindiPhone, company, /^डायल करें$/, /^भेजें$/, /^आपका विकल्प/);
  await expect(hindiScreen).toContainText(amount);
  await shots(page, 'simulator-ussd-hi');
  await page.evaluate(() => localStorage.setItem('coldroom.language', JSON.stringify('en')));
});
