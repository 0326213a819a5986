import { expect, type Page } from '@playwright/test';
import { crc32, deflateSync } from 'node:zlib';

/** A Nigerian mobile number no demo user has (+234 803 then 7 digits). */
export function freshPhone(): string {
  return `+234803${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small square PNG logo in one colour, made here so the test needs no file on disk. */
export function squarePng(size = 64, rgb: [number, number, number] = [11, 114, 133]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3).fill(Buffer.from(rgb))]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

/** Logs out through the header's button and its confirmation popup. */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

/** The newest SMS to a phone, as a service provider reads it on the management page. */
export async function newestSmsTo(page: Page, phone: string): Promise<string> {
  await page.goto('/management');
  const message = page.getByTestId('sms-message').filter({ hasText: phone }).first();
  await expect(message).toBeVisible();
  return message.innerText();
}
