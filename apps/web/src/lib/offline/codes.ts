import { OPERATION_PREFIX } from '@coldroom/contract';
import { del, get, update } from 'idb-keyval';
import { apiUrl } from '../api';
import { codesKey, offlineStore } from './db';
import { getDeviceId } from './deviceId';
import { requestHeaders, sendJson, type Send } from './http';

/**
 * The device's reserved movement codes (domain-rules §10), per user. A movement done offline takes one;
 * a code taken is gone from the store in the same transaction, so it is never handed out twice, even by
 * two tabs or after a reload. Each code keeps the device id it was reserved under: the spec's storage
 * wipe makes a new device id, and the old block's codes are still the old id's.
 */
export interface ReservedCode {
  code: string;
  deviceId: string;
  /** ms since epoch; a code is not handed out after it. */
  expiresAt: number;
}

/** Fewer unused codes than this, online: reserve another block. */
export const TOP_UP_BELOW = 20;
// A code about to lapse could lapse before the operation reaches the server: it is not handed out.
const MARGIN_MS = 24 * 60 * 60_000;

const usable = (now: number) => (code: ReservedCode) => code.expiresAt - MARGIN_MS > now;

export async function unusedCodes(userId: number, now: number = Date.now()): Promise<number> {
  const codes = (await get<ReservedCode[]>(codesKey(userId), offlineStore())) ?? [];
  return codes.filter(usable(now)).length;
}

/** Takes one code for an offline movement, or null when none is left (the form says: connect once). */
export async function takeCode(userId: number, now: number = Date.now()): Promise<ReservedCode | null> {
  let taken: ReservedCode | null = null;
  await update<ReservedCode[]>(
    codesKey(userId),
    (stored) => {
      const codes = (stored ?? []).filter(usable(now));
      taken = codes.shift() ?? null;
      return codes;
    },
    offlineStore(),
  );
  return taken;
}

interface DeviceCodes {
  device_id: string;
  codes: string[];
  expires_at: string;
}

let toppingUp: Promise<boolean> | null = null;

/**
 * Drops lapsed codes and, when fewer than TOP_UP_BELOW are left, reserves a block of 50 more
 * (POST /operation/v1/device-codes/). Answers whether a block was added; failures wait for the next round.
 */
export function topUpCodes(userId: number, send: Send = sendJson, now: () => number = Date.now): Promise<boolean> {
  toppingUp ??= reserve(userId, send, now).finally(() => {
    toppingUp = null;
  });
  return toppingUp;
}

async function reserve(userId: number, send: Send, now: () => number): Promise<boolean> {
  if ((await unusedCodes(userId, now())) >= TOP_UP_BELOW) return false;
  const deviceId = getDeviceId();
  const outcome = await send({ method: 'POST', path: `${OPERATION_PREFIX}/device-codes/`, body: { device_id: deviceId } });
  if (!outcome.ok) return false;
  const block = outcome.body as DeviceCodes;
  const expiresAt = Date.parse(block.expires_at);
  if (!Array.isArray(block.codes) || !Number.isFinite(expiresAt)) return false;
  await update<ReservedCode[]>(
    codesKey(userId),
    (stored) => {
      const kept = (stored ?? []).filter(usable(now()));
      const known = new Set(kept.map((code) => code.code));
      const added = block.codes.filter((code) => !known.has(code)).map((code) => ({ code, deviceId: block.device_id || deviceId, expiresAt }));
      return [...kept, ...added];
    },
    offlineStore(),
  );
  return true;
}

/**
 * At logout: tells the server the unused codes lapse (DELETE /operation/v1/device-codes/{device_id}/) and
 * forgets them. Device ids that a queued movement's code still belongs to are not released: those codes
 * are unused for the server until the queue reaches it, and releasing them would get the movement refused.
 * The headers are read before anything is awaited: the logout that follows removes the token.
 */
export async function releaseCodes(userId: number, keepDeviceIds: ReadonlySet<string> = new Set(), send: Send = sendJson): Promise<void> {
  const headers = Object.fromEntries(requestHeaders(apiUrl(`${OPERATION_PREFIX}/device-codes/`), 'DELETE'));
  // Only the ids a block is held under: a device whose codes were all used holds nothing to release.
  const deviceIds = new Set(((await get<ReservedCode[]>(codesKey(userId), offlineStore())) ?? []).map((code) => code.deviceId));
  await del(codesKey(userId), offlineStore());
  await Promise.all(
    [...deviceIds]
      .filter((deviceId) => !keepDeviceIds.has(deviceId))
      .map((deviceId) => send({ method: 'DELETE', path: `${OPERATION_PREFIX}/device-codes/${encodeURIComponent(deviceId)}/`, headers }).catch(() => undefined)),
  );
}
