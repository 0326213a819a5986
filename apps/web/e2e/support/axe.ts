import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** axe-core's engine, as a script evaluated in the page. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type WithAxe = { axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

/**
 * axe-core's results for the page as it is now. The engine (about 560 kB of script) is put into a document
 * once and stays there for the routes opened inside it, until the next full load. The wrapper used before
 * (@axe-core/playwright, legacy mode) evaluated it twice on every check: 0.9–1.3 s a page here, of which
 * the run itself is 0.2 s (measured in one run on the farmers' list). It also ran axe in every frame; the
 * app has none, and a frame appearing fails the check rather than go unchecked.
 */
export async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  if (page.frames().length > 1) throw new Error(`axe runs in the top document only; this page has ${page.frames().length - 1} frame(s)`);
  const loaded = await page.evaluate(() => typeof (window as WithAxe).axe?.run === 'function');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate((runOptions) => (window as WithAxe).axe!.run(document, runOptions), options);
}
