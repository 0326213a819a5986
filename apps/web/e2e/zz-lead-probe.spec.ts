import { test } from '@playwright/test';
import { DEMO, logIn } from './support/login';
test('probe', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page, DEMO.farmer);
  await page.goto('/revenue-analysis');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  const wide = await page.evaluate(() => {
    const out: string[] = [`doc ${document.documentElement.scrollWidth}`];
    for (const el of Array.from(document.querySelectorAll('main *'))) {
      const r = (el as HTMLElement).getBoundingClientRect();
      if (r.right > 362 && (el as HTMLElement).offsetParent) out.push(`${el.tagName}.${(el as HTMLElement).className.toString().slice(0, 60)} w=${Math.round(r.width)} right=${Math.round(r.right)}`);
    }
    return out.slice(0, 15);
  });
  console.log(wide.join('\n'));
  await page.screenshot({ path: '/tmp/shots/probe.png' });
});
