import { numberFrom, timeFrom, VendorError, vendorJson, vendorSaid } from './http';
import type { VendorClient, VendorContext, VendorItem } from './types';

/**
 * Ubibot's platform API (its public documentation: "Generate Access Token", "Get Channels", "Get Channel
 * Feeds"). The account key buys a temporary token_id; channels are the devices; a channel's feed carries
 * field1 (temperature, °C) and field2 (humidity, %) on the WS1 sensors. Errors come as
 * `{"result":"error","errorCode":…,"desp":…}`, sometimes with HTTP 200.
 */
const FEED_RESULTS_MAX = 8000;

interface UbibotAnswer {
  result?: unknown;
  errorCode?: unknown;
}

function ok(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object') throw new VendorError('malformed', 'The answer is not an object.');
  const answer = body as UbibotAnswer & Record<string, unknown>;
  if (answer.result === 'error') {
    const code = String(answer.errorCode ?? '');
    const said = vendorSaid(body) || code || 'The vendor answered with an error.';
    if (/limit|too_many/i.test(code)) throw new VendorError('rate_limited', said);
    if (/not_found|no_channel/i.test(code)) throw new VendorError('unknown_device', said);
    throw new VendorError(/key|token|permission|login|auth|account/i.test(code) ? 'rejected' : 'vendor_error', said);
  }
  if (answer.result !== 'success') throw new VendorError('malformed', 'The answer has no result.');
  return answer;
}

/** Ubibot's time format for start/end (UTC asked with timezone=UTC). */
const ubibotTime = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');

async function tokenOf(context: VendorContext): Promise<string> {
  const url = `${context.baseUrl}/accounts/generate_access_token?account_key=${encodeURIComponent(context.secret)}&expire_in_seconds=600`;
  const body = ok(await vendorJson(url, { timeoutMs: context.timeoutMs }));
  if (typeof body.token_id !== 'string' || body.token_id === '') throw new VendorError('malformed', 'No token_id in the answer.');
  return body.token_id;
}

export const ubibot: VendorClient = {
  async check(context) {
    await tokenOf(context);
  },
  async devices(context) {
    const token = await tokenOf(context);
    const body = ok(await vendorJson(`${context.baseUrl}/channels?token_id=${encodeURIComponent(token)}`, { timeoutMs: context.timeoutMs }));
    if (!Array.isArray(body.channels)) throw new VendorError('malformed', 'No channels in the answer.');
    return body.channels.flatMap((channel: unknown) => {
      const record = channel as Record<string, unknown>;
      const id = record.channel_id;
      if (typeof id !== 'string' && typeof id !== 'number') return [];
      return [{ id: String(id), name: typeof record.name === 'string' ? record.name.slice(0, 120) : String(id) }];
    });
  },
  async readings(context, deviceId, since) {
    if (!/^[0-9]{1,20}$/.test(deviceId)) throw new VendorError('unknown_device', 'A Ubibot channel id is a number.');
    const token = await tokenOf(context);
    const query = new URLSearchParams({ token_id: token, start: ubibotTime(since), end: ubibotTime(context.now), timezone: 'UTC', results: String(FEED_RESULTS_MAX) });
    const body = ok(await vendorJson(`${context.baseUrl}/channels/${deviceId}/feeds.json?${query.toString()}`, { timeoutMs: context.timeoutMs }));
    if (!Array.isArray(body.feeds)) throw new VendorError('malformed', 'No feeds in the answer.');
    return (body.feeds as unknown[]).map((feed): VendorItem => {
      const record = (feed ?? {}) as Record<string, unknown>;
      const measuredAt = timeFrom(record.created_at);
      const temperatureC = numberFrom(record.field1);
      if (!measuredAt) return { problem: 'created_at is not a time' };
      if (temperatureC === null) return { problem: 'field1 (temperature) is not a number' };
      return { measuredAt, temperatureC, humidityPct: numberFrom(record.field2) };
    });
  },
};
