import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { DEMO, logIn } from './support/login';

// Issue 16: text at 200 % on a 360 px phone, as the phone's large-text setting does it (the root font size
// doubles: Mantine sizes text, inputs and spacing in rem), in English and Hindi. The main page, check-in
// and check-out neither scroll sideways nor clip text. With E2E_SHOTS_DIR set, each is photographed
// for a person to look at.

async function doubleTheText(page: Page) {
  await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
}

/** Sideways scrolling of the page, and elements whose text is cut off (wider than their box, which hides the rest). */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      // Name the innermost elements that reach past the right edge.
      const wide = [...document.querySelectorAll<HTMLElement>('body *')].filter(
        (element) => element.getBoundingClientRect().right > root.clientWidth + 1 && ![...element.children].some((child) => child.getBoundingClientRect().right > root.clientWidth + 1),
      );
      // An icon's drawing is named by the control it sits in.
      const named = (element: HTMLElement) => (element.closest('svg') ? (element.closest('button, a') as HTMLElement | null) ?? element : element);
      const names = wide.slice(0, 3).map(named).map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].find((c) => c.startsWith('mantine-')) ?? ''} "${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 30)}"`);
      found.push(`the page scrolls sideways: ${root.scrollWidth} px in ${root.clientWidth} px (${names.join(', ')})`);
    }
    for (const element of document.querySelectorAll<HTMLElement>('main *, header *, footer *')) {
      if (!element.offsetParent || element.closest('[aria-hidden="true"], .mantine-ScrollArea-viewport, .mantine-VisuallyHidden-root')) continue;
      const style = getComputedStyle(element);
      const hides = ['hidden', 'clip'].includes(style.overflowX);
      const hasText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
      if (hides && hasText && element.scrollWidth > element.clientWidth + 1) {
        found.push(`text cut off: "${element.textContent!.trim().slice(0, 40)}" (${element.scrollWidth} px in ${element.clientWidth} px)`);
      }
    }
    return found;
  });
}

async function check(page: Page, name: string, language: string, how: 'text' | 'zoom' = 'text') {
  if (how === 'text') await doubleTheText(page);
  await page.waitForTimeout(300);
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) await page.screenshot({ path: join(dir, `${how}-200-${name}-${language}.png`) });
  const found = await overflow(page);
  const what = how === 'text' ? 'text at 200 % at 360 px' : 'browser zoom at 200 % on a 360 px phone (180 CSS px)';
  expect(found, `${name} (${language}) with ${what}:\n${found.join('\n')}`).toEqual([]);
}

// Browser zoom at 200 % on a 360 px phone leaves a page 180 CSS px wide: the same pages must still fit.
test('browser zoom at 200 %: main page, check-in and check-out fit a 360 px phone', async ({ page }) => {
  await logIn(page, DEMO.operator);
  await page.setViewportSize({ width: 180, height: 370 });
  await page.reload();
  await page.waitForLoadState('networkidle');
  await check(page, 'main', 'en', 'zoom');
  await page.goto('/check-in');
  await page.waitForLoadState('networkidle');
  await check(page, 'check-in', 'en', 'zoom');
  await page.goto('/check-out');
  await page.waitForLoadState('networkidle');
  await check(page, 'check-out', 'en', 'zoom');
});

for (const language of ['en', 'hi']) {
  test(`text at 200 %: main page, check-in and check-out fit 360 px in ${language === 'en' ? 'English' : 'Hindi'}`, async ({ page }) => {
    await logIn(page, DEMO.operator);
    await page.evaluate((value) => localStorage.setItem('coldroom.language', JSON.stringify(value)), language);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.waitForLoadState('networkidle');
    await check(page, 'main', language);

    // Check-out of the first lot on the main page, with its crates chosen.
    const lot = await page.getByRole('main').locator('a[href^="/produce-details?id="]').first().getAttribute('href');
    await page.goto('/check-in');
    await page.waitForLoadState('networkidle');
    await check(page, 'check-in', language);

    await page.goto(lot!);
    await page.getByRole('main').locator('a[href^="/check-out?"]').first().click();
    await expect(page).toHaveURL(/\/check-out\?room=\d+&lot=\d+$/);
    await page.waitForLoadState('networkidle');
    await check(page, 'check-out', language);
  });
}
