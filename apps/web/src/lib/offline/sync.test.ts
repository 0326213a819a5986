import 'fake-indexeddb/auto';
import { clearOffline, stubServer } from '../../test/offline';
import { actAs } from '../../test/sessions';
import { syncSession } from '../session';
import { readItem, STORAGE_KEYS, writeItem } from '../storage';
import { FIRST_DELAY_MS } from './backoff';
import { topUpCodes } from './codes';
import { getSyncSnapshot, subscribeSync, syncNow } from './controller';
import { enqueue } from './enqueue';
import { listOperations } from './queue';
import { ref } from './refs';
import { syncRound } from './sync';

const CHECK_INS = '/operation/v1/check-ins/';
const CHECK_OUTS = '/operation/v1/check-outs/';
const FARMERS = '/user/v1/farmers/';
const READINGS = '/storage/v1/cooling-units/4/readings/';
const USER = 1;

const farmer = () => enqueue({ kind: 'farmer', path: FARMERS, body: { user: { first_name: 'Ama', last_name: 'Boateng', phone: '+233200000001' } }, summary: { farmer: 'Ama Boateng' } });
const reading = () => enqueue({ kind: 'reading', path: READINGS, body: { temperature_c: 4 }, summary: { room: 'Room A' } });
const checkIn = (farmerId: unknown = 3) =>
  enqueue({ kind: 'check_in', path: CHECK_INS, body: { farmer_id: farmerId, cooling_unit_id: 4, lots: [{ crop_id: 'tomato', crates: [{ weight_kg: 20 }, { weight_kg: 22 }] }] }, summary: { farmer: 'Ama Boateng', crop: 'tomato', crates: 2 } });
const checkInAnswer = { id: 70, lots: [{ id: 71, crates: [{ id: 501 }, { id: 502 }] }] };
const refusal = (status: number, code: string, details?: Record<string, unknown>) => ({ status, body: { error: { code, message: code, ...(details ? { details } : {}) } } });

async function withCodes() {
  stubServer(() => ({ status: 500 }));
  await topUpCodes(USER);
}

function becomeUser(id: number) {
  writeItem(STORAGE_KEYS.user, { ...readItem<Record<string, unknown>>(STORAGE_KEYS.user), id });
  syncSession();
}

beforeEach(async () => {
  await clearOffline();
  actAs('Operator');
  await withCodes();
});

