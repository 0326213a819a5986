import { releaseCodes } from './codes';
import { isUnsent, listOperations } from './queue';

/** What logging out leaves on the device: the user's unsent operations stay, to go when they log in again. */
export async function unsentAtLogout(userId: number): Promise<{ count: number; keepDeviceIds: Set<string> }> {
  try {
    const unsent = (await listOperations(userId)).filter(isUnsent);
    // Only movements hold codes; a queued reading or farmer does not keep a block alive.
    const keepDeviceIds = new Set(
      unsent
        .filter((operation) => operation.kind === 'check_in' || operation.kind === 'check_out')
        .map((operation) => String((operation.body.offline as { device_id?: string } | undefined)?.device_id)),
    );
    return { count: unsent.length, keepDeviceIds };
  } catch {
    return { count: 0, keepDeviceIds: new Set() };
  }
}

/** At logout: the unused codes lapse on the server (except a block a queued movement still needs) and are forgotten here. */
export function releaseAtLogout(userId: number, keepDeviceIds: ReadonlySet<string>): Promise<void> {
  return releaseCodes(userId, keepDeviceIds).catch((error: unknown) => console.warn('logout: codes not released', error));
}
