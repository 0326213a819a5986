import { expect, test } from '@playwright/test';
import { DEMO, logIn } from './support/login';

// The demo data leaves the demo company's check-outs of the last 21 days without a market survey.
test('an operator fills the market survey of a recent check-out and the history stops marking it', async ({ page }) => {
  await logIn(page, DEMO.operator);
  await page.goto('/management/movements');
  const pendingCard = page.locator('[aria-label^="Movement "]').filter({ hasText: 'Survey pending' }).first();
  await expect(pendingCard).toBeVisible();
  const label = (await pendingCard.getAttribute('aria-label'))!;
  await pendingCard.getByRole('link', { name: 'Fill in the market survey' }).click();
  await expect(page).toHaveURL(/\/market-survey\?check_out=\d+/);
  await expect(page.getByText(label.replace('Movement ', ''), { exact: true })).toBeVisible();

  const forms = page.locator('[aria-label^="Market survey for "]');
  await expect(forms.first()).toBeVisible();
  // A form names what is missing before anything is sent.
  await forms.first().getByRole('button', { name: 'Send the survey' }).click();
  await expect(forms.first().getByText('Please fill this in.').first()).toBeVisible();

  // Fill every crop still open (each form disappears once answered).
  while ((await forms.count()) > 0) {
    const form = forms.first();
    await form.getByLabel('Where was it sold?').click();
    await page.getByRole('option', { name: 'At the local market' }).click();
    await form.getByLabel('Weight of one unit').fill('25');
    await form.getByLabel('Selling price per unit').fill('4500');
    await form.getByLabel('Lost').fill('1');
    await form.getByLabel('Reason for the loss').click();
    await page.getByRole('option', { name: 'Rotting' }).click();
    const before = await forms.count();
    await form.getByRole('button', { name: 'Send the survey' }).click();
    await expect(forms).toHaveCount(before - 1);
  }
  await expect(page.getByText('Answered').first()).toBeVisible();
  await expect(page.getByText('₦4,500.00', { exact: false }).first()).toBeVisible();

  await page.goto('/management/movements');
  const card = page.getByLabel(label, { exact: true });
  await expect(card).toBeVisible();
  await expect(card).not.toContainText('Survey pending');
});

// The demo farmer already answered the baseline survey (tomatoes: 1,200 kg a season sold below market).
// Only that part changes here, so the "before" figures of the analysis stay as the demo data says.
test('the demo farmer edits their baseline survey and finds it kept after a reload', async ({ page }) => {
  await logIn(page, DEMO.farmer);
  await page.goto('/farmer-survey');
  const tomatoes = page.getByLabel('Crop 1', { exact: true });
  const belowMarket = tomatoes.getByLabel('Sold below market price per season');
  await expect(belowMarket).toHaveValue('1200');
  await expect(page.getByRole('combobox', { name: /^Currency/ })).toHaveValue(/^NGN/);
  await belowMarket.fill('1150.5');
  await page.getByRole('button', { name: 'Save the survey' }).click();
  await expect(page.getByText('Survey saved')).toBeVisible();

  await page.reload();
  await expect(page.getByText(/^Last saved .* by Musa /)).toBeVisible();
  await expect(page.getByLabel('Crop 1', { exact: true }).getByLabel('Sold below market price per season')).toHaveValue('1150.5');
});
