import { expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The server's log (playwright.config.ts writes it into the test data folder). With SMS_PROVIDER=outbox
 * one-time codes reach no phone and the outbox masks them: the server log, for whoever runs the server,
 * is the only place they show. Tests read them there, as a person running a demo would.
 */
export const SERVER_LOG = join(process.env.E2E_DATA_DIR ?? '', 'server.log');

/** Every one-time code logged for this phone, oldest first. */
export function codesLoggedFor(phone: string): string[] {
  let text = '';
  try {
    text = readFileSync(SERVER_LOG, 'utf8');
  } catch {
    return [];
  }
  const codes: string[] = [];
  for (const line of text.split('\n')) {
    if (!line.includes('"code"')) continue;
    try {
      const entry = JSON.parse(line) as { to?: string; code?: string };
      if (entry.to === phone && entry.code) codes.push(entry.code);
    } catch {
      // Not a log line of ours.
    }
  }
  return codes;
}

/** Waits for a code newer than the `known` ones and answers it. */
export async function nextCodeFor(phone: string, known: number): Promise<string> {
  await expect.poll(() => codesLoggedFor(phone).length, { message: `a one-time code for ${phone} in the server log` }).toBeGreaterThan(known);
  return codesLoggedFor(phone).at(-1)!;
}
