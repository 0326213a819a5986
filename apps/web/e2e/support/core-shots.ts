import type { Page } from '@playwright/test';
import { join } from 'node:path';

const PHONE = { width: 360, height: 740 };
// Tall windows rather than full-page captures, which repeat the fixed header and bottom bar mid-page.
const PHONE_SHOT = { width: 360, height: 1800 };
const LAPTOP = { width: 1280, height: 1100 };

/**
 * Screenshots for a person to look at, only when E2E_SHOTS_DIR names a folder: the page at 360 px and at
 * laptop width, and with `hindiToo` (pages that survive a reload) the same again in Hindi. `language` names
 * the language the page is in now.
 */
export async function takeShots(page: Page, name: string, hindiToo = false, language = 'en'): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  const shoot = async (suffix: string) => {
    await page.setViewportSize(PHONE_SHOT);
    await page.screenshot({ path: join(dir, `${name}-${suffix}-360.png`) });
    await page.setViewportSize(LAPTOP);
    await page.screenshot({ path: join(dir, `${name}-${suffix}-1280.png`) });
    await page.setViewportSize(PHONE);
  };
  await shoot(language);
  if (!hindiToo) return;
  const setLanguage = (language: string) => page.evaluate((value) => localStorage.setItem('coldroom.language', JSON.stringify(value)), language);
  await setLanguage('hi');
  await page.reload();
  await page.waitForLoadState('networkidle');
  await shoot('hi');
  await setLanguage('en');
  await page.reload();
  await page.waitForLoadState('networkidle');
}
