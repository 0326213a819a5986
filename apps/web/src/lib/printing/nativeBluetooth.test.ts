import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { availableTransports, choosePrinter, PrintError, printBytes, PRINTER_SERVICES } from './transports';

// A stand-in for the community BLE plugin's BleClient (an outside library that needs a phone's radio): it
// records what the app asks and the bytes it would send, and answers as the plugin documents.
const plugin = vi.hoisted(() => {
  const state = { mtu: 23, cancel: false, writes: [] as { mode: string; service: string; characteristic: string; bytes: number[] }[], calls: [] as string[] };
  const client = {
    initialize: async () => void state.calls.push('initialize'),
    requestDevice: async (options: { optionalServices?: string[] }) => {
      state.calls.push(`requestDevice:${options.optionalServices?.length ?? 0}`);
      if (state.cancel) throw new Error('requestDevice cancelled.');
      return { deviceId: 'AA:BB:CC:DD:EE:FF', name: 'PT-210' };
    },
    connect: async (id: string) => void state.calls.push(`connect:${id}`),
    disconnect: async (id: string) => void state.calls.push(`disconnect:${id}`),
    getMtu: async () => state.mtu,
    getServices: async () => [
      { uuid: '00001800-0000-1000-8000-00805f9b34fb', characteristics: [{ uuid: '2a00', properties: { write: false, writeWithoutResponse: false } }] },
      { uuid: PRINTER_SERVICES_0, characteristics: [{ uuid: '00002af1-0000-1000-8000-00805f9b34fb', properties: { write: true, writeWithoutResponse: true } }] },
    ],
    write: async (_id: string, service: string, characteristic: string, value: DataView) =>
      void state.writes.push({ mode: 'write', service, characteristic, bytes: [...new Uint8Array(value.buffer, value.byteOffset, value.byteLength)] }),
    writeWithoutResponse: async (_id: string, service: string, characteristic: string, value: DataView) =>
      void state.writes.push({ mode: 'withoutResponse', service, characteristic, bytes: [...new Uint8Array(value.buffer, value.byteOffset, value.byteLength)] }),
  };
  return { state, client };
});
const PRINTER_SERVICES_0 = '000018f0-0000-1000-8000-00805f9b34fb';
vi.mock('@capacitor-community/bluetooth-le', () => ({ BleClient: plugin.client }));

describe('Bluetooth printing inside the Capacitor app (the native BLE plugin)', () => {
  beforeEach(() => {
    (globalThis as { Capacitor?: unknown }).Capacitor = { getPlatform: () => 'android' };
    Object.assign(plugin.state, { mtu: 23, cancel: false, writes: [], calls: [] });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'Capacitor');
  });

  it('offers Bluetooth, chooses a printer through the plugin and remembers its id', async () => {
    expect(availableTransports()).toEqual(['bluetooth']);
    const printer = await choosePrinter('bluetooth', 58);
    expect(printer).toMatchObject({ kind: 'bluetooth', name: 'PT-210', deviceId: 'AA:BB:CC:DD:EE:FF', width: 58 });
    expect(plugin.state.calls).toEqual(['initialize', `requestDevice:${PRINTER_SERVICES.length}`]);
  });

  it('sends every byte, in pieces that fit the link, on the printer’s writable characteristic, with no chooser for a remembered printer', async () => {
    const bytes = Uint8Array.from({ length: 1000 }, (_, i) => (i * 7) % 256);
    plugin.state.mtu = 185;
    await printBytes({ kind: 'bluetooth', name: 'PT-210', width: 58, deviceId: 'AA:BB:CC:DD:EE:FF' }, bytes);
    expect(plugin.state.calls.filter((call) => call.startsWith('requestDevice'))).toEqual([]);
    expect(plugin.state.calls).toContain('connect:AA:BB:CC:DD:EE:FF');
    expect(plugin.state.calls.at(-1)).toBe('disconnect:AA:BB:CC:DD:EE:FF');
    const writes = plugin.state.writes;
    expect(new Set(writes.map((write) => `${write.service} ${write.mode}`))).toEqual(new Set([`${PRINTER_SERVICES_0} withoutResponse`]));
    expect(Math.max(...writes.map((write) => write.bytes.length))).toBe(182);
    expect(writes.flatMap((write) => write.bytes)).toEqual([...bytes]);
  });

  it('keeps to 20-byte pieces when the link has the smallest MTU', async () => {
    await printBytes({ kind: 'bluetooth', name: 'PT-210', width: 58, deviceId: 'AA:BB:CC:DD:EE:FF' }, new Uint8Array(45).fill(1));
    expect(plugin.state.writes.map((write) => write.bytes.length)).toEqual([20, 20, 5]);
  });

  it('says cancelled when nothing is chosen', async () => {
    plugin.state.cancel = true;
    await expect(choosePrinter('bluetooth', 80)).rejects.toEqual(expect.objectContaining({ reason: 'cancelled' }));
    await expect(choosePrinter('bluetooth', 80)).rejects.toBeInstanceOf(PrintError);
  });
});
