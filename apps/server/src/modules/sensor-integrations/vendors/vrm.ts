import { numberFrom, VendorError, vendorJson } from './http';
import type { VendorClient, VendorContext, VendorItem } from './types';

/**
 * Victron VRM API v2 (its public documentation): an access token in `X-Authorization: Token …`;
 * `GET /users/me` checks it; `GET /users/{idUser}/installations` lists the sites; the widget
 * `GET /installations/{idSite}/widgets/TempSummaryAndGraph?instance=N` answers a temperature sensor's
 * latest values in `records.data`, each attribute with its `code` (tsT temperature; tsH humidity when the
 * sensor has it), `valueFloat` or `value`, `secondsAgo` and `isValid`. A device here is `idSite:instance`.
 */
const auth = (context: VendorContext) => ({ 'x-authorization': `Token ${context.secret}` });

function records(body: unknown): unknown {
  if (!body || typeof body !== 'object') throw new VendorError('malformed', 'The answer is not an object.');
  const answer = body as Record<string, unknown>;
  if (answer.success !== true) throw new VendorError('vendor_error', typeof answer.errors === 'string' ? answer.errors.slice(0, 200) : 'The vendor answered success: false.');
  return answer.records;
}

async function userId(context: VendorContext): Promise<number> {
  const body = await vendorJson(`${context.baseUrl}/users/me`, { headers: auth(context), timeoutMs: context.timeoutMs });
  const user = (body as { success?: unknown; user?: { id?: unknown } } | null)?.user;
  if ((body as { success?: unknown } | null)?.success !== true || typeof user?.id !== 'number') throw new VendorError('malformed', 'No user in the answer.');
  return user.id;
}

/** `1234:20` → site 1234, instance 20; `1234` → instance 0. */
export function vrmDevice(deviceId: string): { site: string; instance: number } {
  const match = /^([0-9]{1,12})(?::([0-9]{1,3}))?$/.exec(deviceId);
  if (!match) throw new VendorError('unknown_device', 'A VRM device is the installation id and the sensor instance, like 123456:20.');
  return { site: match[1]!, instance: Number(match[2] ?? 0) };
}

function attribute(data: Record<string, unknown>, code: string): Record<string, unknown> | null {
  for (const value of Object.values(data)) {
    if (value && typeof value === 'object' && (value as { code?: unknown }).code === code) return value as Record<string, unknown>;
  }
  return null;
}

export const vrm: VendorClient = {
  async check(context) {
    await userId(context);
  },
  async devices(context) {
    const id = await userId(context);
    const list = records(await vendorJson(`${context.baseUrl}/users/${id}/installations`, { headers: auth(context), timeoutMs: context.timeoutMs }));
    if (!Array.isArray(list)) throw new VendorError('malformed', 'No installations in the answer.');
    return list.flatMap((site: unknown) => {
      const record = site as Record<string, unknown>;
      if (typeof record.idSite !== 'number') return [];
      return [{ id: String(record.idSite), name: typeof record.name === 'string' ? record.name.slice(0, 120) : String(record.idSite) }];
    });
  },
  async readings(context, deviceId): Promise<VendorItem[]> {
    const { site, instance } = vrmDevice(deviceId);
    const url = `${context.baseUrl}/installations/${site}/widgets/TempSummaryAndGraph?instance=${instance}`;
    const found = records(await vendorJson(url, { headers: auth(context), timeoutMs: context.timeoutMs }));
    const data = (found as { data?: unknown } | null)?.data;
    if (!data || typeof data !== 'object') throw new VendorError('malformed', 'No data in the answer.');
    const temperature = attribute(data as Record<string, unknown>, 'tsT');
    // A site without this sensor instance answers only hasOldData/secondsAgo: nothing to read.
    if (!temperature) return [];
    if (temperature.isValid === 0) return [{ problem: 'the vendor marks the temperature as not valid' }];
    const value = numberFrom(temperature.valueFloat) ?? numberFrom(temperature.value);
    const secondsAgo = numberFrom(temperature.secondsAgo);
    if (value === null) return [{ problem: 'the temperature (tsT) is not a number' }];
    if (secondsAgo === null || secondsAgo < 0) return [{ problem: 'secondsAgo is not a number' }];
    const humidity = attribute(data as Record<string, unknown>, 'tsH');
    // The widget says how long ago the value was logged; whole minutes keep two polls of one log equal.
    const measuredAt = new Date(Math.floor((context.now.getTime() - secondsAgo * 1000) / 60_000) * 60_000);
    return [{ measuredAt, temperatureC: value, humidityPct: humidity ? (numberFrom(humidity.valueFloat) ?? numberFrom(humidity.value)) : null }];
  },
};