describe('the offline queue', () => {
  it('asked while a round runs, one more round follows it, so a change the running round passed over still goes out', async () => {
    const operation = await checkIn();
    const { sent } = stubServer(() => ({ status: 201, body: checkInAnswer }));
    let rounds = 0;
    let syncing = false;
    const stop = subscribeSync(() => {
      const now = getSyncSnapshot().syncing;
      if (now && !syncing) rounds += 1;
      syncing = now;
    });
    try {
      const first = syncNow();
      const second = syncNow();
      const third = syncNow();
      expect(third).toBe(second);
      expect(await first).toEqual({ result: 'done', reached: true });
      expect(await second).toEqual({ result: 'done', reached: false });
      expect(rounds).toBe(2);
      expect(sent.map((call) => call.key)).toEqual([operation.id]);
    } finally {
      stop();
    }
  });

  it('a round with nothing to send proves nothing about the network (the header keeps what the app found)', async () => {
    stubServer(() => ({ status: 201, body: {} }));
    expect(await syncRound(USER)).toEqual({ result: 'done', reached: false });
  });

  it('sends in the order done, each with its own id as Idempotency-Key and its offline block', async () => {
    const first = await reading();
    const second = await checkIn();
    const third = await farmer();
    const { sent } = stubServer(() => ({ status: 201, body: { id: 9 } }));
    expect(await syncRound(USER)).toEqual({ result: 'done', reached: true });
    expect(sent.map((call) => call.path)).toEqual([READINGS, CHECK_INS, FARMERS]);
    expect(sent.map((call) => call.key)).toEqual([first.id, second.id, third.id]);
    const offline = sent[1]!.body.offline as Record<string, unknown>;
    expect(offline.code).toBe(second.code);
    expect(offline.done_at).toBe(second.doneAt);
    expect(String(offline.device_id)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(sent[0]!.body.offline).not.toHaveProperty('code');
    expect((await listOperations(USER)).every((operation) => operation.state === 'sent')).toBe(true);
  });

  it('is still there after a reload (a fresh module reads it back from IndexedDB)', async () => {
    const { id } = await checkIn();
    vi.resetModules();
    const fresh = await import('./queue');
    const operations = await fresh.listOperations(USER);
    expect(operations.map((operation) => [operation.id, operation.kind, operation.state])).toEqual([[id, 'check_in', 'waiting']]);
  });

  it('waits after a network failure, longer each time, and sends once the wait is over', async () => {
    await reading();
    let calls = 0;
    stubServer(() => {
      calls += 1;
      if (calls <= 2) throw new TypeError('Failed to fetch');
      return { status: 201, body: { id: 1 } };
    });
    const random = () => 0;
    const t0 = 1_000_000;
    expect(await syncRound(USER, { now: () => t0, random })).toEqual({ result: 'offline', retryAt: t0 + FIRST_DELAY_MS, reached: false });
    // Before the wait is over nothing is sent (a periodic round); then the second failure doubles the wait.
    expect(await syncRound(USER, { now: () => t0 + 1_000, random })).toEqual({ result: 'not_now', retryAt: t0 + FIRST_DELAY_MS });
    expect(calls).toBe(1);
    expect(await syncRound(USER, { now: () => t0 + FIRST_DELAY_MS, random })).toEqual({ result: 'offline', retryAt: t0 + 3 * FIRST_DELAY_MS, reached: false });
    const [waiting] = await listOperations(USER);
    expect([waiting!.state, waiting!.attempts]).toEqual(['waiting', 2]);
    expect(await syncRound(USER, { now: () => t0 + 3 * FIRST_DELAY_MS, random })).toEqual({ result: 'done', reached: true });
    expect((await listOperations(USER))[0]!.state).toBe('sent');
  });

  it('treats 5xx and 429 as the network: the round stops and the operation after it waits too', async () => {
    await reading();
    await farmer();
    const { sent } = stubServer(() => ({ status: 503 }));
    expect((await syncRound(USER)).result).toBe('offline');
    expect(sent).toHaveLength(1);
    expect((await listOperations(USER)).map((operation) => operation.state)).toEqual(['waiting', 'waiting']);
  });

  it('keeps a refusal for the operator and goes on with independent operations', async () => {
    const refused = await checkIn();
    await reading();
    const { sent } = stubServer((url) => (url.includes(CHECK_INS) ? refusal(409, 'already_checked_out', { code: 'ABC123' }) : { status: 201, body: { id: 1 } }));
    expect((await syncRound(USER)).result).toBe('done');
    expect(sent.map((call) => call.path)).toEqual([CHECK_INS, READINGS]);
    const [first, second] = await listOperations(USER);
    expect(first).toMatchObject({ id: refused.id, state: 'refused', refusal: { status: 409, code: 'already_checked_out', details: { code: 'ABC123' } } });
    expect(second!.state).toBe('sent');
  });

  it('blocks the check-in of a farmer registered offline with it, then sends it with the new farmer’s id', async () => {
    const newFarmer = await farmer();
    const stock = await checkIn(ref(newFarmer.id, 'id'));
    let farmerAnswer: { status: number; body: unknown } = refusal(422, 'invalid_input');
    const { sent } = stubServer((url) => (url.includes(FARMERS) ? farmerAnswer : { status: 201, body: checkInAnswer }));
    await syncRound(USER);
    expect(sent.map((call) => call.path)).toEqual([FARMERS]);
    expect((await listOperations(USER)).map((operation) => operation.state)).toEqual(['refused', 'blocked']);

    const { resendOperation } = await import('./queue');
    await resendOperation(USER, newFarmer.id);
    expect((await listOperations(USER)).map((operation) => operation.state)).toEqual(['waiting', 'waiting']);
    farmerAnswer = { status: 200, body: { id: 42, matched_existing: true } };
    await syncRound(USER);
    expect(sent.map((call) => call.path)).toEqual([FARMERS, FARMERS, CHECK_INS]);
    expect(sent[2]!.body.farmer_id).toBe(42);
    expect(sent[2]!.key).toBe(stock.id);
  });

  it('sends a check-out of a queued check-in’s crates with the crate ids of the check-in’s answer', async () => {
    const stock = await checkIn();
    await enqueue({
      kind: 'check_out',
      path: CHECK_OUTS,
      body: { cooling_unit_id: 4, farmer_id: 3, lines: [{ crate_id: ref(stock.id, 'lots.0.crates.1.id') }], payment_method: 'cash', paid: true },
      summary: { farmer: 'Ama Boateng', crates: 1 },
      expectedTotalMinor: 1_150,
    });
    const { sent } = stubServer(() => ({ status: 201, body: checkInAnswer }));
    await syncRound(USER);
    expect(sent.map((call) => call.path)).toEqual([CHECK_INS, CHECK_OUTS]);
    expect(sent[1]!.body.lines).toEqual([{ crate_id: 502 }]);
    expect((sent[1]!.body.offline as Record<string, unknown>).expected_total_minor).toBe(1_150);
  });

  it('blocks a check-out of a refused check-in’s crates, at any depth, and never sends it', async () => {
    const newFarmer = await farmer();
    const stock = await checkIn(ref(newFarmer.id, 'id'));
    await enqueue({ kind: 'check_out', path: CHECK_OUTS, body: { lines: [{ crate_id: ref(stock.id, 'lots.0.crates.0.id') }] }, summary: {}, expectedTotalMinor: 100 });
    await reading();
    const { sent } = stubServer((url) => (url.includes(FARMERS) ? refusal(403, 'not_assigned') : { status: 201, body: { id: 1 } }));
    await syncRound(USER);
    expect(sent.map((call) => call.path)).toEqual([FARMERS, READINGS]);
    expect((await listOperations(USER)).map((operation) => operation.state)).toEqual(['refused', 'blocked', 'blocked', 'sent']);
  });

  it('stops at 401 once the session cannot be renewed, and keeps every operation', async () => {
    await reading();
    await farmer();
    const { sent } = stubServer((url) => (url.includes('/token/refresh/') ? refusal(401, 'token_not_valid') : refusal(401, 'not_authenticated')));
    expect((await syncRound(USER)).result).toBe('session_over');
    expect(sent.filter((call) => !call.path.includes('/token/')).map((call) => call.path)).toEqual([READINGS]);
    expect((await listOperations(USER)).map((operation) => [operation.state, operation.attempts])).toEqual([
      ['waiting', 0],
      ['waiting', 0],
    ]);
  });

  it('belongs to its user: another user on the device neither sees nor sends it', async () => {
    await reading();
    becomeUser(2);
    expect(await listOperations(2)).toEqual([]);
    const { sent } = stubServer(() => ({ status: 201, body: { id: 1 } }));
    await syncRound(2);
    expect(sent).toEqual([]);
    // Even asked for user 1's queue while user 2 is logged in, nothing of it goes out.
    expect((await syncRound(USER)).result).toBe('other_user');
    expect(sent).toEqual([]);
    becomeUser(USER);
    await syncRound(USER);
    expect(sent.map((call) => call.path)).toEqual([READINGS]);
  });
});
