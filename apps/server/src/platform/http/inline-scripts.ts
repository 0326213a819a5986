import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** An inline script: `<script>` with no src attribute, and its text. */
const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;

/**
 * The Content-Security-Policy sources ('sha256-…') of the inline scripts of the built web app's index.html
 * (the boot script, apps/web/build/bootScript.ts): those scripts run, and no other inline script does.
 * Read once at start; an index.html built later needs a restart, as every other file of a new build does.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const file = join(webDist, 'index.html');
  if (!existsSync(file)) return [];
  return inlineScriptHashesOf(readFileSync(file, 'utf8'));
}

export function inlineScriptHashesOf(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return hashes;
}
