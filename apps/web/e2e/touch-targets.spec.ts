import { expect, test, type Page } from '@playwright/test';
import { DEMO, logIn } from './support/login';

// Issue 16: on a 360 px phone, everything an operator taps during check-in and check-out is at least
// 44 × 44 CSS px, and no two targets come closer than 8 px, so a gloved tap does not hit the neighbour.
// A checkbox, radio or chip counts with its label, which takes the tap too. Targets are compared within
// their layer: the page, the fixed bars (header and bottom bar, whose tabs share edges but are 64 px tall
// and over 70 px wide: they only must not overlap), and passing toasts, which float over the header.

const MIN_SIZE = 44;
const MIN_GAP = 8;

type Layer = 'page' | 'bars' | 'toasts';

interface Target {
  name: string;
  layer: Layer;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The tap targets on screen now: their boxes (with their labels for checkable inputs) and a short name. */
async function tapTargets(page: Page): Promise<Target[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="checkbox"], [role="radio"], [role="switch"]';
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none' && (element as HTMLElement).offsetParent !== null;
    };
    const targets: Target[] = [];
    for (const element of document.querySelectorAll(selector)) {
      // aria-hidden hides a control from screen readers, not from a finger (Mantine's number steppers are
      // aria-hidden buttons): only what cannot be tapped at all is left out.
      if (element.closest('[inert]') || getComputedStyle(element).pointerEvents === 'none' || (element as HTMLInputElement).disabled) continue;
      const boxes: DOMRect[] = [];
      const own = element.getBoundingClientRect();
      if (shown(element) && own.width > 1 && own.height > 1) boxes.push(own);
      // Checkable inputs are often drawn small or hidden: their labels take the tap.
      if (element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)) {
        for (const label of element.labels ?? []) if (shown(label)) boxes.push(label.getBoundingClientRect());
      }
      if (boxes.length === 0) continue;
      // The start's toast given by the login form before the app (boot/login.js) passes like the app's.
      const layer: Layer = element.closest('.mantine-Notifications-root, #boot-login-toast')
        ? 'toasts'
        : element.closest('.mantine-AppShell-header, .mantine-AppShell-footer, .mantine-AppShell-navbar')
          ? 'bars'
          : 'page';
      const scroll = layer === 'page' ? window.scrollY : 0;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim() || (element as HTMLInputElement).labels?.[0]?.textContent?.trim() || element.tagName;
      // Mantine's class names the kind of control when it has no words of its own (an icon button).
      const kind = [...element.classList].find((c) => /^mantine-[A-Z]/.test(c)) ?? '';
      targets.push({
        name: `${element.tagName.toLowerCase()}${kind ? `.${kind}` : ''} "${name.slice(0, 40)}"`,
        layer,
        left: Math.min(...boxes.map((box) => box.left)),
        top: Math.min(...boxes.map((box) => box.top)) + scroll,
        right: Math.max(...boxes.map((box) => box.right)),
        bottom: Math.max(...boxes.map((box) => box.bottom)) + scroll,
      });
    }
    return targets;
  });
}

function problems(targets: Target[]): string[] {
  const found: string[] = [];
  const round = (n: number) => Math.round(n * 10) / 10;
  for (const target of targets) {
    const width = target.right - target.left;
    const height = target.bottom - target.top;
    if (width < MIN_SIZE - 0.5 || height < MIN_SIZE - 0.5) found.push(`${target.name} is ${round(width)} × ${round(height)} px`);
  }
  const contains = (a: Target, b: Target) => a.left <= b.left && a.top <= b.top && a.right >= b.right && a.bottom >= b.bottom;
  for (let i = 0; i < targets.length; i++) {
    for (let j = i + 1; j < targets.length; j++) {
      const [a, b] = [targets[i]!, targets[j]!];
      // A target inside another (an input inside its label) is one place to tap.
      if (a.layer !== b.layer || contains(a, b) || contains(b, a)) continue;
      const gap = Math.max(b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom);
      const needed = a.layer === 'page' ? MIN_GAP : 0;
      if (gap < needed) found.push(`${a.name} and ${b.name} are ${round(gap)} px apart`);
    }
  }
  return found;
}

async function expectComfortableTargets(page: Page, where: string) {
  const targets = await tapTargets(page);
  expect(targets.length, `tap targets on ${where}`).toBeGreaterThan(10);
  const found = problems(targets);
  expect(found, `touch targets on ${where} at 360 px:\n${found.join('\n')}`).toEqual([]);
}

test.describe.configure({ mode: 'serial' });

test('check-in: every target an operator taps is at least 44 × 44 px and 8 px from the next', async ({ page }) => {
  await logIn(page, DEMO.operator);
  await page.goto('/check-in');
  await page.getByRole('combobox', { name: /^Farmer/ }).fill('Musa');
  await page.getByRole('option', { name: /^Musa Abubakar/ }).click();
  await page.getByRole('combobox', { name: /^Cold room/ }).click();
  await page.getByRole('option', { name: /^Dawanau Room A/ }).click();
  await page.getByRole('combobox', { name: /^Crop/ }).click();
  await page.getByRole('option', { name: /^Tomato$/ }).click();
  await page.getByRole('textbox', { name: 'Number of crates' }).fill('3');
  await expect(page.getByRole('textbox', { name: /^Weight of crate \d/ })).toHaveCount(3);
  await expectComfortableTargets(page, '/check-in');
});

test('check-out: every target an operator taps is at least 44 × 44 px and 8 px from the next', async ({ page }) => {
  await logIn(page, DEMO.operator);
  await page.getByRole('main').getByRole('link', { name: /^Tomato, check-in/ }).first().click();
  await page.getByRole('main').getByRole('link', { name: 'Check out', exact: true }).click();
  await expect(page).toHaveURL(/\/check-out\?room=\d+&lot=\d+$/);
  await expect(page.getByText(/^Chosen: \d+ crates?$/)).toBeVisible();
  // Taking part of a crate shows its switch and weight field too.
  await page.getByRole('switch', { name: 'Take only part of it' }).first().check();
  await expectComfortableTargets(page, '/check-out');
});
