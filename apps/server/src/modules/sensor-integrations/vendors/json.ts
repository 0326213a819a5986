import { assertPublicAddress } from './address';
import { numberFrom, timeFrom, VendorError, vendorJson } from './http';
import type { VendorClient, VendorContext, VendorItem } from './types';

/**
 * A generic JSON poller for any other vendor: a URL (`{device}` in it is replaced by the room's device
 * id), an optional header carrying the key, and the JSON paths of the list of readings and, inside each,
 * of the time, the temperature and the humidity (dot-separated: `data.items`, `values.0.t`).
 */
export function valueAt(document: unknown, path: string | null): unknown {
  if (path === null || path === '') return document;
  let current: unknown = document;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = Array.isArray(current) ? (/^[0-9]+$/.test(part) ? current[Number(part)] : undefined) : (current as Record<string, unknown>)[part];
  }
  return current;
}

function settingsOf(context: VendorContext) {
  if (!context.settings) throw new VendorError('malformed', 'The poller has no settings.');
  return context.settings;
}

async function fetchDocument(context: VendorContext, deviceId: string): Promise<unknown> {
  const settings = settingsOf(context);
  const url = settings.url.replaceAll('{device}', encodeURIComponent(deviceId));
  await assertPublicAddress(url, context.allowPrivate);
  const headers: Record<string, string> = settings.headerName && context.secret !== '' ? { [settings.headerName]: context.secret } : {};
  return vendorJson(url, { headers, timeoutMs: context.timeoutMs, guard: !context.allowPrivate });
}

function itemsOf(context: VendorContext, document: unknown): unknown[] {
  const found = valueAt(document, settingsOf(context).itemsPath);
  if (Array.isArray(found)) return found;
  if (found && typeof found === 'object') return [found];
  throw new VendorError('malformed', 'No readings at the list path.');
}

const fahrenheitToC = (f: number) => Math.round(((f - 32) * 5 / 9) * 100) / 100;

export const jsonPoller: VendorClient = {
  async check(context) {
    // An address with {device} in it is checked when a room's device is picked.
    if (settingsOf(context).url.includes('{device}')) return;
    itemsOf(context, await fetchDocument(context, ''));
  },
  async devices() {
    return [];
  },
  async readings(context, deviceId): Promise<VendorItem[]> {
    const settings = settingsOf(context);
    return itemsOf(context, await fetchDocument(context, deviceId)).map((item): VendorItem => {
      const measuredAt = timeFrom(valueAt(item, settings.timePath));
      const raw = numberFrom(valueAt(item, settings.temperaturePath));
      if (!measuredAt) return { problem: `${settings.timePath} is not a time` };
      if (raw === null) return { problem: `${settings.temperaturePath} is not a number` };
      const humidity = settings.humidityPath ? numberFrom(valueAt(item, settings.humidityPath)) : null;
      return { measuredAt, temperatureC: settings.unit === 'F' ? fahrenheitToC(raw) : raw, humidityPct: humidity };
    });
  },
};
