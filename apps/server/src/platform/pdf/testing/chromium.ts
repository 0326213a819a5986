import { execSync } from 'node:child_process';
import { chromium, type Browser } from 'playwright-core';
import type { GrayImage } from './pixels';

/** Debian's Chromium (CHROMIUM_PATH overrides), as the end-to-end tests use it; null when absent. */
export function chromiumPath(): string | null {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/sh', encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
}

export interface Sample {
  text: string;
  /** Font file bytes (TTF or WOFF), loaded as a web font; several: a font stack, each character from the first that has it. */
  font: Buffer | readonly Buffer[];
  px: number;
}

/** Runs in the page (plain JavaScript: the server's type check has no DOM types). */
const DRAW_SAMPLES = `async (items) => {
  const out = [];
  for (const [i, item] of items.entries()) {
    const families = [];
    for (const [j, font] of item.fonts.entries()) {
      const bytes = Uint8Array.from(atob(font), (c) => c.charCodeAt(0));
      const face = new FontFace('specimen' + i + '_' + j, bytes.buffer);
      await face.load();
      document.fonts.add(face);
      families.push('specimen' + i + '_' + j);
    }
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    context.font = item.px + 'px ' + families.join(', ');
    canvas.width = Math.ceil(context.measureText(item.text).width + item.px);
    canvas.height = Math.ceil(item.px * 2);
    context.fillStyle = 'white';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = 'black';
    context.font = item.px + 'px ' + families.join(', ');
    context.fillText(item.text, item.px / 2, item.px * 1.3);
    const rgba = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const data = [];
    for (let p = 0; p < rgba.length; p += 4) data.push(rgba[p]);
    out.push({ width: canvas.width, height: canvas.height, data });
  }
  return out;
}`;

/**
 * Draws each text on a canvas in a blank page with the given font, and returns the pixels in grey.
 * Chromium shapes with HarfBuzz: an independent reference for what fontkit does in the PDF.
 */
export async function drawInChromium(browser: Browser, samples: readonly Sample[]): Promise<GrayImage[]> {
  const page = await browser.newPage();
  try {
    await page.setContent('<!doctype html><meta charset="utf-8"><body></body>');
    const input = samples.map((sample) => ({
      text: sample.text,
      px: sample.px,
      fonts: (Buffer.isBuffer(sample.font) ? [sample.font] : (sample.font as readonly Buffer[])).map((font) => font.toString('base64')),
    }));
    const images = (await page.evaluate(`(${DRAW_SAMPLES})(${JSON.stringify(input)})`)) as { width: number; height: number; data: number[] }[];
    return images.map((image) => ({ width: image.width, height: image.height, data: Uint8Array.from(image.data) }));
  } finally {
    await page.close();
  }
}
