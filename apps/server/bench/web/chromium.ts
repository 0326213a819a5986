import { execSync } from 'node:child_process';

/** Chromium's switches for the benchmark: no sandbox (root), no GPU, nothing of its own on the network. */
export const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/** Debian's Chromium (or CHROMIUM_PATH); Playwright never downloads a browser of its own here. */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/sh' }).toString().trim();
}
